import Foundation

/// A rounded rectangle with quarter-circle corners placed in a frame. Exact: the box shrunk by the radius,
/// inflated by the radius.
package struct CircularRoundedRectangleField: SignedDistanceField {
    package let center: SIMD2<Float>
    /// Half the size of the inner box (the frame shrunk by the radius on every side).
    package let innerHalfSize: SIMD2<Float>
    package let radius: Float
    package let bounds: CGRect

    /// `rect` must be a usable frame; `radius` must be in [0, half the shorter side].
    package init(rect: CGRect, radius r: Double) {
        center = SIMD2(Float(rect.midX), Float(rect.midY))
        innerHalfSize = SIMD2(Float(max(Double(rect.width) / 2 - r, 0)), Float(max(Double(rect.height) / 2 - r, 0)))
        radius = Float(r)
        bounds = rect
    }

    @inlinable
    package func distance(to p: SIMD2<Float>) -> Float {
        let q = (p - center).absolute - innerHalfSize
        let outside = SIMD2<Float>(max(q.x, 0), max(q.y, 0)).length
        return outside + min(max(q.x, q.y), 0) - radius
    }
}
