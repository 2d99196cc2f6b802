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
    // out a 500-view screen (`liquidglass bench --ui`, perf, 2026-11-23). The sort's comparator is `@Sendable`
    // over plain arrays, so it needs no check.

    /// Gaps between consecutive subviews.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(subviews.count - 1)
        var previous = subviews[0].spacing
        for i in 1..<subviews.count {
            let next = subviews[i].spacing
            gaps.append(spacing ?? previous.distance(to: next, along: axis))
            previous = next
        }
        return gaps
    }

    /// The main-axis sizes of the children for `proposal`, and their sizes.
    func sizes(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [CGSize] {
        let cross = proposal[axis.other]
        let count = subviews.count
        guard let main = proposal[axis] else {
            var result: [CGSize] = []
            result.reserveCapacity(count)
            for subview in subviews { result.append(subview.sizeThatFits(ProposedViewSize(axis: axis, main: nil, cross: cross))) }
            return result
        }
        var totalSpacing: CGFloat = 0
        for gap in gaps(subviews) { totalSpacing += gap }
        var remaining = max(main - totalSpacing, 0)
        if main.isInfinite { remaining = .infinity }
        var result = Array(repeating: CGSize.zero, count: count)

        // Flexibility: the difference between the largest and smallest main size the child accepts.
        var minimum: [CGFloat] = [], flexibility: [CGFloat] = [], priority: [Double] = []
        minimum.reserveCapacity(count); flexibility.reserveCapacity(count); priority.reserveCapacity(count)
        for subview in subviews {
            let low = subview.sizeThatFits(ProposedViewSize(axis: axis, main: 0, cross: cross))[axis]
            let high = subview.sizeThatFits(ProposedViewSize(axis: axis, main: .infinity, cross: cross))[axis]
            minimum.append(low)
            flexibility.append(high - low)
            priority.append(subview.priority)
        }
        let flexible = flexibility
        // The distinct priorities, highest first (nearly always one: every child at 0).
        var priorities: [Double] = []
        for p in priority where !priorities.contains(p) { priorities.append(p) }
        if priorities.count > 1 { priorities.sort(by: >) }
        for level in priorities {
            var group: [Int] = []
            var reserved: CGFloat = 0
            for i in 0..<count {
                if priority[i] == level { group.append(i) }
                // Lower-priority children keep at least their minimum size.
                if priority[i] < level { reserved += minimum[i] }
            }
            group.sort { @Sendable a, b in (flexible[a], a) < (flexible[b], b) }
            var available = max(remaining - reserved, 0)
            if remaining.isInfinite { available = .infinity }
            var left = group.count
            for index in group {
                let share = available.isInfinite ? CGFloat.infinity : available / CGFloat(left)
                let size = subviews[index].sizeThatFits(ProposedViewSize(axis: axis, main: share, cross: cross))
                result[index] = size
                if !available.isInfinite { available = max(available - size[axis], 0) }
                if !remaining.isInfinite { remaining = max(remaining - size[axis], 0) }
                left -= 1
            }
        }
        return result
    }

    /// The frames of the children (origin at the stack's origin) and the stack's size.
    func arrange(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (frames: [CGRect], size: CGSize) {
        let sizes = sizes(proposal, subviews)
        let gaps = gaps(subviews)
        var guides: [CGFloat] = []
        guides.reserveCapacity(subviews.count)
        for i in subviews.indices { guides.append(subviews[i].node.dimensions(sizes[i])[crossAlignment]) }
        let line = guides.max() ?? 0
        var frames: [CGRect] = []
        var position: CGFloat = 0
        var crossExtent: CGFloat = 0
        for i in subviews.indices {
            if i > 0 { position += gaps[i - 1] }
            let crossOffset = line - guides[i]
            let origin = axis == .horizontal ? CGPoint(x: position, y: crossOffset) : CGPoint(x: crossOffset, y: position)
            frames.append(CGRect(origin: origin, size: sizes[i]))
            crossExtent = max(crossExtent, crossOffset + sizes[i][axis.other])
            position += sizes[i][axis]
        }
        return (frames, CGSize(axis: axis, main: position, cross: crossExtent))
    }

    func explicitAlignment(_ key: AlignmentKey, size: CGSize, subviews: LayoutSubviews) -> CGFloat? {
        // Arranging costs the children's sizes; a stack none of whose children has such a guide has none.
        guard subviews.contains(where: { $0.node.mayProvideAlignment(key) }) else { return nil }
        let (frames, _) = arrange(ProposedViewSize(size), subviews)
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
        solver.arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let (frames, _) = solver.arrange(proposal, subviews)
        for (i, frame) in frames.enumerated() {
            subviews[i].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                              proposal: ProposedViewSize(width: frame.width, height: proposal.height))
        }
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
        solver.arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let (frames, _) = solver.arrange(proposal, subviews)
        for (i, frame) in frames.enumerated() {
            subviews[i].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                              proposal: ProposedViewSize(width: proposal.width, height: frame.height))
        }
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
            let origin = CGPoint(x: lx - gx[i], y: ly - gy[i])
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
        guard subviews.contains(where: { $0.node.mayProvideAlignment(key) }) else { return nil }
        let (frames, _) = arrange(ProposedViewSize(size), subviews)
        for i in subviews.indices {
            if let v = subviews[i].node.explicitAlignment(key, size: frames[i].size) {
                return (key.axis == .horizontal ? frames[i].minX : frames[i].minY) + v
            }
        }
        return nil
    }
}
