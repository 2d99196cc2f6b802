import Foundation
import LiquidGlassText
import Testing

/// The fallback chain (CJK, emoji, missing characters), measuring without drawing, tracking and equal-width digits.
@Suite struct TextFallbackTests {
    @Test func cjkAndEmojiDrawFromFallbackFonts() throws {
        let r = try TextRasterizer(font: LabelTestSupport.systemFont())
        // Inter has neither; Noto Sans CJK and Noto Color Emoji (Debian packages the CI installs) do.
        for text in ["日本語のテキスト", "中文", "한국어", "😀🎉"] {
            let line = try r.rasterize(text, pointSize: 17, scale: 2)
            #expect(line.missing.isEmpty, "\(text): missing \(line.missing)")
            #expect(line.mask.inkArea > Double(line.glyphCount) * 20, "\(text): ink \(line.mask.inkArea)")
        }
        // A CJK character is about an em wide.
        let ideograph = try r.measure("日", pointSize: 17)
        #expect(abs(ideograph.advance - 17) < 1.5, "advance \(ideograph.advance)")
    }

    /// An emoji larger than the colour font's bitmaps (Noto Color Emoji: 136 px) is enlarged without holes: the
    /// middle of the grinning face (a solid yellow disc in the bitmap) is fully covered. With a box filter that only
    /// reduces, about half of an enlarged emoji's pixels were empty — a grid seen on a held screen's 80 pt hands.
    @Test func anEmojiLargerThanItsBitmapHasNoHoles() throws {
        let r = try TextRasterizer(font: LabelTestSupport.systemFont())
        let line = try r.rasterize("😀", pointSize: 100, scale: 2)  // 200 px: enlarged 1.47×
        let mask = line.mask
        #expect(mask.width > 150 && mask.height > 150, "\(mask.width) × \(mask.height)")
        // The centre 30 × 30 pixels of the glyph's box: inside the face.
        let cx = mask.width / 2, cy = mask.height / 2
        var thin = 0
        for y in (cy - 15)..<(cy + 15) { for x in (cx - 15)..<(cx + 15) where mask[x, y] < 0.9 { thin += 1 } }
        #expect(thin == 0, "\(thin) of 900 pixels in the face's middle are not covered")
    }

    @Test func aCharacterNoFontHasIsReportedAndDrawnAsABox() throws {
        let r = try TextRasterizer(font: LabelTestSupport.systemFont())
        // A private-use character: no font here has it.
        let text = "a\u{F8FF}b"
        let measured = try r.measure(text, pointSize: 17)
        #expect(measured.missing == ["\u{F8FF}"])
        let line = try r.rasterize(text, pointSize: 17, scale: 2)
        #expect(line.missing == ["\u{F8FF}"])
        // The box has ink: the line has more than "ab" alone.
        let ab = try r.rasterize("ab", pointSize: 17, scale: 2)
        #expect(line.mask.inkArea > ab.mask.inkArea + 20)
    }

    @Test func measuringMatchesDrawing() throws {
        let r = try TextRasterizer(font: LabelTestSupport.systemFont())
        for text in ["Settings", "The quick brown fox", "日本語 and 😀", "1234567890"] {
            let m = try r.measure(text, pointSize: 17)
            let d = try r.rasterize(text, pointSize: 17, scale: 3)
            #expect(abs(m.advance * 3 - d.advance) < 0.01, "\(text): measured \(m.advance), drawn \(d.advance / 3)")
            #expect(m.glyphCount == d.glyphCount)
        }
    }

    @Test func trackingAddsToEveryGlyph() throws {
        let r = try TextRasterizer(font: LabelTestSupport.systemFont())
        let plain = try r.measure("Hello", pointSize: 17)
        let tight = try r.measure("Hello", pointSize: 17, options: TextOptions(tracking: -0.43))
        #expect(abs((plain.advance - tight.advance) - 5 * 0.43) < 1e-9)
    }

    @Test func monospacedDigitsAreEqualWidth() throws {
        let r = try TextRasterizer(font: LabelTestSupport.systemFont())
        let options = TextOptions(monospacedDigits: true)
        let ones = try r.measure("1111", pointSize: 17, options: options)
        let eights = try r.measure("8888", pointSize: 17, options: options)
        #expect(abs(ones.advance - eights.advance) < 1e-9)
        // Inter's digits are proportional without the option: a 1 is narrower than an 8.
        #expect(try r.measure("1111", pointSize: 17).advance < eights.advance - 1)
    }

    @Test func joinersAndSkinTonesAreNotDrawnAsBoxes() throws {
        let r = try TextRasterizer(font: LabelTestSupport.systemFont())
        let m = try r.measure("👍🏽❤️👨‍👩‍👧", pointSize: 17)
        #expect(m.missing.isEmpty)
        // 👍, ❤, 👨, 👩, 👧: the modifier, the variation selector and the joiners are skipped.
        #expect(m.glyphCount == 5)
    }
}
