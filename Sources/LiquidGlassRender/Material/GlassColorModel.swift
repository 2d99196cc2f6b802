import Foundation
import LiquidGlassCore

/// What the backdrop looks like through the glass: a tone curve with a veil, and a saturation response.
///
/// The model works on a lightness `L` and the colour's departure from it, in a perceptual space where a value is
/// the square root of linear light (`e = √c`, a gamma of 2 — close to sRGB's and much cheaper to evaluate):
///
///     L  = 0.2126·e.r + 0.7152·e.g + 0.0722·e.b                      (Rec. 709 weights on encoded values)
///     L′ = veil·(1−L)³ + 3·shadows·L(1−L)² + 3·highlights·L²(1−L) + white·L³   (a cubic Bézier in L)
///     e′ = L′ + s(L)·(e − L),   s(L) = saturationInBlack + (saturationInWhite − saturationInBlack)·L
///     c′ = clamp(e′, 0, 1)²
///
/// `veil` is the lift of a black backdrop (what the glass's own milky scatter adds), `white` what a white backdrop
/// becomes; `shadows` and `highlights` shape the transmission curve between them. The saturation response keeps
/// (or pushes) colours' distance from grey while the curve moves their lightness, which is how Apple's light glass
/// brightens a colour without washing it out. Parameters are fitted to Apple's measured glass by
/// `tools/fit-glass-colour.py`; `docs/MATERIAL.md` lists the data and the residuals.
///
/// Per pixel it costs three square roots and a few multiply-adds (no `pow`/`exp`), so a SIMD-lane rewrite of the
/// shading can carry it as is.
public struct GlassColorModel: Sendable, Equatable {
    /// The curve's value over black, in the model's √-space: the veil the glass lays over a black backdrop.
    public var veil: Float
    /// The curve's first inner Bézier control value (shapes the transmission of dark tones).
    public var shadows: Float
    /// The curve's second inner Bézier control value (shapes the transmission of light tones).
    public var highlights: Float
    /// The curve's value over white, in √-space.
    public var white: Float
    /// Gain on a colour's distance from grey at lightness 0 (1 = unchanged).
    public var saturationInBlack: Float
    /// Gain on a colour's distance from grey at lightness 1.
    public var saturationInWhite: Float

    public init(veil: Float, shadows: Float, highlights: Float, white: Float,
                saturationInBlack: Float, saturationInWhite: Float) {
        self.veil = veil
        self.shadows = shadows
        self.highlights = highlights
        self.white = white
        self.saturationInBlack = saturationInBlack
        self.saturationInWhite = saturationInWhite
    }

    /// The backdrop unchanged (the curve is the identity, no saturation change).
    public static let identity = GlassColorModel(veil: 0, shadows: 1.0 / 3, highlights: 2.0 / 3, white: 1,
                                                 saturationInBlack: 1, saturationInWhite: 1)

    /// Regular glass, light: fitted to Apple's regular light glass over 13 solid colours (docs/MATERIAL.md).
    public static let regularLight = GlassColorModel(veil: 0.3673, shadows: 0.6161, highlights: 0.8783, white: 0.9923,
                                                     saturationInBlack: 1.3871, saturationInWhite: 1.1361)
    /// Regular glass, dark: fitted to Apple's regular dark glass over 13 solid colours (docs/MATERIAL.md).
    public static let regularDark = GlassColorModel(veil: 0.1175, shadows: 0.4086, highlights: 0.6069, white: 0.5310,
                                                    saturationInBlack: 1.3942, saturationInWhite: 0.5770)

    /// The parameters `t` of the way from `a` to `b` (each parameter in a straight line): dark glass between light
    /// glass's transmission and the dense dark material (``GlassTransparency``).
    public static func mixed(_ a: GlassColorModel, _ b: GlassColorModel, _ t: Float) -> GlassColorModel {
        if t <= 0 { return a }
        if t >= 1 { return b }
        func m(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
        return GlassColorModel(veil: m(a.veil, b.veil), shadows: m(a.shadows, b.shadows),
                               highlights: m(a.highlights, b.highlights), white: m(a.white, b.white),
                               saturationInBlack: m(a.saturationInBlack, b.saturationInBlack),
                               saturationInWhite: m(a.saturationInWhite, b.saturationInWhite))
    }

    /// The tone curve at lightness `l` (√-space).
    @inline(__always)
    public func curve(_ l: Float) -> Float {
        let m = 1 - l
        return m * m * (m * veil + 3 * l * shadows) + l * l * (3 * m * highlights + l * white)
    }

    /// The saturation gain at lightness `l`.
    @inline(__always)
    public func saturation(at l: Float) -> Float {
        saturationInBlack + (saturationInWhite - saturationInBlack) * l
    }

    /// Applies the model to a linear, premultiplied pixel; alpha is kept.
    @inline(__always)
    public func apply(_ c: LinearPixel) -> LinearPixel {
        let a = c.w
        guard a > 0 else { return c }
        let inv = 1 / a
        let r = max(c.x * inv, 0).squareRoot(), g = max(c.y * inv, 0).squareRoot(), b = max(c.z * inv, 0).squareRoot()
        let l = min(0.2126 * r + 0.7152 * g + 0.0722 * b, 1)
        let target = curve(l), s = saturation(at: l)
        let r2 = min(max(target + s * (r - l), 0), 1)
        let g2 = min(max(target + s * (g - l), 0), 1)
        let b2 = min(max(target + s * (b - l), 0), 1)
        return LinearPixel(r2 * r2 * a, g2 * g2 * a, b2 * b2 * a, a)
    }
}
