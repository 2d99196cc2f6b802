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

    @Option(name: .customLong("max-file-bytes"), parsing: .unconditional, help: "Largest Swift file linted, in bytes (default 8 MiB; docs/LIMITS.md).")
    var maxFileBytes: Int?

    @Option(name: .customLong("max-syntax-depth"), parsing: .unconditional, help: "Deepest syntax tree linted, in levels (default 4000, at most 100000).")
    var maxSyntaxDepth: Int?

    @Option(name: .customLong("file-time-limit"), parsing: .unconditional, help: "Seconds one file may take before it is reported and skipped (default 20).")
    var fileTimeLimit: Double?

    @Option(name: .customLong("write-stamp"), help: ArgumentHelp(
        "After a lint without errors, write this Swift file (one comment) — the output the build-tool plugin declares.",
        visibility: .hidden))
    var writeStamp: String?

    @Flag(name: .customLong("no-prefilter"), help: ArgumentHelp(
        "Parse every file, not only those that can matter to a rule (for comparing the two; docs/LINT.md).",
        visibility: .hidden))
    var noPrefilter = false

    @Flag(name: .customLong("parse-only"), help: ArgumentHelp(
        "Only read and parse the files (the baseline the lint's speed is measured against; docs/BENCHMARKS.md).",
        visibility: .hidden))
    var parseOnly = false

    @Argument(help: "Files or directories to lint (default: the current directory).")
    var paths: [String] = []

    var reporterKind: ReporterKind? { ReporterKind(rawValue: reporter) }

    func validate() throws {
        if let maxFileBytes, maxFileBytes < 1 { throw ValidationError("--max-file-bytes must be at least 1") }
        // The rules' walks recurse on the file's thread (256 MiB of stack): a 50,000-call modifier chain (100,000
        // levels) linted in 6 s, a 200,000-call one crashed (SIGSEGV, debug build) once the limit was raised.
        if let maxSyntaxDepth, !(16...100_000).contains(maxSyntaxDepth) {
            throw ValidationError("--max-syntax-depth must be from 16 to 100000")
        }
        if let fileTimeLimit, !(fileTimeLimit > 0) { throw ValidationError("--file-time-limit must be a number of seconds above 0") }
    }

    /// The limits of the run: the defaults, with the ones given on the command line.
    func limits(_ base: LintLimits) -> LintLimits {
        var limits = base
        if let maxFileBytes { limits.maximumFileBytes = maxFileBytes }
        if let maxSyntaxDepth { limits.maximumSyntaxDepth = maxSyntaxDepth }
        if let fileTimeLimit { limits.fileSeconds = fileTimeLimit }
        return limits
    }
}
