/// A view that shows a root view under a navigation bar: the title (large by default, or inline) and the
/// toolbar's items in glass, as iOS 26 draws them. Pushing views is not supported: a stack shows its root.
///
/// ```swift
/// NavigationStack {
///     Inbox()
///         .navigationTitle("Inbox")
///         .toolbar {
///             ToolbarItem(placement: .topBarLeading) { Button("Edit") { } }
///             ToolbarItemGroup(placement: .topBarTrailing) {
///                 Button("Filter", systemImage: "line.3.horizontal") { }
///                 Button("Compose", systemImage: "pencil") { }
///             }
///         }
/// }
/// ```
///
/// The geometry, estimated where Apple publishes none, is in ``NavigationBarMetrics``.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    /// The path's elements now (the last one is shown, through the root's `navigationDestination(for:)`).
    var elements: () -> [AnyHashable] = { [] }
    /// Removes the last element (the back button's action).
    var pop: () -> Void = {}

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        NavigationStackResolver(context: context).resolve(root, path: elements(), pop: pop)
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A stack whose pushed views are the values of `path`: the last one is drawn, by the destination the root
    /// gives for its type (`navigationDestination(for:destination:)`), under a bar with iOS 26's back button.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.elements = { path.wrappedValue.elements }
        self.pop = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// A stack whose pushed views are the elements of a typed `path` (the last one drawn).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.elements = { path.wrappedValue.map { AnyHashable($0) } }
        self.pop = { if !path.wrappedValue.isEmpty { path.wrappedValue.removeLast() } }
    }
}

/// iOS 26's navigation bar and bottom toolbar geometry on iPhone, in points — estimates where noted.
///
/// - Bar row: 44 high from the top of the safe area; items 44 high (the HIG's minimum hit target, 44×44).
/// - Large title: 52 below the row, 34 pt bold (`largeTitle`) from the 16-pt margin — UIKit's large-title bar
///   has been 44 + 52 = 96 high since iOS 11; assumed unchanged in iOS 26 (estimate).
/// - Margins 16 (UIKit's default layout margins on iPhone); glass groups 8 apart (estimate; the same gap as
///   between the tab bar and its search circle in ``TabBarMetrics``).
/// - An item's content is padded 10 on each side, at least 44 wide: a symbol sits in a 44-pt circle, text in a
///   capsule (estimate).
/// - Bottom bar: the row 21 above the screen's bottom edge, as the tab bar (estimate).
public enum NavigationBarMetrics {
    public static let rowHeight: CGFloat = 44
    public static let largeTitleHeight: CGFloat = 52
    public static let margin: CGFloat = 16
    public static let groupSpacing: CGFloat = 8
    public static let itemPadding: CGFloat = 10
    public static let bottomMargin: CGFloat = 21
}

/// Resolves a stack: the root first (to read its title and toolbar), then the bar's glass groups.
@MainActor
struct NavigationStackResolver {
    let context: ResolveContext

