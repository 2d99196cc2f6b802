/// Per-view values a parent layout reads: priority, spacer-ness, custom layout values.
struct ViewTraits {
    var layoutPriority: Double = 0
    /// Set for `Spacer`: default stack spacing next to it is zero (its `minLength` provides the gap).
    var isSpacer = false
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var accessibilityLabel: String?
    var accessibilityIdentifier: String?
    var transition: AnyTransition?
    /// The value `.tag(_:)` gave the view (picker options).
    var tag: AnyHashable?
    /// The tab bar item a page of a `TabView` of plain views shows (`tabItem(_:)`).
    var tabItem: AnyView?
    /// `navigationDestination(for:destination:)`s written on the view: each gives the destination (an `AnyView`)
    /// for a path value of its type, nil for another type.
    var navigationDestinations: [(AnyHashable) -> Any?]?
    /// Set on a `List` section's card.
    var isListSection = false
    /// Title and toolbar for an enclosing `NavigationStack`.
    var navigation = NavigationTraits()
    /// What a sheet's content asks of its sheet.
    var sheetDetents: Set<PresentationDetent>?
    /// The detent a sheet is at (`presentationDetents(_:selection:)`); nil: the smallest.
    var sheetSelectedDetent: PresentationDetent?
    var sheetDragIndicator: Visibility?
    /// A list row's own insets, background and separator (`listRowInsets`, `listRowBackground`, `listRowSeparator`).
    var listRow = ListRowTraits()
}

/// What a list row says about its own cell.
struct ListRowTraits {
    var insets: EdgeInsets?
    var background: AnyView?
    var separatorHidden = false
}

/// One resolved view in the layout tree: it chooses its size for a proposal, is placed by its parent, and
/// draws itself into the display list.
///
/// Nodes are rebuilt on every render from the view values (cheap structs), so they hold no state of their own:
/// state is in the ``ViewGraph``. A node's `frame` is in the root's coordinates, before draw-time transforms
/// (offset, scale, rotation), as SwiftUI's layout frames are.
@MainActor
class ViewNode {
    let identity: ViewIdentity
    let environment: EnvironmentValues
    var traits = ViewTraits()
    /// Actions a tap on this view runs (a button's), for the motion system's recorder.
    var actions: [() -> Void] = []
    private(set) var frame: CGRect = .zero
    // The memos below are read and written only on the main actor, one access at a time, and never across a
    // call that could reach them again: unchecked exclusivity spares each access a run-time check (begin/end
    // access through thread-local storage was 8 % of laying out the 500-view list, perf).
    @exclusivity(unchecked) private var sizeCache: [(ProposedViewSize, CGSize)] = []
    @exclusivity(unchecked) private var alignmentCache: [(key: AlignmentKey, size: CGSize, value: CGFloat?)] = []
    @exclusivity(unchecked) private var providesCache: [(key: AlignmentKey, value: Bool)] = []
    /// The first key asked of ``mayProvideAlignment(_:)`` (nearly every node is asked about one): kept here, not in
    /// an array allocated for it — 1,200 allocations in laying out the 500-view list of `liquidglass bench --ui`,
    /// 0.5 M of its 15.6 M instructions (callgrind).
    @exclusivity(unchecked) private var providesFirst: (key: AlignmentKey, value: Bool)?

    init(identity: ViewIdentity, environment: EnvironmentValues) {
        self.identity = identity
        self.environment = environment
    }

    /// The nodes this one contains, for drawing and for walking the tree.
    var children: [ViewNode] { [] }

