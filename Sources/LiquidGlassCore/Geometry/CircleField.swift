import Foundation

/// A circle placed in a frame. Exact: the distance to the centre minus the radius.
package struct CircleField: SignedDistanceField {
    package let center: SIMD2<Float>
    package let radius: Float
    package let bounds: CGRect

    /// `rect` must be a usable frame (``EmptyField/isUsableFrame(_:)``).
    package init(rect: CGRect) {
        let r = min(rect.width, rect.height) / 2
        center = SIMD2(Float(rect.midX), Float(rect.midY))
        radius = Float(r)
        bounds = CGRect(x: rect.midX - r, y: rect.midY - r, width: 2 * r, height: 2 * r)
    }

    package func distance(to p: SIMD2<Float>) -> Float {
        (p - center).length - radius
    }
}
