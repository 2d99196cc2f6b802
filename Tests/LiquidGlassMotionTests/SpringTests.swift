import Foundation
import Testing

@testable import LiquidGlassMotion

/// Integrates `m x″ = k(target − x) − c x′` from `x(0) = 0`, `x′(0) = v0` with classical Runge–Kutta (fixed
/// step 1e-5 s): an independent reference for the closed form. Its error for these springs is below 1e-11.
private func integrate(mass m: Double, stiffness k: Double, damping c: Double, target: Double, v0: Double, until t: Double)
    -> (Double, Double)
{
    let steps = Int((t / 1e-5).rounded())
    let h = t / Double(steps)
    var x = 0.0, v = v0
    func accel(_ x: Double, _ v: Double) -> Double { (k * (target - x) - c * v) / m }
    for _ in 0..<steps {
        let k1x = v, k1v = accel(x, v)
        let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
}

@Suite("Spring")
struct SpringTests {
    /// Physical stiffness and damping for `init(duration:bounce:)` by the published construction (reference §3):
    /// `k = (2π/d)²`, `c = 2ζ√k`, with ζ from the bounce.
    static func physical(duration d: Double, zeta: Double) -> (k: Double, c: Double) {
        let k = (2 * Double.pi / d) * (2 * Double.pi / d)
        return (k, 2 * zeta * k.squareRoot())
    }

    @Test("value and velocity agree with the integrated damped oscillator to 1e-9 (under-, critically, over-damped)",
          arguments: [
            (0.5, 0.3, 0.7),                    // under-damped: bounce 0.3, ζ = 1 − b
            (0.5, 0.0, 1.0),                   // critical
            (0.5, -0.3, 1.0 / 0.7),            // over-damped: ζ = 1/(1 + b)
            (0.8, 0.6, 0.4),
          ])
    func closedFormMatchesIntegration(duration: Double, bounce: Double, zeta: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        let (k, c) = SpringTests.physical(duration: duration, zeta: zeta)
        for (target, v0) in [(1.0, 0.0), (120.0, -300.0), (-2.5, 4.0)] {
            for t in [0.05, 0.2, 0.45, 1.0] {
                let (x, v) = integrate(mass: 1, stiffness: k, damping: c, target: target, v0: v0, until: t)
                let scale = max(abs(target), abs(v0), 1)
                #expect(abs(spring.value(target: target, initialVelocity: v0, time: t) - x) <= 1e-9 * scale)
                #expect(abs(spring.velocity(target: target, initialVelocity: v0, time: t) - v) <= 1e-9 * scale * 10)
            }
        }
    }

    @Test("mass/stiffness/damping springs follow the oscillator with that mass")
    func massStiffnessDampingMatchesIntegration() {
        for (m, k, c, allow) in [(2.0, 300.0, 10.0, false), (0.6, 120.0, 30.0, true), (1.0, 50.0, 2 * 50.0.squareRoot(), false)] {
            let spring = Spring(mass: m, stiffness: k, damping: c, allowOverDamping: allow)
            for t in [0.1, 0.3, 0.9] {
                let (x, v) = integrate(mass: m, stiffness: k, damping: c, target: 3, v0: 1, until: t)
                #expect(abs(spring.value(target: 3.0, initialVelocity: 1.0, time: t) - x) <= 1e-9)
                #expect(abs(spring.velocity(target: 3.0, initialVelocity: 1.0, time: t) - v) <= 1e-8)
            }
        }
    }

    @Test("critically damped value is the textbook 1 − (1 + λt)e^(−λt), λ = 2π/d")
    func criticalTextbook() {
        let spring = Spring.smooth
        let lambda = 4 * Double.pi  // 2π / 0.5
        for t in [0.0, 0.1, 0.25, 0.5, 2.0] {
            #expect(abs(spring.value(target: 1.0, time: t) - (1 - (1 + lambda * t) * exp(-lambda * t))) <= 1e-12)
        }
    }

    @Test("update(value:velocity:target:deltaTime:) in steps equals the closed form at the summed time")
    func updateComposes() {
        let spring = Spring.bouncy
        var value = 0.0, velocity = 0.0
        for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 10, deltaTime: 1.0 / 60) }
        #expect(abs(value - spring.value(target: 10.0, time: 0.5)) <= 1e-9)
        #expect(abs(velocity - spring.velocity(target: 10.0, time: 0.5)) <= 1e-8)
    }

    @Test("force is stiffness × displacement − damping × velocity")
    func force() {
        let spring = Spring(mass: 2, stiffness: 300, damping: 10)
        let force: Double = spring.force(target: 1.0, position: 0.25, velocity: 2.0)
        let expected: Double = 300 * 0.75 - 10 * 2
        #expect(abs(force - expected) <= 1e-9)
    }

    @Test("generic over AnimatablePair, Float, CGFloat and EmptyAnimatableData")
    func generic() {
        let spring = Spring.snappy
        let pair = spring.value(target: AnimatablePair(2.0, AnimatablePair(-1.0, 5.0)), time: 0.2)
        #expect(pair.first == spring.value(target: 2.0, time: 0.2))
        #expect(pair.second.first == spring.value(target: -1.0, time: 0.2))
        #expect(pair.second.second == spring.value(target: 5.0, time: 0.2))
        #expect(abs(Double(spring.value(target: Float(2), time: 0.2)) - spring.value(target: 2.0, time: 0.2)) < 1e-6)
        #expect(Double(spring.value(target: CGFloat(2), time: 0.2)) == spring.value(target: 2.0, time: 0.2))
        #expect(spring.value(target: EmptyAnimatableData(), time: 0.2) == EmptyAnimatableData())
        #expect(AnimatablePair(3.0, 4.0).magnitudeSquared == 25)
    }

    // MARK: - Getters (SwiftUI's rules; reference §3, Respring's tests against SwiftUI)

    @Test("duration and bounce round-trip for under-, critically and over-damped springs")
    func durationBounceRoundTrip() {
        for (d, b) in [(0.7, 0.2), (0.5, 0.0), (0.7, -0.2), (0.3, 0.9), (1.2, -0.6)] {
            let spring = Spring(duration: d, bounce: b)
            #expect(abs(spring.duration - d) <= 1e-12)
            #expect(abs(spring.bounce - b) <= 1e-12)
            #expect(spring.mass == 1)
        }
    }

    @Test("bounce ≤ −1 gives NaN getters, as SwiftUI's do")
    func bounceBelowMinusOne() {
        let spring = Spring(duration: 0.7, bounce: -1.2)
        #expect(spring.duration.isNaN)
        #expect(spring.bounce.isNaN)
    }

    @Test("bounce above 1 is undamped: it never settles")
    func undamped() {
        let spring = Spring(duration: 0.3, bounce: 1.2)
        #expect(spring.damping == 0)
        #expect(spring.settlingDuration == .infinity)
    }

    @Test("stiffness and damping: k = (2π/d)², c = 2ζ√k; the over-damped stiffness getter returns 2mλ² − k")
    func stiffnessDamping() {
        let under = Spring(duration: 0.7, bounce: 0.2)
        let (k, c) = SpringTests.physical(duration: 0.7, zeta: 0.8)
        #expect(abs(under.stiffness - k) <= 1e-9 * k)
        #expect(abs(under.damping - c) <= 1e-12 * c)

        let over = Spring(duration: 0.5, bounce: -0.3)
        let (kOver, cOver) = SpringTests.physical(duration: 0.5, zeta: 1 / 0.7)
        let lambda = cOver / 2
        #expect(abs(over.damping - cOver) <= 1e-12 * cOver)
        #expect(abs(over.stiffness - (2 * lambda * lambda - kOver)) <= 1e-9 * kOver)
        #expect(abs(over.stiffness - kOver) > 1)  // the quirk is real: not k
    }

    @Test("mass/stiffness/damping getters round-trip; over-damping is clamped to critical unless allowed")
    func massStiffnessDampingGetters() {
        let spring = Spring(mass: 0.6, stiffness: 120, damping: 1.1)
        #expect(spring.mass == 0.6)
        #expect(abs(spring.stiffness - 120) <= 1e-9)
        #expect(abs(spring.damping - 1.1) <= 1e-12)

        let clamped = Spring(mass: 1, stiffness: 100, damping: 50)
        #expect(abs(clamped.damping - 20) <= 1e-12)  // 2√k: critical
        #expect(abs(clamped.dampingRatio - 1) <= 1e-12)
        let allowed = Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true)
        #expect(abs(allowed.damping - 50) <= 1e-12)
        #expect(allowed.dampingRatio > 1)

        let massless = Spring(mass: 0, stiffness: 50, damping: 0.4)
        #expect(massless.stiffness.isNaN && massless.damping.isNaN)
    }

    @Test("response and damping ratio round-trip, including over-damped")
    func responseDampingRatio() {
        for (r, z) in [(0.4, 0.8), (0.2, 1.8), (1.0, 1.0)] {
            let spring = Spring(response: r, dampingRatio: z)
            #expect(abs(spring.response - r) <= 1e-12)
            #expect(abs(spring.dampingRatio - z) <= 1e-12)
        }
        #expect(Spring(response: 0.5, dampingRatio: 1) == Spring(duration: 0.5, bounce: 0))
    }

    // MARK: - Presets (SwiftUI's published parameters)

    @Test("presets: smooth b = 0, snappy b = 0.15, bouncy b = 0.3 at d = 0.5; k and c per reference §3")
    func presets() {
        let k = 157.91367041742973  // 16π²
        for (spring, c, b) in [(Spring.smooth, 25.132741228718345, 0.0), (.snappy, 21.362830044410593, 0.15),
                               (.bouncy, 17.59291886010284, 0.3)] {
            #expect(abs(spring.stiffness - k) <= 1e-9)
            #expect(abs(spring.damping - c) <= 1e-12)
            #expect(abs(spring.bounce - b) <= 1e-12)
            #expect(abs(spring.duration - 0.5) <= 1e-12)
        }
        #expect(Spring.smooth(duration: 0.4, extraBounce: 0.1) == Spring(duration: 0.4, bounce: 0.1))
        #expect(Spring.snappy(duration: 0.4, extraBounce: 0.1) == Spring(duration: 0.4, bounce: 0.25))
        #expect(Spring.bouncy(duration: 0.6, extraBounce: -0.1) == Spring(duration: 0.6, bounce: 0.2))
    }

    // MARK: - Settling duration

    @Test("settlingDuration: .smooth scans to the float sum 0.7999999999999999; snappy/bouncy use the envelope")
    func settlingDurations() {
        // Reference §3 (computed from Respring's formulas, which match SwiftUI's).
        #expect(Spring.smooth.settlingDuration == 0.7999999999999999)
        #expect(abs(Spring.snappy.settlingDuration - 0.8768271225053476) <= 1e-12)
        #expect(abs(Spring.bouncy.settlingDuration - 1.0447130905120119) <= 1e-12)
    }

    @Test("under-damped settling duration is −ln(ε / (|λT − v₀| + |T|)) / λ")
    func underDampedSettlingFormula() {
        let spring = Spring(duration: 0.7, bounce: 0.2)
        let lambda = spring.damping / 2
        let expected = -log(0.01 / (abs(lambda * 1.2 - 0.1) + 1.2)) / lambda
        #expect(abs(spring.settlingDuration(target: 1.2, initialVelocity: 0.1, epsilon: 0.01) - expected) <= 1e-12)
    }

    @Test("over-damped settling: the first 0.1 s sample within ε that stays within ε")
    func overDampedSettlingScan() {
        let spring = Spring(duration: 0.7, bounce: -0.2)
        let settling = spring.settlingDuration(target: 10.0, initialVelocity: 1.0, epsilon: 0.01)
        // It is a sample time (a multiple of 0.1 up to float error), within ε there, and not within ε 0.1 s before.
        #expect(abs(settling * 10 - (settling * 10).rounded()) < 1e-9)
        #expect(abs(spring.value(target: 10.0, initialVelocity: 1.0, time: settling) - 10) < 0.01)
        #expect(abs(spring.value(target: 10.0, initialVelocity: 1.0, time: settling - 0.1) - 10) >= 0.01)
    }

    // MARK: - init(settlingDuration:dampingRatio:epsilon:)

    @Test("settlingDuration/dampingRatio: under-damped, the envelope ζ/√(1−ζ²)·e^(−ζ d ωₙ) equals ε")
    func settlingInitUnderDamped() {
        for (d, z) in [(0.5, 0.3), (0.4, 0.8), (0.456, 0.321)] {
            let spring = Spring(settlingDuration: d, dampingRatio: z)
            let omegaN = spring.stiffness.squareRoot()
            // Closed-form root of the envelope equation (Newton must converge to it).
            let expected = log(z / (0.001 * (1 - z * z).squareRoot())) / (z * d)
            #expect(abs(omegaN - expected) <= 1e-6 * expected)
            #expect(abs(spring.dampingRatio - z) <= 1e-9)
        }
    }

    @Test("settlingDuration/dampingRatio: critically damped solves (1 + d ωₙ) e^(−d ωₙ) = ε; inputs are clamped")
    func settlingInitCritical() {
        let spring = Spring(settlingDuration: 2, dampingRatio: 20)  // ζ clamped to 1
        #expect(abs(spring.dampingRatio - 1) <= 1e-9)
        let x = spring.stiffness.squareRoot()
        #expect(abs((1 + 2 * x) * exp(-2 * x) - 0.001) <= 1e-7)
        // Duration clamped to 10 s.
        #expect(Spring(settlingDuration: 11, dampingRatio: 0.9) == Spring(settlingDuration: 10, dampingRatio: 0.9))
    }
}
