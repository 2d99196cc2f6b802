import Foundation
import LiquidGlassUIExamples
import Testing
@testable import LiquidGlassUICore

/// Sheets on iPhone 17 Pro (402×874, top inset 62, bottom 34, display corners 62). Expected frames by hand from
/// ``SheetMetrics``: `.medium` is 874 / 2 = 437 high, floating 8 from the sides and bottom: (8, 874 − 8 − 437 =
/// 429, 386, 437); `.large` is attached, 874 − 62 − 10 = 802 high from y 72.
@MainActor
@Suite struct SheetTests {
    struct Presenter: View {
        var presented = true
        var detents: Set<PresentationDetent>?
        var body: some View {
            Color.orange.ignoresSafeArea()
                .sheet(isPresented: .constant(presented)) {
                    if let detents {
                        Color.clear.accessibilityIdentifier("content").presentationDetents(detents)
                    } else {
                        Color.clear.accessibilityIdentifier("content")
                    }
                }
        }
    }

    @Test func aMediumSheetFloatsInGlass() {
        let (r, frames) = deviceLayout(Presenter(detents: [.medium, .large]))
        let sheet = r.elements.first { $0.frame == [8, 429, 386, 437] }
        #expect(sheet?.variant == "regular")
        #expect(r.elements.count == 1)
        #expect(frames["sheet"] == CGRect(x: 8, y: 429, width: 386, height: 437))
        // Two detents show the drag indicator: the content starts 5 + 5 below the sheet's top; the sheet stops 8
        // above the screen's bottom, inside the 34-pt home indicator inset, so the content ends 34 − 8 = 26 higher.
        #expect(frames["content"] == CGRect(x: 8, y: 439, width: 386, height: 437 - 10 - 26))
    }

    @Test func aLargeSheetIsAttachedAndOpaque() {
        let (r, frames) = deviceLayout(Presenter(detents: [.large]))
        #expect(r.elements.isEmpty)   // no glass: the large sheet is the opaque system background
        #expect(frames["sheet"] == CGRect(x: 0, y: 72, width: 402, height: 802))
        #expect(frames["content"] == CGRect(x: 0, y: 72, width: 402, height: 802 - 34))
    }

    @Test func noDetentsMeansLargeAndNotPresentedMeansNoSheet() {
        #expect(deviceLayout(Presenter(detents: nil)).frames["sheet"] == CGRect(x: 0, y: 72, width: 402, height: 802))
        #expect(deviceLayout(Presenter(presented: false)).frames["sheet"] == nil)
    }

    @Test func fractionAndHeightDetents() {
        // fraction 0.25 of the large height 802 = 200.5, so the sheet runs from 874 − 8 − 200.5 = 665.5 to 866; at
        // scale 1 its top goes to the 1-pt grid, half-way up (PixelGrid): 666…866, 200 tall. Height 300 as given.
        #expect(deviceLayout(Presenter(detents: [.fraction(0.25)])).frames["sheet"] == CGRect(x: 8, y: 666, width: 386, height: 200))
        #expect(deviceLayout(Presenter(detents: [.height(300), .large])).frames["sheet"] == CGRect(x: 8, y: 566, width: 386, height: 300))
    }
}
