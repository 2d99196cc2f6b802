/// `safeAreaInset(edge:alignment:spacing:content:)` (and `safeAreaBar`): the content is placed along the edge, and
/// the view is laid out in what remains, with that area added to its safe area — a scroll view in it runs on
/// under the inset content (``SafeAreaLayers``); under a `safeAreaBar` it also draws the scroll edge effect.
struct SafeAreaInsetModifier<Inset: View>: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let edge: Edge
    let spacing: CGFloat?
    var isBar = false
    let inset: Inset

    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        var ic = context
        ic.identity = context.identity.appending(.part("safeAreaInset"))
        ic.environment.stackAxis = nil
        let insetNodes = ic.resolve(inset)
        let insetNode = LayoutNode.grouping(insetNodes, in: ZStackLayout(), identity: ic.identity, environment: ic.environment)
        return content(context).map { SafeAreaInsetNode(child: $0, inset: insetNode, edge: edge, spacing: spacing ?? 0, isBar: isBar) }
    }
}

@MainActor
final class SafeAreaInsetNode: WrapperNode {
    let inset: ViewNode
    let edge: Edge
    let spacing: CGFloat
    let isBar: Bool
    init(child: ViewNode, inset: ViewNode, edge: Edge, spacing: CGFloat, isBar: Bool) {
        self.inset = inset
        self.edge = edge
        self.spacing = spacing
        self.isBar = isBar
        super.init(child: child)
    }
    override var children: [ViewNode] { [child, inset] }
    var vertical: Bool { edge == .top || edge == .bottom }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let insetSize = inset.sizeThatFits(vertical ? ProposedViewSize(width: bounds.width, height: nil)
                                                    : ProposedViewSize(width: nil, height: bounds.height))
        let amount = (vertical ? insetSize.height : insetSize.width) + spacing
        var rest = bounds
        var insetRect: CGRect
        switch edge {
        case .top:
            insetRect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: insetSize.height)
            rest.origin.y += amount; rest.size.height -= amount
        case .bottom:
            insetRect = CGRect(x: bounds.minX, y: bounds.maxY - insetSize.height, width: bounds.width, height: insetSize.height)
            rest.size.height -= amount
        case .leading:
            insetRect = CGRect(x: bounds.minX, y: bounds.minY, width: insetSize.width, height: bounds.height)
            rest.origin.x += amount; rest.size.width -= amount
        case .trailing:
            insetRect = CGRect(x: bounds.maxX - insetSize.width, y: bounds.minY, width: insetSize.width, height: bounds.height)
            rest.size.width -= amount
        }
        rest.size.width = max(rest.size.width, 0)
        rest.size.height = max(rest.size.height, 0)
        let region = SafeAreaLayers.Region(inner: rest, outer: bounds, bars: isBar ? Edge.Set(edge) : [])
        SafeAreaLayers.with(region) { child.placeCentred(in: rest) }
        inset.place(in: insetRect, proposal: ProposedViewSize(insetRect.size))
    }
}

extension View {
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, spacing: spacing, inset: content()))
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, spacing: spacing, inset: content()))
    }
    /// Adds `length` (nil: the default padding, 16) to the safe area on `edges`: the view is laid out inset by it,
    /// as by padding, but a scroll view in it runs on into that margin (its content inset by it), as SwiftUI's
    /// `safeAreaPadding` does.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { modifier(SafeAreaPaddingModifier(insets: insets)) }
    public func safeAreaPadding(_ length: CGFloat) -> some View { modifier(SafeAreaPaddingModifier(insets: EdgeInsets(.all, length))) }
}

/// `safeAreaPadding`: padding that is safe area, so scroll views in it extend into it (``SafeAreaLayers``).
struct SafeAreaPaddingModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let insets: EdgeInsets
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        content(context).map { SafeAreaPaddingNode(child: PaddingNode(child: $0, insets: insets), insets: insets) }
    }
}

/// Sizes and places its child as padding does (the wrapped ``PaddingNode``), with the padded band pushed as a
/// safe-area layer while the child is placed.
@MainActor
final class SafeAreaPaddingNode: WrapperNode {
    let insets: EdgeInsets
    init(child: ViewNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(child: child)
    }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let region = SafeAreaLayers.Region(inner: bounds.inset(by: insets), outer: bounds, bars: [])
        SafeAreaLayers.with(region) { child.place(in: bounds, proposal: proposal) }
    }
}

/// A vertical edge.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable { case top, bottom }
/// A horizontal edge.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable { case leading, trailing }
