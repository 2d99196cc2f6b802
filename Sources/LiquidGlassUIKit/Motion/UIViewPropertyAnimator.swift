/// Where an animator's animations end: UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// An animator's state: UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

extension UIView {
    /// A standard timing curve: UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
}

/// A timing curve an animator runs on: UIKit's `UITimingCurveProvider` (``UICubicTimingParameters`` and
/// ``UISpringTimingParameters``).
@MainActor
public protocol UITimingCurveProvider: AnyObject {}

extension UITimingCurveProvider {
    /// The timing of an animator of `duration` seconds on this curve (ease in and out for a provider of another kind).
    func motionTiming(duration: TimeInterval) -> MotionTiming {
        if let cubic = self as? UICubicTimingParameters { return cubic.timing(duration: duration) }
        if let spring = self as? UISpringTimingParameters { return spring.timing(duration: duration) }
        return .easeInOut(duration)
    }
}

/// A cubic Bézier timing curve: UIKit's `UICubicTimingParameters`.
@MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    let custom: Bool

    /// Ease in and out.
    public init() { (animationCurve, controlPoint1, controlPoint2, custom) = (.easeInOut, .zero, .zero, false) }
    public init(animationCurve curve: UIView.AnimationCurve) { (animationCurve, controlPoint1, controlPoint2, custom) = (curve, .zero, .zero, false) }
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        (animationCurve, controlPoint1, controlPoint2, custom) = (.easeInOut, point1, point2, true)
    }

    func timing(duration: TimeInterval) -> MotionTiming {
        custom ? .curve(controlPoint1, controlPoint2, duration: duration) : animationCurve.timing(duration)
    }
}

/// A spring timing: UIKit's `UISpringTimingParameters`, on LiquidGlassMotion's spring (the engine `UIView.animate`'s
/// springs and SwiftUI's share). A damping ratio settles within the animator's duration (as
/// `usingSpringWithDamping:`); mass, stiffness and damping, and iOS 17's duration and bounce, run for their own time.
/// The initial velocity is not used.
@MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    enum Kind { case ratio(CGFloat), physics(mass: CGFloat, stiffness: CGFloat, damping: CGFloat), bounce(TimeInterval, CGFloat) }
    let kind: Kind
    public let initialVelocity: CGVector

    /// Critically damped (UIKit's default spring).
    public init() { (kind, initialVelocity) = (.ratio(1), .zero) }
    public init(dampingRatio ratio: CGFloat) { (kind, initialVelocity) = (.ratio(ratio), .zero) }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { (kind, initialVelocity) = (.ratio(ratio), velocity) }
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        (kind, initialVelocity) = (.physics(mass: mass, stiffness: stiffness, damping: damping), velocity)
    }
    public init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity: CGVector = .zero) {
        (kind, self.initialVelocity) = (.bounce(duration, bounce), initialVelocity)
    }

    func timing(duration: TimeInterval) -> MotionTiming {
        switch kind {
        case .ratio(let r): return .dampedSpring(duration: duration, dampingRatio: Double(r))
        case .physics(let m, let k, let c): return .physicalSpring(mass: Double(m), stiffness: Double(k), damping: Double(c))
        case .bounce(let d, let b): return .spring(duration: d, bounce: Double(b))
        }
    }
}

extension UIView.AnimationCurve {
    func timing(_ duration: TimeInterval) -> MotionTiming {
        switch self {
        case .easeInOut: return .easeInOut(duration)
        case .easeIn: return .easeIn(duration)
        case .easeOut: return .easeOut(duration)
        case .linear: return .linear(duration)
        }
    }
}

/// Animates view changes with a timing curve or a spring, started, paused and scrubbed: UIKit's
/// `UIViewPropertyAnimator`, on the same spring engine as `UIView.animate` (LiquidGlassMotion).
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(dampingRatio: 0.7))
/// animator.addAnimations { banner.effect = UIGlassEffect() }
/// animator.startAnimation()
/// ```
///
/// The animations are applied when the animator starts (or is paused, as UIKit applies them to the model then),
/// and its completions run with `.end`: a still shows the settled state. Inside a ``GlassAnimationRecorder``
/// recording, the frames follow the animator's timing from its `fractionComplete` on. A still of a paused animator
/// scrubbed part of the way draws the end state and says so in the report's warnings.
@MainActor
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    public let timingParameters: UITimingCurveProvider?
    let timing: MotionTiming
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var applied = false
    open private(set) var state: UIViewAnimatingState = .inactive
    open private(set) var isRunning = false
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    /// How much of the animation is done (0…1): set while paused to scrub.
    open var fractionComplete: CGFloat = 0 {
        didSet {
            fractionComplete = min(max(fractionComplete, 0), 1)
            if state == .active, !isRunning, fractionComplete > 0, fractionComplete < 1 {
                GlassViewRenderer.motionNotes.insert("UIViewPropertyAnimator.fractionComplete: a paused animator is drawn at its end state (record it with GlassAnimationRecorder to see the way)")
            }
        }
    }

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        timing = parameters.motionTiming(duration: duration)
    }

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        timingParameters = UICubicTimingParameters(animationCurve: curve)
        timing = curve.timing(duration)
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        timingParameters = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
        timing = .curve(point1, point2, duration: duration)
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        timingParameters = UISpringTimingParameters(dampingRatio: ratio)
        timing = .dampedSpring(duration: duration, dampingRatio: Double(ratio))
        if let animations { self.animations.append(animations) }
    }

    /// An animator started at once (UIKit's `runningPropertyAnimator`), on the curve of `options`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let curve = options.rawValue & (3 << 16)
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve == UIView.AnimationOptions.curveLinear.rawValue ? .linear
            : curve == UIView.AnimationOptions.curveEaseIn.rawValue ? .easeIn
            : curve == UIView.AnimationOptions.curveEaseOut.rawValue ? .easeOut : .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        if applied { animation() } else { animations.append(animation) }
    }

    /// Adds animations starting `delayFactor` of the way through the remaining duration (run with the rest here).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        GlassAnimationRecorder.note(timing, delay: delay, from: Double(fractionComplete))
        apply()
        state = .active
        isRunning = true
        finish(at: isReversed ? .start : .end)
    }

    /// Pauses the animator (an inactive one becomes active, its animations applied, at `fractionComplete`).
    open func pauseAnimation() {
        apply()
        state = .active
        isRunning = false
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { finish(at: finalPosition) }

    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) { startAnimation() }

    private func apply() {
        guard !applied else { return }
        applied = true
        animations.forEach { $0() }
        animations.removeAll()
    }

    private func finish(at position: UIViewAnimatingPosition) {
        isRunning = false
        fractionComplete = position == .end ? 1 : position == .start ? 0 : fractionComplete
        state = .inactive
        let done = completions
        completions.removeAll()
        done.forEach { $0(position) }
    }
}
