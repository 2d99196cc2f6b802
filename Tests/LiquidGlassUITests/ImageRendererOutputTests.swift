import Foundation
import Testing
@testable import LiquidGlassUICore

/// `ImageRenderer.writePNG(to:)` and `writePNGAndReport(to:)` write as the command line does (OutputPolicy):
/// a folder that does not exist is named in the failure, and nothing is left behind.
@Suite @MainActor struct ImageRendererOutputTests {
    @Test func aMissingFolderIsNamedAndNothingIsWritten() throws {
        let renderer = ImageRenderer(content: Text("Hello").padding())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lg-missing-\(UUID().uuidString)")
        let url = folder.appendingPathComponent("hello.png")
        do {
            try renderer.writePNGAndReport(to: url)
            Issue.record("wrote into a folder that does not exist")
        } catch let failure as RenderFailure {
            #expect(failure.message == "\(url.path): cannot write the image: the folder it goes in, \(folder.path), does not exist")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))

        // And into a folder that exists: the picture and its report beside it.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try renderer.writePNGAndReport(to: url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["hello.json", "hello.png"])
    }
}
