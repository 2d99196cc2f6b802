import Foundation
import Testing
@testable import LiquidGlassUICore

/// API the seventh corpus round built (issue 42: what `heldback6`'s held half and `heldback7`'s working half
/// missed), each test failing without it (most do not compile without it). Frames on iPhone 17 Pro (402×874 pt).
@MainActor
@Suite struct CorpusRound7APITests {
    private func warnings<V: View>(_ view: V) -> [String] {
        let renderer = ImageRenderer(content: view)
        renderer.device = .iPhone17Pro
        _ = renderer.pngData()
        return renderer.report?.warnings ?? []
    }

    // MARK: Search in the toolbar (iOS 26)

    struct SearchScreen: View {
        @State var text = ""
        var minimize = false
        var searchItem: ToolbarItemPlacement? = nil
        var body: some View {
            NavigationStack {
                List { Text("Row") }
                    .toolbar {
                        if let searchItem { DefaultToolbarItem(kind: .search, placement: searchItem) }
                    }
                    .searchable(text: $text)
                    .searchToolbarBehavior(minimize ? .minimize : .automatic)
            }
        }
    }

    /// `.minimize` collapses the bottom field (its named frame spans the screen, 402, with its 16 pt margins inside,
    /// SearchFieldMetrics) to a glass circle as high as the field at the trailing margin: x = 402 − 16 − 48 = 338,
    /// the same top and bottom edges.
    @Test func minimizedSearchIsATrailingCircle() {
        let field = deviceLayout(SearchScreen()).frames["searchField"]
        let button = deviceLayout(SearchScreen(minimize: true)).frames["searchField"]
        #expect(field?.width == 402)
        #expect(button == CGRect(x: 338, y: field?.minY ?? -1, width: 48, height: 48))
    }

    /// `DefaultToolbarItem(kind: .search, placement: .bottomBar)` is where iPhone puts the field anyway: the layout
    /// is the one without it, and nothing is warned. A top bar placement is named in the warnings.
    @Test func defaultSearchItemKeepsTheBottomField() {
        let plain = deviceLayout(SearchScreen()).frames
        let placed = deviceLayout(SearchScreen(searchItem: .bottomBar)).frames
        #expect(plain["searchField"] != nil && plain["searchField"] == placed["searchField"])
        #expect(!warnings(SearchScreen(searchItem: .bottomBar)).contains { $0.hasPrefix("DefaultToolbarItem") })
        #expect(warnings(SearchScreen(searchItem: .topBarTrailing)).contains { $0.hasPrefix("DefaultToolbarItem(kind: .search") })
        #expect(ToolbarDefaultItemKind.search != .sidebarToggle)
    }

    // MARK: scrollPosition(id:anchor:)

    struct Scrolled: View {
        @State var position: Int?
        var body: some View {
            ScrollView {
                LazyVStack { ForEach(0..<50, id: \.self) { i in Text("Row \(i)").named("row\(i)") } }
            }
            .scrollPosition(id: $position, anchor: .top)
        }
    }

    /// A nil position leaves the scroll view at its start (row 0 where it is without the modifier); a set one is
    /// not scrolled to, and the warnings say so.
    @Test func scrollPositionStartsAtTheTopAndNamesATarget() {
        let with = deviceLayout(Scrolled()).frames["row0"]
        let without = deviceLayout(ScrollView { LazyVStack { ForEach(0..<50, id: \.self) { i in Text("Row \(i)").named("row\(i)") } } }).frames["row0"]
        #expect(with != nil && with == without)
        #expect(!warnings(Scrolled()).contains { $0.hasPrefix("scrollPosition") })
        #expect(warnings(Scrolled(position: 30)).contains { $0.hasPrefix("scrollPosition(id:anchor:): not scrolled to 30") })
    }

    // MARK: Picker(selection:label:content:)

