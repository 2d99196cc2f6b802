import Foundation

/// Places the tests read and write: the package's source tree (examples, docs, the gallery's photos) and fresh
/// temporary folders.
public enum TestFiles {
    /// The package's root directory, from this file's path (Tests/LiquidGlassTestSupport/TestFiles.swift).
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The gallery's sample photographs in the source tree (Sources/LiquidGlassGallery/Resources/Backdrops).
    public static var sampleBackdrops: URL {
        packageRoot.appendingPathComponent("Sources/LiquidGlassGallery/Resources/Backdrops")
    }

    /// A fresh empty directory under the system's temporary directory, named `PREFIX-UUID`.
    public static func temporaryDirectory(prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
