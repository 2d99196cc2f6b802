import Testing
@testable import LiquidGlassUICore

/// A Spacer in a stack yields to its siblings: they are sized first and leave it its minimum length.
@MainActor
@Suite struct SpacerLayoutTests {
    /// Real SwiftUI (macOS), recorded by codelynx/SwiftOpenUI, Tests/LayoutParityTests/Fixtures/
    /// mixed-fixed-flexible-hstack.json (commit 5679e587), scenario in MacOSReference/LayoutScenarios.swift:
    /// `HStack(spacing: 0) { Text("Fixed").frame(width: 80); Color.blue; Spacer(); Text("End").frame(width: 60) }`
    /// in 400 × 600 puts the colour at x 80, 252 wide — the Spacer keeps only its 8 (the default spacing), where
    /// sharing equally with the colour would make each 126.
    @Test func colorBesideSpacerTakesAllButTheSpacersMinimum() {
        let view = HStack(spacing: 0) {
            Text("Fixed").frame(width: 80).named("fixed")
            Color.blue.named("color")
            Spacer().named("spacer")
            Text("End").frame(width: 60).named("end")
        }
        let (_, f) = frames(view, width: 400, height: 600)
        #expect(f["color"] == CGRect(x: 80, y: 0, width: 252, height: 600))
        #expect(f["spacer"]?.width == 8)
        #expect(f["end"]?.minX == 340)
    }

    /// Without a Spacer, equal shares still hold (swiftuifieldguide.com/layout/hstack: the stack proposes each
    /// colour an equal part): the change above is the Spacer's alone.
    @Test func colorsWithoutSpacerStillShare() {
        let view = HStack(spacing: 0) {
            Color.red.named("a")
            Color.blue.named("b")
        }
        let (_, f) = frames(view, width: 400, height: 10)
        #expect(f["a"]?.width == 200)
        #expect(f["b"]?.width == 200)
    }

    /// The demo's toast row (examples/LiquidGlassUIExamples/NotificationToast.swift), the commonest row in real
    /// screens: icon, two lines of text, Spacer, button. Sized as the fixture above shows SwiftUI sizes, the texts
    /// are proposed all the width but the Spacer's 8 and keep one line each ("Message Sent" is not broken into
    /// "Message / Sent"): each text is exactly as wide and as high as it is unconstrained.
    @Test func toastRowKeepsItsTextOnOneLine() {
        let title = Text("Message Sent").font(.subheadline.bold())
        let detail = Text("Your message was delivered.").font(.caption)
        let row = HStack(spacing: 12) {
            Color.green.frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                title.named("title")
                detail.named("detail")
            }
            Spacer()
            Color.gray.frame(width: 28, height: 28)
        }
        let (_, f) = frames(row, width: 338, height: nil)
        let (_, ideal) = frames(VStack { title.named("title"); detail.named("detail") })
        let titleKept = f["title"]?.size == ideal["title"]?.size
        let detailKept = f["detail"]?.size == ideal["detail"]?.size
        #expect(titleKept)
        #expect(detailKept)
    }
}
