import Foundation
import Testing
@testable import LiquidGlass

/// Every scene under examples/scenes loads, and its image (if any) exists.
@Suite struct SceneExampleTests {
    static var exampleFiles: [URL] {
        let directory = SceneTestSupport.repositoryRoot.appendingPathComponent("examples/scenes")
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return files.filter { ["yaml", "yml", "json"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func thereAreExamplesInBothFormats() {
        let extensions = Set(Self.exampleFiles.map(\.pathExtension))
        #expect(Self.exampleFiles.count >= 4)
        #expect(extensions.contains("yaml") && extensions.contains("json"))
    }

    @Test(arguments: exampleFiles)
    func exampleLoads(_ file: URL) throws {
        let scene = try SceneLoader.load(contentsOf: file)
        #expect(!scene.elements.isEmpty)
        if case .image(let url, _) = scene.background.content {
            #expect(FileManager.default.fileExists(atPath: url.path))
            #expect(url.path.contains("/Sources/LiquidGlass/Resources/Backdrops/"))
        }
    }
}
