import Foundation
import LiquidGlassCore
import LiquidGlassTestSupport
import Testing

/// Rounded rectangles: circular corners against a closed-form reference, continuous corners against a dense
/// polygon of the corner profile, and the continuous corner's shape (curvature continuity, extent, apex).
@Suite struct RoundedRectangleShapeTests {
    /// Exact signed distance to a circular rounded rectangle, from its boundary pieces (4 edges, 4 quarter arcs).
    static func circularReference(_ p: SIMD2<Double>, _ rect: CGRect, _ r: Double) -> Double {
        let x0 = Double(rect.minX), x1 = Double(rect.maxX), y0 = Double(rect.minY), y1 = Double(rect.maxY)
        let edges: [(SIMD2<Double>, SIMD2<Double>)] = [
            (SIMD2(x0 + r, y0), SIMD2(x1 - r, y0)), (SIMD2(x1, y0 + r), SIMD2(x1, y1 - r)),
            (SIMD2(x0 + r, y1), SIMD2(x1 - r, y1)), (SIMD2(x0, y0 + r), SIMD2(x0, y1 - r)),
        ]
        var best = edges.map { GeometryReference.segmentDistance(p, $0.0, $0.1) }.min() ?? .infinity
        let centers = [SIMD2(x0 + r, y0 + r), SIMD2(x1 - r, y0 + r), SIMD2(x0 + r, y1 - r), SIMD2(x1 - r, y1 - r)]
        let outward = [SIMD2(-1.0, -1.0), SIMD2(1.0, -1.0), SIMD2(-1.0, 1.0), SIMD2(1.0, 1.0)]
        var inCornerSquareOutsideCircle = false
        for (c, o) in zip(centers, outward) {
            let w = p - c
            if w.x * o.x >= 0 && w.y * o.y >= 0 {
                // The point is in the quarter plane of this arc: the arc is reachable perpendicularly.
                let len = (w * w).sum().squareRoot()
                best = min(best, abs(len - r))
                if len > r && abs(w.x) <= r && abs(w.y) <= r { inCornerSquareOutsideCircle = true }
            }
        }
        let inBox = p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1
        return inBox && !inCornerSquareOutsideCircle ? -best : best
    }

    @Test(arguments: [(CGRect(x: 10, y: 20, width: 200, height: 120), 24.0),
                      (CGRect(x: -3, y: 0, width: 60, height: 300), 30.0),
                      (CGRect(x: 0, y: 0, width: 100, height: 80), 7.5)])
    func circularCornersAreExact(frame: CGRect, radius: Double) {
        let field = RoundedRectangle(cornerRadius: radius, style: .circular).signedDistanceField(in: frame)
        var worst = 0.0
        for p in GeometryReference.grid(frame, margin: 40, steps: 61) {
            let expected = Self.circularReference(p, frame, radius)
            worst = max(worst, abs(Double(field.distance(to: GeometryReference.float(p))) - expected))
        }
        #expect(worst < 1e-3)
        #expect(field.bounds == frame)
    }

    static let continuousCases: [(CGRect, Double)] = [
        (CGRect(x: 10, y: 20, width: 300, height: 200), 40),    // full transition
        (CGRect(x: 0, y: 0, width: 120, height: 64), 24),       // transition shortened (1.53 × 24 > 32)
        (CGRect(x: 5, y: 5, width: 200, height: 60), 30),       // radius = half the height: a pill
        (CGRect(x: 0, y: 0, width: 400, height: 300), 120),     // large radius
        (CGRect(x: 0, y: 0, width: 50, height: 50), 6),         // small radius
    ]

    @Test(arguments: continuousCases) func continuousMatchesDenseOutlineNearTheEdge(frame: CGRect, radius: Double) {
        let field = RoundedRectangle(cornerRadius: radius, style: .continuous).signedDistanceField(in: frame)
        let polygon = GeometryReference.continuousRoundedRectangleOutline(frame, radius: radius, samples: 300)
        var worst = 0.0
        // Points within 30 pt of the corners (where the curve is) plus the whole frame coarsely.
        let corner = CGRect(x: Double(frame.maxX) - 1.6 * radius, y: Double(frame.minY),
                            width: 1.6 * radius, height: 1.6 * radius)
        let points = GeometryReference.grid(corner, margin: 30, steps: 25) + GeometryReference.grid(frame, margin: 30, steps: 13)
        for p in points {
            let expected = GeometryReference.polygonDistance(p, polygon)
            worst = max(worst, abs(Double(field.distance(to: GeometryReference.float(p))) - expected))
        }
        #expect(worst < 0.01, "worst \(worst)")  // required: 0.05; measured ≈ 0.0006
    }

