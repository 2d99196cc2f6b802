import Foundation

/// A representation of a spring's motion: SwiftUI's `Spring`, with its parameterisations, getters and maths.
///
/// Internally a spring is a damped harmonic oscillator of mass `m` stored, as SwiftUI stores it, as a decay
/// constant `λ` (half the damping per unit mass) and an angular frequency `ω`: `√(k/m − λ²)` when
/// under-damped, 0 when critically damped and `−√(λ² − k/m)` (negative) when over-damped. The public getters
/// are computed from these two numbers with SwiftUI's formulas, quirks included (see ``stiffness``).
///
/// Sources for the maths and the quirks: Apple's `Spring` documentation; Flutter's
/// `SpringDescription.withDurationAndBounce` (stated to match SwiftUI); the open-source Respring, whose tests
/// compare each parameterisation and getter with SwiftUI's own `Spring` on macOS 14 / iOS 17. The project
/// summary is `shared/reference/material-and-motion.md` §3. This is an independent implementation of those
/// published formulas.
public struct Spring: Hashable, Sendable {
    /// `ω`: positive when under-damped, 0 when critically damped, negative when over-damped.
    var angularFrequency: Double
    /// `λ = c / 2m`.
    var decayConstant: Double
    /// `m`.
    var storedMass: Double

    init(angularFrequency: Double, decayConstant: Double, mass: Double) {
        self.angularFrequency = angularFrequency
        self.decayConstant = decayConstant
        self.storedMass = mass
    }

    static let tau = 2 * Double.pi

    // MARK: - Duration and bounce

