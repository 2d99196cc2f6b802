/// A column (or row) of a lazy grid.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Sizes of grid tracks across the available length, as SwiftUI's lazy grids do: fixed tracks first, adaptive
/// tracks expand into as many as fit at their minimum, flexible tracks share what is left (clamped).
func gridTracks(_ items: [GridItem], length: CGFloat) -> (sizes: [CGFloat], spacings: [CGFloat]) {
    var expanded: [(GridItem.Size, CGFloat)] = []
    for item in items {
        let spacing = item.spacing ?? ViewSpacing.defaultSpacing
        if case .adaptive(let minimum, let maximum) = item.size {
            let count = max(1, Int((length + spacing) / (minimum + spacing)))
            for _ in 0..<count { expanded.append((.flexible(minimum: minimum, maximum: maximum), spacing)) }
        } else {
            expanded.append((item.size, spacing))
        }
    }
    let spacings = expanded.dropLast().map(\.1)
    var remaining = length - spacings.reduce(0, +)
    var sizes = Array(repeating: CGFloat(0), count: expanded.count)
    var flexible: [Int] = []
    for (i, e) in expanded.enumerated() {
        if case .fixed(let v) = e.0 { sizes[i] = v; remaining -= v } else { flexible.append(i) }
    }
    var count = flexible.count
    for i in flexible {
        guard case .flexible(let lo, let hi) = expanded[i].0 else { continue }
        let share = max(remaining / CGFloat(count), 0)
        sizes[i] = min(max(share, lo), hi)
        remaining -= sizes[i]
        count -= 1
    }
    return (sizes, spacings)
}

/// A grid growing vertically, with the given columns.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, component: nil)
        return [LayoutNode(layout: GridLayout(tracks: columns, axis: .vertical, spacing: spacing), children: nodes,
                           identity: context.identity, environment: context.environment)]
    }
}

/// A grid growing horizontally, with the given rows.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let spacing: CGFloat?
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, component: nil)
        return [LayoutNode(layout: GridLayout(tracks: rows, axis: .horizontal, spacing: spacing), children: nodes,
                           identity: context.identity, environment: context.environment)]
    }
}

/// The lazy grids' layout: tracks across `axis`'s cross direction, lines of cells along it, each line as tall
/// as its tallest cell, cells centred in their slots.
struct GridLayout: Layout {
    typealias Cache = Void
    let tracks: [GridItem]
    /// The growth axis: vertical for LazyVGrid.
    let axis: Axis
    let spacing: CGFloat?

    func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (frames: [CGRect], size: CGSize) {
        let cross = proposal[axis.other] ?? subviews.map { $0.sizeThatFits(.unspecified)[axis.other] }.max().map { $0 * CGFloat(tracks.count) } ?? 0
        let (sizes, spacings) = gridTracks(tracks, length: cross)
        guard !sizes.isEmpty else { return ([], .zero) }
        let lineSpacing = spacing ?? ViewSpacing.defaultSpacing
        var frames: [CGRect] = []
        var along: CGFloat = 0
        var index = 0
        while index < subviews.count {
            let line = index..<min(index + sizes.count, subviews.count)
            var cellSizes: [CGSize] = []
            for (k, i) in line.enumerated() {
                cellSizes.append(subviews[i].sizeThatFits(ProposedViewSize(axis: axis.other, main: sizes[k], cross: nil)))
            }
            let lineLength = cellSizes.map { $0[axis] }.max() ?? 0
            var crossPos: CGFloat = 0
            for (k, s) in cellSizes.enumerated() {
                let slotCross = sizes[k]
                let offsetCross = crossPos + (slotCross - s[axis.other]) / 2
                let offsetAlong = along + (lineLength - s[axis]) / 2
                let origin = axis == .vertical ? CGPoint(x: offsetCross, y: offsetAlong) : CGPoint(x: offsetAlong, y: offsetCross)
                frames.append(CGRect(origin: origin, size: s))
                crossPos += slotCross + (k < spacings.count ? spacings[k] : 0)
            }
            along += lineLength
            index = line.upperBound
            if index < subviews.count { along += lineSpacing }
        }
        let crossTotal = sizes.reduce(0, +) + spacings.reduce(0, +)
        return (frames, CGSize(axis: axis, main: along, cross: crossTotal))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        arrange(proposal, subviews).size
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let (frames, _) = arrange(proposal, subviews)
        for (i, f) in frames.enumerated() {
            subviews[i].place(at: CGPoint(x: bounds.minX + f.minX, y: bounds.minY + f.minY), proposal: ProposedViewSize(f.size))
        }
    }
}
