import ArgumentParser
import LiquidGlassLintCommandLine

/// `liquidglass lint [PATHS…]`: lint files and report findings.
struct LintRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Lint Swift files (the default subcommand of `lint`).",
        discussion: LintCommand.configuration.discussion)

    @Argument(parsing: .captureForPassthrough, help: "Paths and options; see `liquidglass lint --help`.")
    var arguments: [String] = []

    func run() throws {
        let status = LintCommandLine.run(arguments)
        if status != 0 { throw ExitCode(status) }
    }
}
