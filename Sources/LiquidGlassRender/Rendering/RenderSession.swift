import Foundation
import LiquidGlassCore

/// Renders successive frames of a changing scene (an animation, a playground), keeping what one frame decided
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
    private var appearances: [RenderGroup.ID: ColorScheme] = [:]
    /// The plan of the last frame rendered.
    private(set) var lastPlan: RenderPlan?

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// Renders the next frame — background, glass, labels — and reports it, as
    /// ``GlassRenderer/renderWithReport(_:)`` does but with each group's appearance continuing from the
    /// previous frame. Groups that disappear are forgotten.
    public func render(_ scene: Scene) throws(RenderError) -> RenderResult {
        let (result, plan) = try GlassRenderer(options: options).renderWithPlan(scene, previousAppearance: appearances)
        appearances = Dictionary(plan.groups.map { ($0.id, $0.appearance) }, uniquingKeysWith: { first, _ in first })
        lastPlan = plan
        return result
    }

    /// Forgets every group's state: the next frame starts from the colour scheme, like a first frame.
    public func reset() {
        appearances = [:]
        lastPlan = nil
    }
}
