import Foundation
import LiquidGlassText
import Testing

/// Text set with FreeType: sizes and metrics, weights, kerning, determinism, empty input.
@Suite struct LabelTextTests {
    @Test func doneHasSensibleSizeAndAscent() throws {
        let rasterizer = try TextRasterizer(font: LabelTestSupport.systemFont())
        let oneX = try rasterizer.rasterize("Done", pointSize: 17, scale: 1)
        let twoX = try rasterizer.rasterize("Done", pointSize: 17, scale: 2)
        // At 17 pt a four-letter word is 40–60 points wide; at 2× it is twice that many pixels.
        #expect(oneX.advance > 40 && oneX.advance < 60, "advance \(oneX.advance)")
        #expect(abs(twoX.advance - 2 * oneX.advance) < 1, "1x \(oneX.advance), 2x \(twoX.advance)")
        let ink = try #require(twoX.mask.inkBounds)
        #expect(Double(ink.width) > 0.9 * twoX.advance && Double(ink.width) <= twoX.advance + 2, "ink \(ink)")
        // "Done" has no descender: ink stands on the baseline, as tall as the capitals (≈ 0.73 em in Inter and DejaVu).
        let em = 34.0
        let inkAscent = Double(-ink.y)
        #expect(inkAscent > 0.68 * em && inkAscent < 0.8 * em, "ink ascent \(inkAscent)")
        #expect(abs(Double(ink.y + ink.height)) <= 1, "ink bottom \(ink.y + ink.height)")
        #expect(abs(twoX.capHeight - inkAscent) < 1.5, "cap height \(twoX.capHeight) vs ink \(inkAscent)")
        // Font metrics: the line box reaches above the capitals and below the baseline.
        #expect(twoX.ascent > twoX.capHeight && twoX.ascent < 1.1 * em)
        #expect(twoX.descent > 0.1 * em && twoX.descent < 0.4 * em)
        #expect(twoX.glyphCount == 4)
        // Anti-aliased: coverage takes values strictly between 0 and 1, and the stems are solid.
        #expect(twoX.mask.values.contains { $0 > 0.05 && $0 < 0.95 })
        #expect(twoX.mask.values.contains { $0 > 0.99 })
    }

    @Test func boldIsWiderAndHeavierThanRegular() throws {
        let regular = try TextRasterizer(font: LabelTestSupport.systemFont(.regular))
        let bold = try TextRasterizer(font: LabelTestSupport.systemFont(.bold))
        #expect(regular.font.path != bold.font.path)
        let r = try regular.rasterize("Settings", pointSize: 17, scale: 2)
        let b = try bold.rasterize("Settings", pointSize: 17, scale: 2)
        #expect(b.advance > r.advance * 1.05, "bold \(b.advance), regular \(r.advance)")
        // Heavier: more ink per unit of width.
        let rDensity = r.mask.inkArea / r.advance, bDensity = b.mask.inkArea / b.advance
        #expect(bDensity > rDensity * 1.2, "bold \(bDensity), regular \(rDensity)")
    }

    @Test func weightsGetHeavierInOrder() throws {
        // Each weight (a file of its own in Inter) must add ink over the lighter one.
        var previous = 0.0
        for weight in [FontWeight.regular, .medium, .bold, .heavy, .black] {
            let font = try LabelTestSupport.systemFont(weight)
            let text = try TextRasterizer(font: font).rasterize("Mail", pointSize: 20, scale: 2)
            #expect(text.mask.inkArea > previous * 1.03, "\(weight): \(text.mask.inkArea) after \(previous)")
            previous = text.mask.inkArea
        }
    }

