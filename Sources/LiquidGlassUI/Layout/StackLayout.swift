/// The stack algorithm shared by `HStack` and `VStack` (SwiftUI's, as described in reference/swiftui-layout.md):
/// subtract the spacing, then offer space to the children from the least to the most flexible (higher
/// `layoutPriority` groups first, after reserving the minimum sizes of lower groups), each child getting an
/// equal share of what remains; align on the cross axis; the stack encloses its children and may overflow.
@MainActor
struct StackSolver {
    let axis: Axis
    let spacing: CGFloat?
    let crossAlignment: AlignmentKey

    // The loops below are plain `for` loops over the subviews, not `map`/`filter`/`sorted` closures: a closure
    // formed here is main-actor isolated and Swift checks the executor each time it is called — 10 % of laying
    // out a 500-view screen (`liquidglass bench --ui`, perf).

    /// The gap before each subview (0 before the first): into `gaps`, which holds `subviews.count` values.
    func gaps(_ subviews: LayoutSubviews, into gaps: UnsafeMutableBufferPointer<CGFloat>) {
        guard !subviews.isEmpty else { return }
        gaps[0] = 0
        var previous = subviews[0].spacing
        for i in 1..<subviews.count {
            let next = subviews[i].spacing
            gaps[i] = spacing ?? previous.distance(to: next, along: axis)
            previous = next
        }
    }

    /// The scratch values of one arrangement, per child: the gap before it, its guide, its size, its minimum,
    /// flexibility and priority, its place in the order of sizing, and its frame. One block from the heap per
    /// arrangement, not arrays (each array also looked up its element type's metadata at run time: with malloc and
    /// free, a fifth of laying out the 500-view list, perf) nor `withUnsafeTemporaryAllocation` closures (a closure
    /// formed here is main-actor isolated and checked for its executor on every call: 0.9 M of the 15.6 M
    /// instructions of laying out the 500-view list of `liquidglass bench --ui`, callgrind).
    private struct Scratch {
        let block: UnsafeMutableRawPointer
        let gaps: UnsafeMutableBufferPointer<CGFloat>
        let guides: UnsafeMutablePointer<CGFloat>
        let sizes: UnsafeMutableBufferPointer<CGSize>
        let minimum: UnsafeMutablePointer<CGFloat>
        let flexibility: UnsafeMutablePointer<CGFloat>
        let priority: UnsafeMutablePointer<Double>
        let group: UnsafeMutablePointer<Int>
        let frames: UnsafeMutablePointer<CGRect>

        /// Eight-byte words per child: gap, guide, size (2), minimum, flexibility, priority, group, frame (4).
        static let words = 12

        init(count: Int) {
            let n = max(count, 1)
            let base = UnsafeMutableRawPointer.allocate(byteCount: n * Self.words * 8, alignment: 8)
            block = base
            func region<T>(_ word: Int, _ type: T.Type) -> UnsafeMutablePointer<T> {
                (base + word * n * 8).bindMemory(to: T.self, capacity: n)
            }
            gaps = UnsafeMutableBufferPointer(start: region(0, CGFloat.self), count: count)
            guides = region(1, CGFloat.self)
            sizes = UnsafeMutableBufferPointer(start: region(2, CGSize.self), count: count)
            minimum = region(4, CGFloat.self)
            flexibility = region(5, CGFloat.self)
            priority = region(6, Double.self)
            group = region(7, Int.self)
            frames = region(8, CGRect.self)
        }

        func deallocate() { block.deallocate() }
    }

