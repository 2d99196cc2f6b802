import Foundation
import LiquidGlassCore

/// Every parameter of the glass material, in points and linear-light units, with the defaults for each
/// variant and colour scheme. `docs/MATERIAL.md` explains each value and where it comes from.
///
/// A material is resolved from a ``Glass`` value and a ``ColorScheme`` by ``GlassMaterial/init(glass:colorScheme:)``;
/// designers can then adjust any field and render with it.
public struct GlassMaterial: Sendable, Equatable {
    // MARK: Lensing
    /// Refraction along the edge.
    public var lens: LensProfile

    // MARK: Frost
    /// Standard deviation of the Gaussian frost, in points.
    public var blurRadius: Float

    // MARK: Tone
    /// What the frosted backdrop looks like through the glass: tone curve, veil and saturation response
    /// (fitted to Apple's measured glass for regular glass; the identity for clear glass).
    public var colorModel: GlassColorModel
    /// The material's own colour, laid over the backdrop as seen through ``colorModel`` (linear, premultiplied
    /// by its opacity). Regular glass's own colour is already in its colour model, so by default this is
    /// transparent there; the Tinted setting, Reduce Transparency and Increase Contrast raise it.
    public var baseColor: LinearPixel

    // MARK: Tint
    /// Fraction of the tint colour's opacity that replaces the glass colour.
    public var tintStrength: Float
    /// The tint's tone over black, as a fraction of the colour (coloured glass passes less light where less
    /// arrives); 1 for prominent glass, which is the tint itself.
    public var tintDeepShade: Float = 0.45
    /// How far the tint's tone over white moves towards white (0 for prominent glass).
    public var tintLightShade: Float = 0.12

    // MARK: Highlights
    /// Direction the light comes from, in degrees: 0 = from the right, 90 = from below, −90 = from above.
    /// Glints appear on the two walls facing along this axis.
    public var lightAngle: Float
    /// Every material's light direction: −50°, from above and to the right.
    public static let defaultLightAngle: Float = -50
    /// Peak added intensity of the two specular glints (linear; above 1 uses HDR headroom).
    public var glintIntensity: Float
    /// Width of the glints' bright core, in points.
    public var glintWidth: Float
    /// Sharpness of the glints around the light axis (exponent of |n·l|).
    public var glintFocus: Float
    /// Intensity of the thin bright rim all around the edge.
    public var rimIntensity: Float
    /// Width of that rim in points.
    public var rimWidth: Float
    /// Opacity of the thin dark contour just outside the edge.
    public var contourOpacity: Float
    /// Width of that contour in points.
    public var contourWidth: Float

    // MARK: Shadows
    /// Fraction of transmitted light removed by the inner shadow at its peak (under the top wall).
    public var innerShadowStrength: Float
    /// Inset from the top wall where the inner shadow peaks, in points.
    public var innerShadowDepth: Float
    /// Spread of the inner shadow around its peak, in points.
    public var innerShadowSpread: Float
    /// Opacity of the drop shadow directly under the glass.
    public var dropShadowOpacity: Float
    /// Softness (Gaussian σ) of the drop shadow, in points.
    public var dropShadowRadius: Float
    /// Vertical offset of the drop shadow, in points (positive = down).
    public var dropShadowOffset: Float

    // MARK: Border (Increase Contrast)
    /// Width in points of a contrasting border just inside the edge (0 = none).
    public var borderWidth: Float
    /// Its colour, linear and premultiplied.
    public var borderColor: LinearPixel

    /// Whether this material draws anything at all (`identity` glass does not).
    public var isVisible: Bool

    // MARK: Interaction
    /// How far a finger presses it, 0…1 (interactive glass): brightens the glass (see `PressStage`).
    public var press: Float = 0

    /// The material for `glass` in `colorScheme` at the transparency setting's Clear end (iOS's default), dark
    /// glass at its dense material.
    public init(glass: Glass, colorScheme: ColorScheme) {
        self.init(glass: glass, colorScheme: colorScheme, transparency: 0, darkDensity: 1)
    }

    /// The material for `glass` in `colorScheme` at transparency setting `transparency` (0 Clear … 1 Tinted,
    /// ``GlassTransparency``), dark regular glass `darkDensity` of the way from light glass's transmission (0) to
    /// the dense dark material (1) (``GlassTransparency/darkDensity(smallestMinorSide:setting:)``).
    public init(glass: Glass, colorScheme: ColorScheme, transparency: Double, darkDensity: Float) {
        let dark = colorScheme == .dark
        blurRadius = GlassTransparency.frost(glass.variant, setting: transparency)
        tintStrength = GlassTransparency.tintStrength(glass.variant, setting: transparency)
        switch glass.variant {
        case .regular:
            lens = .regular
            colorModel = dark ? .mixed(.regularLight, .regularDark, Float(min(max(darkDensity, 0), 1))) : .regularLight
            baseColor = .zero
            glintIntensity = 0.85
            rimIntensity = 0.22
            innerShadowStrength = 0.025
            dropShadowOpacity = dark ? 0.32 : 0.16
        case .clear, .identity:
            lens = .clear
            colorModel = .identity
            baseColor = dark ? LinearPixel(0, 0, 0, 1) * 0.06 : LinearPixel(1, 1, 1, 1) * 0.05
            glintIntensity = 1.1
            rimIntensity = 0.30
            innerShadowStrength = 0.025
            dropShadowOpacity = dark ? 0.26 : 0.12
        }
        if glass.isProminent {
            // A prominent button's glass is drawn in its tint, whole: the fill is the tint colour wherever it lies
            // (iOS 26's `.glassProminent` blue is its accent colour, not a tone of it over the backdrop).
            tintStrength = 1
            tintDeepShade = 1
            tintLightShade = 0
        }
        lightAngle = Self.defaultLightAngle
        glintWidth = 1.6
        glintFocus = 2.5
        rimWidth = 0.6
        contourOpacity = 0.10
        contourWidth = 0.6
        innerShadowDepth = 9.5
        innerShadowSpread = 4.5
        dropShadowRadius = 9
        dropShadowOffset = 4
        borderWidth = 0
        borderColor = .zero
        isVisible = glass.variant != .identity
    }

    /// How far outside the shape (points) this material draws (shadow, contour), beyond which pixels are untouched.
    public var outerReach: Float {
        guard isVisible else { return 0 }
        // The drop shadow's logistic edge falls below 0.4 % opacity (one 8-bit step darkens by less than
        // half a code) at d = σ/1.702 · ln(opacity/0.004).
        let shadow = dropShadowOpacity > 0.004
            ? dropShadowRadius / 1.702 * Foundation.log(dropShadowOpacity / 0.004) + abs(dropShadowOffset) : 0
        return max(shadow, contourWidth) + 1
    }
}
