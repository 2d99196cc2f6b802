import Foundation
import LiquidGlassCore
import LiquidGlassRender

/// Everything a scene file describes: the scene as written, its named states and the transitions between them.
///
/// A state is the scene with some elements' properties overridden (and some elements hidden); a transition
/// names two states and the animation that carries one into the other. `liquidglass animate SCENE --from A
/// --to B` renders a transition; `liquidglass render SCENE --state A` renders one state.
///
/// ```yaml
/// states:
///   closed: {elements: {share: {hidden: true}}}
///   open: {elements: {fab: {tint: systemBlue}}}
/// transitions:
///   - {from: closed, to: open, animation: bouncy}
/// ```
public struct SceneDocument: Sendable {
    /// The scene as the file writes it, before any state's overrides.
    public var scene: Scene
    /// The named states, in file order.
    public var states: [SceneState]
    /// The declared transitions, in file order.
    public var transitions: [SceneStateTransition]

    /// At most 32 states: each state decodes the scene's elements again, so the count bounds the work
    /// (32 × 10 000 elements at most); a screen's interaction has two to four.
    public static let maxStates = 32
    /// At most 256 transitions (every ordered pair of 16 states).
    public static let maxTransitions = 256

    public init(scene: Scene, states: [SceneState] = [], transitions: [SceneStateTransition] = []) {
        self.scene = scene
        self.states = states
        self.transitions = transitions
    }

    /// The scene in the named state, or nil when the file declares no such state.
    public func scene(inState name: String) -> Scene? {
        states.first { $0.name == name }?.scene
    }

    /// What to say of a state name that is not one of `names`, the same wherever a name is checked (the scene
    /// decoder's transitions, `render --state`, `animate --from/--to`): `no state named 'opne'; did you mean
    /// 'open'? (states: closed, open)`, or `… (the file declares no states)`.
    package static func unknownState(_ name: String, among names: [String]) -> String {
        let known = names.isEmpty ? "the file declares no states" : "states: \(names.joined(separator: ", "))"
        return "no state named '\(name)'\(NameSuggestion.hint(for: name, in: names)) (\(known))"
    }

    /// ``unknownState(_:among:)`` for this document's states.
    package func unknownState(_ name: String) -> String {
        Self.unknownState(name, among: states.map(\.name))
    }

    /// The first declared transition from `from` to `to`, if any.
    public func transition(from: String, to: String) -> SceneStateTransition? {
        transitions.first { $0.from == from && $0.to == to }
    }
}

/// One named state of a scene file: the scene with the state's overrides applied.
public struct SceneState: Sendable {
    public var name: String
    public var scene: Scene

    public init(name: String, scene: Scene) {
        self.name = name
        self.scene = scene
    }
}

/// A declared change from one state to another and the animation it uses.
public struct SceneStateTransition: Sendable, Equatable {
    public var from: String
    public var to: String
    public var animation: SceneAnimation

    public init(from: String, to: String, animation: SceneAnimation = SceneAnimation(curve: .smooth)) {
        self.from = from
        self.to = to
        self.animation = animation
    }
}

/// An animation as a scene file names it: one of SwiftUI's animations with its optional parameters.
///
/// The engine does not animate; `LiquidGlassSceneMotion` turns this into a `LiquidGlassMotion.Animation`
/// (`.bouncy(duration:extraBounce:)`, `.easeInOut(duration:)`, …).
public struct SceneAnimation: Sendable, Equatable, CustomStringConvertible {
    /// The animation's kind, named as SwiftUI names its static members.
    public enum Curve: String, Sendable, CaseIterable {
        case smooth, snappy, bouncy, spring, interactiveSpring, `default`, linear, easeIn, easeOut, easeInOut

        /// Whether SwiftUI's form of this animation takes a bounce (`extraBounce` for the presets).
        public var takesBounce: Bool { [.smooth, .snappy, .bouncy, .spring].contains(self) }
        /// Whether SwiftUI's form of this animation takes a duration.
        public var takesDuration: Bool { self != .default && self != .interactiveSpring }
    }

    public var curve: Curve
    /// Seconds (a spring's perceptual duration, a curve's length); nil for SwiftUI's default.
    public var duration: Double?
    /// A spring's bounce (for the smooth/snappy/bouncy presets, the extra bounce); nil for the default.
    public var bounce: Double?
    /// Seconds before the animation starts.
    public var delay: Double

    public init(curve: Curve, duration: Double? = nil, bounce: Double? = nil, delay: Double = 0) {
        self.curve = curve
        self.duration = duration
        self.bounce = bounce
        self.delay = delay
    }

    public var description: String {
        var parameters: [String] = []
        if let duration { parameters.append("duration: \(SceneDecoder.format(duration))") }
        if let bounce { parameters.append("\(curve == .spring ? "bounce" : "extraBounce"): \(SceneDecoder.format(bounce))") }
        var text = "." + curve.rawValue + (parameters.isEmpty ? "" : "(\(parameters.joined(separator: ", ")))")
        if delay > 0 { text += ".delay(\(SceneDecoder.format(delay)))" }
        return text
    }
}
