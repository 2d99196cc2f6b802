import Foundation

/// A shape that glass can take, described by its exact signed distance field.
///
/// Like SwiftUI's `Shape`, a shape has no size of its own: it is placed in a frame (a `CGRect` in points)
/// and fills it. ``signedDistanceField(in:)`` resolves the shape in a frame once; the renderer then asks the
/// resolved field for distances per pixel.
public protocol Shape: Sendable {
    /// The shape placed in `rect` (points, top-left origin, y down).
    func signedDistanceField(in rect: CGRect) -> any SignedDistanceField
}

/// A shape placed in the canvas: signed distances in points, negative inside, positive outside, zero on the outline.
public protocol SignedDistanceField: Sendable {
    /// The signed distance from `p` (points) to the outline.
    func distance(to p: SIMD2<Float>) -> Float

    /// A rectangle (points) that contains every point whose distance is ≤ 0.
    var bounds: CGRect { get }
}

extension SignedDistanceField {
    /// The unit gradient of the field at `p` (pointing outwards), by central differences over `h` points.
    /// Where the gradient vanishes (a medial point) it returns zero.
    @inlinable
    public func gradient(at p: SIMD2<Float>, step h: Float = 1.0 / 64) -> SIMD2<Float> {
        let dx = distance(to: p + SIMD2(h, 0)) - distance(to: p - SIMD2(h, 0))
        let dy = distance(to: p + SIMD2(0, h)) - distance(to: p - SIMD2(0, h))
        let g = SIMD2<Float>(dx, dy)
        let len = g.length
        return len > 1e-6 ? g / len : .zero
    }

    /// Anti-aliased coverage of a pixel whose centre is at `p`, for a pixel `pixelSize` points wide:
    /// a linear ramp one pixel wide across the outline.
    @inlinable
    public func coverage(at p: SIMD2<Float>, pixelSize: Float) -> Float {
        min(max(0.5 - distance(to: p) / pixelSize, 0), 1)
    }
}
