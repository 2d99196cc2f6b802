import Foundation
import Hummingbird
import HummingbirdTesting
import LiquidGlass
@testable import LiquidGlassPlayground
import LiquidGlassTestSupport
import Testing

/// `POST /api/code` and the exporter behind it: the code says what the scene says, lists what it cannot, and the
/// linter's findings on it are those of the scene's own design.
@Suite struct PlaygroundCodeTests {
    /// A sample scene as the playground holds it, loaded beside the gallery's photos.
    static func document(_ name: String) throws -> SceneDocument {
        let sample = try #require(PlaygroundSamples.scenes.first { $0.name == name })
        return try SceneLoader.parseDocument(sample.text, fileName: sample.fileName, baseDirectory: TestFiles.sampleBackdrops)
    }

    static func sampleText(_ name: String) throws -> String {
        try #require(PlaygroundSamples.scenes.first { $0.name == name }).text
    }

    @Test func codeAnswersSwiftUIWithTheScenesContainerGlassAndLabels() async throws {
        let text = try Self.sampleText("press")
        try await Harness.withServer { _, client in
            let response = try await Harness.post(client, "/api/code?framework=swiftui&name=press", text)
            #expect(response.status == .ok)
            let body = try Harness.json(response)
            #expect(body["framework"] as? String == "swiftui")
            #expect(body["typeName"] as? String == "PressScene")
            let source = try #require(body["source"] as? String)
            // press.yaml: a container of spacing 8 holding three interactive circles with symbols.
            #expect(source.contains("import LiquidGlassUI"))
            #expect(source.contains("GlassEffectContainer(spacing: 8) {"))
            #expect(source.components(separatedBy: ".glassEffect(.regular.interactive(), in: .circle)").count == 4)
            #expect(source.contains("Image(systemName: \"play.fill\")\n"))
            #expect(source.contains(".font(.system(size: 28))"))
            #expect(source.contains(".frame(width: 80, height: 80)"))
            #expect(source.contains(".offset(x: 161, y: 692)"))
            #expect(source.contains("Image(\"coffee\")"))
            #expect(source.contains("#Preview(\"press\", traits: .fixedLayout(width: 402, height: 874))"))
            #expect(body["assets"] as? [String] == ["coffee"])
            let gaps = try #require(body["notExpressed"] as? [[String: Any]])
            #expect(gaps.map { $0["key"] as? String } == ["states"])
            #expect((body["lint"] as? [Any])?.isEmpty == true, "findings: \(body["lint"] ?? "")")
        }
    }

    @Test func codeAnswersUIKitWithEffectViews() async throws {
        let text = try Self.sampleText("action-burst")
        try await Harness.withServer { _, client in
            let response = try await Harness.post(client, "/api/code?framework=uikit&name=action-burst", text)
            #expect(response.status == .ok)
            let body = try Harness.json(response)
            let source = try #require(body["source"] as? String)
            #expect(source.contains("import LiquidGlassUIKit"))
            #expect(source.contains("final class ActionBurstView: UIView {"))
            #expect(source.contains("containerEffect.spacing = 12"))
            #expect(source.contains("fabGlass.tintColor = .systemBlue.withAlphaComponent(0.8)"))
            #expect(source.contains("fabGlass.isInteractive = true"))
            #expect(source.contains("fab.frame = CGRect(x: 322, y: 758, width: 60, height: 60)"))
            #expect(source.contains("container.contentView.addSubview(fab)"))
            #expect(source.contains("UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)"))
            #expect((body["lint"] as? [Any])?.isEmpty == true, "findings: \(body["lint"] ?? "")")
        }
    }

    /// A finger on the glass cannot be code: the pressed state's export says so, and draws the glass at rest.
    @Test func aPressIsListedNotDropped() async throws {
        let text = try Self.sampleText("press")
        try await Harness.withServer { _, client in
            let response = try await Harness.post(client, "/api/code?state=pressed", text)
            #expect(response.status == .ok)
            let gaps = try #require(try Harness.json(response)["notExpressed"] as? [[String: Any]])
            #expect(gaps.contains { $0["element"] as? String == "play" && $0["key"] as? String == "pressed" })
            let source = try #require(try Harness.json(response)["source"] as? String)
            #expect(source.contains("//   - play: pressed: "))
        }
    }