    @Test func kerningPullsPairsTogether() throws {
        let rasterizer = try TextRasterizer(font: LabelTestSupport.dejaVu())
        // DejaVu Sans has a kern table with A–V among its pairs (Inter kerns in GPOS, which layout does not read).
        #expect(rasterizer.hasKerning)
        let pair = try rasterizer.rasterize("AV", pointSize: 40, scale: 1)
        let a = try rasterizer.rasterize("A", pointSize: 40, scale: 1)
        let v = try rasterizer.rasterize("V", pointSize: 40, scale: 1)
        #expect(pair.kerning < -0.5, "kerning \(pair.kerning)")
        #expect(abs(pair.advance - (a.advance + v.advance + pair.kerning)) < 0.05)
        #expect(pair.advance < a.advance + v.advance - 0.5)
        // A pair without kerning in the font adds up exactly.
        let oo = try rasterizer.rasterize("oo", pointSize: 40, scale: 1)
        let o = try rasterizer.rasterize("o", pointSize: 40, scale: 1)
        #expect(oo.kerning == 0)
        #expect(abs(oo.advance - 2 * o.advance) < 0.05)
    }

    @Test func emptyAndControlOnlyTextGiveEmptyMasks() throws {
        let rasterizer = try TextRasterizer(font: LabelTestSupport.systemFont())
        for text in ["", "\n", "\t\r"] {
            let run = try rasterizer.rasterize(text, pointSize: 17, scale: 2)
            #expect(run.mask.isEmpty)
            #expect(run.advance == 0)
            #expect(run.glyphCount == 0)
            #expect(run.ascent > 0)
        }
        // A space advances but draws nothing.
        let space = try rasterizer.rasterize(" ", pointSize: 17, scale: 2)
        #expect(space.mask.isEmpty && space.advance > 5)
    }

    @Test func composedAndDecomposedAccentsRenderAlike() throws {
        let rasterizer = try TextRasterizer(font: LabelTestSupport.systemFont())
        let composed = try rasterizer.rasterize("Caf\u{E9}", pointSize: 17, scale: 2)
        let decomposed = try rasterizer.rasterize("Cafe\u{301}", pointSize: 17, scale: 2)
        #expect(composed == decomposed)
        #expect(composed.glyphCount == 4)
    }

    @Test func renderingIsDeterministic() throws {
        let first = try TextRasterizer(font: LabelTestSupport.systemFont(.semibold))
        let second = try TextRasterizer(font: LabelTestSupport.systemFont(.semibold))
        let a = try first.rasterize("Liquid Glass 26", pointSize: 15, scale: 3)
        let b = try second.rasterize("Liquid Glass 26", pointSize: 15, scale: 3)
        let c = try first.rasterize("Liquid Glass 26", pointSize: 15, scale: 3)
        #expect(a == b)
        #expect(a == c)
    }

    @Test func separateRasterizersWorkInParallel() async throws {
        let font = try LabelTestSupport.systemFont()
        let words = ["Done", "Cancel", "Share", "Édition", "AVATAR", "Glass", "Ω≈ç√", "12:45"]
        let sequential = try TextRasterizer(font: font)
        let expected = try words.map { word throws(LabelError) in try sequential.rasterize(word, pointSize: 17, scale: 3) }
        // One rasterizer (one FreeType library and face) per task.
        let results = try await withThrowingTaskGroup(of: (Int, RasterizedText).self) { group in
            for (i, word) in words.enumerated() {
                group.addTask {
                    let own = try TextRasterizer(font: font)
                    return (i, try own.rasterize(word, pointSize: 17, scale: 3))
                }
            }
            var collected: [Int: RasterizedText] = [:]
            for try await (i, text) in group { collected[i] = text }
            return collected
        }
        for (i, text) in expected.enumerated() { #expect(results[i] == text, "\(words[i])") }
    }

    @Test func invalidSizesAreRejected() throws {
        let rasterizer = try TextRasterizer(font: LabelTestSupport.systemFont())
        for (size, scale) in [(0.0, 2.0), (-3, 2), (17, .infinity), (17, 0), (1000, 3)] {
            #expect(throws: LabelError.invalidSize(pointSize: size, scale: scale)) {
                try rasterizer.rasterize("x", pointSize: size, scale: scale)
            }
        }
        let error = #expect(throws: LabelError.self) { try rasterizer.rasterize("x", pointSize: .nan, scale: 2) }
        guard case .invalidSize = error else {
            Issue.record("expected invalidSize, got \(String(describing: error))")
            return
        }
    }
}
