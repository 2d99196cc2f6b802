import Foundation
import Testing
@testable import LiquidGlassUICore

/// `StrokeStyle.lineCap` on open paths, as CoreGraphics draws them: `.butt` (the default) ends at the end point,
/// `.round` adds a half-disc of radius half the width, `.square` a half-square reaching half the width past it.
/// The test line: (20, 50) → (80, 50), 20 wide, black on white, 100 × 100 at 1×. Pixel centres probed (x + ½):
/// - (15, 50): 5 before the start, on the axis: inside the round and square caps, outside a butt end;
/// - (12, 42): 8 before and 8 off the axis, √128 ≈ 11.3 from the end point: outside the round cap (radius 10),
///   inside the square one (10 × 20 box);
/// - (50, 50): the middle, inked by all; (50, 62): 12 off the axis, outside all.
@MainActor
@Suite struct StrokeCapTests {
    func render(cap: CGLineCap) throws -> (image: (width: Int, height: Int, pixels: [SIMD4<Float>]), warnings: [String]) {
        let line = Path { p in
            p.move(to: CGPoint(x: 20, y: 50))
            p.addLine(to: CGPoint(x: 80, y: 50))
        }
        let view = ZStack {
            Color.white
            line.stroke(Color.black, style: StrokeStyle(lineWidth: 20, lineCap: cap))
        }.frame(width: 100, height: 100)
        let renderer = ImageRenderer(content: view)
        let image = try #require(renderer.linearImage())
        return (image, renderer.report?.warnings ?? [])
    }

    func inked(_ image: (width: Int, height: Int, pixels: [SIMD4<Float>]), _ x: Int, _ y: Int) -> Bool {
        image.pixels[y * image.width + x].x < 0.1
    }

    @Test(arguments: [CGLineCap.butt, .round, .square])
    func capsAreDrawnAsAsked(cap: CGLineCap) throws {
        let (image, warnings) = try render(cap: cap)
        // Pixel (15, 50) has its centre at (15.5, 50.5): 4.5 before the start.
        #expect(inked(image, 15, 50) == (cap != .butt), "\(cap)")
        #expect(inked(image, 12, 42) == (cap == .square), "\(cap)")
        #expect(inked(image, 84, 50) == (cap != .butt), "\(cap): the other end")
        #expect(inked(image, 50, 50) && !inked(image, 50, 62))
        // Every cap is drawn: nothing about caps is named in the warnings.
        #expect(!warnings.contains { $0.contains("lineCap") }, "\(warnings)")
    }

    /// heldback6's download ring: a trimmed circle stroked with round caps. The arc's end points get half-discs:
    /// with `trim(from: 0, to: 0.25)` the arc runs a quarter turn from the circle's start, and just past its start
    /// (along the circle's tangent there, backwards) a round cap is ink where a butt one is not.
    @Test(arguments: [CGLineCap.butt, .round])
    func aTrimmedArcsEndsFollowTheCap(cap: CGLineCap) throws {
        let view = ZStack {
            Color.white
            Circle().trim(from: 0, to: 0.25).stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineCap: cap))
                .frame(width: 60, height: 60)
        }.frame(width: 100, height: 100)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let image = try #require(renderer.linearImage())
        // Find the arc's two ends among the circle's points: the inked pixels on the circle (radius 30 about
        // (50, 50)) form a quarter; their angular extent grows by the cap's reach (≈ 5 / 30 rad each side) when round.
        var angles: [Double] = []
        for k in 0..<720 {
            let a = Double(k) / 720 * 2 * .pi
            let x = Int(((50 + 30 * cos(a)) * 2).rounded(.down)), y = Int(((50 + 30 * sin(a)) * 2).rounded(.down))
            if image.pixels[y * image.width + x].x < 0.5 { angles.append(a) }
        }
        let extent = Double(angles.count) / 720 * 2 * .pi
        // Butt: the quarter, π/2 ≈ 1.571; round: π/2 + 2 · 5/30 ≈ 1.904 (half-discs of radius 5 at each end).
        if cap == .butt { #expect(Swift.abs(extent - .pi / 2) < 0.05, "\(extent)") } else {
            #expect(Swift.abs(extent - (.pi / 2 + 2 * 5.0 / 30)) < 0.05, "\(extent)")
        }
        #expect(!(renderer.report?.warnings ?? []).contains { $0.contains("lineCap") })
    }
}
