/// Makes a type animatable (iOS 26): its `animatableData` is made of the `animatableData` of each of its stored
/// `var`s, in order, as nested `AnimatablePair`s — except those marked ``AnimatableIgnored()``. Each such property's
/// type must be `Animatable` and written out.
///
/// ```swift
/// @Animatable
/// struct Arc: Shape {
///     var startAngle: Angle
///     var endAngle: Angle
///     @AnimatableIgnored var clockwise: Bool
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "LiquidGlassUIMacros", type: "AnimatableMacro")

/// Leaves a stored property out of an ``Animatable()`` type's animatable data.
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "LiquidGlassUIMacros", type: "AnimatableIgnoredMacro")

/// An angle animates by its radians, as SwiftUI's does.
extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}
