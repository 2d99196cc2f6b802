import Testing
import LiquidGlassTestSupport
@testable import LiquidGlassUIKit
import LiquidGlass

/// `UIScrollEdgeEffect` drawn by the engine's scroll edge effect under a navigation bar and over a tab bar: a red
/// list scrolled 300 pt, so red content fills the band under the bar. Expected values come from the effect's
/// definition (`DisplayEdgeEffect`: the soft style covers content with the background colour progressively,
/// 0.85 at the screen's edge and nothing at the band's inner side; the hard style 0.92 across the band): near
/// the edge a soft effect turns the red nearly white (green channel high), at the band's inner side it leaves it
/// red; a hard one whitens the whole band; a hidden one (or an edge without a bar) leaves the red. The band under
/// an inline navigation bar is the safe area 62 + the 44 pt row = 106 pt; over a tab bar 83 pt.
@MainActor
@Suite struct ScrollEdgeEffectTests {
    final class ListController: UIViewController {
        let scrollView = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: 402, height: 3000)
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 402, height: 3000))
            content.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            scrollView.addSubview(content)
            view.addSubview(scrollView)
        }
    }

    func keep(_ image: UIImage?, _ name: String) throws {
        guard let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"], let data = image?.pngData() else { return }
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: dir), withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
    }

    /// The green channel (linear) at a point of a 1× render: 0 for the red content, 1 for white.
    func green(_ image: UIImage, x: Int, y: Int) throws -> Float {
        guard case .picture(_, let p) = image.source else { return try #require(nil as Float?, "no pixels") }
        return p.pixels[y * p.width + x].y
    }

    func navigation(_ configure: (UIScrollView) -> Void) throws -> UIImage {
        let list = ListController()
        list.title = ""
        let navigation = UINavigationController(rootViewController: list)
        list.loadViewIfNeeded()
        configure(list.scrollView)
        let renderer = GlassViewRenderer(viewController: navigation)
        renderer.scale = 1
        navigation.view.layoutIfNeeded()
        list.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        return try #require(renderer.image())
    }

    @Test func softUnderTheNavigationBar() throws {
        let soft = try navigation { _ in }
        try keep(soft, "edge-soft-top")
        // y 3: 0.97 of the way to the edge; y 104: 0.02.
        #expect(try green(soft, x: 201, y: 3) > 0.5)
        #expect(try green(soft, x: 201, y: 104) < 0.15)
    }

    @Test func hardUnderTheNavigationBar() throws {
        let hard = try navigation { $0.topEdgeEffect.style = .hard }
        try keep(hard, "edge-hard-top")
        #expect(try green(hard, x: 201, y: 3) > 0.6)
        #expect(try green(hard, x: 201, y: 100) > 0.6)
        // Below the band the content is untouched.
        #expect(try green(hard, x: 201, y: 140) < 0.05)
    }

    @Test func hiddenLeavesTheContent() throws {
        let hidden = try navigation { $0.topEdgeEffect.isHidden = true }
        #expect(try green(hidden, x: 201, y: 3) < 0.05)
        #expect(UIScrollEdgeEffect.Style.automatic == .automatic && UIScrollEdgeEffect.Style.soft != .hard)
    }

    /// A controller without bars: nothing covers the top edge, so there is no effect (UIKit draws it under bars).
    @Test func noBarNoEffect() throws {
        let list = ListController()
        let renderer = GlassViewRenderer(viewController: list)
        renderer.scale = 1
        list.loadViewIfNeeded()
        list.view.layoutIfNeeded()
        list.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        let image = try #require(renderer.image())
        #expect(try green(image, x: 201, y: 3) < 0.05)
    }

    /// Over a tab bar: the bottom band is 83 pt (the bar's 62 + 21 below it); at y 872 (0.98 towards the edge)
    /// the soft effect whitens the red beside the bar (x 10, left of the bar's glass at 21).
    @Test func softOverTheTabBar() throws {
        let list = ListController()
        list.tabBarItem = UITabBarItem(title: "List", image: UIImage(systemName: "list.bullet"), tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [list]
        let renderer = GlassViewRenderer(viewController: tabs)
        renderer.scale = 1
        tabs.view.layoutIfNeeded()
        list.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        let image = try #require(renderer.image())
        try keep(image, "edge-soft-bottom")
        #expect(try green(image, x: 10, y: 872) > 0.5)
        #expect(try green(image, x: 10, y: 500) < 0.05)
    }
}
