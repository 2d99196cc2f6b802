/// An empty type for animatable data: what a type that does not animate reports (SwiftUI's
/// `EmptyAnimatableData`). Every operation leaves it unchanged; its magnitude is 0.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    @inlinable public init() {}
    @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    @inlinable public static func += (lhs: inout Self, rhs: Self) {}
    @inlinable public static func -= (lhs: inout Self, rhs: Self) {}
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
}
