import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene
import Testing

/// A prepared backdrop frosts the whole canvas once per blur radius and reuses it (PreparedBackdrop.swift). Its
/// frames must be the one-off render's frames and its cache must stay bounded.
///
/// "The same frames" within float rounding: the coarse pixels are the same, but a sample's position is measured
/// from the frost's own origin (the region's or the canvas's), which rounds differently in the last bit or two.
/// Measured 2026-11-24: ≈ 20,000 of 240,000 pixels differ, by at most 3.6·10⁻⁷ — a 16-bit step is 1.5·10⁻⁵. The
/// bound is 10⁻⁶; a wrong coarse grid or a misplaced origin is off by 10⁻³ or more.
@Suite struct PreparedBackdropTests {
    static func scene() -> Scene {
        Scene(canvas: Canvas(width: 200, height: 300, scale: 2),
              background: Background(.gradient(Background.Gradient(colors: [
                  Color(red: 0.9, green: 0.8, blue: 0.1), Color(red: 0.1, green: 0.3, blue: 0.6),
              ], angle: 70))),
              elements: [
                  GlassElement(frame: CGRect(x: 10, y: 240, width: 180, height: 50)),
                  GlassElement(shape: Circle(), frame: CGRect(x: 150, y: 10, width: 44, height: 44), glass: .clear),
                  GlassElement(shape: Circle(), frame: CGRect(x: -10, y: 100, width: 60, height: 60)),  // over the edge
              ])
    }

    @Test func framesOverAPreparedBackdropAreTheOneOffRendersFrames() throws {
        var scene = Self.scene()
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let prepared = PreparedBackdrop(backdrop)
        let renderer = GlassRenderer(options: RenderOptions(threads: 2))
        var canvas = backdrop
        // Frame 1 makes frosts near the glass (a radius's first use); frames 2 and 3 use the whole-canvas ones.
        for frame in 0..<3 {
            scene.elements[0].frame.origin.x = 10 + Double(frame) * 7
            try renderer.render(scene, over: prepared, into: &canvas)
            var expected = backdrop
            try renderer.render(scene, over: backdrop, into: &expected)
            let differing = zip(canvas.pixels, expected.pixels).filter { $0 != $1 }
            let worst = differing.map { max(($0 - $1).max(), ($1 - $0).max()) }.max() ?? 0
            #expect(worst <= 1e-6, "frame \(frame): \(differing.count) pixels differ from the one-off render, by up to \(worst)")
        }
        // Frames 2 and 3 used whole-canvas frosts.
        #expect(!prepared.frostedRadii.isEmpty)
    }

    @Test func aRadiusIsFrostedWholeOnItsSecondUseOnly() {
        let prepared = PreparedBackdrop(LinearImage(width: 40, height: 30, fill: LinearPixel(0.5, 0.5, 0.5, 1)))
        #expect(prepared.frost(sigma: 9, threads: 1) == nil)
        #expect(prepared.frost(sigma: 9, threads: 1) != nil)
        #expect(prepared.frostedRadii == [9])
    }

    @Test func theCacheKeepsTheMostRecentlyUsedRadii() {
        let prepared = PreparedBackdrop(LinearImage(width: 40, height: 30, fill: LinearPixel(0.5, 0.5, 0.5, 1)))
        // Glass whose blur changes every frame (materializing) asks for a new radius each time: nothing is kept.
        for sigma in stride(from: Float(1), through: 30, by: 0.5) { _ = prepared.frost(sigma: sigma, threads: 1) }
        #expect(prepared.frostedRadii.isEmpty)
        // Radii that come back are kept, at most `capacity` of them, the least recently used dropped first.
        for sigma: Float in [2, 3, 4, 5, 6, 2, 3, 4, 5, 6] { _ = prepared.frost(sigma: sigma, threads: 1) }
        #expect(prepared.frostedRadii == [3, 4, 5, 6])
        _ = prepared.frost(sigma: 3, threads: 1)
        #expect(prepared.frostedRadii == [4, 5, 6, 3])
    }

    @Test func measurementsAreKeptPerRectangleAndBounded() {
        let image = LinearImage(width: 60, height: 40, pixels: (0..<2400).map { i in
            let v = Float(i % 60) / 60
            return LinearPixel(v, v * v, 1 - v, 1)
        })
        let prepared = PreparedBackdrop(image)
        let frame = CGRect(x: 3, y: 4, width: 20, height: 10)
        #expect(prepared.analysis(in: frame, scale: 2, over: 1) == BackdropAnalysis.measure(image, in: frame, scale: 2, over: 1))
        #expect(prepared.analysis(in: frame, scale: 2, over: 1) == BackdropAnalysis.measure(image, in: frame, scale: 2, over: 1))
        #expect(prepared.analysisCount == 1)
        // Moving glass asks for a new rectangle every frame: the cache empties when full instead of growing.
        for i in 0..<(PreparedBackdrop.analysisCapacity + 10) {
            _ = prepared.analysis(in: CGRect(x: Double(i) * 0.1, y: 0, width: 5, height: 5), scale: 2, over: 1)
        }
        #expect(prepared.analysisCount <= PreparedBackdrop.analysisCapacity)
    }

    /// A plan is given a prepared backdrop only together with its image; one holding other pixels is ignored.
    @Test func aPreparedBackdropOfAnotherImageIsIgnored() throws {
        let scene = Self.scene()
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let other = PreparedBackdrop(LinearImage(width: backdrop.width, height: backdrop.height, fill: LinearPixel(0, 0, 0, 1)))
        let plan = try RenderPlan.of(scene, backdrop: backdrop, options: RenderOptions(threads: 1), prepared: other)
        let expected = scene.elements.map { BackdropAnalysis.measure(backdrop, in: $0.frame, scale: scene.canvas.scale) }
        #expect(plan.itemAnalyses == expected)
        #expect(other.analysisCount == 0)
    }
}
