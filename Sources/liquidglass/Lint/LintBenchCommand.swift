import ArgumentParser
import Foundation
import LiquidGlassLint

/// `liquidglass lint bench`: time the linter against parsing alone on a generated corpus.
struct LintBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Generate a SwiftUI corpus and time linting against parsing alone (build with -c release).")

    @Option(help: "Minimum number of lines to generate.")
    var lines = 200_000

    @Option(help: "Seed of the generator (the same seed gives the same corpus).")
    var seed: UInt64 = 26

    @Option(help: "Directory for the corpus (replaced).")
    var output = ".lint-corpus"

    @Option(help: "Timed runs of each measurement; the fastest is reported.")
    var runs = 3

    func run() throws {
        try? FileManager.default.removeItem(atPath: output)
        var generator = CorpusGenerator(seed: seed)
        let (files, lineCount) = try generator.write(lines: lines, to: output)
        print("Corpus: \(files.count) files, \(lineCount) lines in \(output) (seed \(seed))")
        print("Cores: \(ProcessInfo.processInfo.activeProcessorCount)")

        let clock = ContinuousClock()
        func best(_ work: () -> Int) -> (Double, Int) {
            var fastest = Double.infinity
            var result = 0
            for _ in 0..<max(1, runs) {
                let elapsed = clock.measure { result = work() }
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                fastest = min(fastest, seconds)
            }
            return (fastest, result)
        }
        let linter = Linter(configuration: LintConfiguration(deploymentTarget: Version(17)))
        let (parseSeconds, _) = best { ParseBenchmark.parse(files: files) }
        let (lintSeconds, findingCount) = best { linter.lint(files: files).count }
        func rate(_ seconds: Double) -> String { String(format: "%.0f lines/s", Double(lineCount) / seconds) }
        print(String(format: "Parse only: %.3f s (%@)", parseSeconds, rate(parseSeconds)))
        print(String(format: "Lint:       %.3f s (%@), %d findings, %d rules", lintSeconds, rate(lintSeconds), findingCount, linter.rules.count))
        print(String(format: "Lint / parse: %.2f×", lintSeconds / parseSeconds))
    }
}
