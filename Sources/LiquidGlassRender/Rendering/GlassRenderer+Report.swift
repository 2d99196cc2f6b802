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
        try renderWithPlan(scene).result
    }

    /// ``renderWithReport(_:)``, with the hysteresis starting from `previousAppearance` per group, returning the
    /// plan too (``RenderSession`` keeps it for the next frame).
    func renderWithPlan(_ scene: Scene, previousAppearance: [RenderGroup.ID: ColorScheme] = [:])
        throws(RenderError) -> (result: RenderResult, plan: RenderPlan) {
        let s = effectiveScene(scene)
        // A scene is one producer of display lists: its list (background, then the glass) is one run of glass over
        // the painted background, for the final picture and for every stage and data layer alike.
        let frame = try renderFrame(s.displayList, canvas: s.canvas, colorScheme: s.colorScheme,
                                    accessibility: s.accessibility, fontPath: s.fontPath,
                                    previousAppearance: previousAppearance, planEmptyRun: true)
        guard let plan = frame.plans.first, frame.plans.count == 1 else {
            throw RenderError("a scene's display list rendered as \(frame.plans.count) runs of glass instead of one")
        }
        return (RenderResult(output: frame.layer ?? .image(frame.image), report: frame.report), plan)
    }

    /// Draws every glass item's label over the rendered glass; returns the outcome per item
    /// (``PlannedGlass/ordinal``). `measuring`, when given, is the glass the labels choose their colour from (the
    /// glass at rest under a press).
    func drawLabels(_ plan: RenderPlan, into image: inout LinearImage,
                    measuring rest: LabelGround? = nil) throws(RenderError) -> [Int: LabelCompositor.Outcome] {
        let settings = plan.settings
        let compositor = LabelCompositor(rasterizer: LabelRasterizer(), scale: settings.canvas.scale)
        // Each item's label sits in its own frame, also when its glass joined a union; rasterised first, drawn
        // below. A label fading out comes before the one fading in.
        var inks: [(element: Int, label: GlassLabel, fading: Bool, opacity: Float, appearance: ColorScheme,
                    mask: CoverageMask, origin: SIMD2<Int>)] = []
        for group in plan.groups {
            for element in group.items {
                var labels: [(GlassLabel, Bool, Float)] = []
                if let fading = element.fadingLabel, element.fadingLabelOpacity > 0 {
                    labels.append((fading, true, element.fadingLabelOpacity))
                }
                if let label = element.label, element.labelOpacity > 0 { labels.append((label, false, element.labelOpacity)) }
                for (label, fading, opacity) in labels {
                    do {
                        if let ink = try compositor.ink(label, in: element.frame, fontPath: settings.fontPath) {
                            inks.append((element.ordinal, label, fading, opacity, group.appearance, ink.mask, ink.origin))
                        }
                    } catch {
                        // Name the element (and where the scene file wrote it) — a font or text problem is
                        // otherwise hard to place in a scene of many labels.
                        let place = element.sourceLocation.map { "\($0): " } ?? ""
                        throw RenderError("\(place)element \(element.reportName): \(error.message)")
                    }
                }
            }
        }
        guard !inks.isEmpty else { return [:] }
        // A label fading out and the one fading in choose their colour from the glass without either's ink: the
        // parts of the picture under the labels, copied before any is drawn (only while some label fades).
        var ground = rest
        if ground == nil, inks.contains(where: \.fading) {
            ground = LabelGround(image, rects: inks.map { ink in
                PixelRect(x0: ink.origin.x, y0: ink.origin.y, x1: ink.origin.x + ink.mask.width, y1: ink.origin.y + ink.mask.height)
            })
        }
        var outcomes: [Int: LabelCompositor.Outcome] = [:]
        for ink in inks {
            let outcome = compositor.draw(ink.mask, at: ink.origin, fixedColor: ink.label.color,
                                          target: ink.label.contrastTarget(increaseContrast: settings.accessibility.increaseContrast),
                                          appearance: ink.appearance, opacity: ink.opacity, measuring: ground, canvas: &image)
            if !ink.fading, let outcome { outcomes[ink.element] = outcome }
        }
        return outcomes
    }
}
