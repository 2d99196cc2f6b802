import Testing
import LiquidGlassTestSupport
@testable import LiquidGlassUIKit
import LiquidGlass

/// `UIViewPropertyAnimator` on the same spring engine as `UIView.animate`.
@MainActor
@Suite struct PropertyAnimatorTests {
    /// A glass capsule over a photo, 20 pt from the left, and the recorder of that screen.
    func scene() -> (root: UIView, capsule: UIVisualEffectView, recorder: GlassAnimationRecorder) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        let photo = UIImageView(image: UIImage(contentsOfFile: TestFiles.sampleBackdrops.appendingPathComponent("astronaut.png").path))
        photo.contentMode = .scaleAspectFill
        photo.frame = root.bounds
        root.addSubview(photo)
        let capsule = UIVisualEffectView(effect: UIGlassEffect())
        capsule.frame = CGRect(x: 20, y: 30, width: 80, height: 40)
        capsule.cornerConfiguration = .capsule()
        root.addSubview(capsule)
        let recorder = GlassAnimationRecorder(view: root)
        recorder.scale = 1
        recorder.framesPerSecond = 10
        return (root, capsule, recorder)
    }

    func pixels(_ images: [UIImage]) -> [[SIMD4<Float>]] {
        images.map { image in
            if case .picture(_, let p) = image.source { return p.pixels }
            return []
        }
    }

    /// A property animator with `UISpringTimingParameters(dampingRatio: 0.5)` over 0.6 s gives the same frames, pixel
    /// for pixel, as `UIView.animate(withDuration: 0.6, …, usingSpringWithDamping: 0.5, …)` of the same move: both
    /// are LiquidGlassMotion's spring settling in 0.6 s at that ratio. The frames between differ from the ends (the
    /// spring moves it), and its completion runs with `.end`.
    @Test func springMatchesUIViewAnimate() throws {
        let a = scene()
        let viaAnimate = try a.recorder.record(duration: 0.6) {
            UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
                a.capsule.frame.origin.x = 140
            }
        }
        let b = scene()
        var position: UIViewAnimatingPosition?
        let viaAnimator = try b.recorder.record(duration: 0.6) {
            let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: UISpringTimingParameters(dampingRatio: 0.5))
            animator.addAnimations { b.capsule.frame.origin.x = 140 }
            animator.addCompletion { position = $0 }
            animator.startAnimation()
        }
        #expect(position == .end && b.capsule.frame.minX == 140)
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] {
            try viaAnimator.write(to: URL(fileURLWithPath: dir).appendingPathComponent("animator-spring.png"))
            try viaAnimator.images[2].pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("animator-spring-frame2.png"))
        }
        let p = pixels(viaAnimate.images), q = pixels(viaAnimator.images)
        #expect(p.count == 7 && q.count == 7)
        let same = p == q
        #expect(same)
        let moving = q[2] != q[0] && q[2] != q[6]
        #expect(moving)
    }

    /// Scrubbed: paused at `fractionComplete` 0.5 then started, a linear animator's first frame is the move half done
    /// — the capsule at x = 20 + 0.5 × (140 − 20) = 80 — the same picture as the capsule drawn there by a recording
    /// of an immediate change (no animation block). A still of a paused, scrubbed animator says it draws the end.
    @Test func fractionCompleteStartsPartWay() throws {
        let a = scene()
        let scrubbed = try a.recorder.record(duration: 0.2) {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.capsule.frame.origin.x = 140 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            animator.startAnimation()
        }
        let b = scene()
        b.capsule.frame.origin.x = 80
        let halfway = try b.recorder.record(duration: 0) {}
        let first = pixels([scrubbed.images[0]])[0], reference = pixels([halfway.images[0]])[0]
        let worst = zip(first, reference).map { x, y in let d = x - y; return max(max(Swift.abs(d.x), Swift.abs(d.y)), max(Swift.abs(d.z), Swift.abs(d.w))) }.max() ?? Float(1)
        #expect(worst < 1e-3, "largest channel difference \(worst)")

        let c = scene()
        let paused = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { c.capsule.frame.origin.x = 140 }
        paused.pauseAnimation()
        paused.fractionComplete = 0.3
        #expect(paused.state == .active && !paused.isRunning)
        let renderer = GlassViewRenderer(view: c.root)
        renderer.scale = 1
        _ = renderer.image()
        #expect(renderer.report?.warnings.contains { $0.contains("fractionComplete") } == true)
        #expect(c.capsule.frame.minX == 140)
    }
}
