/// The pre-iOS 18 `TabView` of plain views: each view of the content is a page, labelled in the tab bar by the
/// `tabItem(_:)` written on it and selected by its `tag(_:)`. With `.tabViewStyle(.page)` the pages are drawn
/// without a tab bar, with the page dots of `UIPageControl` at the bottom.
extension TabViewLayout {
    func makePageNodes(_ pages: AnyView, _ context: ResolveContext) -> [ViewNode] {
        let screen = context.environment.safeAreaInsets
        let pageStyle = context.environment.tabViewPageIndexDisplay
        let accessory = pageStyle == nil ? context.environment.tabViewBottomAccessory : nil
        let reserved = pageStyle != nil ? 0 : TabBarMetrics.bottomMargin + TabBarMetrics.barHeight
            + (accessory == nil ? 0 : TabBarMetrics.accessoryHeight + TabBarMetrics.spacing)

        var page = context.with { env in
            env.tabViewBottomAccessory = nil
            env.tabViewPageIndexDisplay = nil
            if let screen, reserved > 0 {
                var insets = screen.insets
                insets.bottom = max(insets.bottom, reserved)
                env.safeAreaInsets = (screen.rect, insets)
                env.safeAreaBars.insert(.bottom)
            }
        }
        page.identity = context.identity.appending(.part("pages"))
        let nodes = page.resolve(pages)
        var chrome = context.with { $0.tabViewBottomAccessory = nil; $0.tabViewPageIndexDisplay = nil }
        chrome.identity = context.identity.appending(.part("tabBar"))

        let items: [TabItem] = nodes.enumerated().map { index, node in
            var labelContext = chrome
            labelContext.identity = chrome.identity.appending(.part("item-\(index)"))
            let label = node.traits.tabItem.map { labelContext.resolve($0) } ?? []
            return TabItem(title: Self.firstText(label) ?? "", systemImage: Self.firstSymbol(label) ?? "",
                           value: node.traits.tag, role: nil, content: AnyView(EmptyView()))
        }
        let index: Int = {
            if let selectedValue, let found = nodes.firstIndex(where: { $0.traits.tag == selectedValue }) { return found }
            return min(max(selectedIndex, 0), max(nodes.count - 1, 0))
        }()
        let pageNode: ViewNode = nodes.indices.contains(index)
            ? nodes[index]
            : LayoutNode.grouping([], in: ZStackLayout(), identity: page.identity, environment: page.environment)

        let barNodes: [ViewNode]
        if let pageStyle {
            let showsDots = pageStyle == .always || (pageStyle == .automatic && nodes.count > 1)
            barNodes = showsDots ? chrome.resolve(PageDots(count: nodes.count, selected: index)) : []
        } else {
            barNodes = chrome.resolve(TabBarView(tabs: items, selectedIndex: index, select: { select($0, items[$0].value) }))
        }
        var accessoryNodes: [ViewNode] = []
        if let accessory {
            var a = chrome.with { $0.tabViewBottomAccessoryPlacement = .expanded }
            a.identity = context.identity.appending(.part("bottomAccessory"))
            accessoryNodes = a.resolve(accessory.frame(maxWidth: .infinity, maxHeight: .infinity).glassEffect(.regular, in: .capsule))
        }
        return [TabViewNode(page: pageNode, accessory: accessoryNodes.first, bar: barNodes.first, reserved: reserved,
                            screen: screen, identity: context.identity, environment: context.environment)]
    }

    /// The first text of a resolved tab item label (`Label`'s title, or the `Text` beside an `Image`).
    static func firstText(_ nodes: [ViewNode]) -> String? {
        for node in nodes {
            if let text = node as? TextNode { return text.string }
            if let found = firstText(node.children) { return found }
        }
        return nil
    }

    /// The first SF Symbol of a resolved tab item label.
    static func firstSymbol(_ nodes: [ViewNode]) -> String? {
        for node in nodes {
            if let symbol = node as? SymbolNode { return symbol.name }
            if let found = firstSymbol(node.children) { return found }
        }
        return nil
    }
}

/// `UIPageControl`'s dots under the pages of a `.page`-style tab view: the current page's dot white, the others
/// white at 0.3 (UIKit's default `pageIndicatorTintColor` and `currentPageIndicatorTintColor` over content). Dot
/// diameter 7 and gap 9 are estimates (no published metric), centred in the band the tab bar would occupy.
struct PageDots: View {
    let count: Int
    let selected: Int

    var body: some View {
        HStack(spacing: 9) {
            ForEach(0..<count, id: \.self) { index in
                Circle().fill(Color.white.opacity(index == selected ? 1 : 0.3)).frame(width: 7, height: 7)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// `tabItem(_:)`: the label of a page's tab bar item, read by the `TabView` around it.
struct TabItemModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let label: AnyView
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode {
        node.traits.tabItem = label
        return node
    }
}

extension View {
    /// The tab bar item of this view when it is a page of a `TabView`: a `Label`, or an `Image` and a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }
}

private struct TabViewPageIndexDisplayKey: EnvironmentKey {
    static let defaultValue: PageTabViewStyle.IndexDisplayMode? = nil
}

extension EnvironmentValues {
    /// Set by `.tabViewStyle(.page)`: the page dots' display mode (nil for the tab bar style).
    var tabViewPageIndexDisplay: PageTabViewStyle.IndexDisplayMode? {
        get { self[TabViewPageIndexDisplayKey.self] }
        set { self[TabViewPageIndexDisplayKey.self] = newValue }
    }
}
