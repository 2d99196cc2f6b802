/// Haptic feedback: UIKit's `UIFeedbackGenerator` and its impact, selection and notification generators.
///
/// Nothing on Linux plays haptics, and nothing of them is drawn on iOS either: the calls compile and are counted
/// (``playedFeedback``, an addition for tests), so code that plays feedback on a glass button's action runs as
/// written.
@MainActor
open class UIFeedbackGenerator {
    public init() {}
    /// The feedback played so far, in order (an addition, not UIKit: there is nothing to feel on Linux).
    public internal(set) var playedFeedback: [String] = []
    /// Readies the generator (nothing to ready here).
    open func prepare() {}
}

/// UIKit's `UIImpactFeedbackGenerator`.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`, with its raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact (UIKit's default).
    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() { playedFeedback.append("impact \(style)") }
    open func impactOccurred(intensity: CGFloat) { playedFeedback.append("impact \(style) \(intensity)") }
}

/// UIKit's `UISelectionFeedbackGenerator`.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { playedFeedback.append("selection") }
}

/// UIKit's `UINotificationFeedbackGenerator`.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`, with its raw values.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) { playedFeedback.append("notification \(notificationType)") }
}
