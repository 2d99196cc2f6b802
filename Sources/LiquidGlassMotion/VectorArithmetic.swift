import Foundation

/// A type with values that support addition and scalar multiplication: what SwiftUI interpolates when it
/// animates (SwiftUI's `VectorArithmetic`, same requirements and same helpers).
///
/// Conforming types here: `Double`, `Float`, `CGFloat`, ``AnimatablePair`` and ``EmptyAnimatableData``.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)

    /// The dot product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// Returns a value with each component of this value multiplied by the given value.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Interpolates this value with `other` by the specified `amount` (0 keeps this value, 1 gives `other`).
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        // self + (other - self) * amount, written with the protocol's operations only.
        self += (other - self).scaled(by: amount)
    }

    /// Returns this value interpolated with `other` by the specified `amount`.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension Double: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= rhs }
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}
