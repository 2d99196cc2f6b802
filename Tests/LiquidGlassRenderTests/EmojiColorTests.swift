import Foundation
import LiquidGlassCore
import LiquidGlassRender
import LiquidGlassCodecs
import LiquidGlassText
import Testing

/// Colour emoji are drawn in their own colours (Noto Color Emoji's bitmaps), not as silhouettes in the text's colour.
@Suite struct EmojiColorTests {
    /// Pixels whose channels differ by more than 0.25 (linear): black or grey text alone has none, so a line of
    /// black text with a grinning face (yellow) and a red apple must have many, red and yellow among them.
    static func colourful(_ image: LinearImage) -> (count: Int, red: Int, yellow: Int) {
        var count = 0, red = 0, yellow = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.w > 0.5 else { continue }
                let c = SIMD3(p.x, p.y, p.z) / p.w
                guard c.max() - c.min() > 0.25 else { continue }
                count += 1
                if c.x > 0.4, c.y < 0.1, c.z < 0.1 { red += 1 }
                if c.x > 0.5, c.y > 0.3, c.z < 0.1 { yellow += 1 }
            }
        }
        return (count, red, yellow)
    }

    func paint(transform: DisplayTransform = .identity) throws -> LinearImage {
        let text = DisplayText("Hi 😀🍎", size: 40, weight: .regular, color: Color(red: 0, green: 0, blue: 0))
        let item = DisplayItem(id: "t", .text(text, origin: CGPoint(x: 10, y: 10)), transform: transform)
        return try GlassRenderer(options: RenderOptions(threads: 1))
            .render(DisplayList([item]), canvas: Canvas(width: 220, height: 80, scale: 2),
                    background: Color(red: 1, green: 1, blue: 1)).image
    }

    @Test func emojiAreDrawnInColourNotAsSilhouettes() throws {
        let image = try paint()
        let dir = ProcessInfo.processInfo.environment["TMPDIR"] ?? NSTemporaryDirectory()
        try PNGEncoder.write(image, to: URL(fileURLWithPath: dir).appendingPathComponent("liquidglass-emoji-colour.png"))
        let found = Self.colourful(image)
        // Each emoji is about 40 pt × 2 px/pt square; a third of each in saturated colour is ≥ 1,000 pixels.
        #expect(found.count > 2_000, "\(found)")
        #expect(found.red > 300, "the apple is not red: \(found)")
        #expect(found.yellow > 300, "the face is not yellow: \(found)")
    }

    /// A character whose default presentation is text (U+270C VICTORY HAND) followed by the emoji selector U+FE0F
    /// is an emoji, as iOS draws "✌️": in colour from the emoji font, not the text font's black outline (heldback9's
    /// ✌️ came out as an outline). Noto's victory hand is yellow: a third of the 40 pt glyph at 2× ≥ 300 pixels.
    @Test func theEmojiSelectorDrawsATextDefaultCharacterInColour() throws {
        func paint(_ string: String) throws -> LinearImage {
            let item = DisplayItem(id: "t", .text(DisplayText(string, size: 40, weight: .regular, color: Color(red: 0, green: 0, blue: 0)),
                                                  origin: CGPoint(x: 10, y: 10)))
            return try GlassRenderer(options: RenderOptions(threads: 1))
                .render(DisplayList([item]), canvas: Canvas(width: 120, height: 80, scale: 2),
                        background: Color(red: 1, green: 1, blue: 1)).image
        }
        let selected = Self.colourful(try paint("\u{270C}\u{FE0F}"))
        #expect(selected.yellow > 300, "✌️ is not a yellow hand: \(selected)")
        // Without the selector the character keeps its text presentation: no colour.
        let plain = Self.colourful(try paint("\u{270C}"))
        #expect(plain.count < 50, "✌ alone drew in colour: \(plain)")
    }

    @Test func emojiKeepTheirColourUnderARotation() throws {
        let found = Self.colourful(try paint(transform: .rotation(degrees: 5, anchor: CGPoint(x: 60, y: 30))))
        #expect(found.red > 300 && found.yellow > 300, "\(found)")
    }

    /// Vibrant text on glass (no colour of its own: the compositor picks black or white for legibility) keeps its
    /// emoji in colour, as iOS draws them.
    @Test func vibrantTextOnGlassKeepsEmojiInColour() throws {
        let glass = DisplayItem(id: "pill", .glass(GlassDisplayItem(
            shape: Capsule(), frame: CGRect(x: 10, y: 10, width: 200, height: 60),
            content: [DisplayItem(id: "t", .text(DisplayText("Hi 😀🍎", size: 30, weight: .semibold), origin: CGPoint(x: 30, y: 22)))])))
        let image = try GlassRenderer(options: RenderOptions(threads: 1))
            .render(DisplayList([glass]), canvas: Canvas(width: 220, height: 80, scale: 2),
                    background: Color(red: 0.9, green: 0.9, blue: 0.9)).image
        let dir = ProcessInfo.processInfo.environment["TMPDIR"] ?? NSTemporaryDirectory()
        try PNGEncoder.write(image, to: URL(fileURLWithPath: dir).appendingPathComponent("liquidglass-emoji-on-glass.png"))
        let found = Self.colourful(image)
        #expect(found.red > 150 && found.yellow > 150, "\(found)")
    }

    @Test func textWithoutEmojiHasNoColourLayer() throws {
        let font = try LabelFont.system(weight: .regular)
        let r = try TextRasterizer(font: font)
        #expect(try r.rasterize("Hello", pointSize: 17, scale: 2).colors == nil)
        let line = try r.rasterize("a😀", pointSize: 17, scale: 2)
        let colors = try #require(line.colors)
        #expect(colors.width == line.mask.width && colors.height == line.mask.height && colors.origin == line.mask.origin)
        // The emoji's pixels are opaque where its coverage is full, and the "a" has none.
        #expect(colors.pixels.contains { $0.w > 0.9 })
    }
}
