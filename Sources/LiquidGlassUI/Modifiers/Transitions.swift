/// A transition for a view's insertion and removal. A still image shows views settled, so a transition is
/// recorded on the view (for the motion system) and changes nothing here.
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale(\(scale))") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
    }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: "\(name)+\(other.name)") }
}

/// The iOS 17 transition protocol (for `.blurReplace` and friends).
public protocol Transition {}

/// Blurs the old content out and the new in.
public struct BlurReplaceTransition: Transition, Sendable {
    public init() {}
}
extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
}

/// How changed content (text, symbols) transitions.
public struct ContentTransition: Sendable, Equatable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func symbolEffect(_ effect: ReplaceSymbolEffect) -> ContentTransition { ContentTransition(name: "symbolEffect") }
}

/// The symbol replace effect.
public struct ReplaceSymbolEffect: Sendable, Equatable {
    public static let replace = ReplaceSymbolEffect()
}

/// An animation: which curve a state change follows. A still image shows the end state, so animations are
/// recorded; the motion system (issue "Motion") gives them their maths.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")
    public static let bouncy = Animation("bouncy")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce))")
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth(\(duration))") }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy(\(duration))") }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy(\(duration))") }
    public func delay(_ delay: Double) -> Animation { Animation("\(description).delay(\(delay))") }
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { Animation("\(description).repeatCount(\(count))") }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation("\(description).repeatForever") }
}

/// Runs `body` (state changes made in it take effect at once in a still image).
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    public func transition(_ t: AnyTransition) -> some View { modifier(TraitModifier { $0.transition = t }) }
    public func transition<T: Transition>(_ t: T) -> some View { modifier(NoEffectModifier()) }
    public func contentTransition(_ transition: ContentTransition) -> some View { modifier(NoEffectModifier()) }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { modifier(NoEffectModifier()) }
}
