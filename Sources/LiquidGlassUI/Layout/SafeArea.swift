/// `ignoresSafeArea(_:edges:)`: where the view's frame touches the safe area's edge, it extends to the edge of
/// the screen (the device's insets; an ``ImageRenderer`` without a device has none).
struct IgnoresSafeAreaModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let edges: Edge.Set
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode {
        SafeAreaIgnoringNode(child: node, edges: edges, safeArea: context.environment.safeAreaInsets)
    }
}

@MainActor
final class SafeAreaIgnoringNode: WrapperNode {
    let edges: Edge.Set
    let screen: (rect: CGRect, insets: EdgeInsets)?

    init(child: ViewNode, edges: Edge.Set, safeArea: (rect: CGRect, insets: EdgeInsets)?) {
        self.edges = edges
        self.screen = safeArea
        super.init(child: child)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        guard let screen else { return child.place(in: bounds, proposal: proposal) }
        // The safe rectangle in root coordinates; extend each ignored edge the view shares with it.
        let safe = screen.rect.inset(by: screen.insets)
        var r = bounds
        let eps: CGFloat = 0.5
        if edges.contains(.top), abs(r.minY - safe.minY) < eps { r.origin.y -= screen.insets.top; r.size.height += screen.insets.top }
        if edges.contains(.bottom), abs(r.maxY - safe.maxY) < eps { r.size.height += screen.insets.bottom }
        if edges.contains(.leading), abs(r.minX - safe.minX) < eps { r.origin.x -= screen.insets.leading; r.size.width += screen.insets.leading }
        if edges.contains(.trailing), abs(r.maxX - safe.maxX) < eps { r.size.width += screen.insets.trailing }
        setFrame(r)
        child.place(in: r, proposal: ProposedViewSize(r.size))
    }
}

extension CGRect {
    func inset(by i: EdgeInsets) -> CGRect {
        CGRect(x: minX + i.leading, y: minY + i.top, width: max(width - i.horizontal, 0), height: max(height - i.vertical, 0))
    }
}

private struct SafeAreaKey: EnvironmentKey { static let defaultValue: (rect: CGRect, insets: EdgeInsets)? = nil }
extension EnvironmentValues {
    /// The screen's rectangle and its safe-area insets, when rendering for a device.
    var safeAreaInsets: (rect: CGRect, insets: EdgeInsets)? {
        get { self[SafeAreaKey.self] }
        set { self[SafeAreaKey.self] = newValue }
    }
}

extension View {
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: edges))
    }
}
