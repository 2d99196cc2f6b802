import Foundation
import LiquidGlassLint

/// The configuration a lint from the current folder uses: the file given, else `.liquidglass.yml` here, else the
/// defaults; and the packages and Xcode projects around what is linted (deployment targets per folder). Shared by
/// `liquidglass lint` and the lint that `liquidglass preview` runs over its files.
public enum LintConfigurationLookup {
    /// The configuration file a lint from here reads: the one given, else `.liquidglass.yml` in the current
    /// folder when there is one; nil for the defaults. An output of the run never goes onto it.
    public static func configurationFile(_ file: String?) -> String? {
        if let file { return file }
        return FileManager.default.fileExists(atPath: ".liquidglass.yml") ? ".liquidglass.yml" : nil
    }

    /// The configuration and the folder its patterns are relative to.
    public static func load(file: String?, paths: [String]) throws(ConfigurationError) -> (LintConfiguration, base: String) {
        let manager = FileManager.default
        var configuration = LintConfiguration()
        var base = manager.currentDirectoryPath
        if let path = file {
            configuration = try ConfigurationLoader.load(yaml: ConfigurationLimits.read(path, what: "configuration file"), path: path)
            base = (FileCollector.absolutePath(path) as NSString).deletingLastPathComponent
        } else if let path = configurationFile(nil) {
            configuration = try ConfigurationLoader.load(yaml: ConfigurationLimits.read(path, what: "configuration file"), path: path)
        }
        // Every Package.swift and Xcode project in (and above) what is linted, per directory.
        configuration.layout = ProjectLayout.discover(roots: paths.isEmpty ? [base] : paths)
        return (configuration, base)
    }
}
