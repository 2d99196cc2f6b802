import Foundation
import LiquidGlassText
import Testing

/// The coverage mask: construction, compositing with origins, ink measures; odd text input.
@Suite struct LabelCoverageMaskTests {
    @Test func valuesAreValidatedAndClamped() throws {
        #expect(CoverageMask(width: 2, height: 2, values: [0, 1]) == nil)
        let mask = try #require(CoverageMask(width: 2, height: 1, values: [-0.5, 1.5]))
        #expect(mask.values == [0, 1])
        #expect(CoverageMask(width: 1, height: 1, values: [.nan])?.values == [0])
        #expect(CoverageMask.empty.isEmpty && CoverageMask.empty.inkBounds == nil)
    }

    @Test func compositingRespectsOriginsAndSaturates() throws {
        var base = CoverageMask(width: 4, height: 3, origin: SIMD2(-1, -1))
        let dot = try #require(CoverageMask(width: 1, height: 1, origin: SIMD2(2, 0), values: [0.5]))
        base.composite(dot, at: SIMD2(0, 1))
        // The dot's pixel is at reference (2, 1), which is mask pixel (3, 2).
        #expect(base[3, 2] == 0.5)
        #expect(base.coverage(atReference: 2, 1) == 0.5)
        base.composite(dot, at: SIMD2(0, 1))
        #expect(base[3, 2] == 0.75)
        // Pixels outside the target are dropped.
        base.composite(dot, at: SIMD2(10, 10))
        #expect(base.inkArea == 0.75)
        let bounds = try #require(base.inkBounds)
        #expect(bounds.x == 2 && bounds.y == 1 && bounds.width == 1 && bounds.height == 1)
    }

    @Test func missingGlyphsAndLongTextDoNotCrash() throws {
        let rasterizer = try TextRasterizer(font: LabelTestSupport.systemFont())
        // An emoji DejaVu lacks draws the missing-glyph box.
        let missing = try rasterizer.rasterize("\u{1F600}", pointSize: 17, scale: 2)
        #expect(missing.glyphCount == 1 && !missing.mask.isEmpty)
        let long = String(repeating: "W", count: 40_000)
        let error = #expect(throws: LabelError.self) { try rasterizer.rasterize(long, pointSize: 100, scale: 3) }
        guard case .rasterization(_, let reason) = error else {
            Issue.record("expected rasterization, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("too long"))
    }
}
