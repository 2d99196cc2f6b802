/// `mask(alignment:_:)`: the mask view is proposed the masked view's size and aligned on it, as an overlay is;
/// it draws nothing itself — its alpha multiplies what the masked view draws (the engine's ``DisplayMask``).
struct MaskModifier<Mask: View>: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let mask: Mask
    let alignment: Alignment

    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        content(context).map { node in
            var c = context
            c.identity = node.identity.appending(.part("mask"))
            c.environment.stackAxis = nil
            let maskNode = LayoutNode.grouping(c.resolve(mask), in: ZStackLayout(alignment: alignment), identity: c.identity,
                                               environment: c.environment)
            return MaskNode(child: node, mask: maskNode, alignment: alignment)
        }
    }
}

@MainActor
final class MaskNode: WrapperNode {
    let mask: ViewNode
    let alignment: Alignment

    init(child: ViewNode, mask: ViewNode, alignment: Alignment) {
        self.mask = mask
        self.alignment = alignment
        super.init(child: child)
    }

    override var children: [ViewNode] { [child, mask] }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(in: bounds, proposal: proposal)
        mask.placeAligned(in: bounds, alignment: alignment)
    }

    override func draw(into list: inout DisplayBuilder) {
        let content = list.nested { child.draw(into: &$0) }
        let maskItems = list.nested(onGlass: false) { mask.draw(into: &$0) }
        list.append(.group(UIGroupEffect(mask: maskItems), content: content))
    }
}

extension View {
    /// Masks the view with the alpha of `mask`, laid out in the view's frame with `alignment` (proposed the view's
    /// size, as an overlay is): where the mask is transparent the view is not drawn. Glass inside is not masked
    /// (named in the warnings).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }
    /// iOS 13's spelling of ``mask(alignment:_:)``, deprecated in iOS 15.
    @available(*, deprecated, message: "Use overload where mask accepts a @ViewBuilder instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
