import ArgumentParser
import Foundation

/// `liquidglass lint [PATHS…] [options]` as a function of its arguments, shared by the `liquidglass lint`
/// subcommand, the lint-only `liquidglass-lint` executable and the SwiftPM plugins that run it.
///
/// The lint-only executable exists so that the plugins build nothing but the rule checker (swift-syntax, Yams,
/// ArgumentParser): no renderer, and none of the C image libraries an iOS team's Mac or CI may not have.
public enum LintCommandLine {
    /// Lints with `arguments` (paths and options, without the command's name), printing the report on standard
    /// output and messages on standard error. Returns the exit status: 0 no errors, 1 errors (or warnings under
    /// `--strict`), 2 usage or configuration error.
    ///
    /// - Parameter commandName: how the user called it, for the usage lines (`liquidglass lint`, `liquidglass-lint`).
    public static func run(_ arguments: [String], commandName: String = "liquidglass lint") -> Int32 {
        let options: LintOptions
        do {
            options = try LintOptions.parse(arguments)
        } catch {
            if LintOptions.exitCode(for: error) == .success {
                print(named(LintOptions.helpMessage(columns: nil), commandName))
                return 0
            }
            FileHandle.standardError.write(Data((named(LintOptions.fullMessage(for: error), commandName) + "\n").utf8))
            return 2
        }
        return LintRunner(options: options).run()
    }

    /// ArgumentParser names options parsed on their own (`LintOptions`) `lint` in its usage lines; the user
    /// called `commandName`.
    static func named(_ message: String, _ commandName: String) -> String {
        message.replacingOccurrences(of: "Usage: lint ", with: "Usage: \(commandName) ")
            .replacingOccurrences(of: "USAGE: lint ", with: "USAGE: \(commandName) ")
            .replacingOccurrences(of: "See 'lint --help'", with: "See '\(commandName) --help'")
    }
}
