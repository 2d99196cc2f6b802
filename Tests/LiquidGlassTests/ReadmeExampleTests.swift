import Foundation
import LiquidGlass
import Testing

/// The Swift example in README.md compiles against the public `LiquidGlass` umbrella module: its code is copied
/// below verbatim (indented into a function), and a test checks that the copy and the README still agree.
@Suite struct ReadmeExampleTests {
    // README example begins
    static func readmeExample() throws {
        let scene = Scene(
            canvas: Canvas(width: 402, height: 874, scale: 3),
            background: Background(.image(URL(fileURLWithPath: "photo.jpg"), fill: .cover)),
            elements: [
                GlassElement(id: "tab-bar", frame: CGRect(x: 20, y: 778, width: 362, height: 62)),
                GlassElement(id: "play", shape: Circle(), frame: CGRect(x: 326, y: 710, width: 56, height: 56),
                             glass: .regular.tint(.systemBlue).interactive()),
            ])
        let result = try GlassRenderer().renderWithReport(scene)
        if case .image(let image) = result.output { try PNGEncoder.write(image, to: URL(fileURLWithPath: "out.png")) }
    }
    // README example ends

    @Test func readmeExampleMatchesThisCopy() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```swift\nimport LiquidGlass\n\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let documented = String(readme[start.upperBound..<end.lowerBound])

        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let from = try #require(source.range(of: "static func readmeExample() throws {\n"))
        let to = try #require(source.range(of: "\n    }\n    // README example ends"))
        let copy = source[from.upperBound..<to.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
            .joined(separator: "\n")
        #expect(copy == documented)
    }
}
