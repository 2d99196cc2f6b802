/// SF Symbols animations: SwiftUI's `SymbolEffect` values and `symbolEffect(_:…)`. A still image shows a symbol
/// at rest — before an effect triggered by a value change runs, after a content transition completes — so they
/// change nothing drawn; ``AnimationRecorder`` records them as the symbol at rest (their motion is not drawn).
public protocol SymbolEffect: Sendable {}
/// Effects a `contentTransition(.symbolEffect(…))` can use.
public protocol ContentTransitionSymbolEffect {}
/// Effects that run while active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// Effects that run once per value change (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// Effects for a symbol's appearance and removal.
public protocol TransitionSymbolEffect {}

/// Options of a symbol effect (speed, repetition).
public struct SymbolEffectOptions: Sendable, Equatable {
    let speed: Double
    public static let `default` = SymbolEffectOptions(speed: 1)
    public static let repeating = SymbolEffectOptions(speed: 1)
    public static let nonRepeating = SymbolEffectOptions(speed: 1)
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { .default }
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self }
}

/// Replaces one symbol by another.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, IndefiniteSymbolEffect, Equatable {
    let name: String
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(name: "downUp") }
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(name: "upUp") }
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(name: "offUp") }
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
    /// The magic replace (badges and slashes move between the symbols), `fallback` where it does not apply.
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplaceSymbolEffect { MagicReplaceSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(name: "replace") }
}

/// The magic replace effect.
public struct MagicReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Equatable {}

/// A symbol effect with a name (bounce, pulse, scale, wiggle…): all are at rest in a still image.
public struct NamedSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect, TransitionSymbolEffect,
    ContentTransitionSymbolEffect, Equatable {
    let name: String
    public var up: NamedSymbolEffect { self }
    public var down: NamedSymbolEffect { self }
    public var byLayer: NamedSymbolEffect { self }
    public var wholeSymbol: NamedSymbolEffect { self }
    public var cumulative: NamedSymbolEffect { self }
    public var iterative: NamedSymbolEffect { self }
    public var reversing: NamedSymbolEffect { self }
    public var nonReversing: NamedSymbolEffect { self }
    public var clockwise: NamedSymbolEffect { self }
    public var counterClockwise: NamedSymbolEffect { self }
    public var left: NamedSymbolEffect { self }
    public var right: NamedSymbolEffect { self }
    /// Variable colour's layer options (at rest in a still, like the effect).
    public var dimInactiveLayers: NamedSymbolEffect { self }
    public var hideInactiveLayers: NamedSymbolEffect { self }
}
public typealias BounceSymbolEffect = NamedSymbolEffect
public typealias PulseSymbolEffect = NamedSymbolEffect
public typealias ScaleSymbolEffect = NamedSymbolEffect
public typealias VariableColorSymbolEffect = NamedSymbolEffect
public typealias WiggleSymbolEffect = NamedSymbolEffect
public typealias RotateSymbolEffect = NamedSymbolEffect
public typealias BreatheSymbolEffect = NamedSymbolEffect
public typealias AppearSymbolEffect = NamedSymbolEffect
public typealias DisappearSymbolEffect = NamedSymbolEffect
public typealias DrawOnSymbolEffect = NamedSymbolEffect
public typealias DrawOffSymbolEffect = NamedSymbolEffect

extension SymbolEffect where Self == NamedSymbolEffect {
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect(name: "bounce") }
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect(name: "pulse") }
    public static var scale: NamedSymbolEffect { NamedSymbolEffect(name: "scale") }
    public static var variableColor: NamedSymbolEffect { NamedSymbolEffect(name: "variableColor") }
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect(name: "wiggle") }
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect(name: "rotate") }
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect(name: "breathe") }
    public static var appear: NamedSymbolEffect { NamedSymbolEffect(name: "appear") }
    public static var disappear: NamedSymbolEffect { NamedSymbolEffect(name: "disappear") }
    public static var drawOn: NamedSymbolEffect { NamedSymbolEffect(name: "drawOn") }
    public static var drawOff: NamedSymbolEffect { NamedSymbolEffect(name: "drawOff") }
}

extension View {
    /// Runs `effect` on the symbols in this view while `isActive` (a still image shows them at rest).
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                       isActive: Bool = true) -> some View {
        modifier(NoEffectModifier())
    }
    /// Runs `effect` on the symbols in this view when `value` changes (a still image shows them at rest).
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T,
                                                                                   options: SymbolEffectOptions = .default,
                                                                                   value: U) -> some View {
        modifier(NoEffectModifier())
    }
    /// Removes symbol effects from this view.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { modifier(NoEffectModifier()) }
}
