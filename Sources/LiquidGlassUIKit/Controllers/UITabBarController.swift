/// Tabs of view controllers over iOS 26's floating glass tab bar: UIKit's `UITabBarController`.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.tabs = [
///     UITab(title: "Listen Now", image: UIImage(systemName: "play.circle"), identifier: "listen") { _ in ListenNow() },
///     UITab(title: "Library", image: UIImage(systemName: "square.grid.2x2"), identifier: "library") { _ in Library() },
/// ]
/// tabs.bottomAccessory = UITabAccessory(contentView: NowPlayingView())
/// tabs.tabBarMinimizeBehavior = .onScrollDown
/// ```
///
/// The selected controller's view fills the screen, under the bar; its safe area ends at the top of the bar (21 +
/// 62 = 83 from the screen's bottom edge) or of the bottom accessory (a glass capsule 48 high, 8 above the bar).
/// The geometry is LiquidGlassUI's `TabBarMetrics`, as its `TabView` and `tabViewBottomAccessory` draw them.
@MainActor
open class UITabBarController: UIViewController {
    /// How the tab bar minimizes when content scrolls (iOS 26; iPhone only). Kept: a still has no scrolling, and
    /// the bar is drawn full size.
    public enum MinimizeBehavior: Int, Sendable {
        case automatic, never, onScrollDown, onScrollUp
    }

    public let tabBar = UITabBar(frame: .zero)
    open var tabBarMinimizeBehavior: MinimizeBehavior = .automatic
    /// The view above the tab bar in a glass capsule (nil: none).
    open var bottomAccessory: UITabAccessory? {
        didSet { if oldValue !== bottomAccessory { oldValue?.contentView.superview?.removeFromSuperview() }; layoutContainer() }
    }
    open var isTabBarHidden = false { didSet { layoutContainer() } }

    open var viewControllers: [UIViewController]? {
        didSet {
            for old in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
                old.viewIfLoaded?.removeFromSuperview()
                old.removeFromParent()
            }
            for c in viewControllers ?? [] where c.parent !== self { addChild(c) }
            selectedIndex = min(selectedIndex, max((viewControllers?.count ?? 0) - 1, 0))
            layoutContainer()
        }
    }

    /// The tabs (iOS 18); setting them sets `viewControllers` to their controllers.
    open var tabs: [UITab] = [] {
        didSet { viewControllers = tabs.filter { !$0.isHidden }.compactMap(\.viewController) }
    }

    open var selectedIndex = 0 { didSet { layoutContainer() } }

    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set {
            if let newValue, let i = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = i }
        }
    }

    open var selectedTab: UITab? {
        get {
            let shown = tabs.filter { !$0.isHidden }
            return shown.indices.contains(selectedIndex) ? shown[selectedIndex] : nil
        }
        set {
            if let newValue, let i = tabs.filter({ !$0.isHidden }).firstIndex(where: { $0 === newValue }) { selectedIndex = i }
        }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
    open func setTabs(_ tabs: [UITab], animated: Bool) { self.tabs = tabs }
    open func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) { self.bottomAccessory = bottomAccessory }
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) { isTabBarHidden = hidden }

    open override func loadView() {
        view = ContainerControllerView(frame: CGRect(origin: .zero, size: ScreenMetrics.size)) { [unowned self] in
            self.layoutContainer()
        }
        layoutContainer()
    }

    /// The tab bar's items: each tab's (title, image, badge), else each controller's `tabBarItem`.
    private var barItems: [UITabBarItem] {
        let shown = tabs.filter { !$0.isHidden }
        if !shown.isEmpty {
            return shown.map { tab in
                let item = UITabBarItem(title: tab.title, image: tab.image, tag: 0)
                item.badgeValue = tab.badgeValue
                item.accessibilityIdentifier = tab.identifier
                return item
            }
        }
        return (viewControllers ?? []).map(\.tabBarItem)
    }

    /// Places the selected controller's view over the container, the bar and accessory above the bottom edge, and
    /// gives the selected controller the safe area they take.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let m = TabMetrics.self
        let bounds = container.bounds
        let safe = container.safeAreaInsets
        let shown = selectedViewController?.view
        let accessoryView = bottomAccessory.map(accessoryHost)
        for v in container.subviews where v !== shown && v !== tabBar && v !== accessoryView { v.removeFromSuperview() }
        if let shown {
            if shown.superview !== container { container.insertSubview(shown, at: 0) }
            shown.frame = bounds
        }
        let items = barItems
        tabBar.items = items
        tabBar.selectedItem = items.indices.contains(selectedIndex) ? items[selectedIndex] : nil
        tabBar.isHidden = isTabBarHidden
        let barFrame = CGRect(x: bounds.minX + m.sideMargin, y: bounds.maxY - m.bottomMargin - m.barHeight,
                              width: max(bounds.width - 2 * m.sideMargin, 0), height: m.barHeight)
        tabBar.frame = barFrame
        if tabBar.superview !== container { container.addSubview(tabBar) }
        tabBar.setNeedsLayout()
        if let accessoryView {
            accessoryView.frame = CGRect(x: barFrame.minX, y: barFrame.minY - m.spacing - m.accessoryHeight,
                                         width: barFrame.width, height: m.accessoryHeight)
            accessoryView.isHidden = isTabBarHidden
            if accessoryView.superview !== container { container.addSubview(accessoryView) }
        }
        let reserved = isTabBarHidden ? 0 : m.bottomMargin + m.barHeight + (accessoryView == nil ? 0 : m.accessoryHeight + m.spacing)
        selectedViewController?.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: max(reserved - safe.bottom, 0), right: 0)
        shown?.setNeedsLayout()
    }

    /// The accessory's glass capsule (regular glass, as LiquidGlassUI's accessory) with its content view filling it.
    private func accessoryHost(_ accessory: UITabAccessory) -> UIView {
        if let host = accessory.contentView.superview?.superview as? UIVisualEffectView { return host }
        let host = UIVisualEffectView(effect: UIGlassEffect(style: .regular))
        host.cornerConfiguration = .capsule()
        host.accessibilityIdentifier = "bottomAccessory"
        accessory.contentView.frame = host.contentView.bounds
        accessory.contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.contentView.addSubview(accessory.contentView)
        return host
    }
}
