/// A view's size and frame as its content sees it.
public struct GeometryProxy {
    public let size: CGSize
    let globalFrame: CGRect
    public let safeAreaInsets: EdgeInsets

    /// The frame in a coordinate space (`.global` is the image's; `.local` the reader's own).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace.kind {
        case .local: return CGRect(origin: .zero, size: size)
        default: return globalFrame
        }
    }
}

/// A coordinate space.
public struct CoordinateSpace: Sendable {
    enum Kind: Sendable { case global, local }
    let kind: Kind
    public static let global = CoordinateSpace(kind: .global)
    public static let local = CoordinateSpace(kind: .local)
}

/// A view that takes all the space offered and gives its content the size it got: SwiftUI's `GeometryReader`.
/// Its content is placed at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [GeometryReaderNode(make: { proxy, ctx in ctx.resolve(content(proxy), component: .part("geometry")) }, context: context)]
    }
}

/// Resolves its content only once it is placed, when its size is known.
@MainActor
final class GeometryReaderNode: ViewNode {
    let make: (GeometryProxy, ResolveContext) -> [ViewNode]
    let context: ResolveContext
    var content: [ViewNode] = []

    init(make: @escaping (GeometryProxy, ResolveContext) -> [ViewNode], context: ResolveContext) {
        self.make = make
        self.context = context
        super.init(identity: context.identity, environment: context.environment)
    }

    override var children: [ViewNode] { content }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let proxy = GeometryProxy(size: bounds.size, globalFrame: bounds, safeAreaInsets: EdgeInsets())
        content = make(proxy, context)
        for node in content {
            let s = node.sizeThatFits(ProposedViewSize(bounds.size))
            node.place(in: CGRect(origin: bounds.origin, size: s), proposal: ProposedViewSize(bounds.size))
        }
    }
}
