import Foundation
import LiquidGlassCore

extension GlassMaterial {
    /// Scales everything the glass does to what it shows through by `amount` (0…1): the lens's bend, the frost's
    /// σ, the tone curve (parameters moved toward ``GlassColorModel/identity``), the base colour, the tint and
    /// every light and shadow. At 0 the backdrop shows through unchanged; at 1 the material is as it was.
    ///
    /// This is how glass materializes (`glassEffectTransition(.materialize)`): Apple's glass appears by gaining
    /// its lensing and frost, not by fading in (reference material-and-motion.md §1), so a half-materialized
    /// element bends light half as far rather than being half transparent.
    public mutating func materialize(_ amount: Float) {
        let a = amount.isFinite ? min(max(amount, 0), 1) : 1
        guard a < 1 else { return }
        lens.amplitude *= a
        blurRadius *= a
        colorModel = colorModel.interpolated(toward: .identity, by: 1 - a)
        baseColor *= a
        tintStrength *= a
        glintIntensity *= a
        rimIntensity *= a
        contourOpacity *= a
        innerShadowStrength *= a
        dropShadowOpacity *= a
        borderColor *= a
    }
}

extension GlassColorModel {
    /// Each parameter moved from this model's value toward `other`'s by `t` (0 = this, 1 = `other`).
    public func interpolated(toward other: GlassColorModel, by t: Float) -> GlassColorModel {
        func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * t }
        return GlassColorModel(veil: mix(veil, other.veil), shadows: mix(shadows, other.shadows),
                               highlights: mix(highlights, other.highlights), white: mix(white, other.white),
                               saturationInBlack: mix(saturationInBlack, other.saturationInBlack),
                               saturationInWhite: mix(saturationInWhite, other.saturationInWhite))
    }
}
