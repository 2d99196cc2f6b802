import Foundation

/// Small vector helpers the standard library leaves out for `SIMD2<Float>`.
extension SIMD2 where Scalar == Float {
    /// Component-wise absolute value.
    @inlinable public var absolute: SIMD2<Float> { SIMD2(Swift.abs(x), Swift.abs(y)) }
    /// Euclidean length.
    @inlinable public var length: Float { (x * x + y * y).squareRoot() }
    /// Dot product.
    @inlinable public func dot(_ o: SIMD2<Float>) -> Float { x * o.x + y * o.y }
}
