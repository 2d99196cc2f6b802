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
        // Each ignored edge the view shares with a safe area's edge extends to where that safe area was made from
        // (the screen, a bar, a `safeAreaInset`), and on outwards (``SafeAreaLayers``).
        var env = environment
        env.safeAreaInsets = screen
        let reach = SafeAreaLayers.reach(of: bounds, environment: env).insets
        let kept = EdgeInsets(top: edges.contains(.top) ? reach.top : 0, leading: edges.contains(.leading) ? reach.leading : 0,
                              bottom: edges.contains(.bottom) ? reach.bottom : 0, trailing: edges.contains(.trailing) ? reach.trailing : 0)
        let r = bounds.outset(by: kept)
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
