import Foundation

/// An ellipse placed in a frame, with the exact Euclidean distance to its outline.
///
/// The closest point is found as in D. Eberly, "Distance from a Point to an Ellipse, an Ellipsoid, or a
/// Hyperellipsoid" (Geometric Tools, 2013): with semi-axes e0 ≥ e1 and the point folded into the first quadrant,
/// the closest point is x_i = e_i² y_i / (t + e_i²) where t is the root of
/// F(t) = (e0 y0 / (t + e0²))² + (e1 y1 / (t + e1²))² − 1 on t > −e1². Here the unknown is s = t + e1², F is convex
/// and decreasing in s, and the root is bracketed by s ≥ max(e1 y1, e0 y0 − g, h − g) with g = e0² − e1² and
/// h = √((e0 y0)² + (e1 y1)²) (where F ≥ 0) and s ≤ h (where F ≤ 0). Newton's method from the lower bound climbs monotonically to the root;
/// bisection steps against the upper bound keep it fast when Newton crawls (points very close to the major axis).
/// Everything is done in `Double`, so very flat ellipses (e.g. 300 × 4) keep full accuracy.
package struct EllipseField: SignedDistanceField {
    package let center: SIMD2<Double>
    /// The semi-major and semi-minor axes (e0 ≥ e1 > 0).
    let e0: Double
    let e1: Double
    /// Whether the major axis is vertical (then the point's coordinates are swapped before solving).
    let majorIsVertical: Bool
    package let bounds: CGRect

    /// `rect` must be a usable frame (``EmptyField/isUsableFrame(_:)``).
    package init(rect: CGRect) {
        center = SIMD2(Double(rect.midX), Double(rect.midY))
        let a = Double(rect.width) / 2, b = Double(rect.height) / 2
        majorIsVertical = b > a
        e0 = max(a, b)
        e1 = min(a, b)
        bounds = rect
    }

    package func distance(to p: SIMD2<Float>) -> Float {
        var y0 = abs(Double(p.x) - center.x), y1 = abs(Double(p.y) - center.y)
        if majorIsVertical { swap(&y0, &y1) }
        return Float(Self.signedDistance(y0: y0, y1: y1, e0: e0, e1: e1))
    }

    /// The signed distance from (y0, y1) (first quadrant) to the ellipse with semi-axes e0 ≥ e1 > 0.
    static func signedDistance(y0: Double, y1: Double, e0: Double, e1: Double) -> Double {
        let inside = (y0 / e0) * (y0 / e0) + (y1 / e1) * (y1 / e1) < 1
        let g = e0 * e0 - e1 * e1
        let x0: Double, x1: Double
        if y1 > 0 {
            let z0 = e0 * y0, z1 = e1 * y1
            let s = rootOfF(z0: z0, z1: z1, g: g)
            x0 = e0 * z0 / (s + g)
            x1 = e1 * z1 / s
        } else if y0 * e0 < g {
            // On the major axis, inside the evolute: the closest point leaves the axis.
            x0 = e0 * e0 * y0 / g
            x1 = e1 * (max(0, 1 - (x0 / e0) * (x0 / e0))).squareRoot()
        } else {
            x0 = e0
            x1 = 0
        }
        let d = ((x0 - y0) * (x0 - y0) + (x1 - y1) * (x1 - y1)).squareRoot()
        return inside ? -d : d
    }

    /// The root s > 0 of (z0 / (s + g))² + (z1 / s)² − 1 for z1 > 0, z0 ≥ 0, g ≥ 0.
    static func rootOfF(z0: Double, z1: Double, g: Double) -> Double {
        @inline(__always) func f(_ s: Double) -> Double {
            let a = z0 / (s + g), b = z1 / s
            return a * a + b * b - 1
        }
        var hi = (z0 * z0 + z1 * z1).squareRoot()
        // Lower bounds where F ≥ 0: each term alone, and both over the larger denominator (tight far away).
        var lo = max(z1, z0 - g, hi - g)
        if !(hi > lo) { return lo }
        var s = lo
        var previousStep = Double.infinity
        for _ in 0..<100 {
            let a = z0 / (s + g), b = z1 / s
            let value = a * a + b * b - 1
            if value <= 0 { return s }
            lo = s
            let slope = -2 * (a * a / (s + g) + b * b / s)
            let step = -value / slope
            let next = s + step
            if !(next > s) || next >= hi { // no progress (rounding) or beyond the bracket
                if hi - s <= 1e-15 * hi { return s }
                let mid = 0.5 * (s + hi)
                if f(mid) >= 0 { s = mid } else { hi = mid }
                continue
            }
            // Once Newton converges, the remaining error is of order step² — far below Float precision here.
            if step <= 1e-9 * s { return next }
            s = next
            // Newton crawls near a pole (points very close to the major axis; its steps then grow instead of
            // shrinking): cut the bracket from above too.
            if step > 0.5 * previousStep && step < 0.125 * (hi - s) {
                let mid = 0.5 * (s + hi)
                if f(mid) >= 0 { s = mid } else { hi = mid }
            }
            previousStep = step
        }
        return s
    }
}
