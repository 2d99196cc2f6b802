/// A view that switches between tabs, with iOS 26's floating glass tab bar at the bottom of the screen.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Listen Now", systemImage: "play.circle", value: .listen) { ListenNow() }
///     Tab("Library", systemImage: "square.grid.2x2", value: .library) { Library() }
///     Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { SearchPage() }
/// }
/// .tabViewBottomAccessory { NowPlayingBar() }
/// ```
///
/// The selected tab's content fills the screen, its bottom safe area ending at the top of the bar (or of the
/// bottom accessory), so backgrounds that ignore the safe area run under the glass. The geometry is in
/// ``TabBarMetrics``. Render a `TabView` with a ``Device`` (``ImageRenderer/device``) to place the bar as on the
/// phone; without one, the view's own bounds stand for the screen, with no home-indicator inset.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var fallbackIndex = 0

    public init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {
        self.selection = selection
        self.content = TabContentBuilder<SelectionValue>.Content(content: content())
    }

    public var body: some View {
        if !(content is any TabItemsProviding) {
            // The pre-iOS 18 form: pages are the content's views, each labelled by its `tabItem` and `tag`.
            return TabViewLayout(tabs: [], selectedIndex: fallbackIndex, pages: AnyView(content),
                                 selectedValue: selection.map { AnyHashable($0.wrappedValue) }) { [selection, _fallbackIndex] chosen, tag in
                if let selection, let value = tag?.base as? SelectionValue {
                    selection.wrappedValue = value
                } else {
                    _fallbackIndex.wrappedValue = chosen
                }
            }
        }
        let tabs = (content as? any TabItemsProviding)?.tabItems ?? []
        let index: Int = {
            if let selection {
                return tabs.firstIndex { $0.value == AnyHashable(selection.wrappedValue) } ?? 0
            }
            return min(max(fallbackIndex, 0), max(tabs.count - 1, 0))
        }()
        return TabViewLayout(tabs: tabs, selectedIndex: index) { [selection, _fallbackIndex] chosen, _ in
            if let selection, let value = tabs[chosen].value?.base as? SelectionValue {
                selection.wrappedValue = value
            } else {
                _fallbackIndex.wrappedValue = chosen
            }
        }
    }
}

extension TabView {
    /// A tab view of plain views (SwiftUI's form before `Tab`): each view of `content` is a page, its tab bar item
    /// the `tabItem(_:)` label written on it, its value the `tag(_:)` matched against `selection`.
    ///
    /// ```swift
    /// TabView(selection: $tab) {
    ///     Home().tabItem { Label("Home", systemImage: "house") }.tag(0)
    ///     Settings().tabItem { Label("Settings", systemImage: "gear") }.tag(1)
    /// }
    /// ```
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view of plain views without a selection binding: it starts on the first page.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView where SelectionValue == Never {
    /// A tab view without a selection binding: it starts on the first tab and switches on taps.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where Content == TabContentBuilder<Never>.Content<C>, C.TabValue == Never {
        self.selection = nil
        self.content = TabContentBuilder<Never>.Content(content: content())
    }
}

/// iOS 26's tab bar geometry on iPhone, in points.
///
/// Sources: ryanashcraft/FabBar (`Sources/FabBar/Internal/Constants.swift`), a UIKit replica of the iOS 26 tab
/// bar built to match the system's: bar height 62, 21 from the screen's sides and bottom, 8 between the bar and
/// a circular button beside it, 2 of padding inside the bar, tabs 98 wide when there are fewer than three (else
/// they share the bar), symbols 18 pt medium at large scale in a 28 pt area, titles 10 pt semibold 1 below.
/// Consistent with a runtime probe on an iPhone 17 under iOS 26 that read a bottom safe-area inset of 83 with
/// the tab bar (code-payments/code-ios-app pull request 640): 21 + 62 = 83. The bottom accessory's height (48)
/// and its gap above the bar (8, as between bar and circle) are estimates, not measurements.
public enum TabBarMetrics {
    public static let barHeight: CGFloat = 62
    public static let sideMargin: CGFloat = 21
    public static let bottomMargin: CGFloat = 21
    public static let spacing: CGFloat = 8
    public static let contentPadding: CGFloat = 2
    public static let fewTabsItemWidth: CGFloat = 98
    public static let symbolPointSize: CGFloat = 18
    public static let symbolAreaHeight: CGFloat = 28
    public static let titlePointSize: CGFloat = 10
    public static let accessoryHeight: CGFloat = 48
}

/// Where the bottom accessory is shown: above the bar (`expanded`) or inline with a minimized bar.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    case expanded, inline
}

/// How the tab bar minimizes when content scrolls. Accepted and kept; LiquidGlassUI renders still frames with no
/// scrolling, and `.automatic` does not minimize on iOS either, so the bar is always drawn full size.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    public static let never = TabBarMinimizeBehavior(name: "never")
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
}

private struct BottomAccessoryKey: EnvironmentKey { static let defaultValue: AnyView? = nil }
private struct BottomAccessoryPlacementKey: EnvironmentKey { static let defaultValue: TabViewBottomAccessoryPlacement? = nil }
private struct MinimizeBehaviorKey: EnvironmentKey { static let defaultValue = TabBarMinimizeBehavior.automatic }

extension EnvironmentValues {
    /// The placement of the bottom accessory this view is in (nil outside one).
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[BottomAccessoryPlacementKey.self] }
        set { self[BottomAccessoryPlacementKey.self] = newValue }
    }
    var tabViewBottomAccessory: AnyView? {
        get { self[BottomAccessoryKey.self] }
        set { self[BottomAccessoryKey.self] = newValue }
    }
    var tabBarMinimizeBehavior: TabBarMinimizeBehavior {
        get { self[MinimizeBehaviorKey.self] }
        set { self[MinimizeBehaviorKey.self] = newValue }
    }
}

extension View {
    /// A glass panel above the tab bar of the `TabView` this modifies (a mini player, a recording…).
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, AnyView(content()))
    }

    /// The accessory, shown only when `isEnabled` (iOS 26.1).
    public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        environment(\.tabViewBottomAccessory, isEnabled ? AnyView(content()) : nil)
    }

    /// How the tab bar minimizes on scroll (see ``TabBarMinimizeBehavior``).
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        environment(\.tabBarMinimizeBehavior, behavior)
    }
}
