import Foundation
import Hummingbird
import HummingbirdTesting
import LiquidGlass
import LiquidGlassGallery
@testable import LiquidGlassPlayground
import LiquidGlassTestSupport
import Testing

/// `POST /api/edit` and ``SceneTextEdit``: an element's keys changed in the text in place — the page's drag, resize
/// and inspector — and the other query parameters the page's views use (`colorScheme`, `animation`).
@Suite struct PlaygroundEditTests {
    static let block = """
        # a comment that stays
        canvas: {width: 402, height: 874, scale: 3}
        background: {image: coffee.png}
        elements:
          - id: toolbar
            shape: capsule
            frame: [16, 62, 150, 44]   # the toolbar
          - id: search
            shape: circle
            frame: [322, 790, 62, 62]
            tint: {color: systemBlue, opacity: 0.6}
            interactive: true
        """

    static let flow = """
        canvas: {width: 402, height: 874, scale: 1}
        background: {image: chelsea.png}
        elements:
          - container:
              spacing: 12
              elements:
                - {id: camera, shape: circle, frame: [330, 536, 52, 52], label: {symbol: camera.fill}}
                - id: fab
                  shape: circle
                  frame: [322, 758, 60, 60]
                  label:
                    symbol: xmark
                    weight: semibold
        """

    static func edit(_ text: String, _ element: String, json: Bool = false, spacing: Double? = nil,
                     _ set: [String: SceneTextEdit.Value] = [:]) throws -> String {
        try SceneTextEdit.apply(.init(scene: text, element: element, set: set, containerSpacing: spacing), json: json)
    }

    /// The lines of `new` that differ from `old`'s (same line count expected by the caller).
    static func changedLines(_ old: String, _ new: String) -> [String] {
        zip(old.split(separator: "\n", omittingEmptySubsequences: false), new.split(separator: "\n", omittingEmptySubsequences: false))
            .filter { $0 != $1 }.map { String($0.1) }
    }

    @Test func aBlockElementsFrameIsReplacedInItsLineOnly() throws {
        let moved = try Self.edit(Self.block, "toolbar", ["frame": .array([.number(20), .number(70), .number(150), .number(44)])])
        #expect(Self.changedLines(Self.block, moved) == ["    frame: [20, 70, 150, 44]   # the toolbar"])
    }

    @Test func aMissingKeyIsAddedAfterTheElementsLastAndNullRemovesOne() throws {
        let clear = try Self.edit(Self.block, "toolbar", ["glass": .string("clear")])
        #expect(clear.contains("    frame: [16, 62, 150, 44]   # the toolbar\n    glass: clear\n  - id: search"))
        let plain = try Self.edit(Self.block, "search", ["tint": .null])
        #expect(!plain.contains("tint"))
        #expect(plain.contains("    frame: [322, 790, 62, 62]\n    interactive: true"))
        let last = try Self.edit(Self.block, "search", ["interactive": .null])
        #expect(last.hasSuffix("    tint: {color: systemBlue, opacity: 0.6}"))
        // Both load, and say what was asked.
        let photos = try #require(SampleBackdrop.coffee.url).deletingLastPathComponent()
        let scene = try SceneLoader.parse(clear, fileName: "s.yaml", baseDirectory: photos)
        #expect(scene.elements[0].glass.variant == Glass.Variant.clear)
        let tinted = try Self.edit(Self.block, "toolbar", ["tint": .object([("color", .string("systemRed")), ("opacity", .number(0.25))])])
        #expect(tinted.contains("    tint: {color: systemRed, opacity: 0.25}"))
    }

