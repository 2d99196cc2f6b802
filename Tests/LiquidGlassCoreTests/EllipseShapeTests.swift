import Foundation
import LiquidGlassCore
import LiquidGlassTestSupport
import Testing

/// Ellipse distances against a brute-force search over the outline.
@Suite struct EllipseShapeTests {
    /// Distance from `p` to the ellipse (centre c, semi-axes a, b) by dense sampling of the angle parameter,
    /// refined around the best sample; sign from the implicit equation.
    static func bruteForce(_ p: SIMD2<Double>, center c: SIMD2<Double>, a: Double, b: Double) -> Double {
        func dist(_ t: Double) -> Double {
            let q = SIMD2(c.x + a * cos(t), c.y + b * sin(t))
            return ((p - q) * (p - q)).sum().squareRoot()
        }
        let n = 4096
        var bestT = 0.0, best = Double.infinity
        for i in 0..<n {
            let t = 2 * Double.pi * Double(i) / Double(n)
            let d = dist(t)
            if d < best { best = d; bestT = t }
        }
        // Local minima can be within a step or two of the best sample (flat ellipses): refine around it.
        var lo = bestT - 4 * Double.pi / Double(n), hi = bestT + 4 * Double.pi / Double(n)
        for _ in 0..<4 {
            let m = 400
            var localBest = Double.infinity, localT = lo
            for i in 0...m {
                let t = lo + (hi - lo) * Double(i) / Double(m)
                let d = dist(t)
                if d < localBest { localBest = d; localT = t }
            }
            best = min(best, localBest)
            let span = (hi - lo) / Double(m) * 2
            lo = localT - span
            hi = localT + span
        }
        let q = (p - c) / SIMD2(a, b)
        return (q * q).sum() < 1 ? -best : best
    }

    static let frames = [
        CGRect(x: 10, y: 20, width: 200, height: 100),
        CGRect(x: 0, y: 0, width: 300, height: 4),
        CGRect(x: 5, y: -7, width: 4, height: 300),
        CGRect(x: 0, y: 0, width: 100, height: 100.5),
        CGRect(x: 0, y: 0, width: 80, height: 80),
    ]

    @Test(arguments: frames) func matchesBruteForceInsideAndOutside(frame: CGRect) {
        let field = Ellipse().signedDistanceField(in: frame)
        let c = SIMD2(Double(frame.midX), Double(frame.midY))
        let a = Double(frame.width) / 2, b = Double(frame.height) / 2
        var worst = 0.0
        var checked = 0
        for p in GeometryReference.grid(frame, margin: 100, steps: 23) + GeometryReference.grid(frame, margin: 2, steps: 23) {
            let d = Double(field.distance(to: GeometryReference.float(p)))
            #expect(d.isFinite)
            worst = max(worst, abs(d - Self.bruteForce(p, center: c, a: a, b: b)))
            checked += 1
        }
        #expect(checked > 1000)
        #expect(worst <= 1e-3, "worst error \(worst) in \(frame)")  // required: 0.05
    }

    @Test func pointsOnTheAxesAndAtTheCentre() {
        let frame = CGRect(x: 0, y: 0, width: 300, height: 4)
        let field = Ellipse().signedDistanceField(in: frame)
        // Centre of a flat ellipse: nearest point is the minor vertex, 2 pt away.
        #expect(abs(field.distance(to: SIMD2(150, 2)) + 2) < 1e-4)
        // On the major axis, outside: distance along the axis.
        #expect(abs(field.distance(to: SIMD2(310, 2)) - 10) < 1e-4)
        // On the major axis, inside near the tip.
        let p = SIMD2<Double>(299.5, 2)
        let expected = Self.bruteForce(p, center: SIMD2(150, 2), a: 150, b: 2)
        #expect(abs(Double(field.distance(to: SIMD2<Float>(p))) - expected) < 1e-3)
        #expect(field.bounds == frame)
    }

    @Test(arguments: frames) func gradientIsUnitLengthOnTheOutline(frame: CGRect) {
        let field = Ellipse().signedDistanceField(in: frame)
        let a = Double(frame.width) / 2, b = Double(frame.height) / 2
        for k in 0..<48 {
            let t = Double(k) / 48 * 2 * .pi
            let p = SIMD2<Float>(Float(Double(frame.midX) + a * cos(t)), Float(Double(frame.midY) + b * sin(t)))
            #expect(abs(field.distance(to: p)) < 1e-3)
            // The default step (1/64 pt) must stay small against the radius of curvature (b²/a = 0.05 pt for the
            // 300 × 4 ellipse's tips), so use a smaller step there.
            let step: Float = min(a, b) * min(a, b) / max(a, b) < 1 ? 1.0 / 1024 : 1.0 / 64
            #expect(abs(field.gradient(at: p, step: step).length - 1) < 1e-2, "\(frame) at \(p)")
        }
    }
}
