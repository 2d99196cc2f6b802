import ArgumentParser
import LiquidGlassLint

/// The options of `liquidglass lint`, parsed by the command itself so that every usage error exits with
/// status 2 (ArgumentParser's own usage errors exit with 64).
struct LintOptions: ParsableArguments {
    @Option(help: "The configuration file (default: .liquidglass.yml in the current directory, if present).")
    var config: String?

    @Option(help: "Output format: xcode, json, sarif or github-actions.")
    var reporter: String = ReporterKind.xcode.rawValue

    @Flag(help: "Report warnings as errors and fail on them.")
    var strict = false

    @Option(help: "Leave out findings recorded in this baseline file.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the findings of this run in a baseline file.")
    var writeBaseline: String?

    @Flag(help: "Rewrite findings that have one obvious fix in place (atomically), then report what is left.")
    var fix = false

    @Argument(help: "Files or directories to lint (default: the current directory).")
    var paths: [String] = []

    var reporterKind: ReporterKind? { ReporterKind(rawValue: reporter) }
}