    @Test(arguments: [(CGRect(x: 0, y: 0, width: 500, height: 400), 150.0), (CGRect(x: 0, y: 0, width: 400, height: 300), 120.0),
                      (CGRect(x: 0, y: 0, width: 600, height: 500), 100.0), (CGRect(x: 0, y: 0, width: 200, height: 150), 30.0)])
    func continuousIsExactDeepInsideTheCorner(frame: CGRect, radius: Double) {
        // Deep points near the centres of curvature take the tangent-line path; compare a whole quadrant.
        let field = RoundedRectangle(cornerRadius: radius, style: .continuous).signedDistanceField(in: frame)
        let polygon = GeometryReference.continuousRoundedRectangleOutline(frame, radius: radius, samples: 300)
        let quadrant = CGRect(x: frame.midX, y: frame.minY, width: frame.width / 2, height: frame.height / 2)
        var worst = 0.0
        for p in GeometryReference.grid(quadrant, margin: 0, steps: 37) {
            let expected = GeometryReference.polygonDistance(p, polygon)
            worst = max(worst, abs(Double(field.distance(to: GeometryReference.float(p))) - expected))
        }
        #expect(worst < 0.01, "worst \(worst)")  // required: 0.05; measured ≈ 0.0006
    }

    @Test(arguments: continuousCases) func continuousOutlinePointsAreOnTheZeroSet(frame: CGRect, radius: Double) {
        let field = RoundedRectangle(cornerRadius: radius, style: .continuous).signedDistanceField(in: frame)
        let polygon = GeometryReference.continuousRoundedRectangleOutline(frame, radius: radius, samples: 97)
        var worst: Float = 0
        for p in polygon { worst = max(worst, abs(field.distance(to: GeometryReference.float(p)))) }
        #expect(worst < 0.01, "worst \(worst)")  // required: 0.05; measured ≈ 0.0006
        // The gradient is a unit vector on the outline.
        for p in polygon.enumerated().filter({ $0.offset % 7 == 0 }).map(\.element) {
            let g = field.gradient(at: GeometryReference.float(p))
            #expect(abs(g.length - 1) < 1e-3)
        }
    }

    /// Curvature of the circle through three points (signed by turn direction).
    static func curvature(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>) -> Double {
        let ab = b - a, bc = c - b, ac = c - a
        let cross = ab.x * bc.y - ab.y * bc.x
        let la = (ab * ab).sum().squareRoot(), lb = (bc * bc).sum().squareRoot(), lc = (ac * ac).sum().squareRoot()
        return 2 * cross / (la * lb * lc)
    }

    @Test(arguments: [1.0, 0.8, 0.5, 0.2]) func continuousCornerIsCurvatureContinuous(fit: Double) {
        // `fit` = the limit on the extent, as a fraction of the full 1.528665 r (1 = full transition).
        let r = 100.0
        let limit = r + (ContinuousCornerProfile.extentRatio - 1) * r * fit
        let profile = ContinuousCornerProfile(radius: r, limit: limit)
        // The outline from 20 pt along the straight edge, through the corner (the profile is sampled uniformly in
        // its parameters, so the spacing changes at the joins; the three-point curvature does not care).
        var points: [SIMD2<Double>] = (0..<40).map { SIMD2(profile.extent + 20 - Double($0) * 0.5, 0) }
        points += profile.outline(cubicSamples: 400, arcSamples: 400)
        points += (1...40).map { SIMD2(0, profile.extent + Double($0) * 0.5) }
        let kappa = (1..<(points.count - 1)).map { Self.curvature(points[$0 - 1], points[$0], points[$0 + 1]) }
        var largestJump = 0.0
        for i in 1..<kappa.count { largestJump = max(largestJump, abs(kappa[i] - kappa[i - 1])) }
        // Continuous: neighbouring estimates (≤ 0.5 pt apart) differ by a small fraction of the peak curvature 1/r.
        #expect(largestJump * r < 0.03, "largest jump \(largestJump * r) / r")
        // Zero on the edges, 1/r in the middle of the corner (the arc), never a cusp.
        #expect(abs(kappa[0]) < 1e-9)
        #expect(abs(kappa[kappa.count / 2].magnitude * r - 1) < 1e-3)
        #expect((kappa.map(\.magnitude).max() ?? .infinity) * r < 1.3)
    }

