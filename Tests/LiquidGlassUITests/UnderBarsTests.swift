import Foundation
import Testing
@testable import LiquidGlassUICore

/// Content under the glass bars: SwiftUI's safe-area model for scroll views, and the scroll edge effect.
///
/// The rules the expected frames are derived from:
/// - A view is laid out in the safe area; a navigation stack adds its bar to the top inset (44 for the row, + 52 for
///   a large title: ``NavigationBarMetrics``), a tab view its bar to the bottom (21 + 62 = 83: ``TabBarMetrics``).
///   iPhone 17 Pro: 402 × 874 pt, device insets top 62, bottom 34 (``Device``).
/// - A scroll view's frame is that safe area too, but where it touches the safe area's edge its content region runs
///   on to the screen's edge and the safe area becomes its content margins — content insets, not clipping (WWDC23
///   "Beyond scroll views": the safe area is applied as content margins; UIKit's `contentInsetAdjustmentBehavior`
///   `.automatic`, what SwiftUI's scroll views sit on). At rest the content starts at the frame's top.
/// - `safeAreaInset(edge:…)`: "the modified view is inset by the height of content … The safe area of the resulting
///   view also includes the content's size" (Apple's documentation), so a scroll view runs under it too.
/// - `ignoresSafeArea()` extends a view to the screen's edge where it meets the safe area's edge; views that do not
///   ignore it keep to the safe area.
/// - A list's inset-grouped section starts 35 below the list's top (``ListSectionBuilder``) and its rows are
///   11 + 22 (body line) + 11 = 44 high; the card is 16 from the edges, the text 16 inside. A row holds its
///   separator: UIKit's table cell is the row height with the separator in its bottom pixel (the cell's contentView
///   is 44 − 1/scale high, the separator below it, inside the cell), and iOS 16+ list cells lay it over the cell's
///   bottom edge — so rows follow each other every 44 pt whatever the scale, and nothing lies between them.
@MainActor
@Suite struct UnderBarsTests {
    func layout(_ view: some View) -> LaidOutTree {
        ViewTreeHost().layout(view, proposal: .unspecified, device: .iPhone17Pro, scale: 1, environment: EnvironmentValues(),
                              assetDirectories: [])
    }

    func scrollNodes(_ tree: LaidOutTree) -> [ScrollNode] {
        var out: [ScrollNode] = []
        func visit(_ node: ViewNode) {
            if let s = node as? ScrollNode { out.append(s) }
            node.children.forEach(visit)
        }
        visit(tree.root)
        return out
    }

    func edgeEffects(_ tree: LaidOutTree) -> [UIEdgeEffectItem] {
        var out: [UIEdgeEffectItem] = []
        func visit(_ items: [UIDisplayItem]) {
            for item in items {
                switch item {
                case .edgeEffect(let e): out.append(e)
                case .glass(_, let content), .group(_, let content): visit(content)
                default: break
                }
            }
        }
        visit(tree.items)
        return out
    }

    struct Screen: View {
        var title = true
        var body: some View {
            TabView {
                Tab("Summary", systemImage: "heart") {
                    NavigationStack {
                        List {
                            ForEach(0..<40) { i in Text("Row \(i + 1)").named("row-\(i)") }
                        }
                        .navigationTitle(title ? "Summary" : "")
                    }
                }
                Tab("Sharing", systemImage: "person.2") { Text("Sharing") }
            }
        }
    }

    @Test func aListRunsUnderTheNavigationBarAndTheTabBar() throws {
        let tree = layout(Screen())
        let scroll = try #require(scrollNodes(tree).first)
        // Safe area 62 + 44 + 52 = 158 … 874 − 83 = 791: the list's frame.
        #expect(scroll.frame == CGRect(x: 0, y: 158, width: 402, height: 633))
        // Its content region is the whole screen; the margins are the bars' insets.
        #expect(scroll.visibleRect == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(scroll.margins == EdgeInsets(top: 158, leading: 0, bottom: 83, trailing: 0))
        #expect(scroll.barEdges == [.top, .bottom])
        // At rest the first row sits below the bar: 158 + 35 + 11 = 204, x = 16 + 16 = 32.
        let frames = tree.framesByIdentifier()
        #expect(frames["row-0"] == CGRect(x: 32, y: 204, width: frames["row-0"]?.width ?? 0, height: 22))
        // Row k's text at 204 + 44 k (rows hold their separators, above): row 14 at 204 + 616 = 820 (…842), wholly
        // under the tab bar (791…874) and inside the drawn region, where before it was cut off at 791.
        let row14 = try #require(frames["row-14"])
        #expect(row14.minY == 820)
        #expect(row14.minY > 791 && row14.maxY < 874)
        #expect(scroll.visibleRect.contains(row14))
    }

