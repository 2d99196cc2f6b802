/// `offset(x:y:)`: the child is drawn (and reported) shifted; the parent's layout is unchanged.
struct OffsetModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let offset: CGSize
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode { OffsetNode(child: node, offset: offset) }
}

@MainActor
final class OffsetNode: WrapperNode {
    let offset: CGSize
    init(child: ViewNode, offset: CGSize) {
        self.offset = offset
        super.init(child: child)
    }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        // The offset view (and what is applied after it) is drawn shifted; the parent placed it unshifted.
        let shifted = bounds.offsetBy(dx: offset.width, dy: offset.height)
        setFrame(shifted)
        child.place(in: shifted, proposal: proposal)
    }
}

/// `position(x:y:)`: takes the whole proposal and centres the child on the point.
struct PositionModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let position: CGPoint
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode { PositionNode(child: node, position: position) }
}

@MainActor
final class PositionNode: WrapperNode {
    let position: CGPoint
    init(child: ViewNode, position: CGPoint) {
        self.position = position
        super.init(child: child)
    }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let s = child.sizeThatFits(.unspecified)
        child.place(in: CGRect(x: bounds.minX + position.x - s.width / 2, y: bounds.minY + position.y - s.height / 2,
                               width: s.width, height: s.height), proposal: .unspecified)
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }
}

/// `fixedSize(horizontal:vertical:)`: proposes `nil` (the ideal size) in the fixed axes.
struct FixedSizeModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let horizontal: Bool, vertical: Bool
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode {
        FrameNode(child: node, alignment: .center) { p in
            ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        } size: { _, child in child }
    }
}

/// `aspectRatio(_:contentMode:)`.
struct AspectRatioModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode {
        AspectRatioNode(child: node, ratio: ratio, contentMode: contentMode)
    }
}

/// How content fills a space whose aspect ratio differs from its own.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

@MainActor
final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let contentMode: ContentMode
    init(child: ViewNode, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child: child)
    }

    /// The proposal to the child: the largest (fit) or smallest (fill) size of the ratio in the proposal.
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return p }
        switch (p.width, p.height) {
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil):
            return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?):
            return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / r)
            let byHeight = CGSize(width: h * r, height: h)
            let fitsByWidth = byWidth.height <= h
            let chosen = contentMode == .fit ? (fitsByWidth ? byWidth : byHeight) : (fitsByWidth ? byHeight : byWidth)
            if !chosen.width.isFinite || !chosen.height.isFinite {
                return contentMode == .fit ? ProposedViewSize(fitsByWidth ? byWidth : byHeight) : p
            }
            return ProposedViewSize(chosen)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(proposal)) }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(in: bounds, proposal: childProposal(proposal))
    }
}

/// `layoutPriority(_:)`.
struct TraitModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let edit: (inout ViewTraits) -> Void
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode {
        edit(&node.traits)
        return node
    }
}

/// `.id(_:)`: gives the view an explicit identity (a new id is a new view, with new state).
struct IDModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let id: AnyHashable
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        var c = context
        c.identity = context.identity.appending(.explicit(id))
        return content(c)
    }
}

/// `alignmentGuide(_:computeValue:)`.
struct AlignmentGuideModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode { AlignmentGuideNode(child: node, key: key, compute: compute) }
}

@MainActor
final class AlignmentGuideNode: WrapperNode {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    init(child: ViewNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
        super.init(child: child)
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if key == self.key { return compute(child.dimensions(size)) }
        return child.explicitAlignment(key, size: size)
    }
    override func computeMayProvideAlignment(_ key: AlignmentKey) -> Bool { key == self.key || child.mayProvideAlignment(key) }
}

extension View {
    public func offset(_ offset: CGSize) -> some View { modifier(OffsetModifier(offset: offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
    public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(position: position)) }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
    public func fixedSize() -> some View { modifier(FixedSizeModifier(horizontal: true, vertical: true)) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
    public func layoutPriority(_ value: Double) -> some View {
        modifier(TraitModifier { $0.layoutPriority = value })
    }
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(TraitModifier { $0.layoutValues[ObjectIdentifier(key)] = value })
    }
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IDModifier(id: AnyHashable(id))) }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }
}
