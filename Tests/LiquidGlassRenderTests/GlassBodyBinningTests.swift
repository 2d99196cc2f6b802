import Foundation
import Testing
@testable import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene

/// Issue 46: a container whose members lie far apart (valid values) binned its whole union — ±10⁶ pt asked for
/// 1.7·10⁹ bins, 6 GiB. The bins now cover only the canvas grown by a margin, and what is drawn does not change.
@Suite struct GlassBodyBinningTests {
    static func members(_ frames: [CGRect]) -> [GlassBody.Member] {
        frames.map { frame in
            let field = Circle().signedDistanceField(in: frame)
            return GlassBody.Member(field: field, bounds: field.bounds, halfMinorAxis: Float(min(frame.width, frame.height) / 2))
        }
    }

    static let canvas = CGRect(x: 0, y: 0, width: 400, height: 300)

    @Test func membersFarApartBinOnlyNearTheCanvas() {
        let frames = [CGRect(x: -1e6, y: -1e6, width: 44, height: 44), CGRect(x: 100, y: 100, width: 44, height: 44),
                      CGRect(x: 1e6, y: 1e6, width: 44, height: 44)]
        let body = GlassBody(members: Self.members(frames), blend: 40, reach: 20, within: Self.canvas)
        // The canvas grown by the margin (reach + blend + two 48 pt cells = 156 pt) is 712 × 612 pt: 15 × 13 bins at
        // most; the unclipped union would be 2·10⁶ / 48 ≈ 41,667 bins on a side.
        #expect(body.binCount <= 15 * 13)
        #expect(body.binCount > 0)
    }

    /// Where anything is drawn (distances under the reach, 20 pt here), the clipped body gives the unclipped body's
    /// distances and nearest members bit for bit: a member that can change the smooth union there lies within
    /// reach + blend, so both bin it. Farther out both are approximations that depend on where the bins' edges fall
    /// (a member up to `d + blend` away still shifts a distance `d` slightly, and only some bins list it).
    @Test func clippingChangesNoDistanceOnTheCanvas() {
        let frames = [CGRect(x: -900, y: 40, width: 44, height: 44), CGRect(x: 100, y: 100, width: 44, height: 44),
                      CGRect(x: 150, y: 110, width: 60, height: 60), CGRect(x: 380, y: 280, width: 80, height: 80)]
        let clipped = GlassBody(members: Self.members(frames), blend: 40, reach: 20, within: Self.canvas)
        let whole = GlassBody(members: Self.members(frames), blend: 40, reach: 20)
        var same = true, mismatch = ""
        for y in stride(from: Float(-10), to: 310, by: 3.5) {
            for x in stride(from: Float(-10), to: 410, by: 3.5) {
                let a = clipped.nearest(SIMD2(x, y)), b = whole.nearest(SIMD2(x, y))
                guard min(a.distance, b.distance) < 20 else { continue }
                // The second nearest matters only where the two mix (weight below 1).
                let mix = a.weight < 1 || b.weight < 1
                if a.distance.bitPattern != b.distance.bitPattern || a.first != b.first
                    || (mix && (a.second != b.second || a.weight != b.weight)) {
                    if same { mismatch = "at (\(x), \(y)): \(a) clipped, \(b) whole" }
                    same = false
                }
            }
        }
        #expect(same, "\(mismatch)")
    }

    /// The scene from the issue renders: two members a million points apart in one container.
    @Test func aContainerSpreadAMillionPointsRenders() throws {
        var near = GlassElement(id: "near", shape: Circle(), frame: CGRect(x: 40, y: 40, width: 44, height: 44))
        var far = GlassElement(id: "far", shape: Circle(), frame: CGRect(x: 1e6, y: 1e6, width: 44, height: 44))
        near.container = ContainerMembership(index: 0, spacing: 20)
        far.container = ContainerMembership(index: 0, spacing: 20)
        let scene = Scene(canvas: Canvas(width: 120, height: 120), background: Background(.color(.white)),
                          elements: [near, far])
        let result = try GlassRenderer(options: RenderOptions(threads: 2)).renderWithReport(scene)
        #expect(result.report.elements.count == 2)
    }
}
