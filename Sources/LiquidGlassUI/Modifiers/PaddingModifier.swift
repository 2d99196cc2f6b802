/// Insets its content: SwiftUI's `padding`. Proposes the proposal minus the insets, reports the child's size plus them.
struct PaddingModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let insets: EdgeInsets
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode { PaddingNode(child: node, insets: insets) }
}

@MainActor
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets
    init(child: ViewNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(child: child)
    }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max($0 - insets.horizontal, 0) },
                         height: p.height.map { max($0 - insets.vertical, 0) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let s = child.sizeThatFits(inner(proposal))
        return CGSize(width: s.width + insets.horizontal, height: s.height + insets.vertical)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let p = inner(proposal)
        let s = child.sizeThatFits(p)
        child.place(in: CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top, width: s.width, height: s.height),
                    proposal: p)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let inner = CGSize(width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0))
        guard let v = child.explicitAlignment(key, size: inner) else { return nil }
        return v + (key.axis == .horizontal ? insets.leading : insets.top)
    }
}

extension View {
    /// Pads the view on the given edges; `nil` uses the system padding, 16 pt (SwiftUI's `DefaultPaddingKey`,
    /// OpenSwiftUI `DefaultPadding.swift`).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
}
