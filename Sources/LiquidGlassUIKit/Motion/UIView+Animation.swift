extension UIView {
    /// How an animation runs: UIKit's `UIView.AnimationOptions`.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    // The changes an animation block makes are applied at once and its completion runs with `true`: a still image
    // shows the settled state (materializing glass shows as the glass itself). Inside a ``GlassAnimationRecorder``
    // recording, the block's timing is what the frames between the state before and after follow.

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// The curve of `options` (ease in and out by default, as UIKit's).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let curve = options.rawValue & (3 << 16)
        let timing: MotionTiming = curve == AnimationOptions.curveLinear.rawValue ? .linear(duration)
            : curve == AnimationOptions.curveEaseIn.rawValue ? .easeIn(duration)
            : curve == AnimationOptions.curveEaseOut.rawValue ? .easeOut(duration) : .easeInOut(duration)
        GlassAnimationRecorder.note(timing, delay: delay)
        animations()
        completion?(true)
    }

    /// A spring settling in `duration` at `dampingRatio` (UIKit's damped spring; the initial velocity is not used).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        GlassAnimationRecorder.note(.dampedSpring(duration: duration, dampingRatio: Double(dampingRatio)), delay: delay)
        animations()
        completion?(true)
    }

    /// iOS 17's spring, the same model as SwiftUI's `spring(duration:bounce:)`.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                               delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        GlassAnimationRecorder.note(.spring(duration: duration, bounce: Double(bounce)), delay: delay)
        animations()
        completion?(true)
    }

    /// Runs `actionsWithoutAnimation` (nothing is animated here anyway).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
}
