import Foundation
import LiquidGlassCore
import LiquidGlassRender
import LiquidGlassScene
import Testing

@Suite struct SceneLoaderTests {
    @Test func fullYAMLSceneHasEveryValue() throws {
        let directory = try SceneTestSupport.fixturesDirectory()
        let scene = try SceneLoader.load(contentsOf: directory.appendingPathComponent("full.yaml"))
        #expect(scene.canvas == Canvas(width: 402, height: 874, scale: 2))
        #expect(scene.colorScheme == .dark)
        #expect(scene.background.dim == 0.25)
        guard case .image(let url, let fill) = scene.background.content else {
            Issue.record("expected an image background")
            return
        }
        #expect(url.path == directory.appendingPathComponent("images/tiny.png").standardizedFileURL.path)
        #expect(fill == .contain)

        let elements = scene.elements
        try #require(elements.count == 8)
        #expect(elements.map(\.id) == ["tabbar", "badge", nil, "card", "sheet", "button", "arrow", nil])
        #expect(elements[0].frame == CGRect(x: 20, y: 790, width: 362, height: 62))
        #expect(elements[0].shape is Capsule)
        #expect(elements[0].glass == Glass.regular.tint(.systemBlue).interactive())
        #expect(elements[1].shape is Circle)
        #expect(elements[1].glass == Glass.clear.tint(Color(red: 1, green: 149 / 255, blue: 0)))
        #expect(elements[2].shape is Ellipse)
        #expect(elements[2].frame == CGRect(x: -10, y: 200.5, width: 120, height: 80))
        let halfBlue = Color(red: 10 / 255, green: 132 / 255, blue: 1, opacity: 128 / 255).opacity(0.5)
        #expect(elements[2].glass == Glass.identity.tint(halfBlue))
        #expect(elements[3].shape is Rectangle)
        #expect(elements[3].glass == Glass.regular.tint(Color(red: 1, green: 136 / 255, blue: 0)))
        #expect(elements[4].shape as? RoundedRectangle == RoundedRectangle(cornerRadius: 16, style: .circular))
        #expect(elements[4].glass == .regular)
        #expect(elements[5].shape as? RoundedRectangle == RoundedRectangle(cornerRadius: 12, style: .continuous))
        #expect(elements[5].frame == CGRect(x: 100, y: 120, width: 80, height: 44))
        #expect(elements[5].glass == Glass.regular.tint(.mint))
        #expect(elements[6].shape is Path)
        #expect(elements[7].shape is Capsule)
        #expect(elements[7].glass == .regular)
        #expect(elements[0].sourceLocation?.description == directory.appendingPathComponent("full.yaml").path + ":9:5")
    }

    @Test func jsonTwinParsesToTheSameScene() throws {
        let directory = try SceneTestSupport.fixturesDirectory()
        let yaml = try SceneLoader.load(contentsOf: directory.appendingPathComponent("full.yaml"))
        let json = try SceneLoader.load(contentsOf: directory.appendingPathComponent("full.json"))
        SceneTestSupport.expectEqual(yaml, json)
        #expect(json.elements.first?.sourceLocation?.line == 10)
    }

    @Test func defaultsWhenOptionalKeysAreLeftOut() throws {
        let scene = try SceneLoader.parse("""
            canvas: {width: 390, height: 844}
            background: {color: systemGray6}
            elements:
              - frame: [10, 20, 30, 40]
            """, fileName: "defaults.yaml", baseDirectory: URL(fileURLWithPath: "/"))
        #expect(scene.canvas == Canvas(width: 390, height: 844, scale: 3))
        #expect(scene.colorScheme == .light)
        #expect(scene.background.dim == 0)
        #expect(SceneTestSupport.describe(scene.background.content) == "color \(Color.systemGray6)")
        let element = try #require(scene.elements.first)
        #expect(element.id == nil)
        #expect(element.shape is Capsule)
        #expect(element.glass == Glass(variant: .regular, tintColor: nil, isInteractive: false))
        #expect(element.sourceLocation == SceneSourceLocation(file: "defaults.yaml", line: 4, column: 5))
    }

    @Test func gradientBackgroundAndItsJSONTwin() throws {
        let root = URL(fileURLWithPath: "/")
        let yaml = try SceneLoader.parse("""
            canvas: {width: 100, height: 100, scale: 1}
            background:
              gradient: {colors: ["#0A84FF", systemPink, {color: white, opacity: 0.5}], locations: [0, 0.5, 1], angle: 45}
              dim: 1
            elements: []
            """, fileName: "g.yaml", baseDirectory: root)
        let json = try SceneLoader.parse("""
            {"canvas": {"width": 100, "height": 100, "scale": 1},
             "background": {"gradient": {"colors": ["#0A84FF", "systemPink", {"color": "white", "opacity": 0.5}],
                                         "locations": [0, 0.5, 1], "angle": 45}, "dim": 1},
             "elements": []}
            """, fileName: "g.json", baseDirectory: root)
        let expected = Background.Gradient(
            colors: [Color(hex: "#0A84FF")!, .systemPink, Color.white.opacity(0.5)], locations: [0, 0.5, 1], angle: 45)
        #expect(SceneTestSupport.describe(yaml.background.content) == "gradient \(expected)")
        #expect(yaml.background.dim == 1)
        SceneTestSupport.expectEqual(yaml, json)
    }

