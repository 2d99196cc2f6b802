/// Presents a view over the whole screen, above the presenting view (alerts, dialogs, full-screen covers): the
/// screen is the environment's safe-area rectangle (a device's screen), else an iPhone 17 Pro's.
enum ScreenOverlayModifier {
    @MainActor
    static func present<V: View>(_ overlay: V, over nodes: [ViewNode], context: ResolveContext, base: ResolveContext) -> [ViewNode] {
        let presenting = LayoutNode.grouping(nodes, in: ZStackLayout(), identity: base.identity, environment: base.environment)
        let screen = base.environment.safeAreaInsets
        let rect = screen?.rect ?? CGRect(origin: .zero, size: Device.iPhone17Pro.size)
        let inner = context.with { $0.safeAreaInsets = (rect, screen?.insets ?? EdgeInsets()) }
        let node = inner.resolve(overlay).first
        return [SheetNode(base: presenting, sheet: node, frame: rect, identity: base.identity, environment: base.environment)]
    }
}
