import Foundation

/// A type that describes how to animate a property of a view or shape (SwiftUI's `Animatable`).
///
/// The animation system reads ``animatableData`` at the start and end of a change, interpolates between them
/// with the transaction's animation, and writes the interpolated value back for every frame.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector value animates itself.
    @inlinable
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// A type without animatable data: reads as empty, writes are ignored.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
