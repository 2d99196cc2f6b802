/// `background` and `overlay`: a secondary view proposed the primary view's size and aligned on it; the
/// primary view alone decides the size.
struct SecondaryLayerModifier<Layer: View>: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool

    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        content(context).map { node in
            var c = context
            c.identity = node.identity.appending(.part(isBackground ? "background" : "overlay"))
            c.environment.stackAxis = nil
            let layerNodes = c.resolve(layer)
            let layerNode = LayoutNode.grouping(layerNodes, in: ZStackLayout(alignment: alignment), identity: c.identity,
                                                environment: c.environment)
            return SecondaryLayerNode(child: node, layer: layerNode, alignment: alignment, isBackground: isBackground)
        }
    }
}

@MainActor
final class SecondaryLayerNode: WrapperNode {
    let layer: ViewNode
    let alignment: Alignment
    let isBackground: Bool

    init(child: ViewNode, layer: ViewNode, alignment: Alignment, isBackground: Bool) {
        self.layer = layer
        self.alignment = alignment
        self.isBackground = isBackground
        super.init(child: child)
    }

    override var children: [ViewNode] { isBackground ? [layer, child] : [child, layer] }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(in: bounds, proposal: proposal)
        layer.placeAligned(in: bounds, alignment: alignment)
    }
}

extension ViewNode {
    /// Proposes `bounds`' size to this secondary view (an overlay, a background, a mask) and places it so that its
    /// `alignment` guides meet those of `bounds`, as SwiftUI lays out a view's overlay.
    func placeAligned(in bounds: CGRect, alignment: Alignment) {
        let p = ProposedViewSize(bounds.size)
        let s = sizeThatFits(p)
        let own = ViewDimensions(size: bounds.size)
        let d = dimensions(s)
        place(in: CGRect(x: bounds.minX + own[alignment.horizontal] - d[alignment.horizontal],
                         y: bounds.minY + own[alignment.vertical] - d[alignment.vertical],
                         width: s.width, height: s.height), proposal: p)
    }
}

extension View {
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, isBackground: true))
    }
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: background, alignment: alignment, isBackground: true))
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(layer: _ShapeView(shape: Rectangle(), style: style).ignoresSafeArea(.all, edges: edges),
                                        alignment: .center, isBackground: true))
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryLayerModifier(layer: _ShapeView(shape: shape, style: style), alignment: .center, isBackground: true))
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(Color.systemBackground, in: shape)
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryLayerModifier(layer: content(), alignment: alignment, isBackground: false))
    }
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryLayerModifier(layer: overlay, alignment: alignment, isBackground: false))
    }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryLayerModifier(layer: _ShapeView(shape: Rectangle(), style: style), alignment: .center, isBackground: false))
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(SecondaryLayerModifier(layer: _ShapeView(shape: shape, style: style), alignment: .center, isBackground: false))
    }
    /// A border: the style stroked inside the view's bounds.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
