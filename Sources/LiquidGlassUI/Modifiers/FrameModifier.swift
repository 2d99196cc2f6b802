/// SwiftUI's fixed frame: `frame(width:height:alignment:)`.
struct FixedFrameModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode {
        FrameNode(child: node, alignment: alignment) { proposal in
            ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        } size: { proposal, child in
            CGSize(width: width ?? child.width, height: height ?? child.height)
        }
    }
}

/// SwiftUI's flexible frame: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis: an unspecified proposal becomes the ideal size if one is given; the proposal to the child is clamped
/// to min…max; the frame's own size is `max(min, min(child, proposal))` then `min(max, max(that, proposal))` —
/// so a frame takes the proposal when it lies between its bounds and otherwise the child's size clamped
/// (objc.io, "Thinking in SwiftUI", flexible frames; Apple's `frame(minWidth:…)` documentation).
struct FlexibleFrameModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment

    static func clampProposal(_ p: CGFloat?, ideal: CGFloat?, min lo: CGFloat?, max hi: CGFloat?) -> CGFloat? {
        guard var v = p ?? ideal else { return nil }
        if let lo, v < lo { v = lo }
        if let hi, v > hi { v = hi }
        return v
    }

    static func resolve(_ child: CGFloat, proposal p: CGFloat?, ideal: CGFloat?, min lo: CGFloat?, max hi: CGFloat?) -> CGFloat {
        let proposed = p ?? ideal
        var result = child
        if let lo { result = max(lo, proposed.map { min(result, $0) } ?? result) }
        if let hi { result = min(hi, proposed.map { max(result, $0) } ?? result) }
        return result
    }

    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode {
        FrameNode(child: node, alignment: alignment) { p in
            ProposedViewSize(width: Self.clampProposal(p.width, ideal: idealWidth, min: minWidth, max: maxWidth),
                             height: Self.clampProposal(p.height, ideal: idealHeight, min: minHeight, max: maxHeight))
        } size: { p, child in
            CGSize(width: Self.resolve(child.width, proposal: p.width, ideal: idealWidth, min: minWidth, max: maxWidth),
                   height: Self.resolve(child.height, proposal: p.height, ideal: idealHeight, min: minHeight, max: maxHeight))
        }
    }
}

/// A frame around one child: proposes a transformed proposal, chooses its size from the child's, aligns the child.
@MainActor
final class FrameNode: WrapperNode {
    let alignment: Alignment
    let childProposal: (ProposedViewSize) -> ProposedViewSize
    let frameSize: (ProposedViewSize, CGSize) -> CGSize

    init(child: ViewNode, alignment: Alignment, proposal: @escaping (ProposedViewSize) -> ProposedViewSize,
         size: @escaping (ProposedViewSize, CGSize) -> CGSize) {
        self.alignment = alignment
        self.childProposal = proposal
        self.frameSize = size
        super.init(child: child)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        frameSize(proposal, child.sizeThatFits(childProposal(proposal)))
    }

    private func childOrigin(_ size: CGSize, childSize: CGSize) -> CGPoint {
        let own = ViewDimensions(size: size)
        let dims = child.dimensions(childSize)
        return CGPoint(x: own[alignment.horizontal] - dims[alignment.horizontal],
                       y: own[alignment.vertical] - dims[alignment.vertical])
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let p = childProposal(proposal)
        let s = child.sizeThatFits(p)
        let o = childOrigin(bounds.size, childSize: s)
        child.place(in: CGRect(x: bounds.minX + o.x, y: bounds.minY + o.y, width: s.width, height: s.height), proposal: p)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let s = child.sizeThatFits(childProposal(ProposedViewSize(size)))
        guard let v = child.explicitAlignment(key, size: s) else { return nil }
        let o = childOrigin(size, childSize: s)
        return v + (key.axis == .horizontal ? o.x : o.y)
    }
}

extension View {
    /// A fixed frame: the given dimensions replace the proposal and the child's size; the child is aligned in it.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame (see ``FlexibleFrameModifier`` for the rule).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                       minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                       alignment: alignment))
    }
}
