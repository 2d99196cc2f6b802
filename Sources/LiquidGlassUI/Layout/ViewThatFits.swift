/// Shows the first of its children that fits the proposal in the given axes (its ideal size does), else the
/// last: SwiftUI's `ViewThatFits`.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [ViewThatFitsNode(candidates: context.resolve(content, component: nil), axes: axes, identity: context.identity,
                          environment: context.environment)]
    }
}

@MainActor
final class ViewThatFitsNode: ViewNode {
    let candidates: [ViewNode]
    let axes: Axis.Set
    init(candidates: [ViewNode], axes: Axis.Set, identity: ViewIdentity, environment: EnvironmentValues) {
        self.candidates = candidates
        self.axes = axes
        super.init(identity: identity, environment: environment)
    }

    func chosen(_ p: ProposedViewSize) -> ViewNode? {
        for c in candidates {
            let ideal = c.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                                        height: axes.contains(.vertical) ? nil : p.height))
            let fitsW = !axes.contains(.horizontal) || ideal.width <= (p.width ?? .infinity) + 0.001
            let fitsH = !axes.contains(.vertical) || ideal.height <= (p.height ?? .infinity) + 0.001
            if fitsW && fitsH { return c }
        }
        return candidates.last
    }

    private var placed: ViewNode?
    override var children: [ViewNode] { placed.map { [$0] } ?? [] }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { chosen(proposal)?.sizeThatFits(proposal) ?? .zero }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        placed = chosen(proposal)
        placed?.place(in: bounds, proposal: proposal)
    }
}
