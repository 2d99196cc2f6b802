import Foundation
import Testing
@testable import LiquidGlassUICore

/// Layout memoises text layouts (TextMeasurer) and alignment guides (ViewNode) for speed; these tests hold the
/// memos to the answers computed afresh — a memo keyed too loosely would hand one question another's answer.
@MainActor
@Suite struct LayoutCacheTests {
    @Test func textLayoutsAreKeptPerWidthAndSurviveTheCacheFillingUp() {
        let measurer = TextMeasurer.shared
        let text = "alpha beta gamma delta"
        func lines(_ width: CGFloat?) -> [String] {
            measurer.layout(text, font: .body, width: width, lineLimit: nil, alignment: .leading).lines.map(\.text)
        }
        let narrow = lines(60), wide = lines(1000), free = lines(nil)
        #expect(narrow.count > 1, "60 pt wraps four words")
        #expect(wide == [text] && free == [text])
        // Asked again, interleaved: each width keeps its own answer.
        #expect(lines(60) == narrow && lines(nil) == free && lines(1000) == wide)
        // More distinct layouts than the cache holds: it empties and answers stay right.
        for i in 0...TextMeasurer.layoutCacheLimit { _ = measurer.layout("w\(i)", font: .body, width: 50, lineLimit: nil, alignment: .leading) }
        #expect(lines(60) == narrow && lines(1000) == wide)
        // Line limit and font are part of the question.
        #expect(measurer.layout(text, font: .body, width: 60, lineLimit: 1, alignment: .leading).lines.count == 1)
        #expect(measurer.layout(text, font: .largeTitle, width: 60, lineLimit: nil, alignment: .leading).lines.count
                    >= narrow.count)
    }

    @Test func oneTextAnswersItsFirstAndLastBaselinesSeparately() {
        // The inner stack aligns first baselines (asking the two-line text for its first baseline); the outer one
        // asks the inner stack for its last baseline, which is the two-line text's (its last child): the same
        // node and size, another guide. Expected positions follow from the guides' definitions: first baselines
        // equal → the same top for texts of one font; the outer "Y" sits one line lower than the two-line text.
        let (_, f) = frames(
            HStack(alignment: .lastTextBaseline) {
                HStack(alignment: .firstTextBaseline) {
                    Text("X").named("x")
                    Text("One\nTwo").named("two")
                }
                Text("Y").named("y")
            })
        guard let x = f["x"], let two = f["two"], let y = f["y"] else {
            Issue.record("missing frames: \(f.keys.sorted())")
            return
        }
        let line = two.height / 2
        #expect(abs(x.minY - two.minY) < 0.001)
        #expect(abs(y.minY - (two.minY + line)) < 0.001, "y at \(y.minY), two at \(two.minY), line \(line)")
    }

    /// A stack skips asking its children for a guide none of them can have (`ViewNode.mayProvideAlignment`); a
    /// custom guide set deep inside must still be found through the stacks around it. SwiftUI's custom-alignment
    /// example: the blue box's leading edge, 40 pt into its row, lines up with the green box below; by the guide's
    /// definition the green box sits 40 pt right of the row's start, and the stack is as wide as the row (60 pt).
    @Test func aCustomGuideIsFoundThroughNestedStacksAndOthersAreSkipped() {
        let (size, f) = frames(
            VStack(alignment: .marker, spacing: 0) {
                HStack(spacing: 0) {
                    Color.red.frame(width: 40, height: 10)
                    VStack { Color.blue.frame(width: 20, height: 10).alignmentGuide(.marker) { $0[.leading] } }
                }
                .named("row")
                Color.green.frame(width: 10, height: 10).alignmentGuide(.marker) { $0[.leading] }.named("green")
                // No guide for `.marker` here: the default (its centre) places it.
                HStack { Text("plain") }.frame(width: 30).named("plain")
            })
        guard let row = f["row"], let green = f["green"], let plain = f["plain"] else {
            Issue.record("missing frames: \(f.keys.sorted())")
            return
        }
        #expect(abs(green.minX - (row.minX + 40)) < 0.001, "green at \(green.minX), row at \(row.minX)")
        #expect(abs(plain.midX - (row.minX + 40)) < 0.001, "plain's centre at \(plain.midX)")
        #expect(abs(size.width - 60) < 0.001)
        // The memo's answers: the row can provide the custom guide (through two stacks), the plain stack cannot,
        // and neither can a stack of texts for a horizontal guide.
        let host = ViewTreeHost()
        let tree = host.layout(HStack { Text("a"); VStack { Text("b") } }, proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.root.mayProvideAlignment(HorizontalAlignment.center.key) == false)
        #expect(tree.root.mayProvideAlignment(VerticalAlignment.firstTextBaseline.key))
    }
}

extension HorizontalAlignment {
    private enum Marker: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
    }
    /// A custom guide for the tests above.
    static let marker = HorizontalAlignment(Marker.self)
}
