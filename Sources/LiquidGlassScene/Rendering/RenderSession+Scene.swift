import LiquidGlassCore
import LiquidGlassRender

extension RenderSession {
    /// Renders the next frame of a scene — background, glass, labels — and reports it, as
    /// ``GlassRenderer/renderWithReport(_:)`` does but with each group's appearance continuing from the
    /// previous frame. Groups that disappear are forgotten.
    public func render(_ scene: Scene) throws(RenderError) -> RenderResult {
        let (result, plan) = try GlassRenderer(options: options).renderWithPlan(scene, previousAppearance: appearances)
        remember([plan])
        return result
    }
}