    /// Neither SwiftUI nor UIKit lets code choose the light's direction: a scene's lightAngle is listed in both.
    @Test func aLightAngleIsListedNotDropped() throws {
        let text = try Self.sampleText("coffee-tab-bar") + "\nlightAngle: 120\n"
        let document = try SceneLoader.parseDocument(text, fileName: "lit.yaml", baseDirectory: TestFiles.sampleBackdrops)
        #expect(document.scene.lightAngle == 120)
        for framework in SceneCode.Framework.allCases {
            let code = SceneCodeExporter.export(document.scene, document: document, name: "lit", framework: framework, lint: false)
            #expect(code.notExpressed.contains { $0.element == nil && $0.key == "lightAngle" }, "\(framework)")
            #expect(code.source.contains("//   - lightAngle: the highlights lit from 120°"))
        }
    }

    /// UIKit has no ellipse, path or gradient here: each is listed, and the code still compiles to the nearest.
    @Test func uikitListsTheShapesAndGradientItCannotDraw() throws {
        let document = try Self.document("gradient-shapes")
        let code = SceneCodeExporter.export(document.scene, document: document, name: "gradient-shapes", framework: .uikit,
                                            lint: false)
        let listed = code.notExpressed.map { "\($0.element ?? "-") \($0.key)" }
        #expect(listed == ["- background.gradient", "ellipse shape", "star shape"])
        #expect(code.source.contains("overrideUserInterfaceStyle = .dark"))
        let swiftUI = SceneCodeExporter.export(document.scene, document: document, name: "gradient-shapes",
                                               framework: .swiftui, lint: false)
        #expect(swiftUI.source.contains(".glassEffect(.clear, in: .ellipse)"))
        #expect(swiftUI.source.contains("private struct StarOutline: Shape {"))
        #expect(swiftUI.source.contains("path.addLine(to: CGPoint(x: 61, y: 35))"))
        #expect(swiftUI.source.contains(".environment(\\.colorScheme, .dark)"))
        #expect(swiftUI.source.contains("startPoint: UnitPoint("))
    }

    @Test func badFrameworkNameAndSceneAreRefused() async throws {
        try await Harness.withServer { _, client in
            let framework = try await Harness.post(client, "/api/code?framework=appkit", Harness.scene)
            #expect(framework.status == .badRequest)
            #expect(try Harness.error(framework)["code"] as? String == "bad-query")
            let name = try await Harness.post(client, "/api/code?name=%22%29%3B", Harness.scene)
            #expect(name.status == .badRequest)
            let scene = try await Harness.post(client, "/api/code", "canvas: {width: 1}\n")
            #expect(scene.status == .unprocessableContent)
            #expect(try Harness.error(scene)["line"] as? Int == 1)
        }
    }

    /// The linter over every sample's code, both frameworks: a finding only where the scene's own design breaks a
    /// rule — glass the scene leaves outside any container (`ungrouped_glass`; SwiftUI's rule, UIKit's fires on
    /// stack views and constraints only), a hex tint (`hardcoded_glass_tint`), two tinted elements side by side
    /// (`over_tinted_glass`, which the engine's render of chelsea-cards reports too), clear glass with no dimming
    /// layer (`clear_glass_without_dimming`); the exporter adds none of its own, and the samples whose design is
    /// clean (press, action-burst) give none at all.
    @Test(arguments: PlaygroundSamples.scenes.map(\.name))
    func lintFindsOnlyTheScenesOwnDesignProblems(_ name: String) throws {
        let expected: [String: Set<String>] = [
            "coffee-tab-bar": ["ungrouped_glass"],
            "astronaut-player": ["ungrouped_glass"],
            "brick-sheet": ["ungrouped_glass"],
            "chelsea-cards": ["ungrouped_glass", "hardcoded_glass_tint", "over_tinted_glass"],
            "gradient-shapes": ["ungrouped_glass", "clear_glass_without_dimming"],
        ]
        let document = try Self.document(name)
        for framework in SceneCode.Framework.allCases {
            let code = SceneCodeExporter.export(document.scene, document: document, name: name, framework: framework)
            let rules = Set(code.lint.map(\.rule))
            #expect(rules.isSubset(of: expected[name] ?? []), "\(name) \(framework): \(code.lint.map { "\($0.line): \($0.rule): \($0.message)" })")
        }
    }
}
