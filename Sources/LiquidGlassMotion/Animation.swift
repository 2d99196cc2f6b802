import Foundation

/// The way a value changes over time from one state to another: SwiftUI's `Animation`, with its springs,
/// timing curves and modifiers.
///
/// An animation describes how a change of an animatable value (its *delta*, from the old value to the new)
/// is spread over time; ``AnimationTrack`` runs animations on a value, including retargeting mid-flight.
///
/// Defaults, and where they come from:
/// - ``default`` and ``spring`` are `spring(duration: 0.5, bounce: 0)` — the same motion as ``smooth``. Since
///   iOS 17 SwiftUI's default animation is a spring; whether that is duration 0.5 / bounce 0 or response 0.5 /
///   damping 0.825 is not settled by a public source, so this project chose the former (one constant,
///   `Animation.defaultSpring`).
/// - Timing curves (`easeIn`, `easeOut`, `easeInOut`, `linear`) last 0.35 s by default (Apple's documentation of
///   each), with the control points Apple documents for `UnitCurve`: easeIn (0.42, 0)–(1, 1), easeOut
///   (0, 0)–(0.58, 1), easeInOut (0.42, 0)–(0.58, 1).
/// - `spring(response:dampingFraction:blendDuration:)` defaults to 0.5 / 0.825 / 0 and `interactiveSpring` to
///   0.15 / 0.86 / 0.25 (Apple's documentation).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    indirect enum Base: Hashable, Sendable {
        /// A spring that retargets: a new spring animation mid-flight keeps position and velocity.
        case spring(Spring, blendDuration: Double)
        /// A spring that does not retarget: a new change runs on top of it (additively).
        case interpolatingSpring(Spring, initialVelocity: Double)
        /// A timing curve (nil: linear) over a duration.
        case curve(TimingCurve?, duration: Double)
        case delay(Base, TimeInterval)
        case speed(Base, Double)
        /// `count` passes (nil: forever); with `autoreverses`, every second pass plays backwards.
        case repeating(Base, count: Int?, autoreverses: Bool)
    }

    let base: Base

    init(_ base: Base) { self.base = base }

    /// The motion of ``default`` and ``spring``: `Spring(duration: 0.5, bounce: 0)`.
    static let defaultSpring = Spring(duration: 0.5, bounce: 0)

    /// The default animation: a spring with duration 0.5 s and no bounce (see the type's discussion).
    public static let `default` = Animation(.spring(defaultSpring, blendDuration: 0))

    // MARK: - Springs

    /// A persistent spring animation from a ``Spring``. When mixed with other spring animations on the same
    /// property, it retargets: the new motion starts from the current value and velocity.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(.spring(spring, blendDuration: blendDuration))
    }

    /// A persistent spring animation specified by response and damping fraction.
    @_disfavoredOverload
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        .spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A persistent spring animation specified by perceptual duration and bounce.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        .spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring animation with the default parameters (duration 0.5 s, no bounce).
    public static var spring: Animation { .spring(defaultSpring) }

    /// A convenience for a spring with a lower response, for driving interactive animations.
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A convenience for an interactive spring specified by duration and extra bounce (base bounce 0).
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        .spring(duration: duration, bounce: extraBounce, blendDuration: blendDuration)
    }

    /// An interactive spring with the default parameters: response 0.15, damping fraction 0.86, blend 0.25.
    public static var interactiveSpring: Animation {
        .spring(Spring(response: 0.15, dampingRatio: 0.86), blendDuration: 0.25)
    }

    /// An interpolating spring from mass, stiffness and damping: it does not retarget; a new change runs on
    /// top of the running one. `initialVelocity` is a fraction of the change per second.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        .interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
            initialVelocity: initialVelocity)
    }

    /// An interpolating spring from perceptual duration and bounce.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        .interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring from a ``Spring``.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(.interpolatingSpring(spring, initialVelocity: initialVelocity))
    }

    /// An interpolating spring with the default parameters (duration 0.5 s, no bounce).
    public static var interpolatingSpring: Animation { .interpolatingSpring(defaultSpring) }

    /// A smooth spring animation with a predefined duration and no bounce (``Spring/smooth``).
    public static var smooth: Animation { .spring(.smooth) }

    /// A smooth spring animation that can be tuned (base bounce 0 plus `extraBounce`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        .spring(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A spring animation with a small amount of bounce (``Spring/snappy``).
    public static var snappy: Animation { .spring(.snappy) }

    /// A snappy spring animation that can be tuned (base bounce 0.15 plus `extraBounce`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        .spring(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A spring animation with a higher amount of bounce (``Spring/bouncy``).
    public static var bouncy: Animation { .spring(.bouncy) }

    /// A bouncy spring animation that can be tuned (base bounce 0.3 plus `extraBounce`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        .spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    // MARK: - Timing curves

    /// A linear animation over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { Animation(.curve(nil, duration: duration)) }

    /// A linear animation with the default duration of 0.35 s.
    public static var linear: Animation { .linear(duration: 0.35) }

    /// An animation that starts slowly and speeds up: control points (0.42, 0) and (1, 1).
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(.curve(.easeIn, duration: duration)) }

    /// ``easeIn(duration:)`` with the default duration of 0.35 s.
    public static var easeIn: Animation { .easeIn(duration: 0.35) }

    /// An animation that starts quickly and slows down: control points (0, 0) and (0.58, 1).
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(.curve(.easeOut, duration: duration)) }

    /// ``easeOut(duration:)`` with the default duration of 0.35 s.
    public static var easeOut: Animation { .easeOut(duration: 0.35) }

    /// An animation that starts slowly, speeds up, then slows down: control points (0.42, 0) and (0.58, 1).
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation(.curve(.easeInOut, duration: duration))
    }

    /// ``easeInOut(duration:)`` with the default duration of 0.35 s.
    public static var easeInOut: Animation { .easeInOut(duration: 0.35) }

    /// An animation along a cubic Bézier timing curve with control points `(p1x, p1y)` and `(p2x, p2y)`
    /// (their x clamped to 0…1).
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        Animation(.curve(TimingCurve(p1x, p1y, p2x, p2y), duration: duration))
    }

    // MARK: - Modifiers

    /// Delays the start of the animation by `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { Animation(.delay(base, delay)) }

    /// Changes the duration of the animation by a speed factor (2 runs twice as fast).
    public func speed(_ speed: Double) -> Animation { Animation(.speed(base, speed)) }

    /// Repeats the animation `repeatCount` times (passes); with `autoreverses`, every second pass plays
    /// backwards. At the end the value is the new value (after an even number of reversing passes it jumps
    /// there, as SwiftUI's does).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(.repeating(base, count: max(repeatCount, 0), autoreverses: autoreverses))
    }

    /// Repeats the animation forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeating(base, count: nil, autoreverses: autoreverses))
    }

    // MARK: - Description

    public var description: String { Animation.describe(base) }

    private static func describe(_ base: Base) -> String {
        switch base {
        case let .spring(spring, blend):
            return "spring(duration: \(spring.duration), bounce: \(spring.bounce), blendDuration: \(blend))"
        case let .interpolatingSpring(spring, velocity):
            return "interpolatingSpring(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), initialVelocity: \(velocity))"
        case let .curve(curve, duration):
            guard let curve else { return "linear(duration: \(duration))" }
            return "timingCurve(\(curve.p1x), \(curve.p1y), \(curve.p2x), \(curve.p2y), duration: \(duration))"
        case let .delay(inner, delay): return "\(describe(inner)).delay(\(delay))"
        case let .speed(inner, speed): return "\(describe(inner)).speed(\(speed))"
        case let .repeating(inner, count, autoreverses):
            if let count { return "\(describe(inner)).repeatCount(\(count), autoreverses: \(autoreverses))" }
            return "\(describe(inner)).repeatForever(autoreverses: \(autoreverses))"
        }
    }
}
