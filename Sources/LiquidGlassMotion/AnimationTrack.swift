import Foundation

/// One animated value over time: the motion driver's view of SwiftUI's animation model (a LiquidGlass type;
/// SwiftUI keeps the equivalent internal).
///
/// Set a new target with an animation at a time; read the presented value and velocity at any later time.
/// Retargeting follows SwiftUI:
/// - a new `.spring(...)` animation (and `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring`, `.default`)
///   *merges*: the running motion is replaced by one spring that starts from the current value with the
///   current velocity, so position and velocity are continuous;
/// - any other animation (timing curves, `interpolatingSpring`, delayed, sped-up or repeating ones) is
///   *additive*: the running animations carry on with their own changes and the new one animates the
///   difference between the old and the new target on top of them;
/// - a change without animation (`nil`) jumps to the new value and ends all running animations.
///
/// `blendDuration` is kept on the animation but a retarget hands over position and velocity at once (as a
/// blend of 0 would).
///
/// Query times at or after the latest change; earlier times are not a history of the motion.
public struct AnimationTrack<Value: VectorArithmetic> {
    struct Segment {
        var base: Animation.Base
        var start: TimeInterval
        var delta: Value
        var initialVelocity: Value
        var end: TimeInterval
    }

    /// The value the track is heading to (the latest target).
    public private(set) var target: Value
    var segments: [Segment] = []

    /// A track at rest at `value`.
    public init(_ value: Value) {
        target = value
    }

    /// Changes the target to `newTarget` at `time`, animated by `animation` (nil: at once).
    public mutating func set(_ newTarget: Value, animation: Animation?, at time: TimeInterval) {
        segments.removeAll { $0.end <= time }
        guard let animation else {
            segments.removeAll()
            target = newTarget
            return
        }
        if case .spring = animation.base {
            let position = value(at: time)
            let velocity = velocity(at: time)
            let delta = newTarget - position
            let end = time + animation.base.duration(delta: delta, initialVelocity: velocity)
            segments = [Segment(base: animation.base, start: time, delta: delta, initialVelocity: velocity, end: end)]
        } else {
            let delta = newTarget - target
            let end = time + animation.base.duration(delta: delta, initialVelocity: .zero)
            segments.append(Segment(base: animation.base, start: time, delta: delta, initialVelocity: .zero, end: end))
        }
        target = newTarget
    }

    /// The presented value at `time`.
    public func value(at time: TimeInterval) -> Value {
        var result = target
        for segment in segments where time < segment.end {
            let moved = segment.base.sample(
                delta: segment.delta, initialVelocity: segment.initialVelocity, time: time - segment.start).value
            result -= segment.delta - moved
        }
        return result
    }

    /// The velocity of the presented value at `time`, in units per second.
    public func velocity(at time: TimeInterval) -> Value {
        var result = Value.zero
        for segment in segments where time < segment.end {
            result += segment.base.sample(
                delta: segment.delta, initialVelocity: segment.initialVelocity, time: time - segment.start).velocity
        }
        return result
    }

    /// True while some animation is still running at `time`.
    public func isAnimating(at time: TimeInterval) -> Bool {
        segments.contains { time < $0.end }
    }

    /// When the last running animation ends (`.infinity` for a repeat-forever one; nil when none runs).
    public var endTime: TimeInterval? {
        segments.map(\.end).max()
    }
}

extension AnimationTrack.Segment: Sendable where Value: Sendable {}
extension AnimationTrack: Sendable where Value: Sendable {}
