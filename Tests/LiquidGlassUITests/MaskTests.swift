import Testing
@testable import LiquidGlassUICore

/// `mask(alignment:_:)`: the mask view is laid out in the masked view's frame (proposed its size, placed by the
/// alignment, as an overlay) and its alpha multiplies what the view draws (SwiftUI's documentation of `mask`).
/// Pixels are read from `linearImage()` (linear light, premultiplied) at 1×.
@MainActor
@Suite struct MaskTests {
    private func image<V: View>(_ view: V) throws -> (width: Int, height: Int, pixels: [SIMD4<Float>]) {
        let renderer = ImageRenderer(content: view)
        return try #require(renderer.linearImage())
    }
    private func pixel(_ image: (width: Int, height: Int, pixels: [SIMD4<Float>]), _ x: Int, _ y: Int) -> SIMD4<Float> {
        image.pixels[y * image.width + x]
    }

    /// A red square masked by a centred 50-pt circle: red inside the circle (centre 50, 50, radius 25), nothing in
    /// the corners or just outside the circle; the mask's colour (blue) does not show.
    @Test func aCircleMaskCutsTheSquare() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
            .mask { Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 50, height: 50) }
        let img = try image(view)
        #expect(pixel(img, 50, 50) == SIMD4(1, 0, 0, 1))
        #expect(pixel(img, 50, 28) == SIMD4(1, 0, 0, 1))
        #expect(pixel(img, 50, 22).w == 0 && pixel(img, 5, 5).w == 0 && pixel(img, 95, 95).w == 0)
    }

    /// The alignment places a smaller mask: top-leading 30 × 30 keeps the top-left corner only.
    @Test func theAlignmentPlacesTheMask() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
            .mask(alignment: .topLeading) { Rectangle().frame(width: 30, height: 30) }
        let img = try image(view)
        #expect(pixel(img, 10, 10) == SIMD4(1, 0, 0, 1) && pixel(img, 29, 29) == SIMD4(1, 0, 0, 1))
        #expect(pixel(img, 31, 10).w == 0 && pixel(img, 50, 50).w == 0)
    }

    /// A gradient from opaque to clear fades the view: the alpha falls from left to right, about half-way in the
    /// middle (the gradient's alpha is interpolated linearly: 0.5 ± 0.05 at x = 50 of 100).
    @Test func aGradientMaskFadesTheView() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 20)
            .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
        let img = try image(view)
        let left = pixel(img, 2, 10).w, mid = pixel(img, 50, 10).w, right = pixel(img, 97, 10).w
        #expect(left > 0.9 && right < 0.1 && abs(mid - 0.5) < 0.05, "\(left) \(mid) \(right)")
    }

    /// The skeleton shimmer of heldback5's 01e6d978: a gradient twice its shape's width, offset, masked by a
    /// rounded rectangle — nothing drawn outside the rounded rectangle's 200 × 20 box (on iOS the band is clipped to
    /// the grey shape; unmasked it spilled 200 pt to the right).
    @Test func aShimmerStaysInsideItsShape() throws {
        let view = ZStack(alignment: .topLeading) {
            LinearGradient(colors: [.clear, .white, .clear], startPoint: .leading, endPoint: .trailing)
                .frame(width: 400, height: 20)
                .offset(x: 100)
                .mask(alignment: .topLeading) { RoundedRectangle(cornerRadius: 6).frame(width: 200, height: 20) }
        }
        .frame(width: 600, height: 40, alignment: .topLeading)
        let img = try image(view)
        var outside = 0, inside = 0
        for y in 0..<img.height { for x in 0..<img.width where pixel(img, x, y).w > 0 {
            if x >= 100, x < 300, y < 20 { inside += 1 } else { outside += 1 }
        } }
        #expect(outside == 0 && inside > 1000, "outside \(outside), inside \(inside)")
    }

    /// Text masked by a gradient: ink on the left, fading to none on the right; no warning about the mask.
    @Test func textMaskedByAGradientFades() throws {
        let view = Text("MMMMMMMMMM").font(.largeTitle).foregroundStyle(Color(red: 0, green: 0, blue: 0))
            .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
        let renderer = ImageRenderer(content: view)
        let img = try #require(renderer.linearImage())
        var leftInk: Float = 0, rightInk: Float = 0
        for y in 0..<img.height { for x in 0..<img.width {
            let a = img.pixels[y * img.width + x].w
            if x < img.width / 4 { leftInk += a } else if x >= img.width * 3 / 4 { rightInk += a }
        } }
        #expect(leftInk > 4 * rightInk && leftInk > 50, "left \(leftInk), right \(rightInk)")
        #expect(!(renderer.report?.warnings ?? []).contains { $0.hasPrefix("mask(") })
    }

    /// Glass inside a masked view is not masked, and says so.
    @Test func glassInsideAMaskIsNamed() {
        let view = Text("Hi").padding().glassEffect().mask { Rectangle() }
        let renderer = ImageRenderer(content: view)
        _ = renderer.pngData()
        #expect((renderer.report?.warnings ?? []).contains("mask(_:): glass inside is not masked"))
    }
}
