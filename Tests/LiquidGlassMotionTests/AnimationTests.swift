import Foundation
import Testing

@testable import LiquidGlassMotion

@Suite("Animation")
struct AnimationTests {
    @Test("timing curves start at 0 and end at 1 after 0.35 s (Apple's default duration)")
    func endpoints() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.2, 0.9, 0.3, 1.2)] {
            #expect(animation.progress(at: 0) == 0)
            #expect(abs(animation.progress(at: 0.35) - 1) <= 1e-12)
            #expect(animation.progress(at: 1) == 1)
            #expect(animation.estimatedDuration == 0.35)
        }
    }

    @Test("known midpoints: linear and easeInOut give 0.5 at half time; easeIn/easeOut by bisection")
    func midpoints() {
        #expect(abs(Animation.linear(duration: 1).progress(at: 0.5) - 0.5) <= 1e-12)
        // easeInOut's control points (0.42, 0)–(0.58, 1) are point-symmetric about (0.5, 0.5).
        #expect(abs(Animation.easeInOut(duration: 1).progress(at: 0.5) - 0.5) <= 1e-9)
        // Solved by 200 bisection steps of the parametric Bézier in Python (independent of this code).
        #expect(abs(Animation.easeIn(duration: 1).progress(at: 0.5) - 0.31535681257253945) <= 1e-9)
        #expect(abs(Animation.easeOut(duration: 1).progress(at: 0.5) - 0.6846431874274606) <= 1e-9)
        #expect(abs(Animation.easeInOut(duration: 1).progress(at: 0.25) - 0.1291619310473198) <= 1e-9)
    }

    @Test("easeOut mirrors easeIn: out(x) = 1 − in(1 − x); curves are monotonic")
    func symmetryAndMonotonic() {
        let easeIn = Animation.easeIn(duration: 1), easeOut = Animation.easeOut(duration: 1)
        var previous = -1.0
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(easeOut.progress(at: x) - (1 - easeIn.progress(at: 1 - x))) <= 1e-9)
            let y = Animation.easeInOut(duration: 1).progress(at: x)
            #expect(y >= previous)
            previous = y
        }
    }

    @Test("timing-curve velocity is the curve's slope over the duration (finite difference)")
    func curveVelocity() {
        let animation = Animation.easeInOut(duration: 0.5)
        for t in [0.0, 0.05, 0.2, 0.25, 0.4] {
            let h = 1e-6
            let numeric = (animation.progress(at: t + h) - animation.progress(at: max(t - h, 0))) / (t + h - max(t - h, 0))
            #expect(abs(animation.progressVelocity(at: t) - numeric) <= 1e-4)
        }
    }

    @Test("a bouncy spring overshoots; a smooth one does not")
    func overshoot() {
        func peak(_ animation: Animation) -> Double {
            (0...2000).map { animation.progress(at: Double($0) / 1000) }.max()!
        }
        // Textbook peak overshoot of a damped oscillator from rest: exp(−ζπ / √(1 − ζ²)).
        func overshoot(_ zeta: Double) -> Double { exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot()) }
        #expect(abs(peak(.bouncy) - 1 - overshoot(0.7)) <= 1e-5)   // ≈ 4.6 %
        #expect(abs(peak(.snappy) - 1 - overshoot(0.85)) <= 1e-5)  // ≈ 0.6 %
        #expect(peak(.smooth) <= 1)
        #expect(peak(.spring(duration: 0.5, bounce: -0.5)) <= 1)
    }

    @Test("spring animations sample the spring; defaults are the documented ones")
    func springForms() {
        #expect(Animation.default == .spring(duration: 0.5, bounce: 0))
        #expect(Animation.spring == .default)
        #expect(Animation.spring() == .default)  // the duration/bounce form wins the empty call
        #expect(Animation.smooth == .spring(.smooth))
        #expect(Animation.bouncy(duration: 0.4, extraBounce: 0.1) == .spring(Spring(duration: 0.4, bounce: 0.4)))
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.825)
                == .spring(Spring(response: 0.5, dampingRatio: 0.825)))
        #expect(Animation.interactiveSpring
                == .spring(Spring(response: 0.15, dampingRatio: 0.86), blendDuration: 0.25))
        let spring = Spring.bouncy
        for t in [0.1, 0.3, 0.7] {
            #expect(Animation.bouncy.progress(at: t) == spring.value(target: 1.0, time: t))
            #expect(Animation.bouncy.progressVelocity(at: t) == spring.velocity(target: 1.0, time: t))
        }
        #expect(Animation.smooth.estimatedDuration == Spring.smooth.settlingDuration)
    }

    @Test("delay holds the start, then runs the animation shifted")
    func delay() {
        let animation = Animation.easeIn(duration: 1).delay(0.5)
        #expect(animation.progress(at: 0.4) == 0)
        #expect(animation.progress(at: 1.0) == Animation.easeIn(duration: 1).progress(at: 0.5))
        #expect(animation.estimatedDuration == 1.5)
    }

    @Test("speed scales time and velocity")
    func speed() {
        let base = Animation.easeInOut(duration: 1)
        let fast = base.speed(2)
        #expect(fast.progress(at: 0.2) == base.progress(at: 0.4))
        #expect(abs(fast.progressVelocity(at: 0.2) - 2 * base.progressVelocity(at: 0.4)) <= 1e-12)
        #expect(fast.estimatedDuration == 0.5)
    }

    @Test("repeatCount with autoreverses plays forward, back, forward, then rests at the end")
    func repeatCount() {
        let animation = Animation.linear(duration: 1).repeatCount(3)
        #expect(abs(animation.progress(at: 0.25) - 0.25) <= 1e-12)
        #expect(abs(animation.progress(at: 1.25) - 0.75) <= 1e-12)
        #expect(abs(animation.progress(at: 2.25) - 0.25) <= 1e-12)
        #expect(animation.progress(at: 3.5) == 1)
        #expect(animation.estimatedDuration == 3)
        // An even count ends going backwards and then jumps to the end value.
        let even = Animation.linear(duration: 1).repeatCount(2)
        #expect(abs(even.progress(at: 1.9) - 0.1) <= 1e-12)
        #expect(even.progress(at: 2.0) == 1)
        // Without autoreverse each pass starts again from 0.
        let restart = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        #expect(abs(restart.progress(at: 1.25) - 0.25) <= 1e-12)
    }

    @Test("repeatForever never ends")
    func repeatForever() {
        let animation = Animation.easeInOut(duration: 0.5).repeatForever()
        #expect(animation.estimatedDuration == .infinity)
        #expect(abs(animation.progress(at: 100.25) - Animation.easeInOut(duration: 0.5).progress(at: 0.25)) <= 1e-9)
    }
}
