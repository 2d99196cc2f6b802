/// The node of a view laid out by a ``Layout``.
@MainActor
final class LayoutNode<L: Layout>: ViewNode {
    let layout: L
    let nodes: [ViewNode]
    let subviews: LayoutSubviews
    private var cache: L.Cache?
    /// For an `HStack` or `VStack`: its solver, called directly, so that the children's frames found while sizing
    /// the stack are kept for placing it (below).
    private let stackSolver: StackSolver?
    /// The children's frames of the stack's latest arrangements, newest last. A parent places a child with a
    /// proposal it has just sized it for, and the stack arranged its children again to place them — 1.9 M of the
    /// 22.5 M instructions of laying out the 500-view list of `liquidglass bench --ui` (callgrind). The frames are
    /// the same: an arrangement reads only the children's sizes, which are memoised.
    @exclusivity(unchecked) private var arrangements: [(proposal: ProposedViewSize, frames: [CGRect], size: CGSize)] = []

    init(layout: L, children: [ViewNode], identity: ViewIdentity, environment: EnvironmentValues) {
        self.layout = layout
        self.nodes = children
        // Metatypes compared, then the value reinterpreted as the type it is: a cast would look the type up at run
        // time for every stack.
        if L.self == HStackLayout.self {
            stackSolver = unsafeBitCast(layout, to: HStackLayout.self).solver
        } else if L.self == VStackLayout.self {
            stackSolver = unsafeBitCast(layout, to: VStackLayout.self).solver
        } else {
            stackSolver = nil
        }
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

    /// The stack's arrangement for `proposal`: kept from an earlier call, or made and kept.
    private func arrangement(_ solver: StackSolver, _ proposal: ProposedViewSize) -> (frames: [CGRect], size: CGSize) {
        var i = arrangements.count
        while i > 0 {
            i -= 1
            if arrangements[i].proposal == proposal { return (arrangements[i].frames, arrangements[i].size) }
        }
        let (frames, size) = solver.arrange(proposal, subviews)
        if arrangements.isEmpty { arrangements.reserveCapacity(4) }
        if arrangements.count == 4 { arrangements.removeFirst() }
        arrangements.append((proposal, frames, size))
        return (frames, size)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let stackSolver { return arrangement(stackSolver, proposal).size }
        return withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        if let stackSolver {
            stackSolver.place(arrangement(stackSolver, proposal).frames, in: bounds, proposal: proposal, subviews)
            return
        }
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
        if let stackSolver {
            return stackSolver.explicitAlignment(key, frames: arrangement(stackSolver, proposal).frames, subviews: subviews)
        }
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
