/// A discrete tap gesture: UIKit's `UITapGestureRecognizer`. Simulate a tap with `simulate(.ended, at:)`.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps for the gesture (UIKit's default 1).
    open var numberOfTapsRequired = 1
    /// Fingers for each tap (UIKit's default 1).
    open var numberOfTouchesRequired = 1
}

/// A press held in place: UIKit's `UILongPressGestureRecognizer` (continuous: `.began` when the press is long
/// enough, `.changed` as it moves, `.ended` when it lifts).
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds before the gesture begins (UIKit's default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// Points the finger may move before the gesture fails (UIKit's default 10).
    open var allowableMovement: CGFloat = 10
    /// Taps before the press (UIKit's default 0).
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}

/// A flick in a direction: UIKit's `UISwipeGestureRecognizer` (discrete).
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions recognized: UIKit's `UISwipeGestureRecognizer.Direction`, with its raw values.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// UIKit's default: right.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

/// Two fingers pinching: UIKit's `UIPinchGestureRecognizer` (continuous).
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch since it began (1 at the start; set it back to 1 to measure increments, as UIKit code
    /// does).
    open var scale: CGFloat = 1
    /// Scale per second (0: nothing moves in a still).
    open var velocity: CGFloat { 0 }
}

/// Two fingers turning: UIKit's `UIRotationGestureRecognizer` (continuous).
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians since the gesture began.
    open var rotation: CGFloat = 0
    /// Radians per second (0: nothing moves in a still).
    open var velocity: CGFloat { 0 }
}
