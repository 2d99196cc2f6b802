/// A modifier that makes a new view from a view: SwiftUI's `ViewModifier`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The content a ``ViewModifier``'s body modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard let content = context.modifierContents.last else { return [] }
        return content()
    }
}

/// Modifiers LiquidGlassUI applies itself: given how to resolve the content, they produce nodes.
@MainActor
protocol PrimitiveModifier {
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode]
}

/// Modifiers that only write the environment their content sees.
@MainActor
protocol EnvironmentWriting: PrimitiveModifier {
    func write(_ environment: inout EnvironmentValues)
}

extension EnvironmentWriting {
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        content(context.with(write))
    }
}

/// Modifiers that wrap each node of their content in one node (padding, frame, background…). Applied to a
/// group of views, they apply to each, as in SwiftUI.
@MainActor
protocol NodeWrapping: PrimitiveModifier {
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode
}

extension NodeWrapping {
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        content(context).map { wrap($0, context: context) }
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let content = self.content
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.resolve(content: { $0.resolve(content) }, context: context)
        }
        // A custom modifier: its own state lives at the content's identity, its body stands in for the view.
        let modifierIdentity = context.identity.appending(.part("modifier"))
        guard context.graph.install(modifier, identity: modifierIdentity, environment: context.environment) else { return [] }
        var inner = context
        inner.identity = modifierIdentity
        inner.modifierContents.append { context.resolve(content) }
        return inner.resolve(modifier.body(content: _ViewModifier_Content<Modifier>()))
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        // `a.concat(b)`: a applies to the content first, then b.
        let first = self.content
        return ModifierApplier(modifier: self.modifier).apply(context: context) { ctx in
            ModifierApplier(modifier: first).apply(context: ctx, content: content)
        }
    }
}

/// Applies any modifier (primitive or custom) to content given as a resolving closure.
@MainActor
struct ModifierApplier<M: ViewModifier> {
    let modifier: M
    func apply(context: ResolveContext, content: @escaping (ResolveContext) -> [ViewNode]) -> [ViewNode] {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.resolve(content: content, context: context)
        }
        let identity = context.identity.appending(.part("modifier"))
        guard context.graph.install(modifier, identity: identity, environment: context.environment) else { return [] }
        var inner = context
        inner.identity = identity
        inner.modifierContents.append { content(context) }
        return inner.resolve(modifier.body(content: _ViewModifier_Content<M>()))
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
