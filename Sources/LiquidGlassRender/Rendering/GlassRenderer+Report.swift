import Foundation
import LiquidGlassCore
import LiquidGlassText

/// A render's picture (or data layer) and its report.
public struct RenderResult: Sendable {
    public var output: RenderOutput
    public var report: RenderReport
}

extension GlassRenderer {
    /// Renders a scene from scratch — background, glass, labels — and reports what was decided per element
    /// (appearance, label colour and contrast) and which design rules the scene breaks.
    public func renderWithReport(_ scene: Scene) throws(RenderError) -> RenderResult {
        let s = effectiveScene(scene)
        try validate(s)
        let backdrop = try BackdropBuilder.backdrop(for: s, limits: options.limits)
        let groups = RenderGroup.planned(s, backdrop: backdrop)
        var output = render(s, over: backdrop, groups: groups)
        var labels: [Int: LabelCompositor.Outcome] = [:]
        if options.layer == .final, case .image(var image) = output {
            labels = try drawLabels(s, groups: groups, into: &image)
            output = .image(image)
        }
        return RenderResult(output: output, report: SceneChecks.report(scene: s, groups: groups, labels: labels, backdrop: backdrop))
    }

    /// Draws every element's label over the rendered glass; returns the outcome per scene element index.
    func drawLabels(_ scene: Scene, groups: [RenderGroup], into image: inout LinearImage) throws(RenderError) -> [Int: LabelCompositor.Outcome] {
        guard scene.elements.contains(where: { $0.label != nil }) else { return [:] }
        let compositor = LabelCompositor(rasterizer: LabelRasterizer(), scale: scene.canvas.scale)
        var outcomes: [Int: LabelCompositor.Outcome] = [:]
        // Each scene element's label sits in its own frame, also when its glass joined a union.
        for group in groups {
            for sources in group.sources {
                for i in sources {
                    let element = scene.elements[i]
                    guard let label = element.label else { continue }
                    let outcome = try compositor.draw(label, in: element.frame, appearance: group.appearance,
                                                      increaseContrast: scene.accessibility.increaseContrast,
                                                      fontPath: scene.fontPath, canvas: &image)
                    if let outcome { outcomes[i] = outcome }
                }
            }
        }
        return outcomes
    }
}
