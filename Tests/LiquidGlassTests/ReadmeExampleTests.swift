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

    // README frames example begins
    static func readmeFramesExample(scene: Scene) throws {
        // Many frames over one photo (continuing the example above).
        let backdrop = PreparedBackdrop(try BackdropBuilder.backdrop(for: scene))
        var frame = backdrop.image
        let renderer = GlassRenderer(options: RenderOptions(threads: 2))
        for step in 0...10 {
            var pressed = scene
            pressed.elements[1].press = Double(step) / 10     // the Play button pressed in: it lifts, growing
            try renderer.render(pressed, over: backdrop, into: &frame)
            try PNGEncoder.write(frame, to: URL(fileURLWithPath: "press-\(step).png"))
        }
    }
    // README frames example ends

    @Test func readmeExampleMatchesThisCopy() throws {
        let (documented, copy) = try Self.readmeBlockAndCopy(beginning: "import LiquidGlass\n\n", omitting: "import LiquidGlass\n\n",
                                                             function: "static func readmeExample() throws {\n",
                                                             end: "\n    }\n    // README example ends")
        #expect(copy == documented)
    }

    /// The README's second example (frames over one photo), likewise copied verbatim into `readmeFramesExample`.
    @Test func readmeFramesExampleMatchesThisCopy() throws {
        let (documented, copy) = try Self.readmeBlockAndCopy(beginning: "// Many frames over one photo", omitting: "",
                                                             function: "static func readmeFramesExample(scene: Scene) throws {\n",
                                                             end: "\n    }\n    // README frames example ends")
        #expect(copy == documented)
    }

    /// The README's Swift block that begins with `beginning`, less its first characters `omitting` (lines the copy
    /// leaves out), and this file's copy of it: the body of the function declared by `function`, up to `end`, with
    /// the function's eight spaces of indentation taken off.
    static func readmeBlockAndCopy(beginning: String, omitting: String, function: String,
                                   end: String) throws -> (documented: String, copy: String) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let opening = try #require(readme.range(of: "```swift\n" + beginning))
        let blockEnd = try #require(readme.range(of: "\n```", range: opening.upperBound..<readme.endIndex))
        let first = readme.index(opening.lowerBound, offsetBy: "```swift\n".count + omitting.count)
        let documented = String(readme[first..<blockEnd.lowerBound])

        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let from = try #require(source.range(of: function))
        let to = try #require(source.range(of: end))
        let copy = source[from.upperBound..<to.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
            .joined(separator: "\n")
        return (documented, copy)
    }

    /// What the frames example promises, on a small scene: each frame drawn into the kept buffer is the frame a
    /// one-off render gives, at one thread and at two — pressing in (the glass grows as it lifts, so each frame's
    /// regions cover the last's), then a tint changed in place.
    @Test func framesIntoAKeptBufferMatchOneOffRenders() throws {
        var scene = Scene(
            canvas: Canvas(width: 160, height: 120, scale: 2),
            background: Background(.gradient(Background.Gradient(colors: [Color(red: 0.9, green: 0.4, blue: 0.2),
                                                                         Color(red: 0.1, green: 0.3, blue: 0.8)], angle: 45))),
            elements: [
                GlassElement(id: "bar", frame: CGRect(x: 10, y: 80, width: 140, height: 30)),
                GlassElement(id: "play", shape: Circle(), frame: CGRect(x: 100, y: 20, width: 44, height: 44),
                             glass: .regular.tint(.systemBlue).interactive()),
            ])
        let backdrop = PreparedBackdrop(try BackdropBuilder.backdrop(for: scene))
        for threads in [1, 2] {
            var frame = backdrop.image
            let renderer = GlassRenderer(options: RenderOptions(threads: threads))
            for step in [0, 3, 7, 10, 11] {
                scene.elements[1].press = Double(min(step, 10)) / 10
                if step == 11 { scene.elements[1].glass = .regular.tint(.systemOrange).interactive() }
                try renderer.render(scene, over: backdrop, into: &frame)
                guard case .image(let alone) = try GlassRenderer(options: RenderOptions(threads: 1)).render(scene, over: backdrop.image) else {
                    Issue.record("no image")
                    return
                }
                // The prepared frost reads the same coarse pixels as a one-off render's but rounds its sample
                // positions differently in the last bit (PreparedBackdropTests: at most 3.6e-7), hence a tolerance.
                var largest: Float = 0
                for (a, b) in zip(frame.pixels, alone.pixels) {
                    let d: SIMD4<Float> = a - b
                    largest = max(largest, abs(d.x), abs(d.y), abs(d.z), abs(d.w))
                }
                #expect(largest <= 1e-5, "press \(step) on \(threads) thread(s): \(largest)")
            }
        }
    }
}
