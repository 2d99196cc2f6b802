import Foundation
import LiquidGlassCore
import LiquidGlassGallery
import LiquidGlassRender
import LiquidGlassScene
import Testing

/// The rendered material compared with reviewed reference images (see ``GoldenImage`` for tolerance,
/// regeneration and diff images). Small canvases keep the suite fast and the references small.
@Suite struct GoldenImageTests {
    /// Renders are deterministic on one machine; the tolerance absorbs floating-point differences between
    /// compilers and CPUs (a few codes at most), not changes to the material.
    static let tolerance = GoldenImage.Tolerance(maxChannelDelta: 3, maxDifferingFraction: 0.002)

    static func render(_ scene: Scene) throws -> LinearImage {
        guard case .image(let image) = try GlassRenderer(options: RenderOptions(threads: 2)).render(scene) else {
            throw RenderError("no image")
        }
        return image
    }

    @Test func variantsOverAPhoto() throws {
        let scene = Scene(canvas: Canvas(width: 200, height: 120, scale: 2), background: try SampleBackdrop.chelsea.background(), elements: [
            GlassElement(frame: CGRect(x: 12, y: 12, width: 176, height: 44), glass: .regular),
            GlassElement(shape: Circle(), frame: CGRect(x: 12, y: 66, width: 44, height: 44), glass: .clear),
            GlassElement(shape: RoundedRectangle(cornerRadius: 14), frame: CGRect(x: 68, y: 66, width: 120, height: 44),
                         glass: .regular.tint(.systemBlue)),
        ])
        try GoldenImage.check(try Self.render(scene), named: "variants-over-photo", tolerance: Self.tolerance)
    }

    @Test func darkSchemeOverAGradient() throws {
        let scene = Scene(canvas: Canvas(width: 200, height: 120, scale: 2), colorScheme: .dark,
                          background: Background(.gradient(Background.Gradient(colors: [.systemIndigo, .black, .systemOrange], angle: 60))),
                          elements: [
                              GlassElement(shape: Ellipse(), frame: CGRect(x: 14, y: 14, width: 90, height: 60), glass: .regular),
                              GlassElement(shape: Rectangle(), frame: CGRect(x: 116, y: 20, width: 70, height: 80), glass: .clear.tint(.systemPink.opacity(0.6))),
                          ])
        try GoldenImage.check(try Self.render(scene), named: "dark-over-gradient", tolerance: Self.tolerance)
    }

    @Test func comparisonCatchesARealChange() throws {
        // The check itself must fail on a visible change: compare a render with a different light angle
        // against the same reference through the byte comparison the check uses.
        let scene = Scene(canvas: Canvas(width: 80, height: 40, scale: 2), background: Background(.color(.systemTeal)), elements: [
            GlassElement(frame: CGRect(x: 4, y: 4, width: 72, height: 32), glass: .clear),
        ])
        let a = GoldenImage.bytes(try Self.render(scene))
        guard case .image(let moved) = try GlassRenderer(options: RenderOptions(threads: 1, lightAngle: 40)).render(scene) else { return }
        let b = GoldenImage.bytes(moved)
        let maxDelta = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(maxDelta > Self.tolerance.maxChannelDelta)
    }
}