    func resolve<Root: View>(_ root: Root, path: [AnyHashable], pop: @escaping () -> Void) -> [ViewNode] {
        guard let last = path.last else { return resolve(root) }
        var probeContext = context
        probeContext.identity = context.identity.appending(.part("root"))
        let destinations = Self.destinations(probeContext.resolve(root))
        guard let destination = destinations.lazy.compactMap({ $0(last) as? AnyView }).first else {
            RenderNotes.note("NavigationStack(path:): no navigationDestination(for: \(type(of: last.base)).self) for the last value: the root is drawn")
            return resolve(root)
        }
        // iOS 26 draws the back button as a chevron in a glass circle at the bar's leading end.
        let pushed = destination.toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button(action: pop) { Image(systemName: "chevron.left") }.accessibilityLabel("Back")
            }
        }
        var pushedContext = context
        pushedContext.identity = context.identity.appending(.part("path-\(path.count)"))
        return NavigationStackResolver(context: pushedContext).resolve(pushed)
    }

    func resolve<Root: View>(_ root: Root) -> [ViewNode] {
        let screen = context.environment.safeAreaInsets
        // A first pass to read what the root asks of the bar (title, mode, toolbar); state is unaffected, as the
        // same identities resolve again below with the final safe area.
        var rootContext = context
        rootContext.identity = context.identity.appending(.part("root"))
        let probe = rootContext.resolve(root)
        let traits = Self.collect(probe)
        // A hidden navigation bar takes its title and items with it, and the page starts under the status bar.
        let barHidden = traits.navigationBarHidden == true
        let large = !barHidden && (traits.titleDisplayMode ?? .automatic) != .inline && traits.title != nil
        let entries = (traits.toolbar ?? []).filter {
            barHidden ? $0.placement.slot == .bottom : true
        }.filter { traits.bottomBarHidden == true ? $0.placement.slot != .bottom : true }
        let hasBottom = entries.contains { $0.placement.slot == .bottom }
        let m = NavigationBarMetrics.self
        // A subtitle adds its line (subheadline, 20 pt leading) under a large title; inline it shares the row.
        let subtitleHeight: CGFloat = large && traits.subtitle != nil ? 20 : 0
        let top = barHidden ? 0 : m.rowHeight + (large ? m.largeTitleHeight + subtitleHeight : 0)
        let bottom = hasBottom ? m.bottomMargin + m.rowHeight : 0

        let pageContext = rootContext.with { env in
            if let screen {
                var insets = screen.insets
                insets.top += top
                insets.bottom = max(insets.bottom, bottom)
                env.safeAreaInsets = (screen.rect, insets)
                env.safeAreaBars.insert(.top)
                if hasBottom { env.safeAreaBars.insert(.bottom) }
            }
        }
        let pageNodes = pageContext.resolve(root)
        let page = LayoutNode.grouping(pageNodes, in: VStackLayout(), identity: rootContext.identity, environment: pageContext.environment)

        var chrome = context
        chrome.identity = context.identity.appending(.part("navigationBar"))
        func bar<V: View>(_ view: V, _ name: String) -> ViewNode? {
            var c = chrome
            c.identity = chrome.identity.appending(.part(name))
            return c.resolve(view).first
        }
        let leading = bar(ToolbarRow(entries: entries.filter { $0.placement.slot == .leading }), "leading")
        let trailing = bar(ToolbarRow(entries: entries.filter { $0.placement.slot == .trailing }), "trailing")
        let principal = bar(ToolbarRow(entries: entries.filter { $0.placement.slot == .principal }), "principal")
        let bottomRow = bar(ToolbarRow(entries: entries.filter { $0.placement.slot == .bottom }, fills: true), "bottom")
        func titleView(_ t: String, large: Bool, name: String) -> ViewNode? {
            bar(VStack(alignment: large ? .leading : .center, spacing: 0) {
                Text(t).font(large ? .largeTitle.bold() : .headline).lineLimit(1).accessibilityIdentifier("navigationTitle")
                if let subtitle = traits.subtitle {
                    Text(subtitle).font(large ? .subheadline : .footnote).foregroundStyle(.secondary).lineLimit(1)
                        .accessibilityIdentifier("navigationSubtitle")
                }
            }, name)
        }
        let title = barHidden ? nil : traits.title.flatMap { titleView($0, large: large, name: "title") }
        // A large title collapses into the bar once content scrolls under it: the inline form, chosen at placement.
        let inlineTitle = large && !barHidden ? traits.title.flatMap { titleView($0, large: false, name: "inlineTitle") } : nil
        let node = NavigationStackNode(page: page, leading: leading, trailing: trailing, principal: principal, bottom: bottomRow,
                                       title: title, largeTitle: large, top: top, bottomInset: bottom, screen: screen,
                                       identity: context.identity, environment: context.environment)
        node.inlineTitle = inlineTitle
        return [node]
    }

    /// The `navigationDestination(for:)`s of the stack's views, outermost first; nested stacks keep theirs.
    static func destinations(_ nodes: [ViewNode]) -> [(AnyHashable) -> Any?] {
        var result: [(AnyHashable) -> Any?] = []
        func visit(_ node: ViewNode) {
            if node is NavigationStackNode { return }
            result += node.traits.navigationDestinations ?? []
            node.children.forEach(visit)
        }
        nodes.forEach(visit)
        return result
    }

    /// The title and display mode of the first view that sets them (outermost first), and every toolbar entry, in
    /// order; nested stacks keep theirs.
    static func collect(_ nodes: [ViewNode]) -> NavigationTraits {
        var result = NavigationTraits()
        func visit(_ node: ViewNode) {
            if node is NavigationStackNode { return }
            let n = node.traits.navigation
            if result.title == nil { result.title = n.title }
            if result.subtitle == nil { result.subtitle = n.subtitle }
            if result.titleDisplayMode == nil { result.titleDisplayMode = n.titleDisplayMode }
            if result.navigationBarHidden == nil { result.navigationBarHidden = n.navigationBarHidden }
            if result.bottomBarHidden == nil { result.bottomBarHidden = n.bottomBarHidden }
            if let t = n.toolbar { result.toolbar = (result.toolbar ?? []) + t }
            node.children.forEach(visit)
        }
        nodes.forEach(visit)
        return result
    }
}

/// One end of a bar: glass groups in a row. Items of one group (adjacent items, split by spacers) share a capsule;
/// an item whose shared background is hidden stands alone without glass.
struct ToolbarRow: View {
    let entries: [ToolbarEntry]
    var fills = false

    /// The row's parts: a run of items on one glass, a bare item, or a gap.
    enum Part { case glass([AnyView]), bare(AnyView), gap(SpacerSizing) }

    var parts: [Part] {
        var parts: [Part] = []
        var run: [AnyView] = []
        func flush() { if !run.isEmpty { parts.append(.glass(run)); run = [] } }
        for entry in entries {
            switch entry.kind {
            case .spacer(let sizing):
                flush()
                parts.append(.gap(sizing))
            case .item(let view):
                // An item with nothing in it has no place in the bar, and no glass (``EmptyContentProbe``).
                if drawsNothing(view) { continue }
                if entry.sharesBackground { run.append(view) } else { flush(); parts.append(.bare(view)) }
            }
        }
        flush()
        return parts
    }

