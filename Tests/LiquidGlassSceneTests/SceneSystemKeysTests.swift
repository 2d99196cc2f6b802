import Foundation
import LiquidGlassCore
import LiquidGlassRender
import LiquidGlassScene
import Testing

/// Scene keys of issue 3 §6: containers, unions, labels, accessibility.
@Suite struct SceneSystemKeysTests {
    static func parse(_ text: String) throws(SceneError) -> Scene {
        try SceneLoader.parse(text, fileName: "s.yaml", baseDirectory: URL(fileURLWithPath: "/tmp"))
    }

    @Test func containersAreFlattenedInSceneOrder() throws {
        let scene = try Self.parse("""
            canvas: {width: 400, height: 200}
            background: {color: white}
            elements:
              - {id: first, frame: [0, 0, 10, 10]}
              - container:
                  spacing: 20
                  elements:
                    - {id: a, frame: [0, 20, 10, 10], union: zoom}
                    - container:
                        elements:
                          - {id: inner, frame: [0, 40, 10, 10]}
                    - {id: b, frame: [0, 60, 10, 10], union: zoom}
              - {id: last, frame: [0, 80, 10, 10]}
            """)
        #expect(scene.elements.map { $0.id ?? "" } == ["first", "a", "inner", "b", "last"])
        #expect(scene.elements[0].container == nil)
        #expect(scene.elements[1].container == ContainerMembership(index: 0, spacing: 20, depth: 1))
        #expect(scene.elements[2].container == ContainerMembership(index: 1, spacing: ContainerMembership.defaultSpacing, depth: 2))
        #expect(scene.elements[3].container?.index == 0)
        #expect(scene.elements[1].unionID == "zoom" && scene.elements[3].unionID == "zoom")
    }

    @Test func labelsAndAccessibilityParse() throws {
        let scene = try Self.parse("""
            canvas: {width: 400, height: 200}
            background: {color: white}
            accessibility: {reduceTransparency: true, increaseContrast: false, reduceMotion: true, tinted: 0.5}
            elements:
              - frame: [0, 0, 100, 44]
                label: {text: Done, symbol: checkmark, size: 15, weight: semibold, color: "#112233"}
            """)
        #expect(scene.accessibility == AccessibilitySettings(reduceTransparency: true, increaseContrast: false, reduceMotion: true, tinted: 0.5))
        let label = try #require(scene.elements[0].label)
        #expect(label.text == "Done" && label.symbol == "checkmark" && label.size == 15 && label.weight == .semibold)
        #expect(label.color == Color(hex: "#112233"))
    }

    @Test func errorsPointAtTheValue() {
        func message(_ text: String) -> String {
            do { _ = try Self.parse(text); return "no error" } catch { return error.description }
        }
        let head = "canvas: {width: 400, height: 200}\nbackground: {color: white}\n"
        #expect(message(head + "elements:\n  - {frame: [0, 0, 10, 10], label: {symbol: magnifyingglas}}\n")
            .hasPrefix("s.yaml:4:45: elements[0].label.symbol: unknown symbol 'magnifyingglas'; did you mean 'magnifyingglass'"))
        #expect(message(head + "elements:\n  - {frame: [0, 0, 10, 10], label: {size: 12}}\n")
            .hasPrefix("s.yaml:4:36: elements[0].label: a label needs text or a symbol"))
        #expect(message(head + "accessibility: {tinted: 2}\nelements: []\n")
            .hasPrefix("s.yaml:3:25: accessibility.tinted:"))
        #expect(message(head + "elements:\n  - container: {spacing: -1, elements: []}\n")
            .hasPrefix("s.yaml:4:26: elements[0].container.spacing:"))
        #expect(message(head + "elements:\n  - container: {spacng: 2, elements: []}\n").contains("did you mean 'spacing'"))
        #expect(message(head + "font: nope.ttf\nelements: []\n").contains("no font file at /tmp/nope.ttf"))
    }
}
