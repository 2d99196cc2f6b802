import ArgumentParser
import Foundation
import LiquidGlassLint

/// `liquidglass lint [PATHS…]`: lint files and report findings.
struct LintRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Lint Swift files (the default subcommand of `lint`).",
        discussion: LintCommand.configuration.discussion)

    @Argument(parsing: .captureForPassthrough, help: "Paths and options; see `liquidglass lint --help`.")
    var arguments: [String] = []

    func run() throws {
        let options: LintOptions
        do {
            options = try LintOptions.parse(arguments)
        } catch {
            let exitCode = LintOptions.exitCode(for: error)
            if exitCode == .success {
                print(LintOptions.helpMessage(columns: nil))
                return
            }
            FileHandle.standardError.write(Data((LintOptions.fullMessage(for: error) + "\n").utf8))
            throw ExitCode(2)
        }
        let status = LintRunner(options: options).run()
        if status != 0 { throw ExitCode(status) }
    }
}
