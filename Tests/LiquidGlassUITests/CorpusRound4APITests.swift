import Foundation
import Testing
@testable import LiquidGlassUICore

/// API the fourth corpus round built (issue 43), each test failing without it. Frames on iPhone 17 Pro (402×874 pt,
/// safe area 62…840) are derived by hand from ``TabBarMetrics`` and ``NavigationBarMetrics`` as in `TabViewTests`
/// and `NavigationStackTests`.
@MainActor
@Suite struct CorpusRound4APITests {
    func frame(_ report: RenderReport, _ label: String) -> [Double]? {
        report.elements.first { $0.accessibilityLabel == label }?.frame
    }

    // MARK: TabView of plain views (SwiftUI's form before `Tab`)

    struct OldStyleTabs: View {
        @State var tab = 1
        var body: some View {
            TabView(selection: $tab) {
                Color.red.named("page-home")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(0)
                Color.green.named("page-settings")
                    .tabItem {
                        Image(systemName: "gear")
                        Text("Settings")
                    }
                    .tag(1)
            }
        }
    }

    @Test func aTabViewOfViewsDrawsItsTabItemsAsATabBar() {
        let (r, frames) = deviceLayout(OldStyleTabs())
        // Two tabs: 98 each plus 2 of padding either side, centred: (402 − 200) / 2 = 101 (as `Tab`s are drawn).
        #expect(frame(r, "Tab Bar") == [101, 791, 200, 62])
        #expect(frame(r, "Home") == [103, 793, 98, 58])
        #expect(frame(r, "Settings") == [201, 793, 98, 58])
        // The selection (1) picks the page tagged 1; its safe area ends at the bar's top: 874 − 21 − 62 = 791.
        #expect(frames["page-settings"] == CGRect(x: 0, y: 62, width: 402, height: 729))
        #expect(frames["page-home"] == nil)
    }

    @Test func withoutASelectionTheFirstPageShowsAndTapsSwitch() throws {
        let view = TabView {
            Text("One").named("one").tabItem { Label("First", systemImage: "1.circle") }
            Text("Two").named("two").tabItem { Label("Second", systemImage: "2.circle") }
        }
        #expect(deviceLayout(view).frames["one"] != nil)
        #expect(deviceLayout(view).frames["two"] == nil)
        let recorder = AnimationRecorder(content: view)
        recorder.device = .iPhone17Pro
        try recorder.tap("Second")
        let now = currentFrames(recorder)
        #expect(now["two"] != nil && now["one"] == nil)
    }

    @Test func aPageStyleTabViewHasNoTabBar() {
        let view = TabView {
            Color.red.named("p1")
            Color.blue.named("p2")
        }
        .tabViewStyle(.page)
        let (r, frames) = deviceLayout(view)
        #expect(frame(r, "Tab Bar") == nil)
        // No bar reserves room: the page keeps the screen's safe area, 62…840.
        #expect(frames["p1"] == CGRect(x: 0, y: 62, width: 402, height: 778))
        #expect(frames["p2"] == nil)
    }

    // MARK: NavigationStack(path:) and NavigationPath

    struct PathStack: View {
        @State var path: NavigationPath
        var body: some View {
            NavigationStack(path: $path) {
                Color.red.named("root")
                    .navigationTitle("Root")
                    .navigationDestination(for: Int.self) { n in
                        Color.blue.named("detail-\(n)").navigationTitle("Item \(n)")
                    }
            }
        }
    }

    @Test func aPathShowsTheDestinationOfItsLastValueWithABackButton() throws {
        let (r, frames) = deviceLayout(PathStack(path: NavigationPath([3, 7])))
        #expect(frames["detail-7"] != nil)
        #expect(frames["root"] == nil)
        // The back button: a 44-pt glass circle at the leading margin of the bar row (16, 62).
        #expect(frame(r, "Back") == [16, 62, 44, 44])

        let recorder = AnimationRecorder(content: PathStack(path: NavigationPath([3, 7])))
        recorder.device = .iPhone17Pro
        try recorder.tap("Back")
        #expect(currentFrames(recorder)["detail-3"] != nil)
        try recorder.tap("Back")
        #expect(currentFrames(recorder)["root"] != nil)
    }

    @Test func anEmptyPathShowsTheRoot() {
        #expect(deviceLayout(PathStack(path: NavigationPath())).frames["root"] != nil)
    }

    @Test func aTypedPathShowsItsLastElement() {
        struct Typed: View {
            @State var path: [String] = ["a", "b"]
            var body: some View {
                NavigationStack(path: $path) {
                    Color.red.named("root")
                        .navigationDestination(for: String.self) { Text($0).named("page-\($0)") }
                }
            }
        }
        let frames = deviceLayout(Typed()).frames
        #expect(frames["page-b"] != nil && frames["root"] == nil)
    }

    @Test func navigationPathCountsAppendsAndRemoves() {
        var path = NavigationPath()
        #expect(path.isEmpty && path.count == 0)
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        #expect(path == NavigationPath([AnyHashable(1), AnyHashable("two")]))
        path.removeLast()
        #expect(path == NavigationPath([1]))
    }

    // MARK: contentMargins

    var scroll: some View { ScrollView { Color.red.frame(height: 50).named("row") } }
    func row(_ view: some View) -> CGRect? { frames(view, width: 300, height: 400).frames["row"] }

