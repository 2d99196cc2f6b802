import Foundation
import PackagePlugin

/// Lints each target's Swift files as part of `swift build`: findings appear as the compiler's warnings and
/// errors do (`file:line:column: warning: …`), and an error fails the build. The lint runs again only when a
/// file of the target changes (its output is a stamp, written after a successful lint).
@main
struct LiquidGlassLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        // A Swift file holding one comment: an output the build system can track, harmless to compile.
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)LiquidGlassLint.swift")
        var arguments = ["--write-stamp", stamp.path]
        var inputs = files
        let configuration = context.package.directoryURL.appendingPathComponent(".liquidglass.yml")
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        return [
            .buildCommand(
                displayName: "Liquid Glass lint of \(target.name)",
                executable: try context.tool(named: "liquidglass-lint").url,
                arguments: arguments + files.map(\.path),
                inputFiles: inputs,
                outputFiles: [stamp])
        ]
    }
}
