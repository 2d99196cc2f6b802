import LiquidGlassUI
import LiquidGlassUIKit
import Testing

/// The UIKit bars and LiquidGlassUI's bars are laid out on the same metrics and drawn as the same glass: the same
/// screen written both ways reports its glass at the same frames (within 0.5 pt: UIKit rounds a label's width up to
/// the 3× pixel grid, SwiftUI's `Text` does not), with the same shape and interactivity. If either side's bar
/// geometry changes alone, these fail.
@MainActor
@Suite struct SharedBarsTests {
    typealias Frame = [Double]

    func close(_ a: [Frame], _ b: [Frame]) -> Bool {
        a.count == b.count && zip(a.sorted { $0.lexicographicallyPrecedes($1) }, b.sorted { $0.lexicographicallyPrecedes($1) })
            .allSatisfy { p, q in zip(p, q).allSatisfy { abs($0 - $1) <= 0.5 } }
    }

    /// A navigation bar with "Edit" on the left, search and filter sharing a capsule and "more" split off on the right.
    @Test func navigationBarGlassMatches() {
        let swiftUI = NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button {} label: { Image(systemName: "magnifyingglass") }
                        Button {} label: { Image(systemName: "line.3.horizontal") }
                    }
                    ToolbarSpacer(.fixed, placement: .topBarTrailing)
                    ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "ellipsis") } }
                }
        }
        let renderer = ImageRenderer(content: swiftUI)
        renderer.device = .iPhone17Pro
        let ui = renderer.layoutReport().elements.filter { $0.variant != "identity" }

        let root = LiquidGlassUIKit.UIViewController()
        root.title = "Inbox"
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .edit)
        root.navigationItem.rightBarButtonItems = [UIBarButtonItem(image: UIImage(systemName: "ellipsis")), .fixedSpace(),
                                                   UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal")),
                                                   UIBarButtonItem(systemItem: .search)]
        let kit = GlassViewRenderer(viewController: UINavigationController(rootViewController: root))
        kit.scale = 1
        _ = kit.image()
        let uikit = kit.report?.elements ?? []
        // Edit, the search–filter pair, more.
        #expect(uikit.count == 3)
        #expect(close(ui.map(\.frame), uikit.map(\.frame)), "SwiftUI \(ui.map(\.frame)) UIKit \(uikit.map(\.frame))")
        #expect(Set(ui.map(\.shape)) == Set(uikit.map(\.shape)) && Set(ui.map(\.interactive)) == Set(uikit.map(\.interactive)))
    }

    /// A four-tab bar with a bottom accessory: the bar's capsule and the accessory's at the same frames.
    @Test func tabBarAndAccessoryMatch() {
        let swiftUI = TabView {
            Tab("Home", systemImage: "house.fill") { Color.clear }
            Tab("New", systemImage: "square.grid.2x2") { Color.clear }
            Tab("Library", systemImage: "music.note") { Color.clear }
            Tab("Search", systemImage: "magnifyingglass") { Color.clear }
        }
        .tabViewBottomAccessory { Text("Blue in Green") }
        let renderer = ImageRenderer(content: swiftUI)
        renderer.device = .iPhone17Pro
        let ui = renderer.layoutReport().elements.filter { $0.variant != "identity" }

        let tabs = UITabBarController()
        tabs.tabs = ["Home", "New", "Library", "Search"].map { UITab(title: $0, image: nil, identifier: $0) { _ in LiquidGlassUIKit.UIViewController() } }
        tabs.bottomAccessory = UITabAccessory(contentView: LiquidGlassUIKit.UIView())
        let kit = GlassViewRenderer(viewController: tabs)
        kit.scale = 1
        _ = kit.image()
        let uikit = kit.report?.elements ?? []
        // The bar's capsule and the accessory's.
        #expect(uikit.map(\.frame).contains([21, 791, 360, 62]) && uikit.map(\.frame).contains([21, 735, 360, 48]))
        #expect(close(ui.map(\.frame), uikit.map(\.frame)), "SwiftUI \(ui.map(\.frame)) UIKit \(uikit.map(\.frame))")
    }
}