    @Test func continuousCornerExtendsBeyondTheCircularOne() {
        let frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let r = 40.0
        let continuous = RoundedRectangle(cornerRadius: r, style: .continuous).signedDistanceField(in: frame)
        let circular = RoundedRectangle(cornerRadius: r, style: .circular).signedDistanceField(in: frame)
        // On the top edge, 1.45 r from the corner: still straight for the circular corner, already bending for
        // the continuous one; 1.6 r from the corner both are straight.
        #expect(abs(circular.distance(to: SIMD2(Float(1.45 * r), 0))) < 1e-4)
        #expect(continuous.distance(to: SIMD2(Float(1.45 * r), 0)) > 1e-4)
        #expect(abs(continuous.distance(to: SIMD2(Float(1.6 * r), 0))) < 1e-4)
        #expect(abs(continuous.distance(to: SIMD2(Float(1.53 * r), 0))) < 1e-4)
        // Like UIKit's corner, it leaves the edge gently (zero curvature): ≈0.002 r off the edge at 1.2 r,
        // ≈0.009 r at 1 r, where the circular corner only starts.
        #expect(continuous.distance(to: SIMD2(Float(1.2 * r), 0)) > Float(0.001 * r))
        #expect(continuous.distance(to: SIMD2(Float(r), 0)) > Float(0.005 * r))
        // The apex on the diagonal is the circular corner's apex (inset r(1 − 1/√2) on both axes).
        let inset = Float(r * (1 - 1 / 2.0.squareRoot()))
        #expect(abs(continuous.distance(to: SIMD2(inset, inset))) < 0.01)
        #expect(abs(circular.distance(to: SIMD2(inset, inset))) < 1e-4)
        // The continuous shape lies inside the circular one.
        for p in GeometryReference.grid(CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r), margin: 5, steps: 60) {
            let q = GeometryReference.float(p)
            if continuous.distance(to: q) <= 0 { #expect(circular.distance(to: q) <= 1e-3) }
        }
    }

    /// The renderer reads the edge's curvature from second differences of the field at one-pixel steps (the
    /// Laplacian, `ElementShader`): across a continuous corner that estimate must be a smooth curve of the
    /// position, not a saw. Deep inside, the level sets' curvature κ / (1 − sκ) itself climbs and falls by up to
    /// 0.01 /pt per pixel (25 pt inside a 38 pt corner), so what is bounded is the change of that change — the
    /// estimate's second difference along the row: ≤ 0.005 /pt measured with exact distances (at the 25 pt row's
    /// peak), 0.02–0.1 where the polyline's chords were read as the outline (its level sets bend only at the
    /// vertices: striped glass under a sheet's corner, 2026-11-24). The bound is 0.01, on rows on both sides of
    /// the field's deep-inside switch (r/2 = 19 pt).
    @Test func continuousCornerCurvatureIsSmoothAtPixelSteps() {
        let r = 38.0, step: Float = 1.0 / 3
        let field = RoundedRectangle(cornerRadius: r, style: .continuous)
            .signedDistanceField(in: CGRect(x: 0, y: 394, width: 402, height: 518))
        func laplacian(_ p: SIMD2<Float>) -> Float {
            let d = field.distance(to: p)
            let around = field.distance(to: p + SIMD2(step, 0)) + field.distance(to: p - SIMD2(step, 0))
                + field.distance(to: p + SIMD2(0, step)) + field.distance(to: p - SIMD2(0, step))
            return (around - 4 * d) / (step * step)
        }
        for depth: Float in [1, 5, 12, 25] {
            var estimates: [Float] = [], worst: Float = 0, worstX: Float = 0
            // Along a row `depth` below the top edge, from inside the corner to past its extent (1.53 r).
            for i in 0..<Int(60 / step) {
                let x = (Float(i) + 0.5) * step
                guard field.distance(to: SIMD2(x, 394 + depth)) < -0.5 else { estimates = []; continue }
                estimates.append(laplacian(SIMD2(x, 394 + depth)))
                let n = estimates.count
                if n >= 3 {
                    let bend = abs(estimates[n - 1] - 2 * estimates[n - 2] + estimates[n - 3])
                    if bend > worst { worst = bend; worstX = x }
                }
            }
            #expect(worst < 0.01, "\(depth) pt deep: the curvature estimate bends by \(worst) /pt at x = \(worstX)")
        }
    }