    @Test func theSoftEdgeEffectIsDrawnWhereRowsPassUnderTheTabBar() throws {
        let effects = edgeEffects(layout(Screen()))
        // At rest nothing is under the navigation bar: only the bottom band, 791…874, soft, in the grouped background.
        #expect(effects.count == 1)
        let bottom = try #require(effects.first)
        #expect(bottom.edge == .bottom)
        #expect(bottom.rect == CGRect(x: 0, y: 791, width: 402, height: 83))
        #expect(!bottom.hard)
        #expect(bottom.color == Color.groupedBackground.rgba(in: EnvironmentValues()))
    }

    @Test func scrolledToTheEndRowsPassUnderTheNavigationBar() throws {
        let tree = layout(Screen().defaultScrollAnchor(.bottom))
        let scroll = try #require(scrollNodes(tree).first)
        // Content: 35 + 40 rows of 44 (each holding its separator) + 16 of bottom padding = 1811; offset 1811 − 633 = 1178.
        let content: CGFloat = 35 + 40 * 44 + 16
        #expect(Swift.abs(scroll.contentOffset.y - (content - 633)) < 1e-6)
        let frames = tree.framesByIdentifier()
        // The last row ends at the frame's bottom less the bottom padding and its own inset: 791 − 16 − 11 = 764.
        #expect(Swift.abs((frames["row-39"]?.maxY ?? 0) - 764) < 1e-6)
        // Content under the large title collapses it into the bar, as iOS does: the inline title is centred in
        // the 44-pt row at 62…106 (at rest the large one sits below the row, from 106).
        let title = try #require(frames["navigationTitle"])
        #expect(title.minY >= 62 && title.maxY <= 106 && Swift.abs(title.midX - 201) < 0.5)
        #expect((layout(Screen()).framesByIdentifier()["navigationTitle"]?.minY ?? 0) >= 106)
        let effects = edgeEffects(tree)
        #expect(Set(effects.map(\.edge)) == [.top])
        #expect(effects.first?.rect == CGRect(x: 0, y: 0, width: 402, height: 158))
    }

    @Test func nonScrollingContentKeepsToTheSafeArea() {
        let view = TabView {
            Tab("A", systemImage: "heart") {
                NavigationStack {
                    ZStack {
                        Color.blue.ignoresSafeArea().named("fill")
                        VStack(spacing: 0) {
                            Text("Top").named("top")
                            Spacer()
                        }
                    }
                    .navigationTitle("Title")
                }
            }
        }
        let frames = layout(view).framesByIdentifier()
        // The text stays below the bar (y = 158); a background that ignores the safe area fills the screen.
        #expect(frames["top"]?.minY == 158)
        #expect(frames["fill"] == CGRect(x: 0, y: 0, width: 402, height: 874))
    }

    @Test func aScrollViewRunsUnderASafeAreaInsetAndABar() throws {
        func tree(bar: Bool, tab: Bool) -> LaidOutTree {
            let scroll = ScrollView { ForEach(0..<40) { i in Color.red.frame(height: 50).named("block-\(i)") } }
            let inset = Color.clear.frame(height: 50)
            let modified: AnyView = bar ? AnyView(scroll.safeAreaBar(edge: .bottom) { inset }) : AnyView(scroll.safeAreaInset(edge: .bottom) { inset })
            return tab ? layout(TabView { Tab("A", systemImage: "heart") { modified } }) : layout(modified)
        }
        // In a tab view: the safe area is 62…791; the inset takes 741…791 and the scroll view 62…741. Its content
        // runs under the status bar (to 0) and under the inset and the tab bar (to 874): margins 62 and 133.
        let inTab = tree(bar: false, tab: true)
        let scroll = try #require(scrollNodes(inTab).first)
        #expect(scroll.frame == CGRect(x: 0, y: 62, width: 402, height: 679))
        #expect(scroll.visibleRect == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(scroll.margins == EdgeInsets(top: 62, leading: 0, bottom: 133, trailing: 0))
        // The band holds the tab bar: the effect is drawn there (the inset itself is no bar).
        #expect(edgeEffects(inTab).map(\.rect) == [CGRect(x: 0, y: 741, width: 402, height: 133)])

        // Alone on the screen: the safe area is 62…840; a `safeAreaInset` makes a band with no bar (the content runs
        // under it and the home indicator, no effect); a `safeAreaBar` makes it a bar (the effect is drawn).
        let inset = tree(bar: false, tab: false)
        #expect(scrollNodes(inset).first?.visibleRect == CGRect(x: 0, y: 0, width: 402, height: 874))
        #expect(scrollNodes(inset).first?.frame == CGRect(x: 0, y: 62, width: 402, height: 728))
        #expect(edgeEffects(inset).isEmpty)
        let bar = tree(bar: true, tab: false)
        #expect(edgeEffects(bar).map(\.rect) == [CGRect(x: 0, y: 790, width: 402, height: 84)])
    }

