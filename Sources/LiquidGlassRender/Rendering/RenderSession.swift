import Foundation
import LiquidGlassCore

/// Renders successive frames of a changing display list or scene (an animation, a playground), keeping what one frame decided
/// for the next, by group identity (a container, or an element by its id).
///
/// Today a session keeps each group's appearance, so the adaptivity hysteresis of ``Adaptation`` holds across
/// frames: glass that turned dark over a dark backdrop stays dark until the backdrop brightens past
/// ``Adaptation/lightAbove``, instead of flickering at one threshold. A single ``GlassRenderer`` render starts
/// from the colour scheme every time. The session also keeps the last frame's plan (``lastPlan``).
///
/// A session is not thread-safe: render its frames one after another.
public final class RenderSession {
    public var options: RenderOptions
    /// The appearance each group had in the last frame.
    package private(set) var appearances: [RenderGroup.ID: ColorScheme] = [:]
    /// The plan of the last frame rendered.
    private(set) var lastPlan: RenderPlan?
    /// What the last display-list frame painted before its first glass.
    let painted = PaintedPrefix()

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// Renders the next frame of a display list, as
    /// ``GlassRenderer/render(_:canvas:colorScheme:accessibility:background:fontPath:)`` does but with each
    /// group's appearance — over every run of glass in the list — continuing from the previous frame. When the
    /// content before the first glass item paints as the previous frame's did (a still backdrop under moving
    /// glass), the frame starts from those pixels instead of painting them again; the session holds one canvas
    /// of float RGBA for this.
    public func render(_ list: DisplayList, canvas: Canvas, colorScheme: ColorScheme = .light,
                       accessibility: AccessibilitySettings = AccessibilitySettings(),
                       background: Color? = nil, fontPath: String? = nil) throws(RenderError) -> DisplayListResult {
        let frame = try GlassRenderer(options: options).renderFrame(
            list, canvas: canvas, colorScheme: colorScheme, accessibility: accessibility, background: background,
            fontPath: fontPath, previousAppearance: appearances, reuse: painted)
        remember(frame.plans)
        return frame.result
    }

    /// Keeps what a frame decided for the next: each group's appearance (the first plan naming a group wins;
    /// groups the frame did not draw are forgotten) and the frame's last plan.
    package func remember(_ plans: [RenderPlan]) {
        var next: [RenderGroup.ID: ColorScheme] = [:]
        for plan in plans {
            for group in plan.groups where next[group.id] == nil { next[group.id] = group.appearance }
        }
        appearances = next
        lastPlan = plans.last
    }

    /// Forgets every group's state: the next frame starts from the colour scheme, like a first frame.
    public func reset() {
        appearances = [:]
        lastPlan = nil
        painted.clear()
    }
}
