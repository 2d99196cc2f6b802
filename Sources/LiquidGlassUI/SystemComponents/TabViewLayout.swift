/// Resolves a `TabView`: the selected tab's page in a safe area that ends above the bar, the bottom accessory,
/// and the tab bar, placed on the screen by ``TabViewNode``.
struct TabViewLayout: View, PrimitiveView {
    typealias Body = Never
    var tabs: [TabItem]
    var selectedIndex: Int
    /// The pages of a tab view of plain views (its `tabItem`s and `tag`s are read from them), nil for `Tab`s.
    var pages: AnyView? = nil
    /// The selection's value, matched against the pages' tags.
    var selectedValue: AnyHashable? = nil
    /// Selects the tab at an index (with its tag, for pages).
    let select: (Int, AnyHashable?) -> Void

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if let pages { return makePageNodes(pages, context) }
        if context.environment.tabViewPageIndexDisplay != nil {
            RenderNotes.note("tabViewStyle(.page): a TabView of Tabs is drawn with its tab bar")
        }
        let context = context.with { $0.tabViewPageIndexDisplay = nil }
        let screen = context.environment.safeAreaInsets
        let accessory = context.environment.tabViewBottomAccessory
        let reserved = TabBarMetrics.bottomMargin + TabBarMetrics.barHeight
            + (accessory == nil ? 0 : TabBarMetrics.accessoryHeight + TabBarMetrics.spacing)

        // The page: its safe area ends where the bar (or the accessory) begins.
        var page = context.with { env in
            env.tabViewBottomAccessory = nil
            if let screen {
                var insets = screen.insets
                insets.bottom = max(insets.bottom, reserved)
                env.safeAreaInsets = (screen.rect, insets)
                env.safeAreaBars.insert(.bottom)
            }
        }
        page.identity = context.identity.appending(.part("tab-\(selectedIndex)"))
        let pageNodes = tabs.indices.contains(selectedIndex) ? page.resolve(tabs[selectedIndex].content) : []
        let pageNode = LayoutNode.grouping(pageNodes, in: ZStackLayout(), identity: page.identity, environment: page.environment)

        var chrome = context.with { $0.tabViewBottomAccessory = nil }
        chrome.identity = context.identity.appending(.part("tabBar"))
        let bar = chrome.resolve(TabBarView(tabs: tabs, selectedIndex: selectedIndex, select: { select($0, tabs[$0].value) }))

        var accessoryNodes: [ViewNode] = []
        if let accessory {
            var a = chrome.with { $0.tabViewBottomAccessoryPlacement = .expanded }
            a.identity = context.identity.appending(.part("bottomAccessory"))
            accessoryNodes = a.resolve(accessory.frame(maxWidth: .infinity, maxHeight: .infinity).glassEffect(.regular, in: .capsule))
        }
        return [TabViewNode(page: pageNode, accessory: accessoryNodes.first, bar: bar.first, reserved: reserved,
                            screen: screen, identity: context.identity, environment: context.environment)]
    }
}

/// Places a tab view's parts: the page in the area above the bar, the bar 21 pt above the screen's bottom edge
/// and 21 pt from its sides, the accessory above the bar. Takes the whole proposal (as SwiftUI's `TabView`).
@MainActor
final class TabViewNode: ViewNode {
    let page: ViewNode
    let accessory: ViewNode?
    let bar: ViewNode?
    let reserved: CGFloat
    let screen: (rect: CGRect, insets: EdgeInsets)?

    init(page: ViewNode, accessory: ViewNode?, bar: ViewNode?, reserved: CGFloat,
         screen: (rect: CGRect, insets: EdgeInsets)?, identity: ViewIdentity, environment: EnvironmentValues) {
        self.page = page
        self.accessory = accessory
        self.bar = bar
        self.reserved = reserved
        self.screen = screen
        super.init(identity: identity, environment: environment)
    }

    override var children: [ViewNode] { [page] + [accessory, bar].compactMap { $0 } }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.fillingScreen(screen) }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        // The bar belongs to the screen, not to the safe area the tab view was placed in, when the tab view reaches
        // the safe area's bottom edge; a tab view that ends above it (one part of a `VStack`) has no bottom inset
        // and its bar floats at the bottom of its own frame (heldback8's 11c2ea21: a tab view between two
        // navigation stacks drew its bar at the screen's bottom, under the third stack).
        let reachesBottom = screen.map { bounds.maxY >= $0.rect.maxY - $0.insets.bottom - 0.5 } ?? true
        let area = reachesBottom ? (screen?.rect ?? bounds) : bounds
        let m = TabBarMetrics.self
        let barFrame = CGRect(x: area.minX + m.sideMargin, y: area.maxY - m.bottomMargin - m.barHeight,
                              width: max(area.width - 2 * m.sideMargin, 0), height: m.barHeight)
        bar?.place(in: barFrame, proposal: ProposedViewSize(barFrame.size))
        if let accessory {
            let frame = CGRect(x: barFrame.minX, y: barFrame.minY - m.spacing - m.accessoryHeight,
                               width: barFrame.width, height: m.accessoryHeight)
            accessory.place(in: frame, proposal: ProposedViewSize(frame.size))
        }
        // Inside its own frame, the page runs on under the bar (as a page under the screen's bar reaches the screen's
        // bottom through the safe area, which a tab view above the screen's bottom does not get).
        let pageBottom = reachesBottom ? min(bounds.maxY, area.maxY - reserved) : bounds.maxY
        page.placeCentred(in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(pageBottom - bounds.minY, 0)))
    }
}

