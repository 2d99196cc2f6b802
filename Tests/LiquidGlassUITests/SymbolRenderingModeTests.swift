import Testing
@testable import LiquidGlassUICore

/// `symbolRenderingMode(.hierarchical / .palette)`: a layered symbol's mark in the primary style over what is behind it
/// in the secondary style — `foregroundStyle(_:_:)`'s second, or the primary at the secondary level's opacity (0.6,
/// ``HierarchicalShapeStyle/opacities``) — as Apple's documentation of the modes describes (the mark of
/// `exclamationmark.triangle.fill` in the style, the triangle at a lower opacity or in the second style).
/// A 100-pt symbol's 120-pt box at 1×: 5 pt per design unit, its top-left corner where the frame puts it.
@MainActor
@Suite struct SymbolRenderingModeTests {
    private func render<V: View>(_ view: V) throws -> (width: Int, height: Int, pixels: [SIMD4<Float>]) {
        try #require(ImageRenderer(content: view.frame(width: 120, height: 120)).linearImage())
    }
    /// The pixel at design-grid point (x, y).
    private func at(_ img: (width: Int, height: Int, pixels: [SIMD4<Float>]), _ x: Double, _ y: Double) -> SIMD4<Float> {
        img.pixels[Int(y * 5) * img.width + Int(x * 5)]
    }

    /// Palette: white plus on a blue disc; monochrome: the plus cut out of the disc (transparent at the centre).
    @Test func paletteDrawsTheMarkOverTheDiscInTwoStyles() throws {
        let symbol = Image(systemName: "plus.circle.fill").font(.system(size: 100))
        let palette = try render(symbol.symbolRenderingMode(.palette).foregroundStyle(Color(red: 1, green: 1, blue: 1), Color(red: 0, green: 0, blue: 1)))
        #expect(at(palette, 12, 12) == SIMD4(1, 1, 1, 1), "mark: \(at(palette, 12, 12))")
        #expect(at(palette, 7, 7) == SIMD4(0, 0, 1, 1), "disc: \(at(palette, 7, 7))")
        let mono = try render(symbol.foregroundStyle(Color(red: 0, green: 0, blue: 1)))
        #expect(at(mono, 12, 12).w < 0.01 && at(mono, 7, 7) == SIMD4(0, 0, 1, 1))
    }

    /// Hierarchical with one style: the disc at 0.6 of its alpha, the mark opaque over it; no warning.
    @Test func hierarchicalDrawsTheBackAtTheSecondaryOpacity() throws {
        let view = Image(systemName: "xmark.circle.fill").font(.system(size: 100))
            .symbolRenderingMode(.hierarchical).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        let img = try render(view)
        #expect(abs(at(img, 7, 12).w - 0.6) < 0.01, "disc: \(at(img, 7, 12))")
        #expect(abs(at(img, 12, 12).w - 1) < 0.01, "mark: \(at(img, 12, 12))")
        let renderer = ImageRenderer(content: view)
        _ = renderer.pngData()
        #expect(!(renderer.report?.warnings ?? []).contains { $0.contains("symbolRenderingMode") })
    }

    /// Multicolour is drawn in the foreground style and named.
    @Test func multicolorIsNamed() {
        let renderer = ImageRenderer(content: Image(systemName: "heart.fill").symbolRenderingMode(.multicolor))
        _ = renderer.pngData()
        #expect((renderer.report?.warnings ?? []).contains { $0.hasPrefix("symbolRenderingMode(.multicolor)") })
    }
}
