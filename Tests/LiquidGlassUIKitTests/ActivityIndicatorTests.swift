import Foundation
import Testing
@testable import LiquidGlassUIKit
import LiquidGlass

/// `UIActivityIndicatorView` drawn as LiquidGlassUI's indeterminate `ProgressView` (eight spokes 2.5 × 6.5 pt around
/// a 20 pt circle, the top one darkest), hidden while stopped by default as in UIKit; and the feedback generators
/// (LiquidGlassUI's, re-exported), which compile and count what they play. Expected values: UIKit's documented defaults (`hidesWhenStopped` true,
/// medium style) and the spoke geometry above — at 2×, the top spoke covers x 19…21, y 0…13 of a 40 px square.
@MainActor
@Suite struct ActivityIndicatorTests {
    func render(_ spinner: UIActivityIndicatorView) throws -> LinearImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = .white
        spinner.center = CGPoint(x: 10, y: 10)
        root.addSubview(spinner)
        let renderer = GlassViewRenderer(view: root)
        renderer.scale = 2
        let image = try #require(renderer.image())
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: dir), withIntermediateDirectories: true)
            try image.pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("spinner-\(spinner.isAnimating).png"))
        }
        guard case .picture(_, let p) = image.source else { throw CancellationError() }
        return p
    }

    @Test func drawnOnlyWhileAnimating() throws {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.bounds.size == CGSize(width: 20, height: 20) && spinner.hidesWhenStopped && spinner.isHidden)
        let stopped = try render(spinner)
        #expect(stopped.pixels.allSatisfy { $0 == SIMD4<Float>(1, 1, 1, 1) })
        spinner.startAnimating()
        let spinning = try render(spinner)
        let top = spinning.pixels[4 * spinning.width + 20], bottom = spinning.pixels[36 * spinning.width + 20]
        // The top spoke at full strength (grey 0.45 sRGB ≈ 0.17 linear), the bottom one (fifth, 0.6) lighter.
        #expect(top.y < 0.3)
        #expect(bottom.y > top.y + 0.1 && bottom.y < 0.9)
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    }

    @Test func feedbackIsCounted() {
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        #expect(impact.playedFeedback == ["impact(rigid)", "impact(rigid, 0.5)"])
        let note = UINotificationFeedbackGenerator()
        note.notificationOccurred(.success)
        #expect(note.playedFeedback == ["notification(success)"])
    }
}
