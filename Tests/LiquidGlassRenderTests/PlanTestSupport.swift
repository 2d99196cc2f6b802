import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene

extension RenderPlan {
    /// The plan the renderer compiles for `scene`'s glass over `backdrop`: from the glass items of the scene's
    /// display list, as every render does (tests build scenes because they are short to write).
    static func of(_ scene: Scene, backdrop: LinearImage, options: RenderOptions,
                   previousAppearance: [RenderGroup.ID: ColorScheme] = [:], prepared: PreparedBackdrop? = nil) throws -> RenderPlan {
        try RenderPlan(glass: scene.plannedGlass, settings: scene.frameSettings, backdrop: backdrop, options: options,
                       previousAppearance: previousAppearance, prepared: prepared)
    }

    /// What the plan measured behind each glass item, in the run's order.
    var itemAnalyses: [BackdropAnalysis] { items.map(\.glass.analysis) }
}
