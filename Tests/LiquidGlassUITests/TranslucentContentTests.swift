import Foundation
@testable import LiquidGlassUICore
import Testing

/// Translucent SwiftUI content comes out as dark as on iOS, which composites on gamma-encoded sRGB values: over white,
/// `.secondary` (secondaryLabel, (60, 60, 67) at α 0.6) is 0.4·255 + 0.6·60 = 138; `Color.black.opacity(0.5)` is
/// 127.5; at 0.8, 0.2·255 = 51. Hand-derived from that formula; the linear-light compositing this replaced gave
/// 175, 188 and 124.
@MainActor
@Suite struct TranslucentContentTests {
    /// Linear light to 8-bit sRGB (IEC 61966-2-1).
    private func byte(_ v: Float) -> Int {
        let c = Double(min(max(v, 0), 1))
        return Int(((c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055) * 255).rounded())
    }

    /// The red channel (8-bit sRGB) at the middle of a 60 × 60 pt `fill` over `ground`, at @2x.
    private func middle<S: ShapeStyle>(_ fill: S, over ground: Color = .white) throws -> Int {
        let renderer = ImageRenderer(content: ZStack { ground; Rectangle().fill(fill) }.frame(width: 60, height: 60))
        renderer.scale = 2
        let image = try #require(renderer.linearImage())
        let p = image.pixels[60 * image.width + 60]
        return byte(p.x / max(p.w, 1e-6))
    }

    @Test func secondaryOverWhite() throws {
        let v = try middle(.secondary)
        #expect(abs(v - 138) <= 1, "got \(v)")
    }

    @Test func blackAtHalfAndEightyPercentOverWhite() throws {
        let half = try middle(Color.black.opacity(0.5)), eighty = try middle(Color.black.opacity(0.8))
        #expect(abs(half - 128) <= 1, "got \(half)")
        #expect(abs(eighty - 51) <= 1, "got \(eighty)")
    }

    @Test func blackAtHalfOverRed() throws {
        // Over (255, 0, 0): red 0.5·255 = 127.5 (linear light gave 188).
        let v = try middle(Color.black.opacity(0.5), over: Color(red: 1, green: 0, blue: 0))
        #expect(abs(v - 128) <= 1, "got \(v)")
    }

    /// Secondary text is the same colour where its ink is solid: the darkest pixel of a heavy glyph run over white
    /// is 138 (±2), where linear light made it 175.
    @Test func secondaryTextIsAsDarkAsOnIOS() throws {
        let renderer = ImageRenderer(content: ZStack { Color.white; Text("MMMM").font(.system(size: 40, weight: .black)).foregroundStyle(.secondary) }
            .frame(width: 200, height: 80))
        renderer.scale = 2
        let image = try #require(renderer.linearImage())
        let darkest = image.pixels.map { byte($0.x) }.min() ?? 255
        #expect(abs(darkest - 138) <= 2, "got \(darkest)")
    }
}