    /// The sizes of the children for `proposal` into `scratch.sizes` (one per child), given the gaps before them
    /// in `scratch.gaps` (see ``gaps(_:into:)``).
    private func sizes(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ scratch: Scratch) {
        let result = scratch.sizes, gaps = scratch.gaps
        let cross = proposal[axis.other]
        let count = subviews.count
        guard let main = proposal[axis] else {
            for (i, subview) in subviews.enumerated() { result[i] = subview.sizeThatFits(ProposedViewSize(axis: axis, main: nil, cross: cross)) }
            return
        }
        guard count > 0 else { return }
        var totalSpacing: CGFloat = 0
        for gap in gaps { totalSpacing += gap }
        var remaining = max(main - totalSpacing, 0)
        if main.isInfinite { remaining = .infinity }

        // Flexibility: the difference between the largest and smallest main size the child accepts.
        let minimum = scratch.minimum, flexibility = scratch.flexibility, priority = scratch.priority
        let group = scratch.group
        // Priority levels are taken highest first (nearly always there is one: every child at 0).
        var level = -Double.infinity
        for (i, subview) in subviews.enumerated() {
            let low = subview.sizeThatFits(ProposedViewSize(axis: axis, main: 0, cross: cross))[axis]
            let high = subview.sizeThatFits(ProposedViewSize(axis: axis, main: .infinity, cross: cross))[axis]
            // A Spacer yields to its siblings: it is sized after the other children of its priority, which
            // leave it its minimum length. Measured in real SwiftUI (macOS, codelynx/SwiftOpenUI fixture
            // mixed-fixed-flexible-hstack): `HStack(spacing: 0) { Text.frame(width: 80); Color; Spacer();
            // Text.frame(width: 60) }` in 400 gives the Color 252 = 400 − 80 − 60 − 8 and the Spacer its 8, where
            // sharing equally would give each 126. So a row's text keeps its line beside a Spacer.
            let childPriority = subview.node.traits.isSpacer ? subview.priority.nextDown : subview.priority
            minimum[i] = low
            flexibility[i] = high - low
            priority[i] = childPriority
            level = max(level, childPriority)
        }
        while true {
            var members = 0
            var reserved: CGFloat = 0
            for i in 0..<count {
                if priority[i] == level { group[members] = i; members += 1 }
                // Lower-priority children keep at least their minimum size.
                if priority[i] < level { reserved += minimum[i] }
            }
            // Least flexible first, ties in order: an insertion sort (stacks hold a handful of children, and a
            // closure here would be checked for its actor at every comparison).
            if members > 1 {
                for k in 1..<members {
                    let index = group[k], key = flexibility[index]
                    var j = k - 1
                    while j >= 0, (flexibility[group[j]], group[j]) > (key, index) {
                        group[j + 1] = group[j]
                        j -= 1
                    }
                    group[j + 1] = index
                }
            }
            var available = max(remaining - reserved, 0)
            if remaining.isInfinite { available = .infinity }
            var left = members
            for k in 0..<members {
                let index = group[k]
                let share = available.isInfinite ? CGFloat.infinity : available / CGFloat(left)
                let size = subviews[index].sizeThatFits(ProposedViewSize(axis: axis, main: share, cross: cross))
                result[index] = size
                if !available.isInfinite { available = max(available - size[axis], 0) }
                if !remaining.isInfinite { remaining = max(remaining - size[axis], 0) }
                left -= 1
            }
            // The next lower level, if any.
            var next = -Double.infinity
            for i in 0..<count where priority[i] < level { next = max(next, priority[i]) }
            if next == -Double.infinity { break }
            level = next
        }
    }

    /// The frames of the children (origin at the stack's origin) and the stack's size.
    func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (frames: [CGRect], size: CGSize) {
        let scratch = Scratch(count: subviews.count)
        defer { scratch.deallocate() }
        let size = arrange(proposal, subviews, scratch)
        return (Array(UnsafeBufferPointer(start: scratch.frames, count: subviews.count)), size)
    }

    /// The stack's size for `proposal` (its children's frames not kept).
    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let scratch = Scratch(count: subviews.count)
        defer { scratch.deallocate() }
        return arrange(proposal, subviews, scratch)
    }

    /// Arranges the children, writing their frames to `scratch.frames`; returns the stack's size.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ scratch: Scratch) -> CGSize {
        let count = subviews.count
        let gaps = scratch.gaps, guides = scratch.guides, sizes = scratch.sizes, frames = scratch.frames
        self.gaps(subviews, into: gaps)
        self.sizes(proposal, subviews, scratch)
        var line = -CGFloat.infinity
        for i in 0..<count {
            guides[i] = subviews[i].node.alignmentGuide(crossAlignment, size: sizes[i])
            line = max(line, guides[i])
        }
        var position: CGFloat = 0
        var crossExtent: CGFloat = 0
        for i in 0..<count {
            position += gaps[i]
            let crossOffset = line - guides[i]
            let origin = axis == .horizontal ? CGPoint(x: position, y: crossOffset) : CGPoint(x: crossOffset, y: position)
            frames[i] = CGRect(origin: origin, size: sizes[i])
            crossExtent = max(crossExtent, crossOffset + sizes[i][axis.other])
            position += sizes[i][axis]
        }
        return CGSize(axis: axis, main: position, cross: crossExtent)
    }

    /// Places each child at its frame from ``arrange(_:_:)`` (relative to `bounds`), proposing its own length along
    /// the stack and the stack's proposal across it.
    func place(_ frames: [CGRect], in bounds: CGRect, proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        for (i, frame) in frames.enumerated() {
            let childProposal = axis == .horizontal ? ProposedViewSize(width: frame.width, height: proposal.height)
                : ProposedViewSize(width: proposal.width, height: frame.height)
            subviews[i].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: childProposal)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, subviews: LayoutSubviews) -> CGFloat? {
        explicitAlignment(key, frames: arrange(ProposedViewSize(size), subviews).frames, subviews: subviews)
    }

    /// The first (or, for the last text baseline, the last) child's explicit guide, given the children's frames
    /// for a proposal of the stack's size.
    func explicitAlignment(_ key: AlignmentKey, frames: [CGRect], subviews: LayoutSubviews) -> CGFloat? {
        let isLast = key == VerticalAlignment.lastTextBaseline.key
        let order = isLast ? Array(subviews.indices.reversed()) : Array(subviews.indices)
        for i in order {
            let node = subviews[i].node
            if let value = node.explicitAlignment(key, size: frames[i].size) {
                return (key.axis == .horizontal ? frames[i].minX : frames[i].minY) + value
            }
        }
        return nil
    }
}

