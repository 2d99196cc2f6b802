import Foundation
import LiquidGlassCore
import LiquidGlassGallery
import LiquidGlassRender
import LiquidGlassScene
import Testing

/// The accessibility variants (issue 3 §4), measured on renders over a busy backdrop.
@Suite struct AccessibilityTests {
    static let frame = CGRect(x: 20, y: 20, width: 200, height: 60)

    static func render(_ glass: Glass, _ settings: AccessibilitySettings) throws -> LinearImage {
        let scene = Scene(canvas: Canvas(width: 240, height: 100, scale: 2), background: try SampleBackdrop.brick.background(),
                          elements: [GlassElement(frame: frame, glass: glass)], accessibility: settings)
        return try SystemTestSupport.image(try SystemTestSupport.render(scene))
    }

    /// The capsule's face, away from the lensing band.
    static let face = PixelRect(x0: 120, y0: 76, x1: 360, y1: 124)

    @Test(arguments: [Glass.regular, .clear])
    func reduceTransparencyShowsLessBackdropDetail(_ glass: Glass) throws {
        let normal = SystemTestSupport.detail(try Self.render(glass, AccessibilitySettings()), Self.face)
        let reduced = SystemTestSupport.detail(try Self.render(glass, AccessibilitySettings(reduceTransparency: true)), Self.face)
        #expect(reduced < normal * 0.6, "detail \(reduced) vs \(normal)")
    }

    @Test func increaseContrastMakesGlassBlackOrWhiteWithABorder() throws {
        let image = try Self.render(.regular, AccessibilitySettings(increaseContrast: true))
        // The face is near white (light appearance over the bright brick) and nearly uncoloured.
        var extreme = 0, total = 0
        for y in Self.face.y0..<Self.face.y1 {
            for x in Self.face.x0..<Self.face.x1 {
                let l = ContrastRatio.luminance(image[x, y])
                if l > 0.7 || l < 0.05 { extreme += 1 }
                total += 1
            }
        }
        #expect(Double(extreme) / Double(total) > 0.9)
        // The border: the pixel just inside the top edge contrasts with the face.
        let edge = ContrastRatio.luminance(image[240, 41]), inside = ContrastRatio.luminance(image[240, 100])
        #expect(ContrastRatio.between(edge, inside) > 3)
    }

    @Test func theTintedSettingRaisesOpacity() throws {
        let clear = SystemTestSupport.detail(try Self.render(.regular, AccessibilitySettings(tinted: 0)), Self.face)
        let half = SystemTestSupport.detail(try Self.render(.regular, AccessibilitySettings(tinted: 0.5)), Self.face)
        let tinted = SystemTestSupport.detail(try Self.render(.regular, AccessibilitySettings(tinted: 1)), Self.face)
        #expect(half < clear)
        #expect(tinted < half)
    }

    @Test func reduceMotionLeavesAStillFrameUnchanged() throws {
        let a = try Self.render(.regular, AccessibilitySettings())
        let b = try Self.render(.regular, AccessibilitySettings(reduceMotion: true))
        #expect(a == b)
    }
}
