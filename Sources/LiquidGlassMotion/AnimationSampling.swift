import Foundation

/// How an ``Animation`` spreads one change over time: the displacement (0 at the start, the whole change at
/// the end) and its velocity at a time after the start, and when it ends. ``AnimationTrack`` builds on this.
extension Animation.Base {
    /// Displacement and velocity, `time` seconds after the start, of a change `delta` that starts moving with
    /// `initialVelocity` (used by springs only).
    func sample<V: VectorArithmetic>(delta: V, initialVelocity: V, time t: Double) -> (value: V, velocity: V) {
        switch self {
        case let .spring(spring, _):
            if t <= 0 { return (.zero, initialVelocity) }
            return (
                spring.value(target: delta, initialVelocity: initialVelocity, time: t),
                spring.velocity(target: delta, initialVelocity: initialVelocity, time: t)
            )
        case let .interpolatingSpring(spring, fraction):
            let v0 = initialVelocity + delta.scaled(by: fraction)
            if t <= 0 { return (.zero, v0) }
            return (spring.value(target: delta, initialVelocity: v0, time: t), spring.velocity(target: delta, initialVelocity: v0, time: t))
        case let .curve(curve, duration):
            if t <= 0 { return (.zero, .zero) }
            if t >= duration || duration <= 0 { return (delta, .zero) }
            let u = t / duration
            guard let curve else { return (delta.scaled(by: u), delta.scaled(by: 1 / duration)) }
            return (delta.scaled(by: curve.value(at: u)), delta.scaled(by: curve.slope(at: u) / duration))
        case let .delay(inner, delay):
            if t < delay { return (.zero, .zero) }
            return inner.sample(delta: delta, initialVelocity: initialVelocity, time: t - delay)
        case let .speed(inner, speed):
            guard speed > 0 else { return inner.sample(delta: delta, initialVelocity: initialVelocity, time: 0) }
            let (value, velocity) = inner.sample(delta: delta, initialVelocity: initialVelocity, time: t * speed)
            return (value, velocity.scaled(by: speed))
        case let .repeating(inner, count, autoreverses):
            let pass = inner.duration(delta: delta, initialVelocity: initialVelocity)
            guard pass > 0, pass.isFinite else {
                return inner.sample(delta: delta, initialVelocity: initialVelocity, time: t)
            }
            let index = max(0, (t / pass).rounded(.down))
            if let count, index >= Double(count) { return (delta, .zero) }
            let local = t - index * pass
            if autoreverses && Int(index) % 2 == 1 {
                let (value, velocity) = inner.sample(delta: delta, initialVelocity: initialVelocity, time: pass - local)
                return (value, .zero - velocity)
            }
            return inner.sample(delta: delta, initialVelocity: initialVelocity, time: local)
        }
    }

    /// Seconds from the start until the change is done (`.infinity` for a repeat-forever animation or an
    /// undamped spring). Springs are done at their settling duration for epsilon 0.001 (SwiftUI's default
    /// epsilon), in the units of the animated value.
    func duration<V: VectorArithmetic>(delta: V, initialVelocity: V) -> Double {
        switch self {
        case let .spring(spring, _):
            return Animation.Base.settling(spring, delta: delta, initialVelocity: initialVelocity)
        case let .interpolatingSpring(spring, fraction):
            return Animation.Base.settling(spring, delta: delta, initialVelocity: initialVelocity + delta.scaled(by: fraction))
        case let .curve(_, duration):
            return max(duration, 0)
        case let .delay(inner, delay):
            return max(delay, 0) + inner.duration(delta: delta, initialVelocity: initialVelocity)
        case let .speed(inner, speed):
            guard speed > 0 else { return .infinity }
            return inner.duration(delta: delta, initialVelocity: initialVelocity) / speed
        case let .repeating(inner, count, _):
            guard let count else { return .infinity }
            return Double(count) * inner.duration(delta: delta, initialVelocity: initialVelocity)
        }
    }

    private static func settling<V: VectorArithmetic>(_ spring: Spring, delta: V, initialVelocity: V) -> Double {
        let epsilon = 0.001
        if delta.magnitudeSquared <= epsilon * epsilon && initialVelocity.magnitudeSquared == 0 { return 0 }
        let settling = spring.settlingDuration(target: delta, initialVelocity: initialVelocity, epsilon: epsilon)
        // SwiftUI's scan reports 0 when it finds no settled sample within its 1024 steps (102.4 s); a driver
        // must not end such a motion at once, so it runs for the whole scanned span instead.
        if settling == 0 { return 102.4 }
        return settling
    }
}

extension Animation {
    /// The progress of this animation for a change from 0 to 1 starting at rest, `time` seconds after it
    /// started: 0 at the start, 1 when done (springs overshoot past 1 when they bounce).
    public func progress(at time: TimeInterval) -> Double {
        base.sample(delta: 1.0, initialVelocity: 0.0, time: time).value
    }

    /// The velocity of ``progress(at:)`` in progress per second.
    public func progressVelocity(at time: TimeInterval) -> Double {
        base.sample(delta: 1.0, initialVelocity: 0.0, time: time).velocity
    }

    /// Seconds until a change from 0 to 1 starting at rest is done (`.infinity` if it never is).
    public var estimatedDuration: TimeInterval {
        base.duration(delta: 1.0, initialVelocity: 0.0)
    }
}
