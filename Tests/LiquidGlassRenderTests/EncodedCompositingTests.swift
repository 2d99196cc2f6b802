import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import Testing

/// Translucent content is composited on gamma-encoded sRGB values, as iOS composites (Core Graphics / Core Animation
/// in an sRGB context): result = α·source + (1 − α)·destination on the 8-bit-scaled encoded values. The expected
/// values are worked by hand from that formula; composited in linear light (as before) they came out 175, 188, 124
/// (measured on this painter), each one far outside the ±1 allowed here.
@Suite struct EncodedCompositingTests {
    /// The painted colour at the centre of a 20 × 20 pt square of `paint` over `background`, in 8-bit sRGB.
    func composite(_ paint: Color, over background: Color) throws -> SIMD3<Int> {
        let item = DisplayItem(id: "fill", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 20, height: 20), paint: .color(paint)))
        let image = try GlassRenderer(options: RenderOptions(threads: 1))
            .render(DisplayList([item]), canvas: Canvas(width: 20, height: 20, scale: 1), background: background).image
        let p = image[10, 10]
        #expect(Swift.abs(p.w - 1) < 1e-5, "over an opaque background the result is opaque")
        return SIMD3(Int(SRGB.quantize8(p.x)), Int(SRGB.quantize8(p.y)), Int(SRGB.quantize8(p.z)))
    }

    func near(_ a: SIMD3<Int>, _ b: SIMD3<Int>, _ tolerance: Int = 1) -> Bool {
        Swift.abs(a.x - b.x) <= tolerance && Swift.abs(a.y - b.y) <= tolerance && Swift.abs(a.z - b.z) <= tolerance
    }

    static let white = Color(red: 1, green: 1, blue: 1)
    /// iOS's `secondaryLabel` in the light scheme: (60, 60, 67) at α 0.6.
    static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)

    @Test func secondaryLabelOverWhiteIsAsDarkAsOnIOS() throws {
        // 0.4·255 + 0.6·60 = 138, 0.4·255 + 0.6·67 = 142.2.
        let c = try composite(Self.secondaryLabel, over: Self.white)
        #expect(near(c, SIMD3(138, 138, 142)), "got \(c)")
    }

    @Test func halfBlackOverWhiteIsMidGrey() throws {
        // 0.5·255 = 127.5: 127 or 128, both within 1 of 128.
        let c = try composite(Color(red: 0, green: 0, blue: 0, opacity: 0.5), over: Self.white)
        #expect(near(c, SIMD3(128, 128, 128)), "got \(c)")
    }

    @Test func blackAtEightyPercentOverWhite() throws {
        // 0.2·255 = 51.
        let c = try composite(Color(red: 0, green: 0, blue: 0, opacity: 0.8), over: Self.white)
        #expect(near(c, SIMD3(51, 51, 51)), "got \(c)")
    }

    @Test func secondaryLabelOverAColour() throws {
        // Over (255, 128, 0): R 0.4·255 + 0.6·60 = 138; G 0.4·128 + 36 = 87.2; B 0.4·0 + 0.6·67 = 40.2.
        // (Linear light gave (175, 95, 51).)
        let orange = Color(red: 1, green: 128 / 255, blue: 0)
        let c = try composite(Self.secondaryLabel, over: orange)
        #expect(near(c, SIMD3(138, 87, 40)), "got \(c)")
    }

    @Test func aTranslucentColourOverAnotherMixesEncodedValues() throws {
        // Red at α 0.4 over blue: R 0.4·255 = 102, B 0.6·255 = 153 (linear light gave 170 and 203).
        let c = try composite(Color(red: 1, green: 0, blue: 0, opacity: 0.4), over: Color(red: 0, green: 0, blue: 1))
        #expect(near(c, SIMD3(102, 0, 153)), "got \(c)")
    }

    @Test func antiAliasedEdgesMixEncodedValues() throws {
        // Black over white with its edge through pixel 10's centre: coverage 0.5 → 127.5 encoded, as CG's
        // anti-aliasing gives (linear light gave 188, the washed-out edge of thin dark text).
        let item = DisplayItem(id: "r", .fill(Rectangle(), frame: CGRect(x: 10.5, y: 0, width: 20, height: 20),
                                              paint: .color(Color(red: 0, green: 0, blue: 0))))
        let image = try GlassRenderer(options: RenderOptions(threads: 1))
            .render(DisplayList([item]), canvas: Canvas(width: 40, height: 20, scale: 1), background: Self.white).image
        let v = Int(SRGB.quantize8(image[10, 10].x))
        #expect(Swift.abs(v - 128) <= 1, "got \(v)")
    }

    @Test func opaqueAndTransparentSourcesAreExact() {
        let dst = LinearPixel(0.2, 0.3, 0.4, 1)
        #expect(EncodedCompositing.over(linear: LinearPixel(0.5, 0.25, 0, 1), dst) == LinearPixel(0.5, 0.25, 0, 1))
        #expect(EncodedCompositing.over(linear: .zero, dst) == dst)
        // encode/decode round trip, including HDR headroom above 1.
        let hdr = LinearPixel(1.6, 0.5, 0.01, 0.8)
        let back = EncodedCompositing.decode(EncodedCompositing.encode(hdr))
        #expect(Swift.abs(back.x - hdr.x) < 1e-4 && Swift.abs(back.y - hdr.y) < 1e-5 && Swift.abs(back.z - hdr.z) < 1e-5)
    }
}