    /// iOS 13's label-first form draws the same picker as `Picker(selection:content:label:)`.
    @Test func deprecatedPickerFormIsThePicker() {
        let modern = frames(Picker(selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) } label: { Text("N") }
            .pickerStyle(.segmented).named("p"), width: 300).frames["p"]
        let old = frames(Picker(selection: .constant(1), label: Text("N")) { Text("One").tag(1); Text("Two").tag(2) }
            .pickerStyle(.segmented).named("p"), width: 300).frames["p"]
        #expect(modern != nil && modern == old)
    }

    // MARK: SharePreview and ShareLink(item:preview:)

    /// A link with a preview draws the same label as one without (the preview is the share sheet's).
    @Test func shareLinkWithPreviewDrawsItsLabel() {
        let url = URL(string: "https://example.com")!
        let plain = frames(ShareLink(item: url).named("s"), width: 300).frames["s"]
        let previewed = frames(ShareLink(item: url, preview: SharePreview("Example", image: Image(systemName: "globe"))).named("s"),
                               width: 300).frames["s"]
        let titled = frames(ShareLink("Share", item: url, preview: SharePreview("Example")).named("s"), width: 300).frames["s"]
        #expect(plain != nil && plain == previewed && plain == titled)
        #expect(SharePreview<Never, Image>("T", icon: Image(systemName: "star")).title == "T")
    }

    // MARK: CGColor(gray:alpha:)

    /// Core Graphics' generic grey is gamma 2.2: 0.5 → linear 0.5^2.2 = 0.21764 → sRGB 1.055·0.21764^(1/2.4) − 0.055
    /// = 0.50387 (by hand); 0 and 1 stay black and white.
    @Test func cgGrayIsGamma22() {
        let mid = UIColor(cgColor: CGColor(gray: 0.5, alpha: 0.25)).rgba(.lightTraits)
        #expect(abs(Double(mid.x) - 0.50387) < 0.0005 && mid.x == mid.y && mid.y == mid.z)
        #expect(abs(Double(mid.w) - 0.25) < 1e-6)
        #expect(abs(UIColor(cgColor: CGColor(gray: 1, alpha: 1)).rgba(.lightTraits).x - 1) < 1e-9)
        #expect(UIColor(cgColor: CGColor(gray: 0, alpha: 1)).rgba(.lightTraits).x == 0)
    }

    // MARK: onReceive with Combine's publishers

    struct Ticking<P: Publisher>: View where P.Failure == Never {
        let publisher: P
        @State var count = 0
        var body: some View {
            Text("\(count)").frame(width: 40 + CGFloat(count) * 100, height: 20).named("count")
                .onReceive(publisher) { _ in count += 1 }
        }
    }

    /// No publisher fires in a still: the view is drawn as its initial state (count 0: 40 wide) and the warnings
    /// name the publisher that did not fire — a timer (before its first tick), `Just` (delivered on iOS as the view
    /// appears), a notification.
    @Test func onReceiveNeverFiresInAStill() {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        #expect(deviceLayout(Ticking(publisher: timer)).frames["count"]?.width == 40)
        #expect(warnings(Ticking(publisher: timer)).contains { $0.hasPrefix("onReceive(_:perform:): the timer (every 1.0 s) does not fire") })
        #expect(timer.upstream.interval == 1)
        #expect(deviceLayout(Ticking(publisher: Just(5))).frames["count"]?.width == 40)
        #expect(warnings(Ticking(publisher: Just(5))).contains { $0.contains("Just's value") })
        let name = Notification.Name("Refresh")
        #expect(warnings(Ticking(publisher: NotificationCenter.default.publisher(for: name)))
            .contains { $0 == "onReceive(_:perform:): no Refresh notification is posted in a still" })
    }

    // MARK: heldback7's working half

    struct Focused: View {
        @FocusState private var isFocused: Bool
        @FocusState private var field: Int?
        var body: some View { Text("x").named("x") }
    }

    /// `@FocusState private var` leaves the memberwise initializer (Apple's `init()` is in the type's body): a view
    /// with one is made as `Focused()`, as a `#Preview` makes it (did not compile before).
    @Test func focusStateIsDefaultInitialized() {
        #expect(frames(Focused()).frames["x"] != nil)
    }

    struct Row: Identifiable { let id: Int; var name: String }

    /// `ForEach($rows) { $row in … }`: one view per element, each with a binding to its element (a write through it
    /// changes the array: checked by hand below).
    @Test func forEachOverABinding() {
        var rows = [Row(id: 1, name: "a"), Row(id: 2, name: "b"), Row(id: 3, name: "c")]
        let binding = Binding(get: { rows }, set: { rows = $0 })
        let list = VStack { ForEach(binding) { $row in Text(row.name).named("row-\(row.name)") } }
        let found = frames(list, width: 200).frames
        #expect(found.keys.filter { $0.hasPrefix("row-") }.count == 3)
        let each = ForEach(binding) { $row in Text(row.name) }
        each.content(each.data[each.data.index(each.data.startIndex, offsetBy: 1)])  // builds row 2's view
        let second = Binding(get: { rows[1] }, set: { rows[1] = $0 })
        second.wrappedValue.name = "B"
        #expect(rows.map(\.name) == ["a", "B", "c"])
    }

    /// `TextField(_:value:format:)` shows the value formatted: 12.5 with `.number` is "12.5".
    @Test func textFieldWithAFormatShowsTheFormattedValue() {
        let field = TextField("Amount", value: .constant(12.5), format: .number)
        #expect(field.text == "12.5")
    }

    /// Views put in `.toolbar { }` without `ToolbarItem` are `.automatic` items: on iPhone at the trailing end of
    /// the navigation bar (the bar's row, centre y 84 as an inline title's: NavigationStackTests).
    @Test func viewsInAToolbarAreTrailingItems() {
        let found = deviceLayout(NavigationStack {
            Color.red.navigationTitle("T").navigationBarTitleDisplayMode(.inline).toolbar { Button("Add") {}.named("add") }
        }).frames
        #expect(found["add"].map { $0.maxX > 300 && abs($0.midY - 84) < 12 } == true)
    }

    /// A picker without `.segmented` is drawn as iOS draws a menu picker: in a form row the label at the leading
    /// edge and only the selected option at the trailing side; outside a list (the next test), no label.
    @Test func menuPickerIsARowWithTheSelectedValue() {
        let form = deviceLayout(Form {
            Picker(selection: .constant(2)) {
                Text("Small").tag(1).named("small")
                Text("Medium").tag(2).named("medium")
            } label: { Text("Size").named("label") }
        }).frames
        #expect(form["small"] == nil)
        #expect(form["label"].map { $0.minX < 60 } == true)
        #expect(form["medium"].map { $0.midX > 201 } == true)
    }

    @Test func menuPickerOutsideAListHasNoLabel() {
        let bare = frames(Picker(selection: .constant(1)) { Text("Small").tag(1).named("small") } label: { Text("Size").named("label") },
                          width: 300).frames
        #expect(bare["label"] == nil && bare["small"] != nil)
    }

    /// Options made by `ForEach(…, id: \.self)` without `.tag` are tagged with their ids, as SwiftUI tags them: the
    /// selection "km" draws the "km" option (no option was drawn before: heldback7's unit converter).
    @Test func forEachOptionsAreTaggedWithTheirIDs() {
        let form = deviceLayout(Form {
            Picker("Unit", selection: .constant("km")) {
                ForEach(["m", "km"], id: \.self) { Text($0).named("opt-\($0)") }
            }
        }).frames
        #expect(form["opt-km"] != nil && form["opt-m"] == nil)
    }
}

