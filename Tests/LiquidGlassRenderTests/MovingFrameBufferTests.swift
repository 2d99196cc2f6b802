import Foundation
import Testing
@testable import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene

/// `render(_:over:into:)` writes only this frame's regions. Glass that moves leaves the previous frame's pixels
/// where its old region reached beyond the new one — but a region ends where the material's reach does (the drop
/// shadow's alpha down to 0.004: `GlassMaterial`'s reach), so what is left there is within that faint fringe. The
/// benchmark's animation figure draws its moving button this way; this measures what it leaves behind.
@Suite struct MovingFrameBufferTests {
    @Test(arguments: [2.0, 10.0])
    func movedGlassLeavesAtMostAFaintFringe(step: Double) throws {
        let photo = LaneShadingTests.scenes()[0].1.background
        func scene(_ x: Double) -> Scene {
            Scene(canvas: Canvas(width: 230, height: 170, scale: 3), background: photo, elements: [
                GlassElement(id: "bar", frame: CGRect(x: 10, y: 110, width: 210, height: 44)),
                GlassElement(id: "button", shape: Circle(), frame: CGRect(x: x, y: 40, width: 56, height: 56),
                             glass: .regular.tint(Color(red: 0, green: 0.48, blue: 1))),
            ])
        }
        let backdrop = try BackdropBuilder.backdrop(for: scene(120))
        let prepared = PreparedBackdrop(backdrop)
        let renderer = GlassRenderer(options: RenderOptions(threads: 2))
        var frame = backdrop
        try renderer.render(scene(120), over: prepared, into: &frame)
        try renderer.render(scene(120 - step), over: prepared, into: &frame)
        var fresh = backdrop
        try renderer.render(scene(120 - step), over: prepared, into: &fresh)
        var differing = 0, largest = 0
        for (a, b) in zip(frame.pixels, fresh.pixels) where a != b {
            differing += 1
            for c in 0..<3 { largest = max(largest, abs(Int(SRGB.quantize8(a[c])) - Int(SRGB.quantize8(b[c])))) }
        }
        // Measured (2026-11-27): 322 pixels off by one code for 2 pt, 3 442 for 10 pt — the old fringe.
        #expect(differing > 0, "the old region reaches beyond the new one: some of its fringe is left")
        #expect(largest <= 1, "\(differing) pixels differ, by at most \(largest) codes")
    }
}
