/// How vibrant content is drawn: UIKit's `UIVibrancyEffectStyle`, with its raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7

    /// The strength of the content's ink: the label levels LiquidGlassUI uses on glass (1, 0.6, 0.3, 0.18); the fill
    /// and separator levels are the alphas of `systemFill`, `secondarySystemFill`, `tertiarySystemFill` and
    /// `separator` in light mode (0.2, 0.16, 0.12, 0.29) — estimates for vibrancy, which Apple does not publish.
    var inkOpacity: Double { [1, 0.6, 0.3, 0.18, 0.2, 0.16, 0.12, 0.29][rawValue] }
}

/// Vibrant content over a blur: UIKit's `UIVibrancyEffect`, for a `UIVisualEffectView` inside a blur effect view's
/// `contentView`.
///
/// The text and symbols in its `contentView` are drawn in the legible colour the engine picks from the blurred
/// pixels under them (the vibrant ink of content on glass), at the style's level, whatever colour they were given
/// — iOS too draws vibrant content from its alpha only. The colour-dodge blend iOS uses is not drawn (the report
/// says so).
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content sits on (not public in UIKit either).
    let blurEffect: UIBlurEffect
    /// The level the content is drawn at.
    let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Vibrancy at the label level (UIKit's pre-iOS 13 initializer).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }
}