    @Test func contentMarginsInsetAScrollViewsContent() {
        #expect(row(scroll) == CGRect(x: 0, y: 0, width: 300, height: 50))
        // 20 on the leading and trailing edges: the row is proposed 300 − 40 and placed 20 in.
        #expect(row(scroll.contentMargins(.horizontal, 20)) == CGRect(x: 20, y: 0, width: 260, height: 50))
        #expect(row(scroll.contentMargins(10)) == CGRect(x: 10, y: 10, width: 280, height: 50))
        // nil: the default margin, 16 (SwiftUI's default padding).
        #expect(row(scroll.contentMargins(.top, nil)) == CGRect(x: 0, y: 16, width: 300, height: 50))
        // Scroll indicator margins move no content.
        #expect(row(scroll.contentMargins(30, for: .scrollIndicators)) == CGRect(x: 0, y: 0, width: 300, height: 50))
    }
    // MARK: presentationDetents(_:selection:)

    @Test func aSheetStandsAtItsSelectedDetent() {
        func sheet(_ selected: PresentationDetent) -> CGRect? {
            let view = Color.orange.ignoresSafeArea().sheet(isPresented: .constant(true)) {
                Color.clear.presentationDetents([.medium, .large], selection: .constant(selected))
            }
            return deviceLayout(view).frames["sheet"]
        }
        // As `SheetTests`: `.large` is attached, 874 − 62 − 10 = 802 high from y 72; `.medium` floats, 437 high.
        #expect(sheet(.large) == CGRect(x: 0, y: 72, width: 402, height: 802))
        #expect(sheet(.medium) == CGRect(x: 8, y: 429, width: 386, height: 437))
        // A selection that is not one of the detents leaves the sheet at the smallest.
        #expect(sheet(.height(100)) == CGRect(x: 8, y: 429, width: 386, height: 437))
    }
    // MARK: Localization API of Apple's Foundation, help(_:)

    @Test func localizedStringsResolveToTheirDefaultValue() {
        // With no string table, Apple's platforms show the key (or the default value given).
        #expect(String(localized: "about.author.message") == "about.author.message")
        #expect(String(localized: "greeting", defaultValue: "Hello \(3)") == "Hello 3")
        let resource: LocalizedStringResource = "Welcome"
        #expect(resource.key == "Welcome")
        #expect(String(localized: resource) == "Welcome")
        let frames = frames(VStack {
            Text(LocalizedStringResource("Tap here")).named("resource")
            Text("Tap here").named("key")
        }.help("A tooltip, shown only by a pointer"), width: 300).frames
        // The resource's text is laid out as the same text given as a key.
        #expect(frames["resource"]?.size == frames["key"]?.size && frames["key"] != nil)
    }
    // MARK: UIKit's feedback generators (reached through `import SwiftUI` on iOS)

    @Test func feedbackGeneratorsRecordWhatTheyPlay() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 2)
        #expect(impact.playedFeedback == ["impact(heavy)", "impact(heavy, 1.0)"])
        let note = UINotificationFeedbackGenerator()
        note.notificationOccurred(.success)
        #expect(note.playedFeedback == ["notification(success)"])
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        #expect(selection.playedFeedback == ["selection"])
    }
    // MARK: Pixel-grid rounding

    /// Vectors from the rounding rule of OpenSwiftUI's reimplementation of SwiftUICore
    /// (`CGRect.roundCoordinatesToNearestOrUp(toMultipleOf:)`): both corners to the nearest grid line, a half-way
    /// point to the greater one, the size between them.
    @Test func pixelGridRoundsCornersToTheNearestLineHalfUp() {
        #expect(PixelGrid.round(0.5, step: 1) == 1)
        #expect(PixelGrid.round(-0.5, step: 1) == 0)
        #expect(PixelGrid.round(1.25, step: 0.5) == 1.5)
        #expect(PixelGrid.round(33.3, step: 0.5) == 33.5)
        #expect(PixelGrid.round(CGRect(x: 10.2, y: 0.4, width: 20.6, height: 9.9), step: 1) == CGRect(x: 10, y: 0, width: 21, height: 10))
    }

    func columns(scale: CGFloat) -> [CGRect] {
        let view = HStack(spacing: 0) {
            Color.red.named("a")
            Color.green.named("b")
            Color.blue.named("c")
        }
        var env = EnvironmentValues()
        env.displayScale = scale
        let tree = ViewTreeHost().layout(view, proposal: ProposedViewSize(width: 100, height: 10), environment: env)
        let f = tree.framesByIdentifier()
        return ["a", "b", "c"].compactMap { f[$0] }
    }

    @Test func threeColumnsOf100PointsLandOnThePixelGrid() {
        // Unrounded: 0, 33.33, 66.67 (each 33.33 wide). At 2× (pixel 0.5) the edges round to 0, 33.5, 66.5, 100:
        // widths 33.5, 33, 33.5 — the columns still touch.
        #expect(columns(scale: 2) == [CGRect(x: 0, y: 0, width: 33.5, height: 10), CGRect(x: 33.5, y: 0, width: 33, height: 10),
                                      CGRect(x: 66.5, y: 0, width: 33.5, height: 10)])
        // At 1× the edges are 0, 33, 67, 100.
        #expect(columns(scale: 1) == [CGRect(x: 0, y: 0, width: 33, height: 10), CGRect(x: 33, y: 0, width: 34, height: 10),
                                      CGRect(x: 67, y: 0, width: 33, height: 10)])
        // At 3× 100/3 lies on the grid: no view moves more than half a pixel (1/6 pt).
        let three = columns(scale: 3)
        #expect(three.count == 3 && abs(three[1].minX - 100.0 / 3) <= 1.0 / 6 && abs(three[2].maxX - 100) < 1e-9)
    }
}
