import Foundation
import LiquidGlassCore

/// The field glass uses for a rectangle or a rounded rectangle with circular corners: the shape's exact distance
/// outside and on the outline, and inside, where the exact field has a ridge along each corner's diagonal (the box
/// insets `a` and `b` from the two sides meet in `min(a, b)`), a smooth minimum of the two instead:
///
///     s = a·b / √(a² + b²)        (the power mean of order −2, scaled; s → min(a, b) away from the diagonal)
///
/// The lens, the glints and the inner shadow take their direction from this field's gradient. With the exact field
/// the direction flipped by 90° across the diagonal, and the 2 pt frost showed that as a mitre seam from each
/// square corner (`SquareCornerTests`: over a grey ramp the step across the diagonal stood 15.5 levels above the
/// steps beside it; 3.5 with this field); here it turns through the corner as it does around a rounded one.
///
/// Why this mean: it is 0 on the outline (so the coverage is the shape's own), 1-Lipschitz (|∇s|² =
/// x^(3/2) + y^(3/2) with x + y = 1, x = (s/a)², y = (s/b)²) and concave (a power mean of negative order), so the
/// renderer's bounds for exact convex fields still hold. Order 4 kept the walls nearer the exact field (a 50 pt
/// bar's wall at 10 pt in: 9.94 pt against 9.28 here) but turned the direction within ±10° of the diagonal, which
/// still drew a soft crease over a photo (the step 13 levels against 6.5 here, over the brick photo); order 2
/// spreads the turn over the corner. On the diagonal the inset is 1/√2 of the exact one.
///
/// A rounded rectangle's corners are already round near the outline; its ridge starts at the inset of its
/// radius (the inner box, shrunk by the radius, is where the mean applies), so large radii change nothing within
/// the lens band.
struct LensBoxField: SignedDistanceField {
    let center: SIMD2<Float>
    /// Half the size of the inner box (the frame shrunk by the radius on every side).
    let innerHalfSize: SIMD2<Float>
    let radius: Float
    let bounds: CGRect

    init(_ field: RectangleField) {
        center = field.center
        innerHalfSize = field.halfSize
        radius = 0
        bounds = field.bounds
    }

    init(_ field: CircularRoundedRectangleField) {
        center = field.center
        innerHalfSize = field.innerHalfSize
        radius = field.radius
        bounds = field.bounds
    }

    /// The field glass draws `field` with: a ``LensBoxField`` for a rectangle or a circular rounded rectangle,
    /// else `field` itself.
    static func forGlass(_ field: any SignedDistanceField) -> any SignedDistanceField {
        switch field {
        case let f as RectangleField: return LensBoxField(f)
        case let f as CircularRoundedRectangleField: return LensBoxField(f)
        default: return field
        }
    }

    @inline(__always)
    func distance(to p: SIMD2<Float>) -> Float {
        let qx = Swift.abs(p.x - center.x) - innerHalfSize.x
        let qy = Swift.abs(p.y - center.y) - innerHalfSize.y
        if qx > 0 || qy > 0 {
            let ox = max(qx, 0), oy = max(qy, 0)
            return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
        }
        let a = -qx, b = -qy
        let m = (a * a + b * b).squareRoot()
        return m > 0 ? -(a * b) / m - radius : -radius
    }
}
