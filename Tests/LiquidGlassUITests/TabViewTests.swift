import Foundation
import LiquidGlassUIExamples
import Testing
@testable import LiquidGlassUICore

/// `TabView` on iPhone 17 Pro (402×874 pt, safe-area insets top 62, bottom 34 — `Device`). Expected frames are
/// derived by hand from ``TabBarMetrics`` (FabBar's constants: bar 62 high, 21 from the sides and the bottom, 8
/// to the search circle, 2 of padding, 98 per tab below three tabs):
/// bar top 874 − 21 − 62 = 791; full bar width 402 − 2 × 21 = 360; beside a search circle 360 − 8 − 62 = 290.
@MainActor
@Suite struct TabViewTests {
    /// The creations show the gallery's sample photos.
    init() { SamplePhotos.register() }

    enum Page: Hashable { case a, b, c, d, search }

    struct FourTabs: View {
        @State var page: Page = .a
        var search = true
        var body: some View {
            TabView(selection: $page) {
                Tab("Alpha", systemImage: "house", value: .a) { Color.red.accessibilityIdentifier("page-a") }
                Tab("Beta", systemImage: "star", value: .b) { Color.green.accessibilityIdentifier("page-b") }
                Tab("Gamma", systemImage: "bell", value: .c) { Color.blue }
                Tab("Delta", systemImage: "gear", value: .d) { Color.gray }
                if search {
                    Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { Color.white }
                }
            }
        }
    }

    func report(_ view: some View) -> RenderReport { deviceLayout(view).report }

    func frame(_ report: RenderReport, _ label: String) -> [Double]? {
        report.elements.first { $0.accessibilityLabel == label }?.frame
    }

    @Test func fourTabsAndASearchTab() throws {
        let r = report(FourTabs())
        #expect(frame(r, "Tab Bar") == [21, 791, 290, 62])
        #expect(frame(r, "Search") == [319, 791, 62, 62])   // 21 + 290 + 8
        #expect(r.element(named: "Search")?.shape == "circle")
        // Four tabs share the bar inside its 2 pt padding: (290 − 4) / 4 = 71.5 each, from x = 23, 94.5, 166, 237.5.
        // At scale 1 their edges go to the 1-pt grid (PixelGrid: a half-way edge to the greater line): Alpha
        // 23…94.5 → 23…95 (72 wide), Delta 237.5…309 → 238…309 (71 wide); neighbours still touch.
        #expect(frame(r, "Alpha") == [23, 793, 72, 58])
        #expect(frame(r, "Beta") == [95, 793, 71, 58])
        #expect(frame(r, "Delta") == [238, 793, 71, 58])
        #expect(r.elements.filter { $0.variant == "regular" }.allSatisfy { $0.interactive })
    }

    @Test func withoutSearchTheBarSpansTheScreen() {
        let r = report(FourTabs(search: false))
        #expect(frame(r, "Tab Bar") == [21, 791, 360, 62])
        #expect(frame(r, "Search") == nil)
    }

    @Test func twoTabsAre98PointsEachAndCentred() {
        let view = TabView {
            Tab("One", systemImage: "house") { Color.red }
            Tab("Two", systemImage: "star") { Color.blue }
        }
        // 2 × 98 + 2 × 2 = 200 wide, centred: (402 − 200) / 2 = 101.
        let r = report(view)
        #expect(frame(r, "Tab Bar") == [101, 791, 200, 62])
        #expect(frame(r, "One") == [103, 793, 98, 58])
    }

    @Test func thePageEndsAtTheTopOfTheBarOrAccessory() throws {
        // Safe area 62…791: the bottom inset becomes 21 + 62 = 83 (the probe's 83 on an iPhone 17).
        #expect(deviceLayout(FourTabs()).frames["page-a"] == CGRect(x: 0, y: 62, width: 402, height: 729))

        let withAccessory = deviceLayout(FourTabs().tabViewBottomAccessory { Text("Now Playing") })
        // The accessory: 48 high, 8 above the bar: y = 791 − 8 − 48 = 735; the page ends there.
        #expect(withAccessory.report.elements.first { $0.frame == [21, 735, 360, 48] } != nil)
        #expect(withAccessory.frames["page-a"] == CGRect(x: 0, y: 62, width: 402, height: 673))
    }

    @Test func tappingATabSelectsIt() throws {
        let recorder = AnimationRecorder(content: FourTabs())
        recorder.device = .iPhone17Pro
        func pages() -> Set<String> { Set(currentFrames(recorder).keys) }
        #expect(pages().contains("page-a") && !pages().contains("page-b"))
        try recorder.tap("Beta")
        #expect(pages().contains("page-b") && !pages().contains("page-a"))
    }

    @Test func withoutADeviceTheViewsBoundsAreTheScreen() {
        let view = FourTabs(search: false)
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 300, height: 500)
        let r = renderer.layoutReport()
        #expect(r.size == [300, 500])
        #expect(frame(r, "Tab Bar") == [21, 417, 258, 62])   // 500 − 83; 300 − 42
    }

    /// Every system-chrome screen of the gallery (tab bar, toolbar, sheet) renders at its device's size with no
    /// runtime-check warnings (the tab items' identity glass is not glass on glass); the tab-bar screens draw the
    /// bar's glass.
    @Test func galleryScreensRenderCleanly() throws {
        for entry in SystemChromeGallery.entries {
            let renderer = ImageRenderer(content: entry.view)
            renderer.device = entry.device
            let image = try #require(renderer.linearImage(), "\(entry.name): \(renderer.report?.warnings ?? [])")
            #expect(image.width == Int(entry.device.size.width) && image.height == Int(entry.device.size.height))
            #expect(renderer.report?.warnings == [], "\(entry.name)")
            if entry.name.contains("tab-bar") {
                #expect(renderer.report?.element(named: "Tab Bar") != nil, "\(entry.name)")
            }
        }
    }

    /// Renders the example for people to look at (`LIQUIDGLASSUI_RENDER_DIR=dir swift test --filter TabViewTests`).
    @Test func renderForLooking() throws {
        guard let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUI_RENDER_DIR"] else { return }
        for entry in SystemChromeGallery.entries {
            let renderer = ImageRenderer(content: entry.view)
            renderer.device = entry.device
            renderer.scale = 2
            try renderer.writePNG(to: URL(fileURLWithPath: dir).appendingPathComponent(entry.name + ".png"))
        }
    }
}
