import Foundation
import Testing
@testable import LiquidGlassUICore

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

    /// `.identity` glass is reported too (the issue's requirement), with variant "identity".
    /// `layoutReport()` lays out without drawing and reports the glass a render reports, where layout put it; a
    /// render adds what the engine measured (the frames are the engine's, and agree with layout's).
    @Test func layoutReportMatchesTheRendersReport() throws {
        let view = HStack(spacing: 10) {
            Button("Play") {}.buttonStyle(.glassProminent)
            Text("Now").padding().glassEffect()
        }
        let laidOut = ImageRenderer(content: view).layoutReport()
        let rendered = ImageRenderer(content: view)
        _ = rendered.pngData()
        let drawn = try #require(rendered.report?.elements)
        #expect(laidOut.elements.count == 2)
        #expect(laidOut.elements.allSatisfy { $0.appearance == nil && $0.contrastRatio == nil })
        var unmeasured = drawn
        for i in unmeasured.indices {
            unmeasured[i].appearance = nil
            unmeasured[i].material = nil
            unmeasured[i].backdropLuminance = nil
            unmeasured[i].foreground = nil
            unmeasured[i].contrastRatio = nil
            unmeasured[i].warnings = []
        }
        #expect(laidOut.elements == unmeasured)
        // The engine's measurements: both glasses took an appearance, and the ink on each was measured.
        #expect(drawn.allSatisfy { $0.appearance != nil && $0.backdropLuminance != nil })
        #expect(drawn.allSatisfy { $0.foreground != nil && ($0.contrastRatio ?? 0) > 1 }, "\(drawn.map(\.contrastRatio))")
    }

    /// iOS 26 draws `.glassProminent` in its tint with a white title: the fill is systemBlue (0 136 255, light)
    /// where no highlight falls, not a pale tone of it (≈ #86ADFB before); the title is white. The report names
    /// the material it got.
    @Test func prominentButtonsAreFilledWithTheirTint() throws {
        let view = ZStack {
            Color.white
            Button("Continue") {}.buttonStyle(.glassProminent).tint(.blue)
        }.frame(width: 240, height: 100)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 2
        let image = try #require(renderer.linearImage())
        let report = try #require(renderer.report)
        let button = try #require(report.element(named: "Continue"))
        #expect(button.foreground == "#FFFFFF")
        #expect(button.material?.contains("prominent") == true, "\(button.material ?? "none")")
        // The middle of the capsule's left end, beside the title: the fill alone.
        let f = button.frame
        let x = Int((f[0] + 14) * 2), y = Int((f[1] + f[3] / 2) * 2)
        let p = image.pixels[y * image.width + x]
        let srgb = [p.x, p.y, p.z].map { Int((Self.encoded($0) * 255).rounded()) }
        #expect(abs(srgb[0] - 0) <= 4 && abs(srgb[1] - 136) <= 4 && abs(srgb[2] - 255) <= 4, "fill \(srgb)")
    }

    /// `.environment(\.colorScheme, .dark)` reaches the glass: a 300 pt card (large glass, which keeps the scheme's
    /// appearance) over white is Apple's dark glass (145.7 over white, apple_solid_palette.json), not light glass
    /// (253.6); before, the picture was the light one.
    @Test func theEnvironmentsColourSchemeReachesTheGlass() throws {
        func card(_ scheme: ColorScheme) throws -> (Float, String?) {
            let view = ZStack {
                Color.white
                Color.clear.frame(width: 300, height: 300).glassEffect(.regular, in: .rect(cornerRadius: 34))
                    .accessibilityIdentifier("card")
            }.frame(width: 340, height: 340).environment(\.colorScheme, scheme)
            let renderer = ImageRenderer(content: view)
            let image = try #require(renderer.linearImage())
            let e = try #require(renderer.report?.element(named: "card"))
            return (image.pixels[170 * image.width + 170].y, e.appearance)
        }
        let light = try card(.light), dark = try card(.dark)
        #expect(light.1 == "light" && dark.1 == "dark")
        let darkLevel = Self.encoded(dark.0) * 255
        #expect(abs(darkLevel - 145.7) <= 4, "dark card over white: \(darkLevel)")
        #expect(light.0 > dark.0 * 2)
    }

    /// The sRGB encoding of a linear value.
    static func encoded(_ v: Float) -> Float {
        v <= 0.0031308 ? 12.92 * v : 1.055 * Float(Foundation.pow(Double(v), 1 / 2.4)) - 0.055
    }

    @Test func identityGlassIsReported() throws {
        let renderer = ImageRenderer(content: Text("x").padding().glassEffect(.identity).accessibilityIdentifier("i"))
        _ = renderer.pngData()
        let e = try #require(renderer.report?.element(named: "i"))
        #expect(e.variant == "identity")
        // The engine never sees `.identity` glass: nothing measured.
        #expect(e.appearance == nil)
    }

    /// A design rule the engine checks is reported on the glass that breaks it: two tinted glass elements at the top
    /// level (`overTintedGlass`), the second named as not the primary action.
    @Test func theEnginesWarningsReachTheElements() throws {
        let view = HStack {
            Button("A") {}.buttonStyle(.glassProminent)
            Button("B") {}.buttonStyle(.glassProminent)
        }
        let renderer = ImageRenderer(content: view)
        _ = renderer.pngData()
        let elements = try #require(renderer.report?.elements)
        #expect(elements.count == 2)
        #expect(!elements[0].warnings.contains { $0.hasPrefix("over_tinted_glass") }, "\(elements[0].warnings)")
        #expect(elements[1].warnings.contains { $0.hasPrefix("over_tinted_glass") }, "\(elements[1].warnings)")
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
