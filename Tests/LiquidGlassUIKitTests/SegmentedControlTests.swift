import Foundation
import LiquidGlassUIKit
import Testing

/// `UISegmentedControl`. Expected frames from its documented layout (LiquidGlassUI's segmented picker figures): a
/// 32 pt track, segments sharing the width inside a 2 pt inset, the platter on the selected segment.
@MainActor
@Suite struct SegmentedControlTests {
    @Test func segmentsShareTheWidthAndThePlatterMarksTheSelection() throws {
        let control = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.intrinsicContentSize.height == 32)
        control.selectedSegmentIndex = 1
        control.frame = CGRect(x: 0, y: 0, width: 320, height: 32)
        let image = GlassViewRenderer(view: control).image()
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"], let png = image?.pngData() {
            try png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("segmented.png"))
        }
        // Inside the 2 pt inset: 316 pt for four segments, 79 each; the second starts at 2 + 79.
        let platter = try #require(control.subviews.first)
        #expect(platter.frame == CGRect(x: 81, y: 2, width: 79, height: 28))
        #expect(platter.layer.cornerRadius == 14)
        #expect(control.layer.cornerRadius == 16)
        #expect(control.numberOfSegments == 4 && control.titleForSegment(at: 2) == "Month")
    }

    @Test func intrinsicWidthIsTheWidestTitlePaddedTimesTheCount() {
        let control = UISegmentedControl(items: ["A", "A"])
        let label = UILabel()
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.text = "A"
        // Each segment: the widest title + 12 pt a side; plus the 2 pt inset on each side.
        #expect(control.intrinsicContentSize.width == 2 * (label.intrinsicContentSize.width + 24) + 4)
    }

    @Test func actionsBecomeSegmentsAndRunWhenSelected() {
        var chosen: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "List") { _ in chosen.append("List") },
            UIAction(title: "Grid") { _ in chosen.append("Grid") },
        ])
        control.selectedSegmentIndex = 1
        control.sendActions(for: .valueChanged)
        #expect(chosen == ["Grid"])
        #expect(control.titleForSegment(at: 0) == "List")
    }
}
