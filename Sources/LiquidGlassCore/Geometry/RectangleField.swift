import Foundation

/// A rectangle placed in a frame. Exact box distance: outside, the distance to the nearest point of the box;
/// inside, minus the distance to the nearest side.
package struct RectangleField: SignedDistanceField {
    package let center: SIMD2<Float>
    package let halfSize: SIMD2<Float>
    package let bounds: CGRect

    /// `rect` must be a usable frame (``EmptyField/isUsableFrame(_:)``).
    package init(rect: CGRect) {
        center = SIMD2(Float(rect.midX), Float(rect.midY))
        halfSize = SIMD2(Float(rect.width / 2), Float(rect.height / 2))
        bounds = rect
    }

    @inlinable
    package func distance(to p: SIMD2<Float>) -> Float {
        let q = (p - center).absolute - halfSize
        let outside = SIMD2<Float>(max(q.x, 0), max(q.y, 0)).length
        return outside + min(max(q.x, q.y), 0)
    }
}
