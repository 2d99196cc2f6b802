import Testing
import LiquidGlassTestSupport
@testable import LiquidGlassUIKit
import LiquidGlass

/// Navigation controllers, their bar and toolbar: frames derived by hand from LiquidGlassUI's bar metrics
/// (`NavigationBarMetrics`: row 44, large title band 52, margin 16, groups 8 apart, items padded 10 a side and at
/// least 44 wide, the bottom row 21 above the screen's edge) on the iPhone 17 Pro screen (402 × 874, safe area 62
/// above and 34 below).
@MainActor
@Suite struct NavigationControllerTests {
    func keep(_ image: UIImage?, _ name: String) throws {
        guard let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"], let data = image?.pngData() else { return }
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: dir), withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
    }

    /// The inbox: the bar at the top of the safe area, 44 + 52 = 96 high with the large title → (0, 62, 402, 96).
    /// Left: "Edit" alone, its glass at the row's leading margin (16, 62), as wide as its title (17 pt medium) + 20,
    /// 44 high. Right, from the trailing edge (UIKit's order): `more` (a 20.4 pt symbol + 20 = 40.4 → 44) alone,
    /// then 8, then search and filter sharing one capsule 44 + 44 = 88 wide: 402 − 16 = 386 → more at x 342, the
    /// pair at 342 − 8 − 88 = 246. The large title: 34 pt bold (line 34 × 2444 / 2048 = 40.57, 40.667 on the 3×
    /// grid) centred in the 52 band under the row: y = 62 + 44 + (52 − 40.667) / 2 = 111.667, x 16. The toolbar's
    /// row: y = 874 − 21 − 44 = 809; `mailboxes` at the leading margin (16); the flexible space takes
    /// 370 − 44 − 44 − 2 × 8 = 266, so `compose` ends at the trailing margin: x = 16 + 44 + 8 + 266 + 8 = 342.
    /// The content's safe area: 62 + 96 = 158 at the top; at the bottom the toolbar's 21 + 44 = 65 (more than the
    /// screen's 34).
    @Test func inboxFrames() throws {
        UIImage.assetDirectories = [TestFiles.sampleBackdrops]
        defer { UIImage.assetDirectories = [] }
        let navigation = makeInboxNavigationController()
        let renderer = GlassViewRenderer(viewController: navigation)
        let root = try #require(navigation.viewIfLoaded)
        root.layoutIfNeeded()
        let inbox = try #require(navigation.topViewController as? InboxViewController)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 62, width: 402, height: 96))
        #expect(inbox.view.frame == root.bounds)
        #expect(inbox.view.safeAreaInsets == UIEdgeInsets(top: 158, left: 0, bottom: 65, right: 0))
        #expect(inbox.navigationItem.title == "Inbox")

        renderer.scale = 1
        let image = try #require(renderer.image())
        try keep(image, "navigation-inbox")
        let report = try #require(renderer.report)
        let editWidth = TextLayout.size(of: TextLayout.lines("Edit", font: .systemFont(ofSize: 17, weight: .medium), width: nil,
                                                             numberOfLines: 1), font: .systemFont(ofSize: 17, weight: .medium)).width
        #expect(report.element(named: "edit")?.frame == [16, 62, Double(max(editWidth + 20, 44)), 44])
        #expect(report.element(named: "more")?.frame == [342, 62, 44, 44])
        #expect(report.element(named: "mailboxes")?.frame == [16, 809, 44, 44])
        #expect(report.element(named: "compose")?.frame == [342, 809, 44, 44])
        // The search and filter pair: one capsule of two items.
        let pair = report.elements.filter { $0.frame == [246, 62, 88, 44] }
        #expect(pair.count == 1 && pair.first?.shape == "capsule" && pair.first?.interactive == true, "\(report.elements.map(\.frame))")
        // The compose button's glass is tinted (prominent), the others are not.
        #expect(report.element(named: "compose")?.tint != nil && report.element(named: "more")?.tint == nil)
        let title = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first)
        #expect(abs(title.frame.minX - 16) < 1e-9 && abs(title.frame.minY - (44 + (52 - 122.0 / 3) / 2)) < 1e-6, "\(title.frame)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    /// Without `prefersLargeTitles` the title is inline (UIKit's default): the bar is the 44 pt row, the title
    /// (17 pt semibold) centred in it, the content's safe area 62 + 44 = 106 at the top; the toolbar hidden by
    /// default leaves the bottom at the screen's 34.
    @Test func inlineTitleAndHiddenToolbar() throws {
        let root = UIViewController()
        root.title = "Settings"
        let navigation = UINavigationController(rootViewController: root)
        _ = GlassViewRenderer(viewController: navigation)
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 62, width: 402, height: 44))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 106, left: 0, bottom: 34, right: 0))
        #expect(navigation.toolbar.isHidden)
        let title = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UILabel }.first)
        #expect(abs(title.frame.midX - 201) < 1e-9 && abs(title.frame.midY - 22) < 1e-9)
    }

    /// Pushing: the pushed controller's view replaces the root's, and the bar gains iOS 26's back button — a
    /// chevron in a 44 pt glass circle at the leading margin (16, 62) — split from a left item by the standard 8:
    /// the left item at 16 + 44 + 8 = 68. `hidesSharedBackground` takes a lone right item off the glass (no glass
    /// element for it); popping brings the root back.
    @Test func pushBackButtonAndHiddenBackground() throws {
        let root = UIViewController()
        root.title = "Mail"
        let detail = UIViewController()
        detail.title = "Message"
        let left = UIBarButtonItem(image: UIImage(systemName: "flag"))
        left.accessibilityIdentifier = "flag"
        detail.navigationItem.leftBarButtonItem = left
        detail.navigationItem.leftItemsSupplementBackButton = true
        let avatar = UIBarButtonItem(image: UIImage(systemName: "person.circle"))
        avatar.hidesSharedBackground = true
        avatar.accessibilityIdentifier = "avatar"
        detail.navigationItem.rightBarButtonItem = avatar
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        let renderer = GlassViewRenderer(viewController: navigation)
        renderer.scale = 1
        _ = renderer.image()
        let report = try #require(renderer.report)
        #expect(report.element(named: "BackButton")?.frame == [16, 62, 44, 44])
        #expect(report.element(named: "flag")?.frame == [68, 62, 44, 44])
        #expect(report.element(named: "avatar") == nil)
        #expect(detail.view.superview === navigation.view && root.view.superview == nil)
        #expect(navigation.popViewController(animated: false) === detail)
        navigation.view.layoutIfNeeded()
        #expect(root.view.superview === navigation.view && detail.view.superview == nil)
    }

    /// Grouping on its own: [a, b, fixed, c, flexible, d] in a 370 pt toolbar row → glass(a b) 88, glass(c) 44,
    /// glass(d) 44; fixed parts 88 + 44 + 44 + 3 × 8 = 200 (the fixed space of width 0 adds no part, only the split),
    /// the flexible space 370 − 200 = 170: frames at 16, 16 + 88 + 8 = 112, 112 + 44 + 8 + 170 + 8 = 342.
    @Test func groupingInAToolbar() {
        let items = ["a", "b", "c", "d"].map { name -> UIBarButtonItem in
            let item = UIBarButtonItem(image: UIImage(systemName: "star"))
            item.accessibilityIdentifier = name
            return item
        }
        let parts = BarItemRow.parts([items[0], items[1], .fixedSpace(), items[2], .flexibleSpace(), items[3]], tint: .tintColor)
        let frames = BarItemRow.frames(parts, in: CGRect(x: 16, y: 0, width: 370, height: 44), alignment: 0)
        let glassFrames = zip(parts, frames).compactMap { part, frame -> CGRect? in
            if case .glass = part { return frame }
            return nil
        }
        #expect(glassFrames == [CGRect(x: 16, y: 0, width: 88, height: 44), CGRect(x: 112, y: 0, width: 44, height: 44),
                                CGRect(x: 342, y: 0, width: 44, height: 44)])
        // Without a flexible space the groups are centred: 88 + 8 + 44 = 140 → x = 16 + (370 − 140) / 2 = 131.
        let centred = BarItemRow.parts([items[0], items[1], .fixedSpace(), items[2]], tint: .tintColor)
        #expect(BarItemRow.frames(centred, in: CGRect(x: 16, y: 0, width: 370, height: 44), alignment: 0).first?.minX == 131)
    }

    /// A scroll view filling the content of a navigation controller with a large title and the toolbar shown: its
    /// safe area is the bars' (158 above, 65 below), so its adjusted inset on the scrolling axis is that, and content
    /// resting at its top starts under the large title — offset −158.
    @Test func scrollViewContentStartsBelowTheBars() throws {
        let root = UIViewController()
        root.title = "Library"
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 402, height: 2000)
        root.toolbarItems = [UIBarButtonItem(systemItem: .add)]
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.setToolbarHidden(false, animated: false)
        _ = GlassViewRenderer(viewController: navigation)
        scroll.frame = root.view.bounds
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(scroll)
        navigation.view.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 158 && scroll.adjustedContentInset.bottom == 65, "\(scroll.adjustedContentInset)")
        #expect(scroll.contentOffset.y == -158)
    }
}
