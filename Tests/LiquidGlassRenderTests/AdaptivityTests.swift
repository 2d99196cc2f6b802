import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene
import Testing

/// Light/dark flips of small glass, large glass keeping the scheme, containers deciding together (issue 3 §2).
@Suite struct AdaptivityTests {
    static func scene(_ background: Color, scheme: ColorScheme, elements: [GlassElement]) -> Scene {
        Scene(canvas: Canvas(width: 400, height: 400, scale: 1), colorScheme: scheme,
              background: Background(.color(background)), elements: elements)
    }

    static let button = GlassElement(id: "button", shape: Circle(), frame: CGRect(x: 20, y: 20, width: 44, height: 44))
    static let sheet = GlassElement(id: "sheet", shape: RoundedRectangle(cornerRadius: 30), frame: CGRect(x: 20, y: 100, width: 360, height: 280))

    func appearances(_ scene: Scene) throws -> [String] {
        try SystemTestSupport.render(scene).report.elements.map(\.appearance)
    }

    @Test func smallGlassFlipsToDarkOverDarkContentInTheLightScheme() throws {
        #expect(try appearances(Self.scene(SystemTestSupport.color(0.05, 0.05, 0.08), scheme: .light, elements: [Self.button])) == ["dark"])
        #expect(try appearances(Self.scene(.white, scheme: .light, elements: [Self.button])) == ["light"])
    }

    @Test func smallGlassFlipsToLightOverBrightContentInTheDarkScheme() throws {
        #expect(try appearances(Self.scene(.white, scheme: .dark, elements: [Self.button])) == ["light"])
        #expect(try appearances(Self.scene(.black, scheme: .dark, elements: [Self.button])) == ["dark"])
    }

    @Test func largeGlassKeepsTheSchemesAppearance() throws {
        #expect(try appearances(Self.scene(.black, scheme: .light, elements: [Self.sheet])) == ["light"])
        #expect(try appearances(Self.scene(.white, scheme: .dark, elements: [Self.sheet])) == ["dark"])
    }

    @Test func betweenTheThresholdsTheSchemeIsKept() throws {
        // Mid-grey (relative luminance ≈ 0.3) lies between the two thresholds: hysteresis keeps each scheme.
        let grey = SystemTestSupport.color(0.58, 0.58, 0.58)
        #expect(try appearances(Self.scene(grey, scheme: .light, elements: [Self.button])) == ["light"])
        #expect(try appearances(Self.scene(grey, scheme: .dark, elements: [Self.button])) == ["dark"])
    }

    @Test func aContainerDecidesOnceForAllItsElements() throws {
        // Left half black, right half white; one button over each. Alone they would differ; together they agree.
        let gradient = Background.Gradient(colors: [.black, .black, .white, .white], locations: [0, 0.5, 0.5, 1], angle: 0)
        var left = GlassElement(id: "left", shape: Circle(), frame: CGRect(x: 120, y: 20, width: 44, height: 44))
        var right = GlassElement(id: "right", shape: Circle(), frame: CGRect(x: 236, y: 20, width: 60, height: 60))
        let apart = Scene(canvas: Canvas(width: 400, height: 100, scale: 1), background: Background(.gradient(gradient)), elements: [left, right])
        #expect(try appearances(apart) == ["dark", "light"])
        left.container = ContainerMembership(index: 0, spacing: 0)
        right.container = ContainerMembership(index: 0, spacing: 0)
        let together = Scene(canvas: apart.canvas, background: apart.background, elements: [left, right])
        let decided = try appearances(together)
        #expect(decided[0] == decided[1])
    }

    @Test func shadowsGrowOverBusyContentAndFadeOverPlainLight() {
        let plain = BackdropAnalysis(luminance: 0.95, contrast: 0, detail: 0, samples: 100)
        let busy = BackdropAnalysis(luminance: 0.5, contrast: 0.3, detail: 0.1, samples: 100)
        var a = GlassMaterial(glass: .regular, colorScheme: .light), b = a
        a.adapt(to: plain, minorSide: 44, appearance: .light, accessibility: AccessibilitySettings())
        b.adapt(to: busy, minorSide: 44, appearance: .light, accessibility: AccessibilitySettings())
        #expect(b.dropShadowOpacity > 2 * a.dropShadowOpacity)
    }

    @Test func textPagesAreMeasuredAsBusy() {
        let page = SystemTestSupport.textPage(width: 200, height: 100)
        let blank = LinearImage(width: 200, height: 100, fill: LinearPixel(1, 1, 1, 1))
        let a = BackdropAnalysis.measure(page, in: CGRect(x: 0, y: 0, width: 200, height: 100), scale: 1)
        let b = BackdropAnalysis.measure(blank, in: CGRect(x: 0, y: 0, width: 200, height: 100), scale: 1)
        #expect(a.busyness > 0.6)
        #expect(b.busyness == 0)
    }

    @Test func largerGlassLooksThicker() {
        var small = GlassMaterial(glass: .regular, colorScheme: .light), large = small
        let analysis = BackdropAnalysis(luminance: 0.5, contrast: 0.1, detail: 0.02, samples: 100)
        small.adapt(to: analysis, minorSide: 44, appearance: .light, accessibility: AccessibilitySettings())
        large.adapt(to: analysis, minorSide: 300, appearance: .light, accessibility: AccessibilitySettings())
        // Regular glass's colour is its colour model, measured on a 150 pt card (docs/MATERIAL.md): size does not
        // change it. Clear glass's material colour thickens.
        #expect(large.colorModel == small.colorModel)
        var smallClear = GlassMaterial(glass: .clear, colorScheme: .light), largeClear = smallClear
        smallClear.adapt(to: analysis, minorSide: 44, appearance: .light, accessibility: AccessibilitySettings())
        largeClear.adapt(to: analysis, minorSide: 300, appearance: .light, accessibility: AccessibilitySettings())
        #expect(largeClear.baseColor.w > smallClear.baseColor.w)
        #expect(large.dropShadowOpacity > small.dropShadowOpacity)
        #expect(large.dropShadowRadius > small.dropShadowRadius)
        #expect(large.lens.amplitude > small.lens.amplitude)
        // The frost is the transparency setting's at every size (GlassTransparency: Apple's 2 pt; grown by 1.3 a
        // 300 pt card blurred with σ ≈ 10 pt).
        #expect(large.blurRadius == small.blurRadius)
    }
}