    @Test func gradientDefaultsToNoLocationsAndNinetyDegrees() throws {
        let scene = try SceneLoader.parse("""
            canvas: {width: 100, height: 100}
            background: {gradient: {colors: [black, white]}}
            elements: []
            """, fileName: "g.yaml", baseDirectory: URL(fileURLWithPath: "/"))
        let expected = Background.Gradient(colors: [.black, .white], locations: nil, angle: 90)
        #expect(SceneTestSupport.describe(scene.background.content) == "gradient \(expected)")
    }

    @Test func relativeImagePathsResolveAgainstTheBaseDirectory() throws {
        let directory = try SceneTestSupport.fixturesDirectory()
        for (written, expected) in [
            ("images/tiny.png", "images/tiny.png"),
            ("./images/../images/tiny.png", "images/tiny.png"),
            ("../scenes/images/tiny.png", "images/tiny.png"),
        ] {
            let scene = try SceneLoader.parse("""
                canvas: {width: 10, height: 10}
                background: {image: "\(written)"}
                elements: []
                """, fileName: "r.yaml", baseDirectory: directory)
            guard case .image(let url, let fill) = scene.background.content else {
                Issue.record("expected an image")
                continue
            }
            #expect(url.path == directory.appendingPathComponent(expected).standardizedFileURL.path, "\(written)")
            #expect(fill == .cover)
        }
        // An absolute path is used as it is, whatever the base directory.
        let absolute = directory.appendingPathComponent("images/tiny.png").path
        let scene = try SceneLoader.parse("""
            canvas: {width: 10, height: 10}
            background: {image: "\(absolute)"}
            elements: []
            """, fileName: "r.yaml", baseDirectory: URL(fileURLWithPath: "/nonexistent"))
        guard case .image(let url, _) = scene.background.content else {
            Issue.record("expected an image")
            return
        }
        #expect(url.path == absolute)
    }

    @Test func loadResolvesAgainstTheFilesOwnDirectory() throws {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("scene-loader-\(UUID().uuidString)", isDirectory: true)
        let nested = temporary.appendingPathComponent("a/b", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let image = try SceneTestSupport.fixturesDirectory().appendingPathComponent("images/tiny.png")
        try FileManager.default.copyItem(at: image, to: temporary.appendingPathComponent("a/photo.png"))
        let file = nested.appendingPathComponent("scene.yaml")
        try "canvas: {width: 10, height: 10}\nbackground: {image: ../photo.png}\nelements: []\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let scene = try SceneLoader.load(contentsOf: file)
        guard case .image(let url, _) = scene.background.content else {
            Issue.record("expected an image")
            return
        }
        #expect(url.path == temporary.appendingPathComponent("a/photo.png").standardizedFileURL.path)
    }

    @Test func jsonWithTabsUnicodeEscapesExponentsAndSurrogatePairs() throws {
        let text = "{\n\t\"canvas\": {\"width\": 4e2, \"height\": 8.74E+2, \"scale\": 1},\n"
            + "\t\"background\": {\"color\": \"#000000\"},\n"
            + "\t\"elements\": [{\"id\": \"caf\\u00e9 \\ud83d\\ude00\", \"frame\": [0, 0, 1e1, 10]}]\n}\n"
        let scene = try SceneLoader.parse(text, fileName: "j.json", baseDirectory: URL(fileURLWithPath: "/"))
        #expect(scene.canvas == Canvas(width: 400, height: 874, scale: 1))
        #expect(scene.elements.first?.id == "café 😀")
        #expect(scene.elements.first?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func columnsAfterASurrogatePairMatchTheJSONFile() {
        // The pair is rewritten for the parser; the error after it must still point at the file's column.
        let text = "{\"canvas\": {\"width\": 10, \"height\": 10}, \"background\": {\"color\": \"black\"},\n"
            + "\"elements\": [{\"id\": \"\\ud83d\\ude00\", \"frame\": [0, 0, -1, 10]}]}"
        let error = SceneTestSupport.error(in: text, fileName: "s.json")
        #expect(error?.description == "s.json:2:53: elements[0].frame[2] (width): expected a positive number, found -1")
    }

    @Test func anchorsAndAliasesAreResolved() throws {
        let scene = try SceneLoader.parse("""
            canvas: {width: 100, height: 100}
            background: {color: black}
            elements:
              - {frame: &f [1, 2, 3, 4], tint: &t {color: systemRed, opacity: 0.5}}
              - {frame: *f, tint: *t}
            """, fileName: "a.yaml", baseDirectory: URL(fileURLWithPath: "/"))
        #expect(scene.elements.count == 2)
        #expect(scene.elements[1].frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(scene.elements[1].glass.tintColor == Color.systemRed.opacity(0.5))
    }
}
