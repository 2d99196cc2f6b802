import Testing
import LiquidGlassTestSupport
@testable import LiquidGlassUIKit
import LiquidGlass

/// UIKit animation blocks recorded frame by frame with real glass.
@MainActor
@Suite struct MotionTests {
    func screen(size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        let photo = UIImageView(image: UIImage(contentsOfFile: TestFiles.sampleBackdrops.appendingPathComponent("astronaut.png").path))
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.frame = root.bounds
        root.addSubview(photo)
        return root
    }

    func pixels(_ image: UIImage) -> [SIMD4<Float>] {
        if case .picture(_, let p) = image.source { return p.pixels }
        return []
    }

    /// The largest channel difference between two pictures.
    func difference(_ a: [SIMD4<Float>], _ b: [SIMD4<Float>]) -> Float {
        zip(a, b).map { p, q in let d = p - q; return max(max(Swift.abs(d.x), Swift.abs(d.y)), max(Swift.abs(d.z), Swift.abs(d.w))) }.max() ?? 0
    }

    /// Setting `effect` inside `UIView.animate` materializes the glass (the seed's 13.4): the first frame shows no
    /// glass, the last the glass at rest as a still renders it, the frames between something in between.
    @Test func materializeBanner() throws {
        let root = screen(size: CGSize(width: 240, height: 120))
        let banner = UIVisualEffectView()
        banner.frame = CGRect(x: 20, y: 40, width: 200, height: 44)
        banner.cornerConfiguration = .capsule()
        banner.accessibilityIdentifier = "banner"
        root.addSubview(banner)
        let bare = GlassViewRenderer(view: root)
        bare.scale = 1
        let before = pixels(try #require(bare.image()))

        let recorder = GlassAnimationRecorder(view: root)
        recorder.scale = 1
        recorder.framesPerSecond = 10
        let recording = try recorder.record(duration: 0.5) {
            UIView.animate(withDuration: 0.4) { banner.effect = UIGlassEffect() }
        }
        #expect(recording.images.count == 6)
        let still = pixels(try #require(bare.image()))
        let first = pixels(recording.images[0]), middle = pixels(recording.images[2]), last = pixels(recording.images[5])
        #expect(difference(first, before) < 0.01)
        // The same up to float rounding: the recording's session reuses its frosted backdrop across frames.
        #expect(difference(last, still) < 1e-5)
        #expect(difference(middle, before) > 0.02 && difference(middle, still) > 0.02)
        #expect(recording.images[5].glassRenderReport?.element(named: "banner") != nil)
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] {
            try recording.write(to: URL(fileURLWithPath: dir).appendingPathComponent("materialize.apng"))
            try recording.images[2].pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("materialize-mid.png"))
        }
        let url = try TestFiles.temporaryDirectory(prefix: "uikit-motion").appendingPathComponent("banner.apng")
        try recording.write(to: url)
        #expect(try Data(contentsOf: url).prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    /// `animate(springDuration:bounce:)` moves glass on SwiftUI's spring: with bounce 0.3 it overshoots its target
    /// (x 200) before settling there.
    @Test func springMove() throws {
        let root = screen(size: CGSize(width: 320, height: 100))
        let chip = UIVisualEffectView(effect: UIGlassEffect())
        chip.frame = CGRect(x: 20, y: 30, width: 80, height: 40)
        chip.cornerConfiguration = .capsule()
        chip.accessibilityIdentifier = "chip"
        root.addSubview(chip)
        let recorder = GlassAnimationRecorder(view: root)
        recorder.scale = 1
        recorder.framesPerSecond = 20
        let recording = try recorder.record(duration: 1) {
            UIView.animate(springDuration: 0.5, bounce: 0.3) { chip.frame.origin.x = 200 }
        }
        let xs = recording.images.compactMap { $0.glassRenderReport?.element(named: "chip")?.frame[0] }
        #expect(xs.count == recording.images.count)
        #expect(xs.first == 20)
        #expect((xs.max() ?? 0) > 200.5)
        #expect(abs((xs.last ?? 0) - 200) < 0.5)
    }
}
