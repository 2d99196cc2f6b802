/// A scrollable view: its content is proposed an unlimited length along the scroll axes and drawn from the
/// top (a still image shows the scroll position at rest, clipped to the view's bounds).
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let nodes = context.with { $0.stackAxis = axis }.resolve(content, component: nil)
        let stack = LayoutNode(layout: axis == .vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout()), children: nodes,
                               identity: context.identity, environment: context.environment)
        return [ScrollNode(child: stack, axes: axes)]
    }
}

@MainActor
final class ScrollNode: WrapperNode {
    let axes: Axis.Set
    init(child: ViewNode, axes: Axis.Set) {
        self.axes = axes
        super.init(child: child)
    }
    func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
    }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // A scroll view takes the space offered along its scroll axes, and its content's size across them.
        let c = child.sizeThatFits(inner(proposal))
        return CGSize(width: axes.contains(.horizontal) ? (proposal.width ?? c.width) : (proposal.width ?? c.width),
                      height: axes.contains(.vertical) ? (proposal.height ?? c.height) : c.height)
    }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let p = inner(ProposedViewSize(bounds.size))
        let s = child.sizeThatFits(p)
        // Content narrower than the scroll view is centred across the scroll axis (as SwiftUI does).
        let dx = axes.contains(.horizontal) ? 0 : (bounds.width - s.width) / 2
        child.place(in: CGRect(x: bounds.minX + dx, y: bounds.minY, width: s.width, height: s.height), proposal: p)
    }
    override func draw(into list: inout DisplayBuilder) {
        let content = list.nested { child.draw(into: &$0) }
        list.append(.group(UIGroupEffect(clip: (.rectangle, frame)), content: content))
    }
}
