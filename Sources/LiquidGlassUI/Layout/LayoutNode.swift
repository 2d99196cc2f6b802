/// The node of a view laid out by a ``Layout``.
@MainActor
final class LayoutNode<L: Layout>: ViewNode {
    let layout: L
    let nodes: [ViewNode]
    let subviews: LayoutSubviews
    private var cache: L.Cache?

    init(layout: L, children: [ViewNode], identity: ViewIdentity, environment: EnvironmentValues) {
        self.layout = layout
        self.nodes = children
        // A loop, not `map`: the closure would be checked for its actor once per child.
        var subviews: [LayoutSubview] = []
        subviews.reserveCapacity(children.count)
        for child in children { subviews.append(LayoutSubview(node: child)) }
        self.subviews = LayoutSubviews(subviews)
        super.init(identity: identity, environment: environment)
    }

    override var children: [ViewNode] { nodes }

    /// The one node a view resolved to, or its several nodes under `layout` (what a single child slot holds).
    static func grouping(_ nodes: [ViewNode], in layout: L, identity: ViewIdentity, environment: EnvironmentValues) -> ViewNode {
        nodes.count == 1 ? nodes[0] : LayoutNode(layout: layout, children: nodes, identity: identity, environment: environment)
    }

    private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
        var cache = self.cache ?? layout.makeCache(subviews: subviews)
        let result = body(&cache)
        self.cache = cache
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    /// A stack's guides are its children's; any other layout may define its own for any key.
    override func computeMayProvideAlignment(_ key: AlignmentKey) -> Bool {
        // Metatypes compared, not `layout is any StackAlignmentProviding`: that cast looked up the conformance at
        // run time, once per stack per layout (5 % of laying out the 500-view list, perf).
        guard L.self == HStackLayout.self || L.self == VStackLayout.self || L.self == ZStackLayout.self else { return true }
        for subview in subviews where subview.node.mayProvideAlignment(key) { return true }
        return false
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = ProposedViewSize(size)
        if let stack = layout as? any StackAlignmentProviding {
            return stack.explicitAlignment(key, size: size, subviews: subviews)
        }
        return withCache { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal,
                                           subviews: subviews, cache: &cache)
        }
    }
}

/// Stacks pass their children's explicit guides up (a VStack of texts has the first text's baseline).
@MainActor
protocol StackAlignmentProviding {
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, subviews: LayoutSubviews) -> CGFloat?
}
