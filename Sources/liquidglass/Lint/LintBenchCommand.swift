import ArgumentParser
import Foundation
import LiquidGlassBenchmarks
import LiquidGlassLint

/// `liquidglass lint bench`: time the linter against parsing alone on a generated corpus.
struct LintBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Generate a SwiftUI corpus and time linting against parsing alone (build with -c release).")

    @Option(parsing: .unconditional, help: "Minimum number of lines to generate.")
    var lines = 200_000

    @Option(help: "Seed of the generator (the same seed gives the same corpus).")
    var seed: UInt64 = 26

    @Option(help: "Directory for the corpus (replaced only if it holds a corpus this command generated, or nothing).")
    var output = ".lint-corpus"

    @Option(parsing: .unconditional, help: "Timed runs of each measurement; the fastest is reported.")
    var runs = 3

    @Option(help: "Run one phase once on an existing corpus (parse, index, engine, lint or lint-full), e.g. under `perf stat`.")
    var only: String?

    @Option(help: ArgumentHelp(
        "Time the Swift files under this directory (your project) instead of a generated corpus; nothing is written.",
        valueName: "directory"))
    var corpus: String?

    /// The file that marks a directory as a generated corpus, which a later run may replace.
    static let marker = ".liquidglass-lint-corpus"

    /// Removes a previous corpus; refuses (usage error, exit 2) to remove anything else: a file, or a directory
    /// that holds something and was not made by this command.
    static func clearCorpusDirectory(_ path: String) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw ValidationError("--output \(path) is a file, not a corpus directory; choose another path")
        }
        let contents = (try? manager.contentsOfDirectory(atPath: path)) ?? []
        if contents.isEmpty { return }
        guard contents.contains(marker) else {
            throw ValidationError(
                "--output \(path) is a directory this command did not generate (no \(marker) in it); "
                    + "refusing to replace it, choose another path")
        }
        do { try manager.removeItem(atPath: path) } catch {
            throw ValidationError("--output \(path): cannot remove the previous corpus (\(error.localizedDescription))")
        }
    }

    /// User plus system CPU time of the process so far.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        // Glibc imports RUSAGE_SELF as an enum case (`__rusage_who`), Darwin as a plain Int32.
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    func run() throws {
        // Parsing alone frees each file's tree before the next file allocates, and glibc then hands the top of
        // the heap back to the kernel and takes it again for every file: the parse-only baseline measured 1.1 s of
        // kernel time on the 200k-line corpus, slower than parsing plus indexing. The linter itself
        // does not hit this (0.07 s of kernel time either way), so the baseline is measured without the trim.
        #if os(Linux)
        _ = glibcMallopt(-1 /* M_TRIM_THRESHOLD, <malloc.h> */, 1 << 30)
        #endif
        if let only {
            try runPhase(only)
            return
        }
        let (files, lineCount) = try corpus.map(Self.existingCorpus) ?? generateCorpus()
        print("Cores: \(ProcessInfo.processInfo.activeProcessorCount)")
        measure(files: files, lineCount: lineCount)
    }

    /// The Swift files under `directory` (hidden folders skipped, as `liquidglass lint` does) and their lines.
    static func existingCorpus(_ directory: String) throws -> ([String], Int) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--corpus \(directory) is not a directory")
        }
        let files: [String]
        do { files = try FileCollector(base: directory, included: [], excluded: []).collect([directory]) } catch {
            throw ValidationError("--corpus \(directory): \(error)")
        }
        guard !files.isEmpty else { throw ValidationError("--corpus \(directory) holds no Swift files") }
        var lines = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            lines += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        print("Corpus: \(files.count) files, \(lines) lines under \(directory)")
        return (files, lines)
    }

    private func generateCorpus() throws -> ([String], Int) {
        try Self.clearCorpusDirectory(output)
        // The marker goes in first, so an interrupted run leaves a directory the next run may replace.
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: (output as NSString).appendingPathComponent(Self.marker), contents: Data()) else {
            throw ValidationError("--output \(output): cannot write the corpus marker \(Self.marker)")
        }
        var generator = CorpusGenerator(seed: seed)
        let (files, lineCount) = try generator.write(lines: lines, to: output)
        print("Corpus: \(files.count) files, \(lineCount) lines in \(output) (seed \(seed))")
        return (files, lineCount)
    }

    private func measure(files: [String], lineCount: Int) {
        let clock = ContinuousClock()
        // Wall time of the fastest run, and the CPU time (all threads) of that run: on a shared machine the CPU
        // time is the steadier figure.
        var cpuOfBest: [String: Double] = [:]
        func best(_ label: String, _ work: () -> Int) -> (Double, Int) {
            var fastest = Double.infinity
            var result = 0
            for _ in 0..<max(1, runs) {
                let cpuBefore = Self.cpuSeconds()
                let elapsed = clock.measure { result = work() }
                let cpu = Self.cpuSeconds() - cpuBefore
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                if seconds < fastest {
                    fastest = seconds
                    cpuOfBest[label] = cpu
                }
            }
            return (fastest, result)
        }
        let linter = Linter(configuration: Self.lintConfiguration)
        let (parseSeconds, _) = best("parse") { ParseBenchmark.parse(files: files) }
        let (indexSeconds, _) = best("index") { ParseBenchmark.index(files: files) }
        let engineOnly = Linter(configuration: LintConfiguration(onlyRules: []))
        let (engineSeconds, _) = best("engine") { engineOnly.lint(files: files).count }
        let (lintSeconds, findingCount) = best("lint") { linter.lint(files: files).count }
        // The same rules on every file: what the prefilter (docs/LINT.md, "Which files are parsed") saves.
        var everyFile = linter.configuration
        everyFile.prefilter = false
        let (fullSeconds, _) = best("lint-full") { Linter(configuration: everyFile).lint(files: files).count }
        func rate(_ seconds: Double) -> String { String(format: "%.0f lines/s", Double(lineCount) / seconds) }
        func cpu(_ label: String) -> Double { cpuOfBest[label] ?? 0 }
        print(String(format: "Parse only:    %.3f s wall (%@), %.3f s CPU", parseSeconds, rate(parseSeconds), cpu("parse")))
        print(String(format: "Parse + index: %.3f s wall (%@), %.3f s CPU", indexSeconds, rate(indexSeconds), cpu("index")))
        print(String(format: "No rules:      %.3f s wall (%@), %.3f s CPU", engineSeconds, rate(engineSeconds), cpu("engine")))
        print(String(format: "Lint:          %.3f s wall (%@), %.3f s CPU; %d findings, %d rules", lintSeconds, rate(lintSeconds), cpu("lint"), findingCount, linter.rules.count))
        print(String(format: "Every file:    %.3f s wall (%@), %.3f s CPU (lint without the prefilter)", fullSeconds, rate(fullSeconds), cpu("lint-full")))
        print(String(format: "Lint / parse:  %.2f× wall, %.2f× CPU", lintSeconds / parseSeconds, cpu("lint") / max(cpu("parse"), 1e-9)))
    }

    /// The rules the benchmark lints with: the defaults of the fifth round's measurements, deployment target iOS 17
    /// — `missing_glass_availability` and `glass_on_navigation_container`, opt-in since the fifth held-back reading,
    /// and `non_spring_glass_animation`, opt-in since the sixth, are enabled so that figures stay comparable with
    /// the earlier rounds' (docs/BENCHMARKS.md).
    static let lintConfiguration = LintConfiguration(
        optInRules: ["missing_glass_availability", "glass_on_navigation_container", "non_spring_glass_animation"],
        deploymentTarget: Version(17))

    /// Runs one phase on the corpus already in `output`, for counting instructions with `perf stat`, which
    /// a busy machine does not disturb the way it disturbs timings.
    private func runPhase(_ phase: String) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasSuffix(".swift") }.sorted()
            .map { (output as NSString).appendingPathComponent($0) }
        guard !files.isEmpty else { throw ValidationError("no corpus in \(output); run `liquidglass lint bench` first") }
        let result: Int
        switch phase {
        case "parse": result = ParseBenchmark.parse(files: files)
        case "index": result = ParseBenchmark.index(files: files)
        case "engine": result = Linter(configuration: LintConfiguration(onlyRules: [])).lint(files: files).count
        case "lint": result = Linter(configuration: Self.lintConfiguration).lint(files: files).count
        case "lint-full":
            var configuration = Self.lintConfiguration
            configuration.prefilter = false
            result = Linter(configuration: configuration).lint(files: files).count
        default: throw ValidationError("unknown phase `\(phase)`; expected parse, index, engine, lint or lint-full")
        }
        print("\(phase): \(files.count) files, result \(result)")
    }
}

#if os(Linux)
/// glibc's `mallopt`, which Swift's Glibc module does not import (`<malloc.h>` is not in its module map).
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
