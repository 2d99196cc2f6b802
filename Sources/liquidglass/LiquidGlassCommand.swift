import ArgumentParser
import Foundation

/// `liquidglass`: render Liquid Glass over images, and check SwiftUI/UIKit code against its design rules.
///
/// One exit-status scheme for every command: 0 success; 1 an input, render or write error (or lint findings
/// that fail the run); 2 a usage error (unknown option, bad option value) or a lint configuration error.
@main
struct LiquidGlassCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "liquidglass",
        abstract: "Apple's Liquid Glass, rendered portably; and its design rules, checked.",
        discussion: "Exit status (every command): 0 success, 1 input/render/write error or failing lint findings, 2 usage error.",
        version: "0.1.0",
        subcommands: [RenderCommand.self, AnimateCommand.self, DemoCommand.self, PreviewCommand.self, LintCommand.self, BenchCommand.self, CalibrateCommand.self, SymbolsCommand.self, PlaygroundCommand.self, CodeCommand.self])

    /// ArgumentParser's own `main`, except that its usage-error status (64, EX_USAGE) becomes 2, the status
    /// `lint` has always documented, so that every subcommand answers a usage error the same way.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error).rawValue == ExitCode.validationFailure.rawValue {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
