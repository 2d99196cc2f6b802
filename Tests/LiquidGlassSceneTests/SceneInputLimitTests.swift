import Foundation
import LiquidGlassRender
@testable import LiquidGlassScene
import Testing

/// Issue 15: scene files that are too large, too deep, too many or expand without end get a located error
/// quickly (docs/LIMITS.md, "Scene files"), and old Mac (CR) line endings give positions inside the file.
@Suite struct SceneInputLimitTests {
    static let header = "canvas: {width: 100, height: 100, scale: 1}\nbackground: {color: white}\n"

    /// "Billion laughs": nine levels of ten aliases each expand to 10⁹ scalars; the count stops at 10⁶.
    @Test func aliasExpansionIsCountedAndStopped() throws {
        var text = Self.header + "elements: []\na0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let error = try #require(SceneTestSupport.error(in: text, fileName: "laughs.yaml"))
        #expect(error.message.contains("more than 1000000 YAML values once its aliases are expanded"), "\(error)")
        #expect(error.line >= 4 && error.line <= 13)
        // A file that uses aliases moderately is fine: the count is of values, not of aliases.
        let moderate = Self.header + "x: &t {color: systemBlue, opacity: 0.3}\nelements:\n"
            + "  - {frame: [0, 0, 10, 10], tint: *t}\n  - {frame: [20, 0, 10, 10], tint: *t}\n"
        #expect(SceneTestSupport.error(in: moderate)?.message.contains("unknown key 'x'") == true)
    }

    @Test(arguments: [
        ("brackets", "x: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n", 4),
        ("dashes", "x:\n" + String(repeating: "- ", count: 100_000) + "a\n", 5),
        ("indentation", "x:\n" + (1...300).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined(), 261),
    ])
    func deepNestingIsRefusedBeforeTheParserRecurses(name: String, tail: String, line: Int) throws {
        let error = try #require(SceneTestSupport.error(in: Self.header + "elements: []\n" + tail, fileName: "\(name).yaml"))
        #expect(error.message.hasPrefix("nested too deeply"), "\(error)")
        #expect(error.line == line)
    }

    /// The guard overestimates but must not reject real scenes: every example scene and fixture parses.
    @Test func everyExampleSceneIsWithinTheNestingBound() throws {
        let examples = SceneTestSupport.repositoryRoot.appendingPathComponent("examples/scenes")
        let files = try FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)
        #expect(files.count >= 5)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(SceneInputLimits.lineExceedingNesting(text) == nil, "\(file.lastPathComponent)")
        }
        // A one-line JSON scene of 3,000 elements is 3 brackets deep, however long its line.
        let json = "{\"elements\": [" + Array(repeating: "{\"frame\": [1, 2, 3, 4], \"glass\": \"regular\"}", count: 3000)
            .joined(separator: ", ") + "]}"
        #expect(SceneInputLimits.lineExceedingNesting(json) == nil)
    }

    @Test func tooManyElementsIsALocatedError() throws {
        let element = "  - {frame: [0, 0, 1, 1]}\n"
        let text = Self.header + "elements:\n" + String(repeating: element, count: Scene.maxElements + 1)
        let error = try #require(SceneTestSupport.error(in: text))
        // Element 10,001 (index 10000) is on line 3 + 10001.
        #expect(error.description == "test.yaml:\(3 + Scene.maxElements + 1):5: elements[10000]: too many glass elements: "
            + "a scene may have at most 10000")
    }

    @Test func anOversizedFileIsRefusedBeforeParsing() throws {
        let text = Self.header + "elements: []\n# " + String(repeating: "x", count: SceneInputLimits.maxFileBytes) + "\n"
        let error = try #require(SceneTestSupport.error(in: text))
        #expect(error.message.hasPrefix("the scene file is 16 MiB; the limit is 16 MiB"), "\(error)")
        // From a file, the size is read from the file system.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lg-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("big.yaml")
        try Data(text.utf8).write(to: url)
        #expect(throws: SceneError.self) { try SceneLoader.load(contentsOf: url) }
    }

    /// libyaml counts a lone CR as a line break; the messages must point at the same line of the file.
    @Test func crOnlyLineEndingsGivePositionsInsideTheFile() throws {
        let text = "canvas: {width: 10, height: 10}\rbackground: {color: white}\relements: []\rwidht: 3\r"
        let error = try #require(SceneTestSupport.error(in: text, fileName: "mac.yaml"))
        #expect(error.description.hasPrefix("mac.yaml:4:1: scene: unknown key 'widht'"), "\(error)")
        let source = SceneSource(text: text, fileName: "mac.yaml", isJSON: false)
        #expect(source.text(line: 4, fromColumn: 1) == "widht: 3")
        // Mixed endings: CR LF counts once.
        #expect(SceneSource.lines(of: "a\r\nb\rc\nd").count == 4)
        // A bad UTF-8 byte after CR-only lines is placed on its line too.
        var bytes = Data("a: 1\rb: 2\rc: ".utf8)
        bytes.append(0xFF)
        do {
            _ = try SceneLoader.decodeUTF8(bytes, fileName: "bad.yaml")
            Issue.record("decoded invalid UTF-8")
        } catch {
            #expect(error.line == 3 && error.column == 4, "\(error)")
        }
    }
}
