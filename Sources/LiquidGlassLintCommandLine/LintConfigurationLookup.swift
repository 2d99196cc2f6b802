import Foundation
import LiquidGlassLint

/// The configuration a lint from the current folder uses: the file given, else `.liquidglass.yml` here, else the
/// defaults; and the packages and Xcode projects around what is linted (deployment targets per folder). Shared by
/// `liquidglass lint` and the lint that `liquidglass preview` runs over its files.
public enum LintConfigurationLookup {
    /// The configuration and the folder its patterns are relative to.
    public static func load(file: String?, paths: [String]) throws(ConfigurationError) -> (LintConfiguration, base: String) {
        let manager = FileManager.default
        var configuration = LintConfiguration()
        var base = manager.currentDirectoryPath
        if let path = file {
            guard let data = manager.contents(atPath: path) else {
                throw ConfigurationError(file: path, message: "cannot read the configuration file")
            }
            configuration = try ConfigurationLoader.load(yaml: String(decoding: data, as: UTF8.self), path: path)
            base = (FileCollector.absolutePath(path) as NSString).deletingLastPathComponent
        } else if let data = manager.contents(atPath: ".liquidglass.yml") {
            configuration = try ConfigurationLoader.load(yaml: String(decoding: data, as: UTF8.self), path: ".liquidglass.yml")
        }
        // Every Package.swift and Xcode project in (and above) what is linted, per directory.
        configuration.layout = ProjectLayout.discover(roots: paths.isEmpty ? [base] : paths)
        return (configuration, base)
    }
}
