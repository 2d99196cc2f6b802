import Foundation

/// The Liquid Glass transparency setting — iOS 26.1's Clear / Tinted choice (Settings › Display & Brightness ›
/// Liquid Glass), iOS 27's slider — and what it moves: the frost, the material's own colour, the strength of a
/// tint and the density of dark glass, together. `0` is the Clear end (what iOS ships by default), `1` the
/// Tinted end; ``AccessibilitySettings/tinted`` holds it.
///
/// Measured points, interpolated linearly between them (nothing is measured between the points; the straight
/// lines are this project's choice):
/// - Frost σ of regular glass 2 pt at the Clear end, 6.1 pt at the middle, 16.6 pt at the Tinted end; clear glass
///   0.35 → 1.28 → 16.4 pt (flutter_liquid_glass's Apple-match harness, iOS 27 simulator captures, iPhone 17 Pro
///   @3x — the same captures the colour model is fitted to, at the Clear end). OpenUIKit measured 2.25 pt for
///   iOS 26.1's `UIGlassEffect` at the default setting, within 12 % of the Clear end's 2 pt.
/// - Dark regular glass up to 75 pt on its short side transmits like light glass, and from 105 pt on settles at
///   the denser dark material; the smallest shape in a layer (a container, or a lone element) decides (the same
///   harness). The measurements are at the Clear end; towards the Tinted end every dark glass moves to the dense
///   material (this project's choice: the setting makes glass more opaque, never less).
/// Not measured, this project's choices: the material colour's opacity at the Tinted end (0.65, laid over the
/// colour model) and the tint's strength (regular 0.7 → 0.85, clear 0.45 → 0.55 of the tint's opacity).
public enum GlassTransparency {
    /// Frost σ (points) of `variant` glass at setting `s` (0 Clear … 1 Tinted).
    public static func frost(_ variant: Glass.Variant, setting s: Double) -> Float {
        switch variant {
        case .regular: return through(2, 6.1, 16.6, at: s)
        case .clear, .identity: return through(0.35, 1.28, 16.4, at: s)
        }
    }

    /// The opacity the material's own colour, laid over the colour model, moves towards as the setting goes to
    /// the Tinted end (none at the Clear end, where the colour model alone is Apple's measured glass).
    public static let tintedMaterialOpacity: Float = 0.65

    /// The fraction of a tint colour's opacity that tints `variant` glass at setting `s`.
    public static func tintStrength(_ variant: Glass.Variant, setting s: Double) -> Float {
        let t = unit(s)
        switch variant {
        case .regular: return 0.7 + 0.15 * t
        case .clear, .identity: return 0.45 + 0.1 * t
        }
    }

    /// Short side (points) up to which dark regular glass transmits like light glass.
    public static let darkLightUpTo = 75.0
    /// Short side (points) from which dark regular glass is the dense dark material.
    public static let darkDenseFrom = 105.0

    /// How far dark regular glass is the dense dark material (1) rather than light glass's transmission (0), for a
    /// layer whose smallest shape has `minorSide` points on its short side, at setting `s`.
    public static func darkDensity(smallestMinorSide minorSide: Double, setting s: Double) -> Float {
        let size = Float(min(max((minorSide - darkLightUpTo) / (darkDenseFrom - darkLightUpTo), 0), 1))
        let t = unit(s)
        return size + (1 - size) * t
    }

    private static func unit(_ s: Double) -> Float { Float(s.isFinite ? min(max(s, 0), 1) : 0) }

    /// The straight lines through (0, a), (½, b), (1, c) at `s`.
    private static func through(_ a: Float, _ b: Float, _ c: Float, at s: Double) -> Float {
        let t = unit(s)
        return t <= 0.5 ? a + (b - a) * t * 2 : b + (c - b) * (t - 0.5) * 2
    }
}
