import Foundation

/// UIKit's haptic feedback generators, which iOS code reaches through `import SwiftUI`. A rendered frame has no
/// Taptic Engine: each generator records the feedback it was asked for (``playedFeedback``, for tests of a view's
/// actions), as the iOS simulator plays none either.
@MainActor
open class UIFeedbackGenerator {
    /// The feedback played so far, in order (`"impact(medium)"`, `"notification(success)"`, `"selection"`).
    public private(set) var playedFeedback: [String] = []

    public init() {}

    /// Readies the Taptic Engine (nothing to ready here).
    open func prepare() {}

    func record(_ feedback: String) { playedFeedback.append(feedback) }
}

/// Feedback for a collision (`UIImpactFeedbackGenerator`).
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    /// Plays the impact.
    open func impactOccurred() { record("impact(\(style))") }

    /// Plays the impact at an intensity from 0 to 1.
    open func impactOccurred(intensity: CGFloat) { record("impact(\(style), \(min(max(intensity, 0), 1)))") }
}

/// Feedback for a task's outcome (`UINotificationFeedbackGenerator`).
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the feedback for an outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) { record("notification(\(notificationType))") }
}

/// Feedback for a changed selection (`UISelectionFeedbackGenerator`).
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection feedback.
    open func selectionChanged() { record("selection") }
}
