import Foundation
import LiquidGlassCore

/// One display-list frame being drawn, after the content before its first glass: content items are painted as they
/// come, and each run of consecutive glass items is drawn when the run ends — its plan compiled over the picture
/// painted so far, the glass rendered, then the ink on it (labels, content) — and reported.
struct FrameBuilder {
    let renderer: GlassRenderer
    /// The frame's settings; `background` follows the latest background painted.
    var settings: FrameSettings
    let painter: DisplayListPainter
    /// Draws the ink on the glass: labels, content, vibrant items.
    let ink: InkPass
    /// The picture so far.
    var image: LinearImage
    let previousAppearance: [RenderGroup.ID: ColorScheme]
    /// A prepared copy of ``image`` while nothing has been painted over the prefix it was prepared from.
    var prepared: PreparedBackdrop?
    /// The glass items of the run not drawn yet: each display item, its glass, and that glass placed.
    var run: [(item: DisplayItem, glass: GlassDisplayItem, placed: PlannedGlass)] = []
    var report = RenderReport()
    /// The plan of each run drawn (a session keeps their groups' appearances for the next frame).
    var plans: [RenderPlan] = []
    /// A stage or data layer's output (``RenderOptions/layer``), from the last run drawn.
    var layerOutput: RenderOutput?

    /// Paints a content item over the picture: vibrant ink in the legible colour for what is under it, anything
    /// else as the painter paints it.
    mutating func paint(_ item: DisplayItem) throws(RenderError) {
        if case .background(let b) = item.content { settings.background = b }
        var drawn = false
        if item.vibrant {
            drawn = try ink.vibrant(item, painter: painter, appearance: settings.colorScheme, into: &image)
        }
        if !drawn { try painter.paint(item, into: &image) }
        prepared = nil
    }

    /// Draws the pending run of glass, if any (with `force`, an empty run too: a scene without glass still has
    /// its checks run).
    mutating func flush(force: Bool = false) throws(RenderError) {
        guard !run.isEmpty || force else { return }
        let glass = run.map(\.placed)
        let plan = try RenderPlan(glass: glass, settings: settings, backdrop: image, options: renderer.options,
                                  previousAppearance: previousAppearance, prepared: prepared)
        prepared = nil
        if renderer.options.layer == .final {
            try drawGlass(glass, plan: plan)
        } else {
            // A stage or data layer shows the run's glass alone; ink on the glass is not drawn.
            layerOutput = renderer.render(over: image, plan: plan)
            append(DesignRuleChecks.report(plan, labels: [:]), plan: plan)
        }
        run.removeAll()
    }

    /// The final picture of a run: the glass, the labels and content on it, and the run's report.
    private mutating func drawGlass(_ glass: [PlannedGlass], plan: RenderPlan) throws(RenderError) {
        guard case .image(var picture) = renderer.render(over: image, plan: plan) else {
            throw RenderError("the renderer produced no picture for the glass")
        }
        let items = run.map { ($0.item, $0.glass) }
        // Only ink on the glass (labels, content items) chooses a colour from the glass at rest.
        let hasInk = glass.contains { $0.label != nil || $0.fadingLabel != nil } || items.contains { !$0.1.content.isEmpty }
        let rest = hasInk ? try renderer.restingGlass(of: glass, settings: settings, over: image,
                                                      previousAppearance: previousAppearance).map(LabelGround.init) : nil
        let labels = try ink.labels(plan, into: &picture, measuring: rest)
        // What each glass item of the run looks like (its group's appearance), for vibrant content.
        var appearance = [ColorScheme](repeating: settings.colorScheme, count: items.count)
        for group in plan.groups { for item in group.items { appearance[item.ordinal] = group.appearance } }
        var checks = DesignRuleChecks.report(plan, labels: labels)
        for (k, (item, g)) in items.enumerated() {
            let texts = try ink.content(of: g, item: item, appearance: appearance[k], painter: painter, measuring: rest,
                                        into: &picture)
            if !texts.isEmpty { checks.elements[k].texts = texts }
        }
        image = picture
        append(checks, plan: plan)
    }

    /// Adds a run's report to the frame's.
    private mutating func append(_ run: RenderReport, plan: RenderPlan) {
        report.elements += run.elements
        report.warnings += run.warnings
        plans.append(plan)
    }
}
