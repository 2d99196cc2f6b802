import Testing
import LiquidGlassTestSupport
@testable import LiquidGlassUIKit
import LiquidGlass

/// Tab bar controllers: frames derived by hand from LiquidGlassUI's `TabBarMetrics` (bar 62 high, 21 from the
/// screen's sides and bottom, padding 2, tabs 98 wide when fewer than three, symbols 18 pt at large scale in a 28 pt
/// band, titles 10 pt, the accessory 48 high 8 above the bar) on the iPhone 17 Pro screen (402 × 874, safe area 62
/// above and 34 below).
@MainActor
@Suite struct TabBarControllerTests {
    /// The music app: the bar at (21, 874 − 21 − 62 = 791), 402 − 42 = 360 wide; four tabs share it — each
    /// (360 − 2 × 2) / 4 = 89 wide and 62 − 4 = 58 high, at x 2 + 89 i. The accessory: (21, 791 − 8 − 48 = 735,
    /// 360, 48). The content's safe area ends at the accessory's top: 874 − 735 = 139. In a tab, the symbol box is
    /// 18 × 1.29 (large scale) × 1.2 = 27.864 wide in its 28 pt band; the title a 10 pt line, 11.93 → 12 on the 3×
    /// grid; the column 28 + 1 + 12 = 41 high, centred: the band's top at (58 − 41) / 2 = 8.5.
    @Test func musicFrames() throws {
        UIImage.assetDirectories = [TestFiles.sampleBackdrops]
        defer { UIImage.assetDirectories = [] }
        let tabs = makeMusicTabBarController()
        let renderer = GlassViewRenderer(viewController: tabs)
        let root = try #require(tabs.viewIfLoaded)
        root.layoutIfNeeded()
        #expect(tabs.tabBar.frame == CGRect(x: 21, y: 791, width: 360, height: 62))
        let selected = try #require(tabs.selectedViewController)
        #expect(selected === tabs.tabs[0].viewController && tabs.selectedTab === tabs.tabs[0])
        #expect(selected.view.frame == root.bounds)
        #expect(selected.view.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 139, right: 0))
        #expect(tabs.tabBarMinimizeBehavior == .onScrollDown)
        let items = try #require(tabs.tabBar.capsule?.contentView.subviews.compactMap { $0 as? TabBarItemView })
        #expect(items.map(\.frame) == (0..<4).map { CGRect(x: 2 + 89 * CGFloat($0), y: 2, width: 89, height: 58) })
        let symbol = items[1].symbolView.frame
        #expect(abs(symbol.width - 27.864) < 1e-6 && symbol.height == 28 && abs(symbol.minY - 8.5) < 1e-9, "\(symbol)")
        #expect(abs(items[1].titleLabel.frame.minY - 37.5) < 1e-9 && items[1].titleLabel.frame.height == 12)
        #expect(items[2].badge?.text == "3" && items[0].badge == nil)

        renderer.scale = 1
        let image = try #require(renderer.image())
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] {
            try image.pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("tabbar-music.png"))
        }
        let report = try #require(renderer.report)
        #expect(report.element(named: "Tab Bar")?.frame == [21, 791, 360, 62])
        #expect(report.element(named: "Tab Bar")?.interactive == true && report.element(named: "Tab Bar")?.shape == "capsule")
        #expect(report.element(named: "bottomAccessory")?.frame == [21, 735, 360, 48])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    /// Two controllers with their own `tabBarItem`s: fewer than three tabs are 98 wide each, the capsule 2 × 98 + 4 =
    /// 200 wide centred in the 360: x 21 + 80 = 101. No accessory: the content's safe area ends at the bar, 21 + 62 =
    /// 83 from the bottom. Selecting the second shows its view instead of the first's.
    @Test func twoTabsAndSelection() throws {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Photos", image: UIImage(systemName: "photo"), tag: 0)
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let renderer = GlassViewRenderer(viewController: tabs)
        renderer.scale = 1
        _ = renderer.image()
        #expect(renderer.report?.element(named: "Tab Bar")?.frame == [101, 791, 200, 62])
        #expect(first.view.safeAreaInsets.bottom == 83 && first.view.superview === tabs.view)
        tabs.selectedIndex = 1
        tabs.view.layoutIfNeeded()
        #expect(second.view.superview === tabs.view && first.view.superview == nil)
        #expect(second.tabBarItem.title == "Search" && second.tabBarController === tabs)
    }
}

/// Degenerate containers render without crashing and without glass that is not there.
@MainActor
@Suite struct EmptyContainerTests {
    /// No tabs: no bar glass; an index past the end selects nothing.
    @Test func emptyTabBarController() throws {
        let tabs = UITabBarController()
        tabs.selectedIndex = 10
        #expect(tabs.selectedViewController == nil && tabs.selectedTab == nil)
        let renderer = GlassViewRenderer(viewController: tabs)
        renderer.scale = 1
        #expect(renderer.image() != nil)
        #expect(renderer.report?.elements.isEmpty == true)
    }

    /// A navigation controller without controllers: an empty bar, nothing drawn; popping returns nil.
    @Test func emptyNavigationController() throws {
        let navigation = UINavigationController(nibName: nil, bundle: nil)
        #expect(navigation.popViewController(animated: false) == nil && navigation.topViewController == nil)
        let renderer = GlassViewRenderer(viewController: navigation)
        renderer.scale = 1
        #expect(renderer.image() != nil)
        #expect(renderer.report?.elements.isEmpty == true && renderer.report?.warnings.isEmpty == true)
    }
}
