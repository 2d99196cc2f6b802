import ArgumentParser

/// `liquidglass`: render Liquid Glass over images, and check SwiftUI/UIKit code against its design rules.
@main
struct LiquidGlassCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "liquidglass",
        abstract: "Apple's Liquid Glass, rendered portably; and its design rules, checked.",
        version: "0.1.0",
        subcommands: [RenderCommand.self, AnimateCommand.self, DemoCommand.self, LintCommand.self, BenchCommand.self, CalibrateCommand.self])
}
