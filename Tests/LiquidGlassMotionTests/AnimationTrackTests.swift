import Foundation
import Testing

@testable import LiquidGlassMotion

@Suite("AnimationTrack")
struct AnimationTrackTests {
    @Test("a spring retargeted mid-flight keeps position and velocity")
    func retargetKeepsVelocity() {
        var track = AnimationTrack(0.0)
        track.set(100, animation: .bouncy, at: 0)
        let before = (track.value(at: 0.12), track.velocity(at: 0.12))
        #expect(before.1 > 100)  // moving fast at that point
        track.set(40, animation: .snappy, at: 0.12)
        #expect(abs(track.value(at: 0.12) - before.0) <= 1e-9)
        #expect(abs(track.velocity(at: 0.12) - before.1) <= 1e-9)
        // Continuity just after the switch (no jump), then it settles at the new target.
        #expect(abs(track.value(at: 0.1201) - (before.0 + before.1 * 0.0001)) < 0.01)
        #expect(abs(track.value(at: 3) - 40) < 0.001)
        #expect(!track.isAnimating(at: 3))
    }

    @Test("the spring track follows Spring.value from the start")
    func followsSpring() {
        var track = AnimationTrack(AnimatablePair(10.0, 20.0))
        track.set(AnimatablePair(30.0, -20.0), animation: .smooth, at: 1)
        let t = 0.2
        let value = track.value(at: 1 + t)
        #expect(abs(value.first - (10 + Spring.smooth.value(target: 20.0, time: t))) <= 1e-12)
        #expect(abs(value.second - (20 + Spring.smooth.value(target: -40.0, time: t))) <= 1e-12)
        #expect(track.endTime == 1 + Spring.smooth.settlingDuration(target: AnimatablePair(20.0, -40.0), epsilon: 0.001))
    }

    @Test("timing curves retarget additively: the old change finishes while the new one runs on top")
    func additive() {
        var track = AnimationTrack(0.0)
        track.set(100, animation: .linear(duration: 1), at: 0)
        track.set(200, animation: .linear(duration: 1), at: 0.5)
        #expect(abs(track.value(at: 0.5) - 50) <= 1e-9)   // continuous at the change
        #expect(abs(track.value(at: 1.0) - 150) <= 1e-9)  // first done (100), second half way (+50)
        #expect(abs(track.velocity(at: 0.75) - 200) <= 1e-9)  // both running: 100/s + 100/s
        #expect(track.value(at: 1.5) == 200)
        #expect(track.endTime == 1.5)
    }

    @Test("a change without animation jumps and ends the running motion")
    func jump() {
        var track = AnimationTrack(0.0)
        track.set(100, animation: .smooth, at: 0)
        track.set(5, animation: nil, at: 0.1)
        #expect(track.value(at: 0.1) == 5)
        #expect(track.velocity(at: 0.1) == 0)
        #expect(track.endTime == nil)
    }

    @Test("a delayed animation holds the old value until it starts")
    func delayed() {
        var track = AnimationTrack(1.0)
        track.set(0, animation: .easeOut(duration: 0.2).delay(0.3), at: 2)
        #expect(track.value(at: 2.25) == 1)
        #expect(track.value(at: 2.6) == 0)
        #expect(abs(track.endTime! - 2.5) <= 1e-12)
    }
}
