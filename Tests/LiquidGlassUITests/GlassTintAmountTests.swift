import Foundation
import Testing
@testable import LiquidGlassUICore

/// LiquidGlass's own `EnvironmentValues.liquidGlassTintAmount` (iOS 26.1's Clear / Tinted setting, which SwiftUI
/// has no value for) reaches the engine's transparency setting (docs/MATERIAL.md): the frost the report names moves
/// from the Clear end's 2 pt to the Tinted end's 16.6 pt (GlassTransparency's measured points), and the picture
/// changes with it.
@MainActor @Suite struct GlassTintAmountTests {
    /// A 300 pt card over black and white halves, and the report's `material` for it.
    static func card(_ configure: (ImageRenderer<AnyView>) -> Void = { _ in }, modifier amount: Double? = nil) throws
        -> (image: [SIMD4<Float>], material: String) {
        var view = AnyView(ZStack {
            HStack(spacing: 0) { Color.black; Color.white }
            Color.clear.frame(width: 300, height: 200).glassEffect(.regular, in: .rect(cornerRadius: 34))
                .accessibilityIdentifier("card")
        }.frame(width: 340, height: 240))
        if let amount { view = AnyView(view.liquidGlassTintAmount(amount)) }
        let renderer = ImageRenderer(content: view)
        configure(renderer)
        let image = try #require(renderer.linearImage())
        let material = try #require(renderer.report?.element(named: "card")?.material)
        return (image.pixels, material)
    }

    @Test func theDefaultIsTheClearEnd() throws {
        let material = try Self.card().material
        #expect(material.contains("frost 2 pt"), "\(material)")
    }

    @Test func theRenderersEnvironmentSetsTheTintedEnd() throws {
        let clear = try Self.card()
        let tinted = try Self.card { $0.environment.liquidGlassTintAmount = 1 }
        #expect(tinted.material.contains("frost 16.6 pt"), "\(tinted.material)")
        #expect(tinted.image != clear.image)
    }

    @Test func theModifierIsTheEnvironmentValue() throws {
        let byModifier = try Self.card(modifier: 0.5)
        let byRenderer = try Self.card { $0.environment.liquidGlassTintAmount = 0.5 }
        #expect(byModifier.material == byRenderer.material, "\(byModifier.material) vs \(byRenderer.material)")
        #expect(byModifier.material.contains("frost 6.1 pt"), "\(byModifier.material)")
        let same = byModifier.image == byRenderer.image
        #expect(same)
    }

    @Test func outOfRangeValuesAreClamped() {
        var environment = EnvironmentValues()
        environment.liquidGlassTintAmount = 3
        #expect(environment.liquidGlassTintAmount == 1)
        environment.liquidGlassTintAmount = -1
        #expect(environment.liquidGlassTintAmount == 0)
        environment.liquidGlassTintAmount = .nan
        #expect(environment.liquidGlassTintAmount == 0)
    }
}
