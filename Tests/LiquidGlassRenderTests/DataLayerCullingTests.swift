import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene
import Testing

/// Issue 15: the data layers ask only the groups that can matter in each tile; the output must be exactly what
/// asking every group gives.
@Suite struct DataLayerCullingTests {
    /// Every shape kind as a lone element (some overlapping, one half off the canvas, one identity glass), a
    /// container whose members merge, and an element still emerging — at a fractional scale, so pixel and
    /// point edges do not line up.
    static func scene() -> Scene {
        var elements: [GlassElement] = []
        let shapes: [any Shape] = [Capsule(), Circle(), Ellipse(), Rectangle(), RoundedRectangle(cornerRadius: 9),
                                   RoundedRectangle(cornerRadius: 9, style: .circular)]
        for (i, shape) in shapes.enumerated() {
            for j in 0..<3 {
                let frame = CGRect(x: 8 + Double(i) * 37 + Double(j) * 5, y: 10 + Double(j) * 41, width: 30 - Double(j) * 9, height: 22)
                elements.append(GlassElement(shape: shape, frame: frame, glass: j == 2 && i == 1 ? .identity : .regular))
            }
        }
        elements.append(GlassElement(shape: Circle(), frame: CGRect(x: 225, y: -10, width: 30, height: 30)))
        for k in 0..<3 {
            var e = GlassElement(shape: Circle(), frame: CGRect(x: 40 + Double(k) * 26, y: 140, width: 24, height: 24))
            e.container = ContainerMembership(index: 0, spacing: 8)
            elements.append(e)
        }
        var emerging = GlassElement(frame: CGRect(x: 160, y: 140, width: 60, height: 26))
        emerging.emergence = 0.5
        elements.append(emerging)
        return Scene(canvas: Canvas(width: 240, height: 180, scale: 1.5),
                     background: Background(.color(Color(red: 0.3, green: 0.5, blue: 0.7))), elements: elements)
    }

    @Test(arguments: [RenderLayer.mask, .sdf, .displacement])
    func culledLayersEqualAskingEveryGroup(layer: RenderLayer) throws {
        let scene = Self.scene()
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let renderer = GlassRenderer(options: RenderOptions(threads: 2, layer: layer))
        let plan = try RenderPlan.of(scene, backdrop: backdrop, options: renderer.options)
        let culled = renderer.renderDataLayer(plan, backdrop: backdrop)
        let everyGroup = renderer.renderDataLayer(plan, backdrop: backdrop, culling: false)
        switch (culled, everyGroup) {
        case (.image(let a), .image(let b)):
            #expect(a == b)
            // Not trivially equal: the layer shows the glass.
            #expect(Set(a.pixels).count > 10)
        case (.data16(_, _, let a), .data16(_, _, let b)):
            #expect(a == b)
            #expect(Set(a).count > 10)
        default:
            Issue.record("different output kinds")
        }
    }

    /// The culling does skip: in a corner tile of a canvas of small, spread-out lone elements, only the
    /// elements near it are asked.
    @Test func aTileAsksOnlyTheElementsNearIt() throws {
        var scene = Self.scene()
        scene.elements = (0..<100).map { i in
            GlassElement(shape: Circle(), frame: CGRect(x: Double(i % 10) * 24, y: Double(i / 10) * 18, width: 8, height: 8))
        }
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let plan = try RenderPlan.of(scene, backdrop: backdrop, options: RenderOptions(threads: 1, layer: .mask))
        let passes = plan.groups.indices.compactMap { plan.pass($0) }
        let culling = DataLayerCulling(passes: passes, scale: 1.5)
        // The top-left tile, pixel centres x 0.5…63.5, y 0.5…15.5; elements are 12 px squares at x 0, 36, 72,
        // 108 … px and y 0, 27, 54, 81 … px (24 and 18 pt apart at @1.5). The smallest upper bound is element 1's
        // farthest corner: hypot(63.5 − 48 → 47.5 from x 0.5 to 48, 15.5) ≈ 49.96, plus the 1.5 px slack = 51.5 px.
        // An element is asked when its bounds come within that (less the slack): rows y 0 and 27 at all four
        // nearest columns (lower bounds 0, 0, 8.5, 44.5 and 11.5, 11.5, 14.3, 46.0), row y 54 at x 0, 36, 72
        // (38.5, 38.5, 39.4; x 108 is 58.9), nothing of row y 81 (65.5 and more).
        let asked = culling.candidates(x0: 0, y0: 0, x1: 64, y1: 16)
        #expect(asked == [0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22])
    }
}
