import Testing
@testable import LiquidGlassText

/// Symbol layers (``SymbolLayer``) for the hierarchical and palette rendering modes: a composition's mark is the
/// primary layer, its enclosure (uncut) or the symbol under its badge the secondary one; other symbols are all primary.
@Suite struct SymbolLayerTests {
    private func mask(_ name: String, _ layer: SymbolLayer) throws -> CoverageMask {
        try SymbolLibrary.rasterize(name, pointSize: 20, scale: 2, layer: layer)
    }
    /// The value at design-grid point (x, y) of a 24-unit box drawn 48 px wide.
    private func at(_ m: CoverageMask, _ x: Double, _ y: Double) -> Float {
        m[Int(x * 2), Int(y * 2)]
    }

    /// `xmark.circle.fill` (hand-made; layered as the composition): the secondary layer is the whole disc — covered at
    /// the centre, where the whole symbol is cut — and the primary layer the x, covering the centre and nothing at
    /// (12, 4), inside the disc but off the mark.
    @Test func aFilledCircleSplitsIntoDiscAndMark() throws {
        #expect(SymbolLibrary.hasLayers("xmark.circle.fill"))
        let whole = try mask("xmark.circle.fill", .whole)
        let back = try mask("xmark.circle.fill", .secondary), front = try mask("xmark.circle.fill", .primary)
        #expect(whole.width == back.width && back.width == front.width)
        #expect(at(whole, 12, 12) < 0.01, "the whole symbol is cut at the centre")
        #expect(at(back, 12, 12) > 0.99 && at(back, 12, 4) > 0.99)
        #expect(at(front, 12, 12) > 0.99 && at(front, 12, 4) < 0.01)
    }

    /// A composed ring (`arrow.down.circle`: no table entry, BASE in a ring) and a badge have layers; a plain glyph
    /// or hand-made symbol has none: its primary layer is the whole symbol and its secondary layer empty.
    @Test func onlyCompositionsHaveLayers() throws {
        #expect(SymbolLibrary.hasLayers("arrow.down.circle"))
        #expect(SymbolLibrary.hasLayers("calendar.badge.exclamationmark"))
        #expect(!SymbolLibrary.hasLayers("heart") && !SymbolLibrary.hasLayers("info.circle"))
        let heart = try mask("heart", .whole)
        #expect(try mask("heart", .primary).values == heart.values)
        #expect(try mask("heart", .secondary).values.allSatisfy { $0 == 0 })
    }
}
