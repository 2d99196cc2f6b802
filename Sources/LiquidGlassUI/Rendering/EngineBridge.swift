internal import LiquidGlass

/// Hands LiquidGlassUI's display items to the engine. Until the engine's display-list painter lands, only the
/// layout and report exist: no pixels are produced.
@MainActor
enum EngineBridge {
    static func png<C: View>(tree: LaidOutTree, renderer: ImageRenderer<C>) -> Data? { nil }
}
