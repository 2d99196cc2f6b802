/// A two-dimensional layout: SwiftUI's `Grid`. Each `GridRow` is a row of cells, one per column; any other view is
/// a row spanning all columns. Columns are as wide as their widest cell's ideal width, rows as tall as their tallest
/// cell; spare width goes to columns holding flexible cells (a `Color`, a `Spacer`), a shortfall is taken from all
/// columns in proportion. Spacing is 8 pt by default (SwiftUI's base spacing). Cells spanning columns
/// (`gridCellColumns`) are laid out in their first column here.
public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let nodes = context.resolve(content, component: nil)
        let rows: [GridNode.Row] = nodes.map { node in
            if let row = node as? GridRowNode { return GridNode.Row(cells: row.cells, alignment: row.alignment, spans: false) }
            return GridNode.Row(cells: [node], alignment: nil, spans: true)
        }
        return [GridNode(rows: rows, alignment: alignment, hSpacing: horizontalSpacing ?? 8, vSpacing: verticalSpacing ?? 8,
                         identity: context.identity, environment: context.environment)]
    }
}

/// A row of a `Grid`: SwiftUI's `GridRow`.
public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [GridRowNode(cells: context.resolve(content, component: nil), alignment: alignment, identity: context.identity,
                     environment: context.environment)]
    }
}

extension View {
    /// How many columns the cell spans (laid out in its first column here).
    public func gridCellColumns(_ count: Int) -> some View { modifier(NoEffectModifier()) }
    /// The horizontal alignment of the cell's column (the grid's alignment is used here).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { modifier(NoEffectModifier()) }
    /// Where the cell sits in its area (the grid's alignment is used here).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { modifier(NoEffectModifier()) }
    /// Axes along which the cell does not ask for room (it is measured along them all here).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { modifier(NoEffectModifier()) }
}

/// A `GridRow` before its grid reads it: its cells.
@MainActor
final class GridRowNode: ViewNode {
    let cells: [ViewNode]
    let alignment: VerticalAlignment?
    init(cells: [ViewNode], alignment: VerticalAlignment?, identity: ViewIdentity, environment: EnvironmentValues) {
        self.cells = cells
        self.alignment = alignment
        super.init(identity: identity, environment: environment)
    }
    override var children: [ViewNode] { cells }
}

@MainActor
final class GridNode: ViewNode {
    struct Row {
        let cells: [ViewNode]
        let alignment: VerticalAlignment?
        let spans: Bool
    }
    let rows: [Row]
    let alignment: Alignment
    let hSpacing: CGFloat
    let vSpacing: CGFloat

    init(rows: [Row], alignment: Alignment, hSpacing: CGFloat, vSpacing: CGFloat, identity: ViewIdentity, environment: EnvironmentValues) {
        self.rows = rows
        self.alignment = alignment
        self.hSpacing = hSpacing
        self.vSpacing = vSpacing
        super.init(identity: identity, environment: environment)
    }

    override var children: [ViewNode] { rows.flatMap(\.cells) }

    /// Column widths and row heights for a proposal.
    private func tracks(_ proposal: ProposedViewSize) -> (columns: [CGFloat], rows: [CGFloat]) {
        let count = rows.filter { !$0.spans }.map(\.cells.count).max() ?? 1
        var widths = [CGFloat](repeating: 0, count: count)
        var flexible = [Bool](repeating: false, count: count)
        for row in rows where !row.spans {
            for (c, cell) in row.cells.enumerated() {
                let ideal = cell.sizeThatFits(.unspecified).width
                widths[c] = max(widths[c], ideal)
                if cell.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > ideal + 0.5 { flexible[c] = true }
            }
        }
        let gaps = hSpacing * CGFloat(max(count - 1, 0))
        if let available = proposal.width, available.isFinite {
            let total = widths.reduce(0, +) + gaps
            let flexibleCount = flexible.filter { $0 }.count
            if total < available, flexibleCount > 0 {
                let extra = (available - total) / CGFloat(flexibleCount)
                for c in 0..<count where flexible[c] { widths[c] += extra }
            } else if total > available, total - gaps > 0 {
                let scale = max(available - gaps, 0) / (total - gaps)
                widths = widths.map { $0 * scale }
            }
        }
        let fullWidth = widths.reduce(0, +) + gaps
        var heights: [CGFloat] = []
        for row in rows {
            if row.spans {
                heights.append(row.cells.first?.sizeThatFits(ProposedViewSize(width: fullWidth, height: nil)).height ?? 0)
            } else {
                var h: CGFloat = 0
                for (c, cell) in row.cells.enumerated() {
                    h = max(h, cell.sizeThatFits(ProposedViewSize(width: widths[c], height: nil)).height)
                }
                heights.append(h)
            }
        }
        return (widths, heights)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (columns, heights) = tracks(proposal)
        let width = columns.reduce(0, +) + hSpacing * CGFloat(max(columns.count - 1, 0))
        let height = heights.reduce(0, +) + vSpacing * CGFloat(max(heights.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let (columns, heights) = tracks(proposal)
        let fullWidth = columns.reduce(0, +) + hSpacing * CGFloat(max(columns.count - 1, 0))
        var y = bounds.minY
        for (r, row) in rows.enumerated() {
            var x = bounds.minX
            for (c, cell) in row.cells.enumerated() {
                let w = row.spans ? fullWidth : columns[c]
                let area = CGRect(x: x, y: y, width: w, height: heights[r])
                let p = ProposedViewSize(area.size)
                let s = cell.sizeThatFits(p)
                let own = ViewDimensions(size: area.size)
                let dims = cell.dimensions(s)
                let vertical = row.alignment ?? alignment.vertical
                let origin = CGPoint(x: area.minX + own[alignment.horizontal] - dims[alignment.horizontal],
                                     y: area.minY + own[vertical] - dims[vertical])
                cell.place(in: CGRect(origin: origin, size: s), proposal: p)
                x += w + hSpacing
            }
            y += heights[r] + vSpacing
        }
    }
}
