internal import LiquidGlass

/// A blur material for a `UIVisualEffectView`: UIKit's `UIBlurEffect`, the effect of glass code's pre-iOS 26 branch
/// (`if #available(iOS 26, *) { UIGlassEffect() } else { UIBlurEffect(style: .systemMaterial) }`).
///
/// Drawn as iOS draws a material: what is painted behind the effect view is blurred and covered by the material's
/// tint, in the view's corner shape (`layer.cornerRadius`, `cornerConfiguration`); the `contentView` is drawn on
/// it. The blur and tint are the engine's (the painter's uniform backdrop blur, the one the hard scroll edge effect
/// uses); their amounts are estimates shared with LiquidGlassUI's `Material` (see ``UIBlurEffect/Style``).
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The material: UIKit's `UIBlurEffect.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        /// Adapts to the interface style: the material's medium thickness.
        case regular = 4
        /// Adapts to the interface style: thicker than `regular`.
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The material this effect draws (not public in UIKit either).
    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The material's thickness (0 ultra thin … 4 ultra thick, LiquidGlassUI's `Material` scale) and the interface
    /// style it is fixed to (nil: it follows the view's).
    ///
    /// `systemChromeMaterial` is SwiftUI's `.bar`, which LiquidGlassUI draws at the regular thickness; the legacy
    /// styles are taken as the regular material fixed to light (`light`), thicker and light (`extraLight`), dark
    /// (`dark`), adaptive (`regular`) and thick adaptive (`prominent`) — estimates: Apple publishes no numbers.
    var material: (thickness: Int, style: UIUserInterfaceStyle?) {
        switch style {
        case .extraLight: return (4, .light)
        case .light: return (2, .light)
        case .dark: return (2, .dark)
        case .regular, .systemMaterial: return (2, nil)
        case .prominent, .systemThickMaterial: return (3, nil)
        case .systemUltraThinMaterial: return (0, nil)
        case .systemThinMaterial: return (1, nil)
        case .systemChromeMaterial: return (2, nil)
        case .systemUltraThinMaterialLight: return (0, .light)
        case .systemThinMaterialLight: return (1, .light)
        case .systemMaterialLight, .systemChromeMaterialLight: return (2, .light)
        case .systemThickMaterialLight: return (3, .light)
        case .systemUltraThinMaterialDark: return (0, .dark)
        case .systemThinMaterialDark: return (1, .dark)
        case .systemMaterialDark, .systemChromeMaterialDark: return (2, .dark)
        case .systemThickMaterialDark: return (3, .dark)
        }
    }

    /// The blur (a Gaussian's standard deviation, points) and the tint over it for `traits`.
    ///
    /// LiquidGlassUI's `Material` numbers (estimates, not measured on a device): blur radii 20, 24, 28, 30, 30 pt
    /// by thickness, taken as two standard deviations as for layer shadows; tint near-white (0.97, 0.97, 0.98) at
    /// 0.35, 0.5, 0.65, 0.78, 0.9 in light and (0.1, 0.1, 0.12) at 0.35, 0.5, 0.62, 0.75, 0.88 in dark.
    func appearance(_ traits: UITraitCollection) -> (sigma: Double, tint: LiquidGlass.Color) {
        let (thickness, fixed) = material
        let dark = (fixed ?? traits.userInterfaceStyle) == .dark
        let sigma = [20.0, 24, 28, 30, 30][thickness] / 2
        let tint = dark
            ? LiquidGlass.Color(red: 0.1, green: 0.1, blue: 0.12, opacity: [0.35, 0.5, 0.62, 0.75, 0.88][thickness])
            : LiquidGlass.Color(red: 0.97, green: 0.97, blue: 0.98, opacity: [0.35, 0.5, 0.65, 0.78, 0.9][thickness])
        return (sigma, tint)
    }
}
