import Foundation
@testable import LiquidGlassScene
import Testing

/// Issue 46, the scene files' side: work counted before it is done, inputs that are not files refused at their
/// key, and messages that quote little of a huge value.
@Suite struct SceneDataSafetyTests {
    static let header = "canvas: {width: 100, height: 100, scale: 1}\nbackground: {color: white}\n"

    /// One 40,000-command path shared through a YAML alias by 30 elements is 1,200,000 commands to draw.
    @Test func pathCommandsAreCountedPerUse() throws {
        let data = "M0 0" + String(repeating: " L1 1", count: 39_999)
        func scene(uses: Int) -> String {
            var text = Self.header + "elements:\n  - {frame: [0, 0, 10, 10], shape: {path: &p \"\(data)\"}}\n"
            for k in 1..<uses { text += "  - {frame: [\(k), 0, 10, 10], shape: {path: *p}}\n" }
            return text
        }
        let error = try #require(SceneTestSupport.error(in: scene(uses: 30)))
        #expect(error.message.contains("more than 1000000 commands in all"), "\(error.message.prefix(300))")
        // Placed at the path data (an alias's use is placed where its anchor is): among the elements.
        #expect((4...33).contains(error.line))
        #expect(SceneTestSupport.error(in: scene(uses: 25)) == nil)
    }

    @Test func aHugeUnknownSymbolIsQuotedByItsStart() throws {
        let name = String(repeating: "x", count: 1_000_000)
        let start = ContinuousClock.now
        let error = try #require(SceneTestSupport.error(
            in: Self.header + "elements:\n  - {frame: [0, 0, 10, 10], label: {symbol: \(name)}}\n"))
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(error.description.utf8.count < 300, "\(error.description.prefix(300))")
        #expect(error.message.contains("(1000000 bytes)"))
    }

    @Test func aFontOrPhotoThatIsAFIFOIsRefusedAtItsKey() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lg-scene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("f.ttf").path, 0o600) == 0)
        #expect(mkfifo(dir.appendingPathComponent("p.png").path, 0o600) == 0)
        let font = Self.header + "font: f.ttf\nelements: []\n"
        do {
            _ = try SceneLoader.parse(font, fileName: "s.yaml", baseDirectory: dir)
            Issue.record("a FIFO font was accepted")
        } catch {
            #expect(error.line == 3 && error.message.contains("is a FIFO (named pipe), not a regular file"), "\(error)")
        }
        let photo = "canvas: {width: 100, height: 100, scale: 1}\nbackground: {image: p.png}\nelements: []\n"
        do {
            _ = try SceneLoader.parse(photo, fileName: "s.yaml", baseDirectory: dir)
            Issue.record("a FIFO photo was accepted")
        } catch {
            #expect(error.line == 2 && error.message.contains("is a FIFO (named pipe), not a regular file"), "\(error)")
        }
    }
}