    @Test func flowElementsBlockValuesAndContainersAreEdited() throws {
        let camera = try Self.edit(Self.flow, "camera", ["frame": .array([.number(300), .number(500), .number(52), .number(52)]),
                                                         "glass": .string("clear")])
        #expect(Self.changedLines(Self.flow, camera)
            == ["        - {id: camera, shape: circle, frame: [300, 500, 52, 52], label: {symbol: camera.fill}, glass: clear}"])
        // A block mapping value becomes a flow one; the lines under it go.
        let fab = try Self.edit(Self.flow, "fab", ["label": .object([("text", .string("Go Now")), ("symbol", .string("plus"))])])
        #expect(fab.hasSuffix("          label: {text: \"Go Now\", symbol: plus}"))
        // `#2` is the second glass element in drawing order, as the report names one without an id.
        #expect(try Self.edit(Self.flow, "#2", ["interactive": .bool(true)]).hasSuffix("weight: semibold\n          interactive: true"))
        let spaced = try Self.edit(Self.flow, "camera", spacing: 20)
        #expect(Self.changedLines(Self.flow, spaced) == ["      spacing: 20"])
        #expect(throws: SceneTextEdit.Failure.self) { try Self.edit(Self.block, "toolbar", spacing: 4) }
        #expect(throws: SceneTextEdit.Failure.self) { try Self.edit(Self.block, "nothing", ["glass": .string("clear")]) }
        #expect(throws: SceneTextEdit.Failure.self) { try Self.edit(Self.block, "toolbar", ["id": .string("x")]) }
    }

    /// The inspector's scene settings: the scene's own keys, in place or added after its last key, and only those.
    @Test func sceneSettingsAreEditedInPlace() throws {
        func sceneEdit(_ text: String, json: Bool = false, _ set: [String: SceneTextEdit.Value]) throws -> String {
            try SceneTextEdit.apply(.init(scene: text, sceneSet: set), json: json)
        }
        let canvas = try sceneEdit(Self.block, ["canvas": .object([("width", .number(390)), ("height", .number(844)), ("scale", .number(2))])])
        #expect(Self.changedLines(Self.block, canvas) == ["canvas: {width: 390, height: 844, scale: 2}"])
        // Keys the scene lacks go after its last one (the elements' block list), at the top level.
        let dark = try sceneEdit(Self.block, ["colorScheme": .string("dark"),
                                              "accessibility": .object([("reduceTransparency", .bool(true)), ("tinted", .number(0.5))])])
        #expect(dark.hasSuffix("    interactive: true\naccessibility: {reduceTransparency: true, tinted: 0.5}\ncolorScheme: dark"))
        let photos = try #require(SampleBackdrop.coffee.url).deletingLastPathComponent()
        let scene = try SceneLoader.parse(dark, fileName: "s.yaml", baseDirectory: photos)
        #expect(scene.colorScheme == .dark && scene.accessibility.reduceTransparency && scene.accessibility.tinted == 0.5)
        #expect(!(try sceneEdit(dark, ["colorScheme": .null])).contains("colorScheme"))
        // The page's light slider: the scene's lightAngle, added, then rewritten in its line.
        let lit = try sceneEdit(Self.block, ["lightAngle": .number(-135)])
        #expect(lit.hasSuffix("\nlightAngle: -135"))
        #expect(try SceneLoader.parse(lit, fileName: "s.yaml", baseDirectory: photos).lightAngle == -135)
        #expect(Self.changedLines(lit, try sceneEdit(lit, ["lightAngle": .number(30)])) == ["lightAngle: 30"])
        #expect(throws: SceneTextEdit.Failure.self) { try sceneEdit(Self.block, ["background": .string("x")]) }
        #expect(throws: SceneTextEdit.Failure.self) { try sceneEdit(Self.block, ["canvas": .null]) }
        #expect(throws: SceneTextEdit.Failure.self) {
            try SceneTextEdit.apply(.init(scene: Self.block, set: ["glass": .string("clear")]), json: false)
        }
    }

    @Test func jsonScenesStayJSON() throws {
        let text = """
            {"canvas": {"width": 100, "height": 100, "scale": 1}, "background": {"color": "white"},
             "elements": [{"id": "a", "frame": [1, 2, 30, 40]}]}
            """
        let edited = try Self.edit(text, "a", json: true, ["frame": .array([.number(5), .number(6), .number(30), .number(40)]),
                                                             "tint": .string("systemBlue")])
        #expect(edited.contains(#"{"id": "a", "frame": [5, 6, 30, 40], "tint": "systemBlue"}"#))
        #expect((try? JSONSerialization.jsonObject(with: Data(edited.utf8))) != nil)
    }

    @Test func theEndpointEditsAndRefuses() async throws {
        try await Harness.withServer { _, client in
            let request = #"{"scene": \#(Self.jsonString(Harness.scene)), "element": "pill", "set": {"frame": [20, 20, 80, 40]}}"#
            let response = try await Harness.post(client, "/api/edit", request)
            #expect(response.status == .ok)
            let body = try JSONDecoder().decode([String: String].self, from: Harness.data(response))
            #expect(body["scene"]?.contains("frame: [20, 20, 80, 40]") == true)
            let render = try await Harness.post(client, "/api/render?format=json", body["scene"] ?? "")
            #expect(render.status == .ok)

            for (body, status, code) in [
                (#"{"scene": \#(Self.jsonString(Harness.scene)), "element": "nope", "set": {"glass": "clear"}}"#, 422, "bad-edit"),
                (#"{"scene": \#(Self.jsonString(Harness.scene)), "element": "pill", "set": {"id": "x"}}"#, 422, "bad-edit"),
                (#"{"scene": "canvas: {width: -1}", "element": "pill"}"#, 422, "invalid-scene"),
                (#"{"element": "pill"}"#, 400, "bad-body"),
                (#"{"scene": \#(Self.jsonString(Harness.scene)), "sceneSet": {"font": "x.ttf"}}"#, 422, "bad-edit"),
            ] {
                let answer = try await Harness.post(client, "/api/edit", body)
                #expect(answer.status.code == status, "\(body)")
                #expect(String(decoding: Harness.data(answer), as: UTF8.self).contains("\"\(code)\""), "\(body)")
            }
        }
    }

    @Test func renderTakesTheOtherColorScheme() async throws {
        let scene = Harness.scene.replacingOccurrences(of: "label: {text: Hi}", with: "tint: systemBlue, label: {text: Hi}")
        try await Harness.withServer { _, client in
            let light = try await Harness.post(client, "/api/render", scene)
            let dark = try await Harness.post(client, "/api/render?colorScheme=dark", scene)
            #expect(light.status == .ok && dark.status == .ok)
            // The dark render is another picture (systemBlue takes its dark value, 0 145 255 for 0 136 255), and
            // `light` is the scene as written (it declares no scheme: light).
            #expect(Harness.data(light) != Harness.data(dark))
            let asWritten = try await Harness.post(client, "/api/render?colorScheme=light", scene)
            #expect(Harness.data(asWritten) == Harness.data(light))
            let bad = try await Harness.post(client, "/api/render?colorScheme=dim", scene)
            #expect(bad.status == .badRequest)
        }
    }

    @Test func animateTakesANamedAnimation() async throws {
        try await Harness.withServer { _, client in
            // 0.3 s linear at 10 frames/s: 4 frames (0, 0.1, 0.2, 0.3), where the scene's own 0.2 s gives 3.
            let response = try await Harness.post(client, "/api/animate?fps=10&animation=linear&duration=0.3",
                                                  PlaygroundAnimateTests.scene)
            #expect(response.status == .ok)
            #expect(response.headers[PlaygroundHeader.frames] == "4")
            for query in ["animation=wobbly", "duration=0.3", "animation=default&duration=1", "animation=linear&bounce=0.2",
                          "animation=bouncy&bounce=3"] {
                let answer = try await Harness.post(client, "/api/animate?fps=10&\(query)", PlaygroundAnimateTests.scene)
                #expect(answer.status == .badRequest, "\(query)")
            }
        }
    }

    static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
