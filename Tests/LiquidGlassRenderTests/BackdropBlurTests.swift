import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import Testing

/// Backdrop blur (``DisplayItem/backdropBlur``, SwiftUI's `Material`): under a fill's shape what was painted is
/// replaced by its Gaussian blur before the fill is painted. Expected values: a black | white edge blurred with σ
/// is 0.5 at the edge (the Gaussian is symmetric) and unchanged 3σ away; outside the shape nothing changes.
@Suite struct BackdropBlurTests {
    @Test func anEdgeUnderTheShapeIsBlurredAndNothingOutsideChanges() throws {
        let painter = DisplayListPainter(scale: 1, threads: 1)
        // 40 × 20 px: black left half, white right half (linear 1).
        var canvas = LinearImage(width: 40, height: 20)
        for y in 0..<20 { for x in 20..<40 { canvas[x, y] = LinearPixel(1, 1, 1, 1) } }
        for y in 0..<20 { for x in 0..<20 { canvas[x, y] = LinearPixel(0, 0, 0, 1) } }
        let before = canvas
        // A transparent fill over the middle 20 × 10 with σ = 2 pt: only the blur shows.
        var item = DisplayItem(id: "frost", .fill(Rectangle(), frame: CGRect(x: 10, y: 5, width: 20, height: 10),
                                                   paint: .color(Color(red: 1, green: 1, blue: 1, opacity: 0))))
        item.backdropBlur = 2
        try painter.paint(item, into: &canvas)
        // Pixels 19 and 20 straddle the edge at x = 20: their mean is 0.5 by symmetry.
        let mid = (canvas[19, 10].x + canvas[20, 10].x) / 2
        #expect(abs(mid - 0.5) < 0.01, "\(mid)")
        #expect(canvas[19, 10].x > 0.2 && canvas[20, 10].x < 0.8)
        // 3σ and more from the edge: unchanged (within the Gaussian's tail, 0.0013).
        #expect(canvas[12, 10].x < 0.002 && canvas[28, 10].x > 0.998)
        // Outside the shape: untouched.
        #expect(canvas[19, 2] == before[19, 2] && canvas[20, 18] == before[20, 18])
        // Opaque everywhere (the blur of opaque pixels is opaque).
        #expect(abs(canvas[19, 10].w - 1) < 1e-5)
    }

    /// Bad input is refused with the item named, never a crash.
    @Test func aNegativeOrNonFiniteRadiusIsRefused() {
        let painter = DisplayListPainter(scale: 1, threads: 1)
        var canvas = LinearImage(width: 4, height: 4)
        var item = DisplayItem(id: "bad", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 4, height: 4),
                                                 paint: .color(Color(red: 1, green: 1, blue: 1))))
        item.backdropBlur = -.infinity
        #expect(throws: RenderError.self) { try painter.paint(item, into: &canvas) }
    }
}
