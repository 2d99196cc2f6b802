import Foundation
import LiquidGlassCore

/// How glass adapts to what is behind it, to its own size and to the accessibility settings.
///
/// Apple documents the behaviour without numbers (api-ground-truth.md, "Behaviour Apple documents"); the
/// thresholds here are this project's choices, documented in docs/ADAPTIVITY.md and checked by tests.
public enum Adaptation {
    /// Glass whose shorter side exceeds this (points) is "large" (menus, sidebars, sheets): it keeps the colour
    /// scheme's appearance. Bars and buttons are at most ~100 pt tall; iOS menus and sheets are wider than 200 pt
    /// in both directions.
    public static let largeMinorSide = 120.0
    /// In the light scheme, small glass turns dark over a backdrop whose mean luminance is below this.
    public static let darkBelow = 0.18
    /// In the dark scheme, small glass turns light over a backdrop whose mean luminance is above this.
    /// The gap between the two thresholds is the hysteresis: a backdrop between them keeps the scheme's look.
    public static let lightAbove = 0.45

    /// Whether glass with this shorter side (points) is large.
    public static func isLarge(minorSide: Double) -> Bool { minorSide > largeMinorSide }

    /// The appearance of glass over `analysis`, starting from the scheme's appearance (the state the
    /// hysteresis starts from when there is no previous frame).
    public static func appearance(over analysis: BackdropAnalysis, scheme: ColorScheme, isLarge: Bool) -> ColorScheme {
        guard !isLarge else { return scheme }
        switch scheme {
        case .light: return analysis.luminance < darkBelow ? .dark : .light
        case .dark: return analysis.luminance > lightAbove ? .light : .dark
        }
    }

    /// 0 for a 44 pt button, 1 for glass 240 pt or more on its shorter side: how "thick" the glass looks.
    public static func thickness(minorSide: Double) -> Float {
        Float(min(max((minorSide - 44) / (240 - 44), 0), 1))
    }
}

extension GlassMaterial {
    /// The material adapted to its context: what is behind it, its size and the accessibility settings.
    ///
    /// - Shadows: × (0.55 + 0.9 × busyness), halved again over plain light backdrops (bright, little detail).
    /// - Thickness t (``Adaptation/thickness(minorSide:)``): material colour × (1 + 0.35 t), drop shadow
    ///   opacity × (1 + 0.5 t) and softness × (1 + 0.5 t), lensing × (1 + 0.2 t). The frost does not grow with
    ///   size: the measured σ (``GlassTransparency``) is the glass's at every size (grown by 1.3 on a 300 pt
    ///   card it blurred with σ ≈ 10 pt where Apple's blurs with about 2).
    /// - Transparency setting s (``AccessibilitySettings/tinted``): the material colour's opacity moves towards
    ///   ``GlassTransparency/tintedMaterialOpacity`` by s (the frost, tint and dark density move with s in
    ///   ``GlassMaterial/init(glass:colorScheme:transparency:darkDensity:)``).
    /// - Reduce Transparency: frost ≥ 12 pt (× 1.8), material colour ≥ 70 % opaque, lensing × 0.6, saturation
    ///   gains ≤ 1.2.
    /// - Increase Contrast: the material colour is white (light) or black (dark) at 88 %, with a 1 pt
    ///   contrasting border; highlights halved.
    public mutating func adapt(to analysis: BackdropAnalysis, minorSide: Double, appearance: ColorScheme,
                               accessibility: AccessibilitySettings) {
        guard isVisible else { return }
        let busy = Float(analysis.busyness)
        var shadowScale = 0.55 + 0.9 * busy
        if analysis.luminance > 0.7, busy < 0.15 { shadowScale *= 0.5 }
        dropShadowOpacity *= shadowScale
        innerShadowStrength *= 0.7 + 0.8 * busy

        let t = Adaptation.thickness(minorSide: minorSide)
        // The colour laid over when the settings below raise the material colour's opacity from zero.
        let own = appearance == .dark ? LinearPixel(0.010, 0.010, 0.012, 1) : LinearPixel(0.96, 0.96, 0.97, 1)
        baseColor = withOpacity(baseColor, min(baseColor.w * (1 + 0.35 * t), 1), own: own)
        dropShadowOpacity *= 1 + 0.5 * t
        dropShadowRadius *= 1 + 0.5 * t
        lens.amplitude *= 1 + 0.2 * t

        let s = Float(accessibility.tinted.isFinite ? min(max(accessibility.tinted, 0), 1) : 0)
        if s > 0 {
            let tinted = GlassTransparency.tintedMaterialOpacity
            baseColor = withOpacity(baseColor, baseColor.w + (tinted - baseColor.w) * s, own: own)
        }

        if accessibility.reduceTransparency {
            blurRadius = max(blurRadius * 1.8, 12)
            baseColor = withOpacity(baseColor, max(baseColor.w, 0.7), own: own)
            lens.amplitude *= 0.6
            colorModel.saturationInBlack = min(colorModel.saturationInBlack, 1.2)
            colorModel.saturationInWhite = min(colorModel.saturationInWhite, 1.2)
        }
        if accessibility.increaseContrast {
            // Dark glass at its densest: small dark glass otherwise transmits like light glass, and 12 % of a bright
            // backdrop through it is not black.
            if appearance == .dark, colorModel != .identity { colorModel = .regularDark }
            baseColor = appearance == .dark ? LinearPixel(0, 0, 0, 1) * 0.88 : LinearPixel(1, 1, 1, 1) * 0.88
            borderWidth = 1
            borderColor = appearance == .dark ? LinearPixel(1, 1, 1, 1) * 0.9 : LinearPixel(0, 0, 0, 1) * 0.8
            glintIntensity *= 0.5
            rimIntensity *= 0.5
        }
    }

    /// `c` (premultiplied) with its opacity set to `alpha`, keeping its colour (`own`, opaque, when `c` is
    /// fully transparent and so has none).
    private func withOpacity(_ c: LinearPixel, _ alpha: Float, own: LinearPixel) -> LinearPixel {
        let a = min(max(alpha, 0), 1)
        guard c.w > 0 else { return own * a }
        var out = c / c.w * a
        out.w = a
        return out
    }
}
