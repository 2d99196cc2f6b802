import Foundation

/// A capsule: a rectangle whose shorter sides are full semicircles. The default glass shape
/// (SwiftUI's `DefaultGlassEffectShape` renders as a capsule).
public struct Capsule: Shape, Equatable {
    public init() {}

    public func signedDistanceField(in rect: CGRect) -> any SignedDistanceField {
        CapsuleField(rect: rect)
    }
}

/// A capsule placed in a frame. Exact distance: a segment between the two cap centres, inflated by the radius.
package struct CapsuleField: SignedDistanceField {
    package let center: SIMD2<Float>
    /// Half the length of the straight part (along the long axis) and the radius.
    package let halfStraight: SIMD2<Float>
    package let radius: Float
    package let bounds: CGRect

    package init(rect: CGRect) {
        let r = rect.standardized
        center = SIMD2(Float(r.midX), Float(r.midY))
        let w = Float(r.width), h = Float(r.height)
        radius = min(w, h) / 2
        halfStraight = SIMD2(max(w / 2 - radius, 0), max(h / 2 - radius, 0))
        bounds = r
    }

    @inlinable
    package func distance(to p: SIMD2<Float>) -> Float {
        let q = (p - center).absolute
        let d = SIMD2<Float>(max(q.x - halfStraight.x, 0), max(q.y - halfStraight.y, 0))
        return d.length - radius
    }
}
