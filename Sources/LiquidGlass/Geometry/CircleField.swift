import Foundation

/// A circle placed in a frame. Exact: the distance to the centre minus the radius.
struct CircleField: SignedDistanceField {
    let center: SIMD2<Float>
    let radius: Float
    let bounds: CGRect

    /// `rect` must be a usable frame (``EmptyField/isUsableFrame(_:)``).
    init(rect: CGRect) {
        let r = min(rect.width, rect.height) / 2
        center = SIMD2(Float(rect.midX), Float(rect.midY))
        radius = Float(r)
        bounds = CGRect(x: rect.midX - r, y: rect.midY - r, width: 2 * r, height: 2 * r)
    }

    func distance(to p: SIMD2<Float>) -> Float {
        (p - center).length - radius
    }
}