    var body: some View {
        let parts = parts
        return HStack(spacing: NavigationBarMetrics.groupSpacing) {
            ForEach(parts.indices, id: \.self) { i in
                switch parts[i] {
                case .glass(let items):
                    HStack(spacing: 0) {
                        ForEach(items.indices, id: \.self) { j in item(items[j]) }
                    }
                    .glassEffect(.regular.interactive(), in: .capsule)
                case .bare(let view):
                    item(view)
                case .gap(let sizing):
                    // A fixed spacer only splits the glass (the row's spacing is its gap), in a bottom bar too.
                    if sizing == .flexible { Spacer(minLength: 0) }
                }
            }
        }
        .frame(height: NavigationBarMetrics.rowHeight)
    }

    private func item(_ view: AnyView) -> some View {
        view
            .labelStyle(.iconOnly)
            .buttonStyle(.plain)
            .font(.body.weight(.medium))
            .padding(.horizontal, NavigationBarMetrics.itemPadding)
            .frame(minWidth: NavigationBarMetrics.rowHeight, minHeight: NavigationBarMetrics.rowHeight)
    }
}

/// Places a stack: the page below the bar (and above a bottom bar), the bar's ends at the margins of the safe
/// area's top row, the principal item or inline title in its centre, a large title below it.
@MainActor
final class NavigationStackNode: ViewNode {
    let page: ViewNode
    let leading, trailing, principal, bottom, title: ViewNode?
    let largeTitle: Bool
    /// The title's inline form, drawn instead of the large title when content has scrolled under it.
    var inlineTitle: ViewNode?
    /// Whether the large title has collapsed into the bar (a scroll view of the page scrolled from its top).
    private(set) var collapsed = false
    let top, bottomInset: CGFloat
    let screen: (rect: CGRect, insets: EdgeInsets)?

    init(page: ViewNode, leading: ViewNode?, trailing: ViewNode?, principal: ViewNode?, bottom: ViewNode?, title: ViewNode?,
         largeTitle: Bool, top: CGFloat, bottomInset: CGFloat, screen: (rect: CGRect, insets: EdgeInsets)?,
         identity: ViewIdentity, environment: EnvironmentValues) {
        self.page = page
        (self.leading, self.trailing, self.principal, self.bottom, self.title) = (leading, trailing, principal, bottom, title)
        self.largeTitle = largeTitle
        (self.top, self.bottomInset) = (top, bottomInset)
        self.screen = screen
        super.init(identity: identity, environment: environment)
    }

    override var children: [ViewNode] { [page] + [collapsed ? inlineTitle : title, principal, leading, trailing, bottom].compactMap { $0 } }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.fillingScreen(screen) }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let m = NavigationBarMetrics.self
        let row = CGRect(x: bounds.minX + m.margin, y: bounds.minY, width: max(bounds.width - 2 * m.margin, 0), height: m.rowHeight)
        func place(_ node: ViewNode?, in rect: CGRect, alignment: HorizontalAlignment) {
            guard let node else { return }
            let size = node.sizeThatFits(ProposedViewSize(width: rect.width, height: rect.height))
            let x = alignment == .leading ? rect.minX : alignment == .trailing ? rect.maxX - size.width : rect.midX - size.width / 2
            node.place(in: CGRect(x: x, y: rect.minY + (rect.height - size.height) / 2, width: size.width, height: size.height),
                       proposal: ProposedViewSize(width: rect.width, height: rect.height))
        }
        // The page first: whether its content has scrolled under the large title decides the title's form.
        let area = screen?.rect ?? bounds
        let pageBottom = min(bounds.maxY, area.maxY - bottomInset)
        page.placeCentred(in: CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width,
                                     height: max(pageBottom - bounds.minY - top, 0)))
        collapsed = largeTitle && inlineTitle != nil && Self.scrolledUnderTop(page)
        place(leading, in: row, alignment: .leading)
        place(trailing, in: row, alignment: .trailing)
        if collapsed {
            place(inlineTitle, in: row, alignment: .center)
        } else if largeTitle {
            let height = max(m.largeTitleHeight, top - m.rowHeight)
            place(title, in: CGRect(x: row.minX, y: row.maxY, width: row.width, height: height), alignment: .leading)
        } else {
            place(title, in: row, alignment: .center)
        }
        place(principal, in: row, alignment: .center)
        if let bottom {
            let rect = CGRect(x: area.minX + m.margin, y: area.maxY - m.bottomMargin - m.rowHeight,
                              width: max(area.width - 2 * m.margin, 0), height: m.rowHeight)
            bottom.place(in: rect, proposal: ProposedViewSize(rect.size))
        }
    }

    /// Whether a scroll view of `node`'s subtree (not of a nested stack) runs under the bar and is scrolled down
    /// from its top, as iOS collapses a large title then.
    static func scrolledUnderTop(_ node: ViewNode) -> Bool {
        if let scroll = node as? ScrollNode, scroll.barEdges.contains(.top), scroll.contentOffset.y > 0.5 { return true }
        if node is NavigationStackNode { return false }
        return node.children.contains { scrolledUnderTop($0) }
    }
}
