import Foundation
import Testing
@testable import LiquidGlassUICore

/// The segmented `Picker`'s width: UISegmentedControl, as SwiftUI hosts it, takes the width it is offered and
/// shares it out equally among its segments (titles that do not fit are truncated on one line).
@MainActor
@Suite struct SegmentedPickerTests {
    func card(titles: [String]) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Shape").font(.headline)
            Picker("Shape", selection: .constant(0)) {
                ForEach(Array(titles.enumerated()), id: \.offset) { i, title in Text(title).tag(i) }
            }
            .pickerStyle(.segmented)
            .named("picker")
        }
        .padding()
        .named("card")
    }

    /// heldback4's db89fb1a (a card of a headline and a four-segment picker, in a 370-pt column of cards): on iOS the
    /// card is as wide as the column; here it came out 12 pt wider on each side. Offered 300 pt, the card takes
    /// 300 and the picker 300 − 2 × 16 (the default padding) = 268; its 2-pt inset track leaves 264 for four
    /// segments of 66.
    @Test func aSegmentedPickerTakesTheOfferedWidth() {
        let (size, f) = frames(card(titles: ["Capsule", "Rounded", "Circle", "Rect"]), width: 300)
        #expect(size.width == 300)
        #expect(f["card"]?.width == 300)
        #expect(f["picker"] == CGRect(x: 16, y: f["picker"]!.minY, width: 268, height: 32))
    }

    /// Titles wider than their share are cut on one line: the control keeps its 32-pt height (28-pt segments in a
    /// 2-pt inset track) and the offered width.
    @Test func longTitlesStayOnOneLine() {
        let (_, f) = frames(card(titles: ["A rather long first title", "And another long one"]), width: 200)
        #expect(f["picker"]?.size == CGSize(width: 168, height: 32))
    }

    /// With no width offered, each segment is as wide as the widest title with its 12-pt margins (the control
    /// no wider: a 400-pt column would have taken 400).
    @Test func unboundedPickerIsItsSegmentsWide() {
        let picker = Picker("Shape", selection: .constant(0)) {
            Text("Capsule").tag(0)
            Text("Rounded").tag(1)
        }.pickerStyle(.segmented).named("picker")
        let wide = Text("Rounded").font(.subheadline.weight(.medium)).named("t")
        let titleWidth = frames(wide).frames["t"]!.width
        let (_, f) = frames(picker)
        // Both frames are on the 1-pt grid (scale 1), so they agree within a point.
        #expect(abs((f["picker"]?.width ?? 0) - (2 * (titleWidth + 24) + 4)) <= 1)
    }

    /// The screen of heldback4's db89fb1a in short (a text card that fills the column, then the picker's card),
    /// written to `$LIQUIDGLASSUI_RENDER_DIR/segmented-picker-card.png` at 2× for looking beside iOS (nothing
    /// without the variable).
    @Test func renderForLooking() throws {
        guard let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUI_RENDER_DIR"] else { return }
        let screen = ScrollView {
            VStack(spacing: 32) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("glassEffect()").font(.headline)
                    Text("A card as wide as the column.").font(.subheadline).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background(Color(white: 0.95), in: RoundedRectangle(cornerRadius: 16))
                card(titles: ["Capsule", "Rounded", "Circle", "Rect"])
                    .background(Color(white: 0.95), in: RoundedRectangle(cornerRadius: 16))
            }
            .padding()
        }
        let renderer = ImageRenderer(content: screen)
        renderer.device = .iPhone17Pro
        renderer.scale = 2
        try renderer.writePNG(to: URL(fileURLWithPath: dir).appendingPathComponent("segmented-picker-card.png"))
    }
}
