/// A scrollable view: its content is proposed an unlimited length along the scroll axes and drawn from the
/// top (or from where `defaultScrollAnchor(_:)` puts it).
///
/// As in SwiftUI, the scroll view is laid out inside the safe area, but where its frame touches the safe area's
/// edge its content runs on to the edge of the screen or bar that made it, under the navigation bar, toolbars, the
/// tab bar, a bottom accessory or a `safeAreaBar`; the safe area becomes the content's margins (see
/// ``SafeAreaLayers``). Where content passes under a bar, the scroll edge effect is drawn
/// (`scrollEdgeEffectStyle(_:for:)`).
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
        // One view (the usual `HStack { ForEach … }`) is the content itself, proposed no length along the axis when
        // placed, as SwiftUI places it: wrapped in a stack it was placed with the length it measured, and a row of
        // `frame(maxWidth: .infinity)` cells then shared that length equally, so the widest cell wrapped its text
        // to a second line and was cut by the scroll view's height (heldback8's 1f40661e).
        let stack: ViewNode = nodes.count == 1 ? nodes[0]
            : LayoutNode(layout: axis == .vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout()), children: nodes,
                         identity: context.identity, environment: context.environment)
        // `contentMargins(_:_:for:)`: the content sits inside the margins, which scroll with it.
        let margins = context.environment.scrollContentMargins
        let content: ViewNode = margins == EdgeInsets() ? stack : PaddingNode(child: stack, insets: margins)
        return [ScrollNode(child: content, axes: axes, edgeColor: .systemBackground, environment: context.environment)]
    }
}

/// A scroll view's node: lays its content out at its ideal length along the scroll axes, extends its content
/// region into the safe area it touches, and draws the content clipped to that region, then the scroll edge
/// effect on the edges where content runs under a bar.
@MainActor
final class ScrollNode: WrapperNode {
    let axes: Axis.Set
    /// The colour the scroll edge effect fades to: the background behind the content (a list's grouped
    /// background, the system background behind a `ScrollView`).
    let edgeColor: Color
    /// Where the content's extended region reaches (root coordinates): the frame grown by ``margins``.
    private(set) var visibleRect: CGRect = .zero
    /// The safe area taken as content margins, edge by edge.
    private(set) var margins = EdgeInsets()
    /// The edges whose margin lies under a bar.
    private(set) var barEdges: Edge.Set = []
    /// How far the content is scrolled from its rest at the top leading corner (`defaultScrollAnchor`).
    private(set) var contentOffset: CGPoint = .zero

    init(child: ViewNode, axes: Axis.Set, edgeColor: Color, environment: EnvironmentValues) {
        self.axes = axes
        self.edgeColor = edgeColor
        super.init(child: child, environment: environment)
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
        let reach = SafeAreaLayers.reach(of: bounds, environment: environment)
        margins = reach.insets
        barEdges = reach.bars
        visibleRect = bounds.outset(by: margins)
        let p = inner(ProposedViewSize(bounds.size))
        let s = child.sizeThatFits(p)
        // `defaultScrollAnchor(_:)`: the content's anchor point meets the same point of the area inside the
        // margins (SwiftUI's documentation: content smaller than the scroll view is aligned by it too).
        var offset = CGPoint.zero
        if let anchor = environment.defaultScrollAnchor {
            if axes.contains(.vertical) { offset.y = anchor.y * (s.height - bounds.height) }
            if axes.contains(.horizontal) { offset.x = anchor.x * (s.width - bounds.width) }
        }
        contentOffset = offset
        // Content narrower than the scroll view is centred across the scroll axis (as SwiftUI does).
        let dx = axes.contains(.horizontal) ? -offset.x : (bounds.width - s.width) / 2
        let rect = CGRect(x: bounds.minX + dx, y: bounds.minY - (axes.contains(.vertical) ? offset.y : 0), width: s.width, height: s.height)
        SafeAreaLayers.suspended { child.place(in: rect, proposal: p) }
    }

    override func draw(into list: inout DisplayBuilder) {
        let content = list.nested { child.draw(into: &$0) }
        list.append(.group(UIGroupEffect(clip: (.rectangle, visibleRect)), content: content))
        for edge in Edge.allCases { drawEdgeEffect(edge, into: &list) }
    }

    /// The scroll edge effect on `edge`, over the band between the frame and the extended region, when the edge
    /// is along a scroll axis, lies under a bar, is not hidden and content passes under it.
    private func drawEdgeEffect(_ edge: Edge, into list: inout DisplayBuilder) {
        let vertical = edge == .top || edge == .bottom
        guard axes.contains(vertical ? .vertical : .horizontal), barEdges.contains(Edge.Set(edge)),
              !environment.scrollEdgeEffectHiddenEdges.contains(Edge.Set(edge)) else { return }
        let v = visibleRect, f = frame
        let band: CGRect
        switch edge {
        case .top: band = CGRect(x: v.minX, y: v.minY, width: v.width, height: f.minY - v.minY)
        case .bottom: band = CGRect(x: v.minX, y: f.maxY, width: v.width, height: v.maxY - f.maxY)
        case .leading: band = CGRect(x: v.minX, y: v.minY, width: f.minX - v.minX, height: v.height)
        case .trailing: band = CGRect(x: f.maxX, y: v.minY, width: v.maxX - f.maxX, height: v.height)
        }
        // Content must overlap the band, not merely touch it (a list at rest touches the band under the title).
        let under = child.frame.intersection(band)
        guard band.width > 0, band.height > 0, !under.isNull, under.width > 0.01, under.height > 0.01 else { return }
        let style = environment.scrollEdgeEffectStyles[edge] ?? .automatic
        list.append(.edgeEffect(UIEdgeEffectItem(identity: identity.appending(.part("scrollEdge-\(edge)")), rect: band, edge: edge,
                                                 hard: style == .hard, color: edgeColor.rgba(in: environment),
                                                 divider: Color.separatorColor.rgba(in: environment))))
    }
}

private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }
extension EnvironmentValues {
    /// Where scroll views start (`defaultScrollAnchor(_:)`); nil: the top leading corner.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}
