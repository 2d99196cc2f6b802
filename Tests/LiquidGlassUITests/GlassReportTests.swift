import Testing
@testable import LiquidGlassUI

@MainActor
@Suite struct GlassReportTests {
    /// Glass buttons: capsule by default, the label padded (ControlMetrics, regular: 16 × 8, min height 36),
    /// the button's label as accessibility label; `.glassProminent` tints the glass with the tint colour.
    @Test func glassButtonsInTheReport() throws {
        let view = HStack(spacing: 10) {
            Button("Play") {}.buttonStyle(.glassProminent).tint(.pink)
            Button {} label: { Image(systemName: "forward.fill").frame(width: 44, height: 44) }
                .buttonStyle(.glass).buttonBorderShape(.circle).accessibilityIdentifier("next")
        }
        let renderer = ImageRenderer(content: view)
        _ = renderer.pngData()
        let report = try #require(renderer.report)
        #expect(report.elements.count == 2)
        let play = try #require(report.element(named: "Play"))
        #expect(play.shape == "capsule")
        #expect(play.tint == hex(Color.pink.light))
        // Body text line height 22 (HIG) + 2 × 8 vertical padding = 38, above the 36 pt minimum.
        #expect(play.frame[3] == 38)
        let next = try #require(report.element(named: "next"))
        #expect(next.shape == "circle")
        #expect(next.frame[2] == 44 && next.frame[3] == 44)
        #expect(next.tint == nil)
    }

    /// `.identity` glass is reported too (the requirement), with variant "identity".
    /// `layoutReport()` lays out without drawing and reports what a render reports.
    @Test func layoutReportMatchesTheRendersReport() throws {
        let view = HStack(spacing: 10) {
            Button("Play") {}.buttonStyle(.glassProminent)
            Text("Now").padding().glassEffect()
        }
        let laidOut = ImageRenderer(content: view).layoutReport()
        let rendered = ImageRenderer(content: view)
        _ = rendered.pngData()
        #expect(laidOut.elements.count == 2)
        #expect(laidOut.elements == rendered.report?.elements)
    }

    @Test func identityGlassIsReported() throws {
        let renderer = ImageRenderer(content: Text("x").padding().glassEffect(.identity).accessibilityIdentifier("i"))
        _ = renderer.pngData()
        let e = try #require(renderer.report?.element(named: "i"))
        #expect(e.variant == "identity")
    }

    /// The report's JSON has the keys the issue names.
    @Test func reportJSONKeys() throws {
        let renderer = ImageRenderer(content: Circle().frame(width: 40, height: 40).glassEffect(.clear, in: .circle)
            .accessibilityIdentifier("dot").accessibilityLabel("Dot"))
        _ = renderer.pngData()
        let report = try #require(renderer.report)
        let json = try #require(String(data: try report.jsonData(), encoding: .utf8))
        for key in ["\"frame\"", "\"shape\"", "\"variant\"", "\"glassEffectID\"", "\"union\"", "\"container\"",
                    "\"accessibilityIdentifier\" : \"dot\"", "\"accessibilityLabel\" : \"Dot\""] {
            #expect(json.contains(key), "missing \(key)")
        }
    }
}
