/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        _LayoutView(layout: layout, content: content).makeNodes(context)
    }
}

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        _LayoutView(layout: layout, content: content).makeNodes(context)
    }
}

/// A view that overlays its children, aligning them in both axes.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        _LayoutView(layout: layout, content: content).makeNodes(context)
    }
}
