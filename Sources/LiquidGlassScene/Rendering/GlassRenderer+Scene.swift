import Foundation
import LiquidGlassCore
import LiquidGlassRender

/// The scene entry points: a scene renders as its display list (``Scene/displayList``) does — one run of glass over
/// its painted background — for the final picture and for every stage and data layer alike.
extension GlassRenderer {
    /// The scene as rendered, with `options.scale` applied.
    public func effectiveScene(_ scene: Scene) -> Scene {
        var s = scene
        if let scale = options.scale { s.canvas.scale = scale }
        return s
    }

    /// Renders a scene from scratch: paints its background, then the glass and the labels.
    public func render(_ scene: Scene) throws(RenderError) -> RenderOutput {
        try renderWithReport(scene).output
    }

    /// Renders a scene from scratch — background, glass, labels — and reports what was decided per element
    /// (appearance, label colour and contrast) and which design rules the scene breaks.
    public func renderWithReport(_ scene: Scene) throws(RenderError) -> RenderResult {
        try renderWithPlan(scene).result
    }

    /// ``renderWithReport(_:)``, with the hysteresis starting from `previousAppearance` per group, returning the
    /// plan too (``RenderSession`` keeps it for the next frame).
    package func renderWithPlan(_ scene: Scene, previousAppearance: [RenderGroup.ID: ColorScheme] = [:])
        throws(RenderError) -> (result: RenderResult, plan: RenderPlan) {
        if options.lightAngle == nil, scene.lightAngle != nil {
            return try GlassRenderer(options: scene.renderOptions(options))
                .renderWithPlan(scene, previousAppearance: previousAppearance)
        }
        let s = effectiveScene(scene)
        let frame = try renderFrame(s.displayList, canvas: s.canvas, colorScheme: s.colorScheme,
                                    accessibility: s.accessibility, fontPath: s.fontPath,
                                    previousAppearance: previousAppearance, planEmptyRun: true)
        guard let plan = frame.plans.first, frame.plans.count == 1 else {
            throw RenderError("a scene's display list rendered as \(frame.plans.count) runs of glass instead of one")
        }
        return (RenderResult(output: frame.layer ?? .image(frame.image), report: frame.report), plan)
    }

    /// Renders the glass of `scene` over an already painted backdrop of the canvas's pixel size (with
    /// `options.scale` applied). Labels are not drawn here (they need the font machinery); ``render(_:)`` and
    /// ``renderWithReport(_:)`` draw them.
    ///
    /// - Throws: ``RenderError`` for a scene the pipeline cannot draw (as ``renderWithReport(_:)`` does) or a
    ///   backdrop of another size than the canvas's pixels.
    public func render(_ scene: Scene, over backdrop: LinearImage) throws(RenderError) -> RenderOutput {
        render(over: backdrop, plan: try plan(scene, over: backdrop))
    }

    /// Renders the final picture into `canvas`, a frame buffer that already holds `backdrop` outside the glass
    /// (for example the previous frame of an animation): the regions the glass touches are restored from the
    /// backdrop and drawn again; nothing else is written. This is what the benchmark times — a full-canvas copy
    /// alone costs ~10 ms at 1206×2622, more than the glass.
    ///
    /// Only this frame's regions are written: where the previous frame's glass reached beyond them (glass that
    /// moved or shrank), its pixels stay in `canvas` until the caller restores them from `backdrop`. A region ends
    /// where the drop shadow fades out, so a step smaller than that leaves a faint fringe (one 8-bit code at most,
    /// `MovingFrameBufferTests`); a longer one leaves the old glass. A press lifts the glass (it grows about its
    /// centre), so releasing one is shrinking. Glass that grows or changes in place (tint, appearance) needs nothing
    /// more.
    ///
    /// - Throws: ``RenderError`` as ``render(_:over:)`` does, and for a canvas of another size than the backdrop;
    ///   `canvas` is then untouched.
    public func render(_ scene: Scene, over backdrop: LinearImage, into canvas: inout LinearImage) throws(RenderError) {
        try render(plan(scene, over: backdrop), over: backdrop, into: &canvas)
    }

    /// ``render(_:over:into:)`` over a backdrop prepared once for many frames: each blur radius's frost is made
    /// once, over the whole canvas, and reused by every later frame (see ``PreparedBackdrop``).
    public func render(_ scene: Scene, over backdrop: PreparedBackdrop, into canvas: inout LinearImage) throws(RenderError) {
        try render(plan(scene, over: backdrop.image, prepared: backdrop), over: backdrop.image, into: &canvas)
    }

    /// The plan of `scene`'s glass over `backdrop`: the glass items of its display list (a pressed element
    /// lifted), on its canvas with `options.scale` applied, validated as every render is.
    private func plan(_ scene: Scene, over backdrop: LinearImage, prepared: PreparedBackdrop? = nil) throws(RenderError) -> RenderPlan {
        let s = effectiveScene(scene)
        return try RenderPlan(glass: s.plannedGlass, settings: s.frameSettings, backdrop: backdrop,
                              options: s.renderOptions(options),
                              prepared: prepared)
    }
}