extension ProposedViewSize {
    /// The size of a view that takes the whole proposal, as system containers (`TabView`, `NavigationStack`) do:
    /// unspecified or infinite dimensions are the screen's (iPhone 17 Pro's without a device, the default one).
    func fillingScreen(_ screen: (rect: CGRect, insets: EdgeInsets)?) -> CGSize {
        let fallback = screen?.rect.size ?? Device.iPhone17Pro.size
        return CGSize(width: width.map { $0.isFinite ? $0 : fallback.width } ?? fallback.width,
                      height: height.map { $0.isFinite ? $0 : fallback.height } ?? fallback.height)
    }
}

/// The floating tab bar: the tabs in one glass capsule, a `.search` tab in a glass circle beside it, both in one
/// glass container. The container's spacing is 0, below their 8 pt gap: at rest they stay apart, as on iOS (a
/// spacing of 8 would draw a neck between them).
struct TabBarView: View {
    let tabs: [TabItem]
    let selectedIndex: Int
    let select: (Int) -> Void

    var body: some View {
        let regular = tabs.indices.filter { tabs[$0].role != .search }
        let search = tabs.indices.first { tabs[$0].role == .search }
        let few = regular.count < 3
        let m = TabBarMetrics.self
        return GlassEffectContainer(spacing: 0) {
            HStack(spacing: m.spacing) {
                HStack(spacing: 0) {
                    ForEach(regular, id: \.self) { index in item(index) }
                }
                .padding(m.contentPadding)
                .frame(width: few ? m.fewTabsItemWidth * CGFloat(regular.count) + 2 * m.contentPadding : nil, height: m.barHeight)
                .frame(maxWidth: few ? nil : .infinity)
                .glassEffect(.regular.interactive(), in: .capsule)
                .accessibilityLabel("Tab Bar")
                if let search {
                    if few { Spacer(minLength: 0) }
                    searchButton(search)
                }
            }
            .frame(maxWidth: .infinity)
        }
    }

    private func item(_ index: Int) -> some View {
        let tab = tabs[index]
        let selected = index == selectedIndex
        return Button { select(index) } label: {
            VStack(spacing: 1) {
                Image(systemName: tab.systemImage)
                    .font(.system(size: TabBarMetrics.symbolPointSize, weight: .medium))
                    .imageScale(.large)
                    .frame(height: TabBarMetrics.symbolAreaHeight)
                    .overlay(alignment: .topTrailing) {
                        if let badge = tab.badge { TabBadge(text: badge) }
                    }
                Text(tab.title)
                    .font(.system(size: TabBarMetrics.titlePointSize, weight: .semibold))
                    .lineLimit(1)
            }
            .foregroundStyle(selected ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                // The selected tab's platter (its fill is an estimate: a light grey over light glass).
                if selected { Capsule().fill(Color.primary.opacity(0.1)) }
            }
        }
        .buttonStyle(.plain)
        // Identity glass: nothing drawn, but the tab is an element of the render report with its label.
        .glassEffect(.identity, in: .capsule)
        .accessibilityLabel(tab.accessibilityLabel ?? tab.title)
        .modifier(AccessibilityWriting { env, traits in
            // The tab's own identifier (`accessibilityIdentifier(_:)` on the tab), when it has one.
            guard let identifier = tab.accessibilityIdentifier else { return }
            env.glass.accessibilityIdentifier = identifier
            traits.accessibilityIdentifier = identifier
        })
    }

    private func searchButton(_ index: Int) -> some View {
        let tab = tabs[index]
        return Button { select(index) } label: {
            Image(systemName: tab.systemImage)
                .font(.system(size: 20, weight: .medium))
                .foregroundStyle(index == selectedIndex ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
                .frame(width: TabBarMetrics.barHeight, height: TabBarMetrics.barHeight)
        }
        .buttonStyle(.plain)
        .glassEffect(.regular.interactive(), in: .circle)
        .accessibilityLabel(tab.title)
    }
}

/// A tab item's badge: white caption text in a red capsule at least 18 pt high, its centre at the symbol's top
/// trailing corner (iOS's badge; the size is an estimate from iOS 26 screenshots).
struct TabBadge: View {
    let text: String
    var body: some View {
        Text(text)
            .font(.system(size: 13, weight: .medium))
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Color.red, in: .capsule)
            .offset(x: 9, y: -6)
            .accessibilityIdentifier("badge")
    }
}
