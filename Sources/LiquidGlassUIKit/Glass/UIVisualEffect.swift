/// An effect a `UIVisualEffectView` draws: UIKit's `UIVisualEffect`.
@MainActor
open class UIVisualEffect {
    public init() {}
}

/// Liquid Glass for a `UIVisualEffectView` (iOS 26): UIKit's `UIGlassEffect`.
///
/// The view's shape is its `cornerConfiguration` (else `layer.cornerRadius`; a plain rectangle when neither is
/// set); the views in its `contentView` are drawn on the glass, their label colours vibrant.
@MainActor
open class UIGlassEffect: UIVisualEffect {
    /// The glass's material: UIKit's `UIGlassEffect.Style`.
    public enum Style: Int, Sendable {
        /// Blurs and adjusts what is behind it, adapting to it.
        case regular
        /// More transparent; needs a dimming layer and bold content (Apple's guidance).
        case clear
    }

    public let style: Style
    /// Whether the glass responds to touch (scales, bounces, shimmers on press).
    open var isInteractive = false
    /// Tints the glass (nil: untinted).
    open var tintColor: UIColor?

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Regular glass.
    public override convenience init() { self.init(style: .regular) }

    /// A new effect with the same settings (UIKit's `copy()` returns a new object).
    open func copy() -> Any {
        let c = UIGlassEffect(style: style)
        c.isInteractive = isInteractive
        c.tintColor = tintColor
        return c
    }
}

/// Groups glass effect views so they sample one backdrop and merge when closer than `spacing` (iOS 26):
/// UIKit's `UIGlassContainerEffect`. Put the `UIVisualEffectView`s with glass in the container view's
/// `contentView`; the container draws all of them together behind the rest of its content.
@MainActor
open class UIGlassContainerEffect: UIVisualEffect {
    /// The distance between elements at which they begin to merge, in points. Default 0, the system default AppKit
    /// documents for `NSGlassEffectContainerView.spacing` (api-ground-truth.md).
    open var spacing: CGFloat = 0

    public override init() { super.init() }
}
