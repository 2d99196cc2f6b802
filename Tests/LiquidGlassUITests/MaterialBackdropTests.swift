import Testing
@testable import LiquidGlassUICore

/// `Material` backgrounds frost what is painted under them (the engine's backdrop blur) before their tint: black and
/// white stripes 10 pt wide under a 100-pt `.ultraThinMaterial` panel in the middle of 300 pt of them (σ 20 pt,
/// `Material`'s estimate) come out nearly even under the panel — a Gaussian of σ 20 leaves of a 20-pt square wave its
/// fundamental at e^(−2π²σ²/20²) ≈ 3·10⁻⁹ (the coarse-grid frost adds its own error, well under 0.05) — while the
/// stripes above the panel keep their full swing.
@MainActor
@Suite struct MaterialBackdropTests {
    @Test func aMaterialFrostsTheStripesUnderIt() throws {
        let stripes = HStack(spacing: 0) {
            ForEach(0..<30, id: \.self) { i in (i % 2 == 0 ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1)).frame(width: 10) }
        }
        let view = ZStack(alignment: .bottom) {
            stripes
            Rectangle().fill(.ultraThinMaterial).frame(width: 100, height: 40)
        }
        .frame(width: 300, height: 80)
        let renderer = ImageRenderer(content: view)
        let img = try #require(renderer.linearImage())
        func swing(row y: Int) -> Float {
            let reds = (120..<180).map { img.pixels[y * img.width + $0].x }
            return reds.max()! - reds.min()!
        }
        #expect(swing(row: 10) > 0.99, "above the panel: \(swing(row: 10))")
        #expect(swing(row: 60) < 0.05, "under the panel: \(swing(row: 60))")
        #expect(!(renderer.report?.warnings ?? []).contains { $0.hasPrefix("Material") })
    }
}