    /// The size this view chooses for `proposal` (memoised: layouts ask the same question several times).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        for (p, s) in sizeCache where p == proposal { return s }
        let size = computeSize(proposal)
        // Room for all eight at once: grown append by append, the memo was reallocated three times per node.
        if sizeCache.isEmpty { sizeCache.reserveCapacity(8) }
        if sizeCache.count < 8 { sizeCache.append((proposal, size)) }
        return size
    }

    /// Subclasses: the size for a proposal.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the view: `bounds` has the size the view chose for `proposal`, in root coordinates.
    final func place(in bounds: CGRect, proposal: ProposedViewSize) {
        // As SwiftUI: children are placed in the unrounded bounds; the view's own frame (drawn, reported) is
        // rounded to the pixel grid (see ``PixelGrid``).
        frame = PixelGrid.round(bounds, step: environment.pixelLength)
        placeChildren(in: bounds, proposal: proposal)
    }

    /// Subclasses: place the children within `bounds`.
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {}

    /// An explicit alignment guide value for the view at `size`, or nil to use the guide's default (memoised
    /// like sizes: a stack asks each child for its guide every time it arranges, and stacks of stacks arrange
    /// again for each guide their parent asks of them — a third of laying out a 500-view screen went into
    /// answering the same questions, `liquidglass bench --ui`, perf).
    final func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        // A stack reads every child's guide for its cross alignment: a text has no centre guide to lay out for, and
        // a stack none of whose children can have the guide need not arrange them to ask.
        guard mayProvideAlignment(key) else { return nil }
        for entry in alignmentCache where entry.key == key && entry.size == size { return entry.value }
        let value = computeExplicitAlignment(key, size: size)
        if alignmentCache.isEmpty { alignmentCache.reserveCapacity(8) }
        if alignmentCache.count < 8 { alignmentCache.append((key, size, value)) }
        return value
    }

    /// Subclasses: the explicit alignment guide for `size`.
    func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }

    /// Whether this view, or one inside it, can have an explicit guide for `key` at all (memoised per key): when
    /// none of a stack's children can, the stack answers nil without arranging them first. In the 500-view list
    /// of `liquidglass bench --ui`, the outer VStack asked every row for its centre guide, and every row arranged
    /// its texts to find none — a third of the layout (perf).
    final func mayProvideAlignment(_ key: AlignmentKey) -> Bool {
        if let first = providesFirst, first.key == key { return first.value }
        for entry in providesCache where entry.key == key { return entry.value }
        let value = computeMayProvideAlignment(key)
        if providesFirst == nil { providesFirst = (key, value) } else { providesCache.append((key, value)) }
        return value
    }

    /// Subclasses that answer ``computeExplicitAlignment(_:size:)`` with a value must say here for which keys
    /// (true when unsure). The default matches the default guide: none.
    func computeMayProvideAlignment(_ key: AlignmentKey) -> Bool { false }

    final func dimensions(_ size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, size: size) }
    }

    /// `dimensions(size)[key]`: the explicit guide, else the guide's default, for which the dimensions (a closure
    /// over this node) are made only when the default may read other guides — a stack reads every child's guide
    /// each time it arranges.
    final func alignmentGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat {
        if let value = explicitAlignment(key, size: size) { return value }
        return key.defaultValue(in: key.defaultReadsSizeOnly ? ViewDimensions(size: size) : dimensions(size))
    }

    /// Draws the view into `list`. By default the children, in order.
    func draw(into list: inout DisplayBuilder) {
        for child in children { child.draw(into: &list) }
    }

    /// Extends the frame where the view ignores the safe area (see ``SafeAreaNode``).
    final func setFrame(_ rect: CGRect) { frame = rect }

    /// Proposes `rect`'s size and places the view at the size it chooses, centred in `rect` (how a container
    /// places a child in the area it gives it: a window, a safe area, a page).
    final func placeCentred(in rect: CGRect) {
        let proposal = ProposedViewSize(rect.size)
        let size = sizeThatFits(proposal)
        place(in: CGRect(x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
                         width: size.width, height: size.height), proposal: proposal)
    }
}

/// A node that wraps one child and forwards its traits (modifiers keep the view's layout priority and values).
@MainActor
class WrapperNode: ViewNode {
    let child: ViewNode
    init(child: ViewNode, environment: EnvironmentValues? = nil) {
        self.child = child
        super.init(identity: child.identity, environment: environment ?? child.environment)
        // Layout traits belong to the view whatever modifiers wrap it; accessibility values stay where written.
        traits.layoutPriority = child.traits.layoutPriority
        traits.isSpacer = child.traits.isSpacer
        traits.layoutValues = child.traits.layoutValues
        traits.transition = child.traits.transition
        traits.listRow = child.traits.listRow
    }
    override var children: [ViewNode] { [child] }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(in: bounds, proposal: proposal)
    }
    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        child.explicitAlignment(key, size: size)
    }
    override func computeMayProvideAlignment(_ key: AlignmentKey) -> Bool { child.mayProvideAlignment(key) }
}