    @Test func styleAndHiddenReachTheScrollView() throws {
        let hard = edgeEffects(layout(Screen().scrollEdgeEffectStyle(.hard, for: .bottom)))
        #expect(hard.count == 1 && hard[0].hard)
        #expect(hard[0].divider == Color.separatorColor.rgba(in: EnvironmentValues()))
        #expect(edgeEffects(layout(Screen().scrollEdgeEffectHidden(for: .bottom))).isEmpty)
        // Hiding the top leaves the bottom; `nil` goes back to automatic (soft).
        #expect(edgeEffects(layout(Screen().scrollEdgeEffectHidden(for: .top))).count == 1)
        let back = edgeEffects(layout(Screen().scrollEdgeEffectStyle(nil, for: .all).scrollEdgeEffectStyle(.hard, for: .bottom)))
        #expect(back.count == 1 && !back[0].hard)
    }

    @Test func withoutADeviceNothingExtends() throws {
        // ImageRenderer without a device has no safe area: the scroll view draws within its own bounds.
        let tree = ViewTreeHost().layout(ScrollView { Color.red.frame(height: 500) }.frame(height: 200), proposal: .unspecified,
                                         environment: EnvironmentValues())
        let scroll = try #require(scrollNodes(tree).first)
        #expect(scroll.visibleRect == scroll.frame)
        #expect(edgeEffects(tree).isEmpty)
    }
}

/// The bar modifiers that have nothing to draw in a still say so in the report, never silently.
@MainActor
@Suite struct BarModifierNoteTests {
    func warnings(_ view: some View) -> [String] { deviceLayout(view).report.warnings }

    @Test func unsupportedBehaviourIsNoted() {
        #expect(warnings(Text("x").tabViewSearchActivation(.searchTabSelection)).contains { $0.contains("tabViewSearchActivation") })
        #expect(!warnings(Text("x").tabViewSearchActivation(.automatic)).contains { $0.contains("tabViewSearchActivation") })
        #expect(warnings(Text("x").presentationSizing(.form)).contains { $0.contains("presentationSizing") })
        #expect(!warnings(Text("x").presentationSizing(.automatic)).contains { $0.contains("presentationSizing") })
        #expect(!warnings(Text("x").navigationTransition(.automatic)).contains { $0.contains("navigationTransition") })
    }
}

/// `safeAreaPadding` adds to the safe area ("Adds the provided insets into the safe area of this view", Apple's
/// documentation, whose example is a horizontal scroll view with `.safeAreaPadding(.horizontal, 20)`): content is
/// inset by it as by padding, and a scroll view runs on into it.
@MainActor
@Suite struct SafeAreaPaddingTests {
    @Test func aScrollViewRunsIntoTheSafeAreaPadding() throws {
        let tree = ViewTreeHost().layout(ScrollView(.horizontal) { Color.red.frame(width: 1000, height: 50).named("strip") }
                                            .safeAreaPadding(.horizontal, 20),
                                         proposal: .unspecified, device: .iPhone17Pro, scale: 1, environment: EnvironmentValues(),
                                         assetDirectories: [])
        var scroll: ScrollNode?
        func visit(_ node: ViewNode) {
            if let s = node as? ScrollNode { scroll = s }
            node.children.forEach(visit)
        }
        visit(tree.root)
        let s = try #require(scroll)
        // The scroll view is laid out 20 in from each side (402 − 40 = 362 wide), its content starts at x = 20, and
        // its content region runs to the screen's sides.
        #expect(s.frame.minX == 20 && s.frame.width == 362)
        #expect(tree.framesByIdentifier()["strip"]?.minX == 20)
        #expect(s.visibleRect.minX == 0 && s.visibleRect.maxX == 402)
        #expect(s.margins.leading == 20 && s.margins.trailing == 20)
    }

    @Test func otherContentIsPaddedAsByPadding() {
        let a = frames(Color.red.named("c").safeAreaPadding(.horizontal, 20), width: 100, height: 50)
        let b = frames(Color.red.named("c").padding(.horizontal, 20), width: 100, height: 50)
        #expect(a.frames["c"] == b.frames["c"])
        #expect(a.frames["c"] == CGRect(x: 20, y: 0, width: 60, height: 50))
    }
}
