/// A piece of user interface: SwiftUI's `View`.
///
/// A view declares its content in ``body``; primitive views (text, shapes, stacks…) have no body (`Never`) and
/// are laid out and drawn by LiquidGlassUI itself.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; LiquidGlassUI resolves them directly and never calls this.
    public var body: Never { fatalError("\(Self.self) is a primitive view: its body is never evaluated") }
}

/// Views LiquidGlassUI resolves itself, into layout nodes, instead of evaluating a body.
@MainActor
protocol PrimitiveView {
    func makeNodes(_ context: ResolveContext) -> [ViewNode]
}

extension PrimitiveView {
    /// `makeNodes` of `view`, whose type is this type (``ResolveContext`` found it so by the metatype).
    static func makeNodes<V>(of view: V, _ context: ResolveContext) -> [ViewNode] {
        unsafeBitCast(view, to: Self.self).makeNodes(context)
    }
}
