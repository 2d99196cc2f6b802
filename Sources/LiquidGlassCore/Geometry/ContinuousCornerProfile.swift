import Foundation

/// The outline of one continuous ("squircle") corner, in the corner's own frame: the corner of the rectangle is
/// the origin, `u` runs along one edge away from the corner and `v` along the other (both positive into the
/// shape). The outline leaves the edge v = 0 at u = `extent`, bends symmetrically about the diagonal u = v and
/// joins the edge u = 0 at v = `extent`. Only the half u ≥ v is stored; the other half is its mirror image.
///
/// Construction. UIKit's continuous corner, as dumped from `UIBezierPath(roundedRect:cornerRadius:)` and
/// republished by several people (PaintCode's "Code for iOS 7 rounded rectangles", and the coefficient table
/// 1.528665, 1.088493, 0.868407, 0.631494, 0.372824, 0.169060, 0.074911 used by e.g. Kael Yang's ContinuousPath),
/// leaves the edge at 1.528665 r and is made of three cubic Béziers per corner; their joins are not exactly
/// tangent-continuous (a ≈2.5° kink). Like Figma's "corner smoothing" (a cubic easing into a circular arc; 60 %
/// smoothing ≈ iOS), this profile is a cubic Bézier followed by an arc of radius r centred at (r, r), built to be
/// exactly curvature-continuous:
/// - the cubic starts at P0 = (extent, 0) with P1 and P2 on the edge, so its curvature there is 0 like the edge's;
/// - P2 is where the arc's tangent at the join J meets the edge, so the tangents agree at J;
/// - |P1 P2| = 3 b² / (2 r sin φ) with b = |P2 J| = r tan(φ/2), which makes the cubic's end curvature exactly 1/r.
/// The join angle φ = 37.3° was fitted to UIKit's curve: the profile stays within 0.002 r of it (Hausdorff
/// distance), and the apex on the diagonal is the circular corner's apex. The curvature rises from 0 to a peak
/// of ≈1.21/r inside the cubic and settles at 1/r on the arc.
///
/// When the corner does not fit (extent > half the shorter side), the extent is limited and the transition is
/// scaled down with it: φ shrinks linearly to 0 as the extent shrinks to r, where the corner is a quarter circle
/// (so a radius of half the height gives an exact capsule).
package struct ContinuousCornerProfile: Sendable {
    /// How far along each edge UIKit's continuous corner starts bending, in units of the corner radius.
    package static let extentRatio = 1.528665
    /// The join angle of the full transition (radians), fitted to UIKit's corner.
    static let fullJoinAngle = 37.3 * Double.pi / 180

    package let radius: Double
    /// Where the outline leaves each edge, measured from the corner.
    package let extent: Double
    /// The angle φ of the join J on the arc, measured at the arc's centre from the −v axis towards −u.
    let joinAngle: Double
    /// The cubic's control points, P0 on the edge, P3 = J on the arc.
    let p0: SIMD2<Double>, p1: SIMD2<Double>, p2: SIMD2<Double>, p3: SIMD2<Double>

    /// A profile for corner radius `radius` (> 0) whose extent must not exceed `limit` (≥ radius).
    package init(radius r: Double, limit: Double) {
        radius = r
        let full = Self.extentRatio * r
        extent = min(full, max(limit, r))
        let fraction = min(max((extent - r) / (full - r), 0), 1)
        let phi = Self.fullJoinAngle * fraction
        joinAngle = phi
        let s = sin(phi), c = cos(phi)
        let join = SIMD2(r - r * s, r - r * c)
        let b = r * tan(phi / 2)
        let p2u = join.x + b * c
        let p1u = phi > 0 ? p2u + 3 * b * b / (2 * r * s) : p2u
        p0 = SIMD2(extent, 0)
        p1 = SIMD2(min(p1u, extent), 0)
        p2 = SIMD2(p2u, 0)
        p3 = join
    }

    /// The arc's centre (r, r).
    var arcCenter: SIMD2<Double> { SIMD2(radius, radius) }

    /// The point of the cubic at parameter t ∈ [0, 1].
    func cubicPoint(_ t: Double) -> SIMD2<Double> {
        let m = 1 - t
        return m * m * m * p0 + 3 * m * m * t * p1 + 3 * m * t * t * p2 + t * t * t * p3
    }

    /// The derivative of the cubic at parameter t.
    func cubicDerivative(_ t: Double) -> SIMD2<Double> {
        let m = 1 - t
        return 3 * m * m * (p1 - p0) + 6 * m * t * (p2 - p1) + 3 * t * t * (p3 - p2)
    }

    /// The point of the arc at angle α ∈ [φ, π/4] (measured from the −v axis towards −u).
    func arcPoint(_ alpha: Double) -> SIMD2<Double> {
        SIMD2(radius - radius * sin(alpha), radius - radius * cos(alpha))
    }

    /// Points along the whole corner, from (extent, 0) to (0, extent): `cubicSamples` steps on each cubic and
    /// `arcSamples` steps on the arc (no duplicated joins).
    package func outline(cubicSamples: Int, arcSamples: Int) -> [SIMD2<Double>] {
        var half: [SIMD2<Double>] = []
        let n = max(cubicSamples, 1), m = max(arcSamples, 1)
        for i in 0..<n { half.append(cubicPoint(Double(i) / Double(n))) }
        for j in 0...m { half.append(arcPoint(joinAngle + (Double.pi / 4 - joinAngle) * Double(j) / Double(m))) }
        let mirrored = half.dropLast().reversed().map { SIMD2($0.y, $0.x) }
        return half + mirrored
    }
}
