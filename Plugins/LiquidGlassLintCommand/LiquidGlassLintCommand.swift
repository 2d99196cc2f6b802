import Foundation
import PackagePlugin

/// `swift package liquidglass-lint [--target NAME…] [lint options…]`: lints the package's Swift code (or the
/// named targets') with `liquidglass-lint`, reporting as `liquidglass lint` does. The package's `.liquidglass.yml`, if
/// any, is the configuration; every other option (`--reporter`, `--strict`, `--baseline`…) is passed on.
@main
struct LiquidGlassLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        // The whole package (the lint skips build folders and applies the configuration's `excluded`), or the
        // Swift files of the named targets.
        var paths = [context.package.directoryURL.path]
        if !names.isEmpty {
            paths = try context.package.targets(named: names).compactMap { $0 as? SourceModuleTarget }
                .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
            guard !paths.isEmpty else {
                Diagnostics.warning("liquidglass-lint: the targets \(names.joined(separator: ", ")) have no Swift files")
                return
            }
        }
        var options = extractor.remainingArguments
        let configuration = context.package.directoryURL.appendingPathComponent(".liquidglass.yml")
        if !options.contains("--config"), FileManager.default.fileExists(atPath: configuration.path) {
            options += ["--config", configuration.path]
        }
        let process = Process()
        process.executableURL = try context.tool(named: "liquidglass-lint").url
        process.arguments = options + paths
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0:
            return
        case 1:
            Diagnostics.error("liquidglass-lint found errors (or warnings under --strict)")
        default:
            Diagnostics.error("liquidglass-lint stopped with status \(process.terminationStatus) (a usage or configuration error)")
        }
        // A non-zero exit for scripts and CI, as `liquidglass lint` gives.
        exit(process.terminationStatus)
    }
}