    /// Creates a spring with the specified duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: the perceptual duration, which defines the pace of the spring: approximately the settling
    ///     duration, but for very bouncy springs the period of oscillation.
    ///   - bounce: 0 is critically damped (no bounce), positive values bounce more up to 1 (undamped;
    ///     above 1 also undamped), negative values are over-damped down to (but excluding) −1. The damping
    ///     ratio is `1 − bounce` for a positive bounce and `1 / (1 + bounce)` for a negative one; `bounce ≤ −1`
    ///     gives an infinite damping ratio, and the getters then read NaN, as SwiftUI's do.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let dampingRatio: Double
        if bounce > -1 {
            if bounce < 0 {
                dampingRatio = 1 / (1 + bounce)
            } else if bounce == 0 {
                dampingRatio = 1
            } else {
                dampingRatio = bounce <= 1 ? 1 - bounce : 0
            }
        } else {
            dampingRatio = .infinity  // also for a NaN bounce
        }
        self.init(dampingRatio: dampingRatio, period: duration)
    }

    /// The construction shared by `init(duration:bounce:)` and `init(response:dampingRatio:)`: stiffness
    /// `(2π / period)²` at mass 1, damping `2ζ√k`.
    private init(dampingRatio zeta: Double, period: Double) {
        let sign: Double = zeta <= 1 ? 1 : -1
        angularFrequency = sign * (abs(1 - zeta * zeta)).squareRoot() * Spring.tau / period
        decayConstant = zeta * Spring.tau / period
        storedMass = 1
    }

    /// The perceptual duration, which defines the pace of the spring: `2π / √(λ² + ω·|ω|)`.
    public var duration: TimeInterval {
        Spring.tau / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
    }

    /// How bouncy the spring is: `1 − ζ` when not over-damped, `1/ζ − 1` when over-damped.
    public var bounce: Double {
        let lambda = decayConstant, omega = angularFrequency
        if omega >= 0 {
            return 1 - lambda / (omega * omega + lambda * lambda).squareRoot()
        } else {
            return (lambda * lambda - omega * omega).squareRoot() / lambda - 1
        }
    }

    // MARK: - Response and damping ratio

    /// Creates a spring with the specified response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: the stiffness of the spring, as an approximate duration in seconds (the same
    ///     construction as `init(duration:bounce:)` with `duration = response`).
    ///   - dampingRatio: the drag, as a fraction of the amount needed for critical damping; above 1 the
    ///     spring is over-damped.
    public init(response: Double, dampingRatio: Double) {
        self.init(dampingRatio: dampingRatio, period: response)
    }

    /// The stiffness of the spring, defined as an approximate duration in seconds (equal to ``duration``).
    public var response: Double { duration }

    /// The drag applied, as a fraction of the amount needed to produce critical damping: `λ · response / 2π`.
    public var dampingRatio: Double { decayConstant * response / Spring.tau }

    // MARK: - Mass, stiffness and damping

    /// Creates a spring with the specified mass, stiffness and damping.
    ///
    /// - Parameter allowOverDamping: `false` (the default) treats an over-damped combination as critically
    ///   damped (the decay constant becomes `√(k/m)`); `true` keeps it over-damped.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let naturalFrequency = (stiffness / mass).squareRoot()
        let lambda = damping / (2 * mass)
        if lambda > naturalFrequency && !allowOverDamping {
            angularFrequency = 0
            decayConstant = naturalFrequency
        } else {
            let magnitude = abs(stiffness / mass - lambda * lambda).squareRoot()
            angularFrequency = lambda > naturalFrequency ? -magnitude : magnitude
            decayConstant = lambda
        }
        storedMass = mass
    }

    /// The mass of the object attached to the end of the spring (1 unless set by
    /// `init(mass:stiffness:damping:allowOverDamping:)`).
    public var mass: Double { storedMass }

    /// The spring stiffness coefficient, `m(ω² + λ²)`.
    ///
    /// For an under- or critically damped spring this is the stiffness `k`. For an over-damped spring SwiftUI's
    /// getter returns the same expression, which is `2mλ² − k` there, not `k`; this getter keeps that quirk.
    public var stiffness: Double {
        storedMass * (angularFrequency * angularFrequency + decayConstant * decayConstant)
    }

    /// The damping coefficient, `2mλ`.
    public var damping: Double { decayConstant * 2 * storedMass }

    // MARK: - Settling duration and damping ratio

    /// Creates a spring with the specified settling duration and damping ratio.
    ///
    /// The damping ratio is clamped to `ε…1` (machine epsilon to critically damped) and the duration to
    /// 0.01…10 s, as SwiftUI does. The natural frequency `x` is then found with Newton's method so that the
    /// spring's envelope is `epsilon` at the settling duration `d`: for `ζ < 1`,
    /// `ζ/√(1−ζ²) · e^(−ζ d x) = epsilon`; for `ζ = 1`, `(1 + d x) e^(−d x) = epsilon`. Newton starts at
    /// `5/d` (at most 12 steps) and, if that diverges, again at `1/d` (at most 20 steps); it stops after the
    /// first step smaller than `epsilon`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = min(max(dampingRatio, Double.ulpOfOne), 1)
        let d = min(max(settlingDuration, 0.01), 10)
        let f: (Double) -> Double
        let df: (Double) -> Double
        if zeta < 1 {
            let root = (1 - zeta * zeta).squareRoot()
            let amplitude = zeta / root
            f = { x in epsilon - abs(amplitude * exp(-zeta * d * x)) }
            df = { x in zeta * zeta * d / root * exp(-zeta * d * x) }
        } else {
            f = { x in (1 + d * x) * exp(-d * x) - (x < 0 ? -epsilon : epsilon) }
            df = { x in -d * d * x * exp(-d * x) }
        }
        let naturalFrequency =
            Spring.newton(start: 5 / d, steps: 12, tolerance: epsilon, f: f, df: df)
            ?? Spring.newton(start: 1 / d, steps: 20, tolerance: epsilon, f: f, df: df, acceptAny: true)!
        let lambda = zeta * naturalFrequency
        if naturalFrequency >= lambda {
            decayConstant = lambda
            angularFrequency = abs(naturalFrequency * naturalFrequency - lambda * lambda).squareRoot()
        } else {
            // Only for a negative root, which the envelope equations above do not produce for valid inputs.
            decayConstant = naturalFrequency
            angularFrequency = 0
        }
        storedMass = 1
    }

    /// Newton's method on `f` from `start`. Returns nil if an iterate is not finite, or if it converged (a step
    /// no larger than `tolerance`) after a previous step larger than `tolerance · 10⁵` (a jump rather than a
    /// convergence); `acceptAny` returns the last iterate whatever happened.
    private static func newton(
        start: Double, steps: Int, tolerance: Double, f: (Double) -> Double, df: (Double) -> Double,
        acceptAny: Bool = false
    ) -> Double? {
        var x = start
        var previousStep = Double.infinity
        for _ in 0..<steps {
            let next = x - f(x) / df(x)
            guard next.isFinite else { return acceptAny ? next : nil }
            let step = abs(next - x)
            x = next
            if step <= tolerance {
                return previousStep <= tolerance * 1e5 || acceptAny ? x : nil
            }
            previousStep = step
        }
        return x
    }

    /// The estimated duration for the spring to come to rest: ``settlingDuration(target:initialVelocity:epsilon:)``
    /// with target 1, initial velocity 0 and epsilon 0.001.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The estimated duration for the spring to come to rest, by SwiftUI's rules.
    ///
    /// - An undamped spring (decay 0) never settles: `.infinity`.
    /// - Under-damped: the envelope bound `t = −ln(ε / (|λ·target − v₀| + |target|)) / λ`, at least 0.
    /// - Critically and over-damped: the spring's value is sampled every 0.1 s (the times are a running float
    ///   sum of 0.1, so `.smooth` reports 0.7999999999999999), up to 1024 samples; the result is the first sample
    ///   within `epsilon` of the target that stays within it for more than 1 s. 0 if no such sample is found.
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        if decayConstant == 0 { return .infinity }
        if angularFrequency > 0 {
            let bound = (target.scaled(by: decayConstant) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            return max(-log(epsilon / bound) / decayConstant, 0)
        }
        var time = 0.0
        var candidate = -1.0
        var candidateDistance = Double.infinity
        for _ in 0..<1024 {
            let distance = (value(target: target, initialVelocity: initialVelocity, time: time) - target)
                .magnitudeSquared.squareRoot()
            if !distance.isFinite { break }
            if candidateDistance >= epsilon {
                // Still looking for a sample within epsilon (keeping the closest so far).
                if distance < candidateDistance {
                    candidate = time
                    candidateDistance = distance
                }
            } else if distance >= epsilon {
                candidateDistance = .infinity  // left the band: start again
            } else if time - candidate > 1 {
                return candidate
            }
            time += 0.1
        }
        return 0
    }

    // MARK: - Values

    /// Coefficients `(a, b, a′, b′)` with value = `a·target + b·v₀` and velocity = `a′·target + b′·v₀` at
    /// `time`, from the closed-form solution of `x″ = (k/m)(target − x) − 2λx′`, `x(0) = 0`, `x′(0) = v₀`.
    func coefficients(time t: Double) -> (Double, Double, Double, Double) {
        let lambda = decayConstant, omega = angularFrequency
        let k = omega * omega + lambda * lambda  // stiffness per unit mass when not over-damped
        if omega > 0 {
            let e = exp(-lambda * t), s = sin(omega * t), c = cos(omega * t)
            return (
                1 - e * (c + lambda * s / omega),
                e * s / omega,
                e * s * k / omega,
                e * (c - lambda * s / omega)
            )
        } else if omega < 0 {
            // Real roots r₁ = μ − λ and r₂ = −μ − λ with μ = |ω|; stiffness per unit mass is λ² − μ².
            let mu = -omega
            let e1 = exp((mu - lambda) * t), e2 = exp((-mu - lambda) * t)
            let stiffnessPerMass = lambda * lambda - mu * mu
            return (
                1 - ((lambda + mu) * e1 + (mu - lambda) * e2) / (2 * mu),
                (e1 - e2) / (2 * mu),
                stiffnessPerMass * (e1 - e2) / (2 * mu),
                ((mu - lambda) * e1 + (mu + lambda) * e2) / (2 * mu)
            )
        } else {
            let e = exp(-lambda * t)
            return (1 - e * (1 + lambda * t), t * e, lambda * lambda * t * e, e * (1 - lambda * t))
        }
    }

    /// The value of the spring at `time`, travelling from 0 towards `target` with `initialVelocity`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (a, b, _, _) = coefficients(time: time)
        return target.scaled(by: a) + initialVelocity.scaled(by: b)
    }

    /// The velocity of the spring at `time`, travelling from 0 towards `target` with `initialVelocity`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (_, _, a, b) = coefficients(time: time)
        return target.scaled(by: a) + initialVelocity.scaled(by: b)
    }

    /// Advances `value` and `velocity` by `deltaTime` towards `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let remaining = target - value
        let (a, b, da, db) = coefficients(time: deltaTime)
        value += remaining.scaled(by: a) + velocity.scaled(by: b)
        velocity = remaining.scaled(by: da) + velocity.scaled(by: db)
    }

    /// The force on the spring at `position` with `velocity`, towards `target`, in units of the vector type
    /// per second squared: `m(ω² + λ²)(target − position) − 2mλ·velocity`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The value of the spring at `time` between two animatable values.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity of the spring at `time` between two animatable values.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The settling duration of the spring between two animatable values.
    public func settlingDuration<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    // MARK: - Presets

    /// A smooth spring with a predefined duration and no bounce: `Spring(duration: 0.5, bounce: 0)`.
    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }

    /// A smooth spring with a predefined duration and no bounce that can be tuned.
    ///
    /// - Parameter extraBounce: added to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a predefined duration and a small amount of bounce: `Spring(duration: 0.5, bounce: 0.15)`.
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }

    /// A snappy spring that can be tuned.
    ///
    /// - Parameter extraBounce: added to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a predefined duration and a higher amount of bounce: `Spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

    /// A bouncy spring that can be tuned.
    ///
    /// - Parameter extraBounce: added to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
