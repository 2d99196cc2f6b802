/// The effect on one edge of a scroll view where its content passes under a bar: UIKit's `UIScrollEdgeEffect`
/// (iOS 26), read from `UIScrollView.topEdgeEffect`, `bottomEdgeEffect`, `leftEdgeEffect` and `rightEdgeEffect`.
///
/// ```swift
/// tableLikeScrollView.topEdgeEffect.style = .hard
/// tableLikeScrollView.bottomEdgeEffect.isHidden = true
/// ```
///
/// Drawn by the engine's scroll edge effect (`DisplayEdgeEffect`), built exactly as LiquidGlassUI builds it for
/// SwiftUI's `scrollEdgeEffectStyle(_:for:)`: over the band of the scroll view that its safe area gives to a
/// navigation bar, toolbar or tab bar, when content lies in it; `.soft` and `.automatic` a progressive blur and
/// fade towards the background behind the content, `.hard` the content nearly hidden with a dividing line. An edge
/// with no bar over it shows nothing (UIKit draws the effect under bars and other floating elements).
@MainActor
public final class UIScrollEdgeEffect {
    /// A style of scroll edge effect: UIKit's `UIScrollEdgeEffect.Style` (a class with three shared values).
    @MainActor
    public final class Style: Equatable, CustomStringConvertible {
        let name: String
        private init(_ name: String) { self.name = name }

        /// The system's choice: the soft style under iOS 26's bars (as LiquidGlassUI draws `.automatic`).
        public static let automatic = Style("automatic")
        /// A hard cut-off with a dividing line.
        public static let hard = Style("hard")
        /// A progressive blur and dimming.
        public static let soft = Style("soft")

        public nonisolated static func == (lhs: Style, rhs: Style) -> Bool { lhs === rhs }
        public nonisolated var description: String { name }
    }

    /// Whether this edge's effect is hidden. Default false.
    public var isHidden = false {
        didSet { owner?.setNeedsLayout() }
    }

    /// The style of this edge's effect. Default `.automatic`.
    public var style: Style = .automatic {
        didSet { owner?.setNeedsLayout() }
    }

    weak var owner: UIView?

    /// Made by the scroll view only, as in UIKit (no public initializer).
    init(owner: UIView) { self.owner = owner }
}
