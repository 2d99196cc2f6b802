/// A pair of animatable values, which is itself animatable (SwiftUI's `AnimatablePair`).
///
/// Nest pairs to animate more than two values: `AnimatablePair<Double, AnimatablePair<Double, Double>>`.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates an animated pair with the provided values.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable
    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    @inlinable
    public static func + (lhs: Self, rhs: Self) -> Self { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }

    @inlinable
    public static func - (lhs: Self, rhs: Self) -> Self { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }

    @inlinable
    public static func += (lhs: inout Self, rhs: Self) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    @inlinable
    public static func -= (lhs: inout Self, rhs: Self) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The dot product of this pair with itself: the sum of its components' squared magnitudes.
    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
