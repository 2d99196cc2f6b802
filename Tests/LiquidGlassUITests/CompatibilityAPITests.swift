import Testing
@testable import LiquidGlassUICore

/// API that real files beyond the corpus use (docs/ui-corpus.md, the tuning files): what each does where a still
/// image can show it.
@MainActor
@Suite struct CompatibilityAPITests {
    /// `trimmedPath(from:to:)` keeps the part between the two fractions of the length: a 100-point line trimmed to
    /// 0.25…0.75 runs from x 25 to 75.
    @Test func trimKeepsTheFractionOfTheLength() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let cut = line.trimmedPath(from: 0.25, to: 0.75).polylines()
        #expect(cut.count == 1)
        #expect(cut.first?.first == CGPoint(x: 25, y: 0))
        #expect(cut.first?.last == CGPoint(x: 75, y: 0))
        #expect(line.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    }

    /// A circle's outline starts at its rightmost point and runs clockwise on screen (y down), as SwiftUI's does:
    /// its first quarter ends at the bottom.
    @Test func aCirclesFirstQuarterEndsAtTheBottom() {
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).polylines()
        let start = quarter.first?.first, end = quarter.first?.last
        #expect(start.map { abs($0.x - 100) < 0.01 && abs($0.y - 50) < 0.01 } == true)
        #expect(end.map { abs($0.x - 50) < 0.1 && abs($0.y - 100) < 0.1 } == true)
    }

    /// Size classes follow the device drawn on: compact wide on an iPhone, regular on an iPad (HIG "Layout").
    @Test func sizeClassesFollowTheDevice() {
        struct Probe: View {
            @Environment(\.horizontalSizeClass) var horizontal
            var body: some View { Color.red.frame(width: horizontal == .regular ? 20 : 10, height: 10).named("probe") }
        }
        #expect(deviceLayout(Probe(), device: .iPhone17Pro).frames["probe"]?.width == 10)
        #expect(deviceLayout(Probe(), device: .iPadPro11).frames["probe"]?.width == 20)
    }

    /// `dynamicTypeSize(_:)` sets the size views read (text stays drawn at large, which the render notes).
    @Test func dynamicTypeSizeIsReadable() {
        struct Probe: View {
            @Environment(\.dynamicTypeSize) var size
            var body: some View { Color.red.frame(width: size.isAccessibilitySize ? 20 : 10, height: 10).named("probe") }
        }
        #expect(frames(Probe()).frames["probe"]?.width == 10)
        #expect(frames(Probe().dynamicTypeSize(.accessibility2)).frames["probe"]?.width == 20)
        #expect(frames(Probe().dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility2)).frames["probe"]?.width == 10)
    }

    /// `NavigationView` on iPhone shows its first column only, as a stack's root.
    @Test func navigationViewShowsItsFirstColumn() {
        struct Screen: View {
            var body: some View {
                NavigationView {
                    Text("Sidebar").named("sidebar")
                    Text("Detail").named("detail")
                }
            }
        }
        let f = deviceLayout(Screen()).frames
        #expect(f["sidebar"] != nil)
        #expect(f["detail"] == nil)
    }

    /// Accessibility on a tab (jgutierrezdtt/LiquidGlass's tab scaffold sets labels): the identifier names its tab item
    /// in the report, the label replaces the title as the item's label.
    @Test func tabAccessibilityNamesTheItem() {
        struct Screen: View {
            var body: some View {
                TabView {
                    Tab("Home", systemImage: "house") { Text("Home") }
                        .accessibilityLabel("Start page").accessibilityIdentifier("home-tab")
                    Tab("Settings", systemImage: "gear") { Text("Settings") }
                }
            }
        }
        let (report, frames) = deviceLayout(Screen())
        #expect(frames["home-tab"] != nil)
        #expect(report.elements.contains { $0.accessibilityLabel == "Start page" })
    }
}
