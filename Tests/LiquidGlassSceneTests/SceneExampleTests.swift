import Foundation
import LiquidGlassScene
import Testing

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
            #expect(url.path.contains("/Sources/LiquidGlassGallery/Resources/Backdrops/"))
        }
    }

    /// examples/scenes/action-burst.yaml: the button alone when closed, with its three actions when open, and a
    /// transition each way (what README and SCENES.md promise for it).
    @Test func actionBurstHasItsStates() throws {
        let url = SceneTestSupport.repositoryRoot.appendingPathComponent("examples/scenes/action-burst.yaml")
        let document = try SceneLoader.loadDocument(contentsOf: url)
        #expect(document.states.map(\.name) == ["closed", "open"])
        #expect(try #require(document.scene(inState: "closed")).elements.map(\.id) == ["fab"])
        #expect(try #require(document.scene(inState: "open")).elements.map(\.id) == ["camera", "photo", "doc", "fab"])
        #expect(document.transition(from: "closed", to: "open")?.animation == SceneAnimation(curve: .bouncy))
        #expect(document.transition(from: "open", to: "closed") != nil)
    }

    /// examples/scenes/press.yaml (docs/SCENES.md): Play is pressed, where the file says, only in `pressed`.
    @Test func pressExamplePressesPlay() throws {
        let url = SceneTestSupport.repositoryRoot.appendingPathComponent("examples/scenes/press.yaml")
        let document = try SceneLoader.loadDocument(contentsOf: url)
        let idle = try #require(document.scene(inState: "idle")), pressed = try #require(document.scene(inState: "pressed"))
        #expect(idle.elements.map(\.press) == [0, 0, 0])
        #expect(pressed.elements.map(\.press) == [0, 1, 0])
        #expect(pressed.elements[1].touch == CGPoint(x: 190, y: 728))
        // Pressed glass lifts: the display list scales Play's 80 pt circle to 84 pt about its centre.
        let play = try #require(pressed.displayList.items.first { $0.id == "play" })
        guard case .glass(let glass) = play.content else { Issue.record("play is glass"); return }
        let lifted = play.transform.apply(glass.frame)
        #expect(abs(lifted.width - 84) < 1e-9 && abs(lifted.midX - idle.elements[1].frame.midX) < 1e-9, "\(lifted)")
        #expect(document.transition(from: "idle", to: "pressed") != nil)
    }

    /// The YAML and JSON examples in docs/SCENES.md load, and describe the same scene.
    @Test func documentationExamplesAreTwins() throws {
        let root = SceneTestSupport.repositoryRoot
        let document = try String(contentsOf: root.appendingPathComponent("docs/SCENES.md"), encoding: .utf8)
        func block(_ language: String) throws -> String {
            let start = try #require(document.range(of: "```\(language)\n"))
            let end = try #require(document.range(of: "\n```", range: start.upperBound..<document.endIndex))
            return String(document[start.upperBound..<end.lowerBound])
        }
        let base = root.appendingPathComponent("examples/scenes")
        let yaml = try SceneLoader.parse(try block("yaml"), fileName: "SCENES.yaml", baseDirectory: base)
        let json = try SceneLoader.parse(try block("json"), fileName: "SCENES.json", baseDirectory: base)
        #expect(yaml.elements.count == 4)
        SceneTestSupport.expectEqual(yaml, json)
    }

    @Test func loneSurrogateEscapeIsAnError() {
        let text = "{\"canvas\": {\"width\": 10, \"height\": 10}, \"background\": {\"color\": \"black\"}, "
            + "\"elements\": [{\"id\": \"\\ud83d\", \"frame\": [0, 0, 1, 1]}]}"
        let error = SceneTestSupport.error(in: text, fileName: "lone.json")
        #expect(error?.description.hasPrefix("lone.json:1:") == true)
        #expect(error?.message.hasPrefix("syntax error: ") == true)
    }
}
