import Foundation
import LiquidGlassUIExamples
import Testing
@testable import LiquidGlassUICore

/// `NavigationStack` with a title and toolbar on iPhone 17 Pro (402×874 pt, safe area from y 62). Expected frames
/// derived by hand from ``NavigationBarMetrics``: the bar row is y 62…106, margins 16, symbols in 44-pt items,
/// glass groups 8 apart, a large title's 52 below the row (page from 62 + 44 + 52 = 158), a bottom bar at
/// 874 − 21 − 44 = 809.
@MainActor
@Suite struct NavigationStackTests {
    /// The creations show the gallery's sample photos.
    init() { SamplePhotos.register() }

    func glassFrames(_ r: RenderReport) -> Set<[Double]> {
        Set(r.elements.filter { $0.variant == "regular" }.map(\.frame))
    }

    @Test func toolbarGroupsSpacersAndALargeTitle() {
        let (r, frames) = deviceLayout(ToolbarApp())
        let glass = glassFrames(r)
        #expect(glass.contains([16, 62, 44, 44]))     // Back, alone on the leading end
        #expect(glass.contains([342, 62, 44, 44]))    // More: 402 − 16 − 44
        #expect(glass.contains([246, 62, 88, 44]))    // Share + Bookmark share one capsule: 342 − 8 − 88
        #expect(glass.contains([16, 809, 44, 44]))    // Delete, bottom bar leading
        #expect(glass.contains([342, 809, 44, 44]))   // New Entry, pushed to the trailing end by the flexible spacer
        #expect(glass.count == 5)
        let title = frames["navigationTitle"]
        #expect(title.map { $0.minX == 16 && $0.minY >= 106 && $0.maxY <= 158 } == true, "\(String(describing: title))")
        #expect(r.elements.allSatisfy { $0.variant != "regular" || $0.interactive })
    }

    /// `.toolbar { if isFocused { Button("Done") {…} } }` with the condition false: SwiftUI shows no item, so no
    /// glass at the bar's trailing end (heldback7's unit converter drew an empty 44-pt glass circle at
    /// [342, 62, 44, 44]); with it true, the button's capsule is there.
    @Test(arguments: [false, true])
    func anEmptyConditionalToolbarItemHasNoGlass(shown: Bool) {
        let view = NavigationStack {
            Text("Form")
                .navigationTitle("UnitConverter")
                .toolbar { if shown { Button("Done") {} } }
        }
        let glass = glassFrames(deviceLayout(view).report)
        #expect(glass.count == (shown ? 1 : 0), "\(glass)")
        // Shown: at the trailing margin, 402 − 16 = 386, on the bar's row 62…106.
        if shown { #expect(glass.first.map { $0[0] + $0[2] == 386 && $0[1] == 62 && $0[3] == 44 } == true) }
    }

    /// An `if`/`else` whose taken branch is `EmptyView`, and a `ToolbarItem` whose content is an empty `if`, draw no
    /// glass either.
    @Test func emptyBranchesAndItemsHaveNoGlass() {
        let flag = false
        let branch = NavigationStack {
            Text("A").toolbar { if flag { Button("Done") {} } else { EmptyView() } }
        }
        let item = NavigationStack {
            Text("B").toolbar { ToolbarItem(placement: .topBarTrailing) { if flag { Button("Done") {} } } }
        }
        #expect(glassFrames(deviceLayout(branch).report).isEmpty)
        #expect(glassFrames(deviceLayout(item).report).isEmpty)
    }

    @Test func thePageStartsBelowTheLargeTitleAndEndsAboveTheBottomBar() {
        let view = NavigationStack {
            Color.red.accessibilityIdentifier("page")
                .navigationTitle("Title")
                .toolbar { ToolbarItem(placement: .bottomBar) { Button("Add", systemImage: "plus") {} } }
        }
        // 158 … 874 − 65 = 809.
        #expect(deviceLayout(view).frames["page"] == CGRect(x: 0, y: 158, width: 402, height: 651))
    }

    @Test func anInlineTitleSitsInTheBarRow() {
        let (_, frames) = deviceLayout(ToolbarApp(inline: true))
        let title = frames["navigationTitle"]
        #expect(title.map { abs($0.midX - 201) < 0.5 && abs($0.midY - 84) < 0.5 } == true, "\(String(describing: title))")
        let view = NavigationStack {
            Color.red.accessibilityIdentifier("page").navigationTitle("T").navigationBarTitleDisplayMode(.inline)
        }
        #expect(deviceLayout(view).frames["page"] == CGRect(x: 0, y: 106, width: 402, height: 874 - 34 - 106))
    }

    @Test func aHiddenSharedBackgroundLeavesTheItemWithoutGlass() {
        let view = NavigationStack {
            Color.blue.toolbar {
                ToolbarItem(placement: .topBarTrailing) { Image(systemName: "person.circle").accessibilityIdentifier("avatar") }
                    .sharedBackgroundVisibility(.hidden)
            }
        }
        let (r, frames) = deviceLayout(view)
        #expect(glassFrames(r).isEmpty)
        #expect(frames["avatar"] != nil)
    }

    @Test func noTitleNoToolbarIsJustTheRootBelowAnEmptyBar() {
        let (r, frames) = deviceLayout(NavigationStack { Color.green.accessibilityIdentifier("page") })
        #expect(r.elements.isEmpty)
        #expect(frames["page"] == CGRect(x: 0, y: 106, width: 402, height: 734))
    }

    @Test func aTabPageCanHoldAStack() {
        let view = TabView {
            Tab("Journal", systemImage: "book") { ToolbarApp() }
            Tab("Settings", systemImage: "gear") { Color.gray }
        }
        let (r, _) = deviceLayout(view)
        #expect(r.element(named: "Tab Bar") != nil)
        // The stack's top bar is where it is without the tab view (the tab page's safe area starts at the same 62).
        #expect(glassFrames(r).contains([246, 62, 88, 44]))
    }

    @Test func buttonsInTheToolbarAreTappable() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                NavigationStack {
                    Text("\(count)").accessibilityIdentifier("count-\(count)")
                        .toolbar { ToolbarItem { Button("Add", systemImage: "plus") { count += 1 } } }
                }
            }
        }
        let recorder = AnimationRecorder(content: Counter())
        recorder.device = .iPhone17Pro
        try recorder.tap("Add")
        #expect(currentFrames(recorder)["count-1"] != nil)
    }
}