    /// UIKit's continuous corner as published reconstructions give it (three cubics per corner, in units of r,
    /// from the edge at 1.528665 r to the diagonal), e.g. PaintCode's "Code for iOS 7 rounded rectangles".
    static let uikitCorner: [[SIMD2<Double>]] = [
        [SIMD2(1.528665, 0), SIMD2(1.088492957618529, 0), SIMD2(0.868406944063002, 0),
         SIMD2(0.631493792830993, 0.074911387847016)],
        [SIMD2(0.631493792830993, 0.074911387847016), SIMD2(0.372823826625747, 0.16905955604437),
         SIMD2(0.16905955604437, 0.372823826625747), SIMD2(0.074911387847016, 0.631493792830993)],
        [SIMD2(0.074911387847016, 0.631493792830993), SIMD2(0, 0.868406944063002), SIMD2(0, 1.088492957618529),
         SIMD2(0, 1.528665)],
    ]

    @Test func continuousCornerFollowsUIKitsCorner() {
        let r = 1.0
        let profile = ContinuousCornerProfile(radius: r, limit: 10)
        let ours = profile.outline(cubicSamples: 2000, arcSamples: 2000)
        var theirs: [SIMD2<Double>] = []
        for cubic in Self.uikitCorner {
            for i in 0...2000 {
                let t = Double(i) / 2000, m = 1 - t
                theirs.append(m * m * m * cubic[0] + 3 * m * m * t * cubic[1] + 3 * m * t * t * cubic[2] + t * t * t * cubic[3])
            }
        }
        func nearest(_ p: SIMD2<Double>, _ set: [SIMD2<Double>]) -> Double {
            set.map { (($0 - p) * ($0 - p)).sum() }.min()?.squareRoot() ?? .infinity
        }
        // Hausdorff distance between the two curves (both sampled densely; theirs is mirror-symmetric too).
        var worst = 0.0
        for p in ours.enumerated().filter({ $0.offset % 10 == 0 }).map(\.element) { worst = max(worst, nearest(p, theirs)) }
        for p in theirs.enumerated().filter({ $0.offset % 10 == 0 }).map(\.element) { worst = max(worst, nearest(p, ours)) }
        #expect(worst < 0.003 * r, "Hausdorff distance \(worst) r")
        #expect(abs(profile.extent - 1.528665 * r) < 1e-12)
    }

    @Test func continuousPillIsACapsule() {
        let frame = CGRect(x: 5, y: 5, width: 200, height: 60)
        let capsule = Capsule().signedDistanceField(in: frame)
        for radius in [30.0, 31, 500, .infinity] {
            let field = RoundedRectangle(cornerRadius: radius, style: .continuous).signedDistanceField(in: frame)
            var worst: Float = 0
            for p in GeometryReference.grid(frame, margin: 30, steps: 41) {
                let q = GeometryReference.float(p)
                worst = max(worst, abs(field.distance(to: q) - capsule.distance(to: q)))
            }
            #expect(worst < 0.01, "radius \(radius): worst \(worst)")
        }
    }

    @Test func zeroNegativeAndNaNRadiiGiveARectangle() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let rectangle = Rectangle().signedDistanceField(in: frame)
        for radius in [0, -5, CGFloat.nan] {
            for style in RoundedCornerStyle.allCases {
                let field = RoundedRectangle(cornerRadius: radius, style: style).signedDistanceField(in: frame)
                for p in GeometryReference.grid(frame, margin: 10, steps: 9) {
                    let q = GeometryReference.float(p)
                    #expect(field.distance(to: q) == rectangle.distance(to: q))
                }
            }
        }
    }

    @Test func circularGradientIsUnitOnTheOutline() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        let field = RoundedRectangle(cornerRadius: 20, style: .circular).signedDistanceField(in: frame)
        // Points on the top-right arc (centre (80, 20)) and on the top edge.
        var points: [SIMD2<Float>] = (0...16).map { k in
            let angle = Double(k) / 16 * .pi / 2
            return SIMD2(Float(80 + 20 * cos(angle)), Float(20 - 20 * sin(angle)))
        }
        points += (0...8).map { SIMD2(Float(20 + 7 * $0), 0) }
        for p in points {
            #expect(abs(field.distance(to: p)) < 1e-3)
            #expect(abs(field.gradient(at: p).length - 1) < 1e-3)
        }
    }
}
