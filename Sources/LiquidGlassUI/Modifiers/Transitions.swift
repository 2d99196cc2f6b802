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
    /// The default symbol content transition (a replace).
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T,
                                                                                   options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

extension View {
    public func transition(_ t: AnyTransition) -> some View { modifier(TraitModifier { $0.transition = t }) }
    public func transition<T: Transition>(_ t: T) -> some View { modifier(NoEffectModifier()) }
    public func contentTransition(_ transition: ContentTransition) -> some View { modifier(NoEffectModifier()) }
    /// Animates the changes of this view made when `value` changes with `animation` (read by
    /// ``AnimationRecorder``; a still image shows the view settled).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationValueModifier(animation: animation, value: value))
    }
}

/// `.animation(_:value:)`: tells the view graph which value it watches.
struct AnimationValueModifier<V: Equatable>: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let animation: Animation?
    let value: V
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        context.graph.noteAnimationValue(value, animation: animation, at: context.identity)
        return content(context)
    }
}

/// `.onTapGesture`: the action a tap on the view runs (``AnimationRecorder/tap(_:)``).
struct TapActionModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let action: () -> Void
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        content(context).map { node in
            node.actions.append(action)
            return node
        }
    }
}

/// `onAppear(perform:)`: tells the view graph that the view is on the screen, so that its action runs once
/// before the picture is drawn (see ``ViewTreeHost/layout(_:proposal:device:scale:environment:assetDirectories:)``).
struct AppearActionModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let action: () -> Void
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        context.graph.noteAppear(at: context.identity, action: action)
        return content(context)
    }
}

/// `onChange(of:)`: tells the view graph which value it watches and what to run when it changes.
struct ChangeActionModifier<V: Equatable>: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let value: V
    let action: (V, V) -> Void
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        context.graph.noteChange(value, at: context.identity, action: action)
        return content(context)
    }
}
