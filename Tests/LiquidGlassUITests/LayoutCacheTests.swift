import Foundation
import Testing
@testable import LiquidGlassUI

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
}