/// A horizontal stack layout.
public struct HStackLayout: Layout, StackAlignmentProviding {
    public typealias Cache = Void
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    var solver: StackSolver { StackSolver(axis: .horizontal, spacing: spacing, crossAlignment: alignment.key) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        solver.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let solver = self.solver
        solver.place(solver.arrange(proposal, subviews).frames, in: bounds, proposal: proposal, subviews)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, subviews: LayoutSubviews) -> CGFloat? {
        solver.explicitAlignment(key, size: size, subviews: subviews)
    }
}

/// A vertical stack layout.
public struct VStackLayout: Layout, StackAlignmentProviding {
    public typealias Cache = Void
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    var solver: StackSolver { StackSolver(axis: .vertical, spacing: spacing, crossAlignment: alignment.key) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        solver.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let solver = self.solver
        solver.place(solver.arrange(proposal, subviews).frames, in: bounds, proposal: proposal, subviews)
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, subviews: LayoutSubviews) -> CGFloat? {
        solver.explicitAlignment(key, size: size, subviews: subviews)
    }
}

/// An overlaying stack layout: every child gets the stack's proposal; they are aligned on one point.
public struct ZStackLayout: Layout, StackAlignmentProviding {
    public typealias Cache = Void
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (frames: [CGRect], size: CGSize) {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let dims = subviews.indices.map { subviews[$0].node.dimensions(sizes[$0]) }
        let gx = dims.map { $0[alignment.horizontal] }, gy = dims.map { $0[alignment.vertical] }
        let lx = gx.max() ?? 0, ly = gy.max() ?? 0
        var frames: [CGRect] = []
        var extent = CGSize.zero
        for i in subviews.indices {
            // A child that takes an infinite proposal whole (a `Color` measured for `.infinity`) has an infinite
            // centre or bottom guide: `lx - gx` is then ∞ − ∞ = NaN, and the NaN extent made the stack report
            // 0 where it is as flexible as its child — so a `VStack { ZStack { Color.red }; Text }` gave the
            // colour half the screen instead of all but the text's line (heldback8, 2699d430). Such a child
            // starts at the stack's origin.
            let ox = lx - gx[i], oy = ly - gy[i]
            let origin = CGPoint(x: ox.isNaN ? 0 : ox, y: oy.isNaN ? 0 : oy)
            frames.append(CGRect(origin: origin, size: sizes[i]))
            extent.width = max(extent.width, origin.x + sizes[i].width)
            extent.height = max(extent.height, origin.y + sizes[i].height)
        }
        return (frames, extent)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let (frames, size) = arrange(proposal, subviews)
        // When the stack is given more room than it asked for, its content aligns within it.
        let dx = (bounds.width - size.width) * (alignment.unitPoint?.x ?? 0)
        let dy = (bounds.height - size.height) * (alignment.unitPoint?.y ?? 0)
        for (i, frame) in frames.enumerated() {
            subviews[i].place(at: CGPoint(x: bounds.minX + frame.minX + dx, y: bounds.minY + frame.minY + dy),
                              proposal: proposal)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, subviews: LayoutSubviews) -> CGFloat? {
        let (frames, _) = arrange(ProposedViewSize(size), subviews)
        for i in subviews.indices {
            if let v = subviews[i].node.explicitAlignment(key, size: frames[i].size) {
                return (key.axis == .horizontal ? frames[i].minX : frames[i].minY) + v
            }
        }
        return nil
    }
}
