/// A list: SwiftUI's `List` in iOS's default inset-grouped look — rows at least 44 pt high (UIKit's default
/// row height) with 16 pt insets (the layout margins), sections as rounded cards (radius 10) 16 pt from the
/// edges on the grouped background, a one-pixel separator at the bottom of every row but a section's last, 35 pt
/// between sections.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var c = context
        c.environment.isInList = true
        let nodes = c.resolve(content, component: nil)
        // Loose rows (not in a Section) form one section.
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        func flush() {
            guard !loose.isEmpty else { return }
            sections.append(ListSectionBuilder.card(rows: loose, header: nil, footer: nil, context: c))
            loose = []
        }
        for node in nodes {
            if node.traits.isListSection { flush(); sections.append(node) } else { loose.append(node) }
        }
        flush()
        let plain = context.environment.listStyleKind == .plain
        let stack = LayoutNode(layout: VStackLayout(alignment: .leading, spacing: 0), children: sections, identity: context.identity,
                               environment: context.environment)
        // Inset styles keep the cards 16 from the edges; plain and grouped lists run edge to edge.
        let side: CGFloat = context.environment.listStyleKind.isInset ? 16 : 0
        let padded = PaddingNode(child: stack, insets: EdgeInsets(top: 0, leading: side, bottom: 16, trailing: side))
        let backgroundColor = plain ? Color.systemBackground : Color.groupedBackground
        let scroll = ScrollNode(child: padded, axes: .vertical, edgeColor: backgroundColor, environment: context.environment)
        let background = ShapeNode(geometry: .rectangle, style: backgroundColor, stroke: nil,
                                   sizing: { $0.replacingUnspecifiedDimensions() }, identity: context.identity.appending(.part("bg")),
                                   environment: context.environment)
        // The grouped background reaches the screen's edges where the list meets the safe area's (under a
        // navigation bar's title and the home indicator), as iOS draws it; the rows stay inside.
        let reaching = SafeAreaIgnoringNode(child: background, edges: [.top, .bottom], safeArea: context.environment.safeAreaInsets)
        return [SecondaryLayerNode(child: scroll, layer: reaching, alignment: .center, isBackground: true)]
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A row for each element of `data` (identified by `id`).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of `data`, identified by its `id`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each number in `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// A list whose rows can be selected (a still image shows none selected; the binding is kept).
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// A section of a list or form, with an optional header.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent?
    let content: Content
    var footer: Footer? = nil

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        guard context.environment.isInList else {
            return context.resolve(content, component: nil)
        }
        let rows = context.resolve(content, component: .part("rows"))
        var hc = context
        hc.environment.font = .footnote
        hc.environment.foregroundStyles = ForegroundStyles(primary: Color.secondary, secondary: nil)
        let headerNodes = header.map { hc.resolve($0, component: .part("header")) }
        let footerNodes = footer.map { hc.resolve($0, component: .part("footer")) }
        let card = ListSectionBuilder.card(rows: rows, header: headerNodes?.first, footer: footerNodes?.first, context: context)
        card.traits.isListSection = true
        return [card]
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = Text(titleKey)
        self.content = content()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(title)
        self.content = content()
    }
}

extension Section {
    /// A section with a header and a footer (the footer in footnote type under the card).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil
        self.content = content()
        self.footer = footer()
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
    }
}

@MainActor
enum ListSectionBuilder {
    static func card(rows: [ViewNode], header: ViewNode?, footer: ViewNode?, context: ResolveContext) -> ViewNode {
        var items: [ViewNode] = []
        let style = context.environment.listStyleKind
        let minHeight = context.environment.defaultMinListRowHeight
        for (i, row) in rows.enumerated() {
            let insets = row.traits.listRow.insets ?? EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
            let padded = PaddingNode(child: row, insets: insets)
            var framed: ViewNode = FrameNode(child: padded, alignment: .leading) { p in p } size: { p, child in
                CGSize(width: p.width ?? child.width, height: max(child.height, minHeight))
            }
            if let background = row.traits.listRow.background {
                var bc = context
                bc.identity = row.identity.appending(.part("rowBackground"))
                if let layer = bc.resolve(background).first {
                    framed = SecondaryLayerNode(child: framed, layer: layer, alignment: .center, isBackground: true)
                }
            }
            if i < rows.count - 1, !row.traits.listRow.separatorHidden {
                // The separator is the row's own bottom pixel row, over its content and background, not a view
                // between rows: UIKit's table cell is the row height (44 pt at least) with its separator inside it
                // (contentView 44 − 1/scale high), and iOS 16+ list cells draw it as an overlay at the bottom. So
                // rows follow each other every 44 pt at any scale, and the line is one device pixel (``Hairline``).
                let separator = Hairline.node(axis: .horizontal, identity: row.identity.appending(.part("separator")),
                                              environment: context.environment)
                let inset = PaddingNode(child: separator, insets: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0))
                framed = SecondaryLayerNode(child: framed, layer: inset, alignment: .bottom, isBackground: false)
            }
            items.append(framed)
        }
        let column = LayoutNode(layout: VStackLayout(alignment: .leading, spacing: 0), children: items, identity: context.identity,
                                environment: context.environment)
        // Plain lists have no cards (rows on the system background); grouped ones square cards; inset ones 10 pt corners.
        let cardBackground = ShapeNode(geometry: style.isInset ? .roundedRectangle(cornerRadius: 10, style: .continuous) : .rectangle,
                                       style: style == .plain ? Color.clear : Color.groupedCell,
                                       stroke: nil, sizing: { $0.replacingUnspecifiedDimensions() },
                                       identity: context.identity.appending(.part("card")), environment: context.environment)
        let card = SecondaryLayerNode(child: column, layer: cardBackground, alignment: .center, isBackground: true)
        var parts: [ViewNode] = []
        if let header {
            parts.append(PaddingNode(child: header, insets: EdgeInsets(top: 0, leading: 16, bottom: 7, trailing: 16)))
        }
        parts.append(card)
        if let footer {
            parts.append(PaddingNode(child: footer, insets: EdgeInsets(top: 7, leading: 16, bottom: 0, trailing: 16)))
        }
        let section = LayoutNode(layout: VStackLayout(alignment: .leading, spacing: 0), children: parts, identity: context.identity,
                                 environment: context.environment)
        return PaddingNode(child: section, insets: EdgeInsets(top: 35, leading: 0, bottom: 0, trailing: 0))
    }
}

private struct IsInListKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}

extension Color {
    /// systemGroupedBackground (iOS: #F2F2F7 light, #000000 dark — UIKit's documented system colours).
    nonisolated static let groupedBackground = Color(light: SIMD4(242 / 255, 242 / 255, 247 / 255, 1), dark: SIMD4(0, 0, 0, 1))
    /// secondarySystemGroupedBackground (white light, #1C1C1E dark).
    nonisolated static let groupedCell = Color(light: SIMD4(1, 1, 1, 1), dark: SIMD4(28 / 255, 28 / 255, 30 / 255, 1))
}

extension List {
    /// A selectable row for each element of `data`, identified by its `id` (a still image shows none selected).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
    /// A selectable row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}
