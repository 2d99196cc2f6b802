import LiquidGlassCodecs
import LiquidGlassCore
import LiquidGlassRender

extension BackdropBuilder {
    /// The background of `scene` at the canvas's pixel size, in linear light.
    public static func backdrop(for scene: Scene, limits: ImageLimits = .default) throws(RenderError) -> LinearImage {
        let w = scene.canvas.pixelWidth, h = scene.canvas.pixelHeight
        let imageLimits = try checkCanvas(width: w, height: h, elements: scene.elements.count, limits: limits)
        return try paint(scene.background, width: w, height: h, colorScheme: scene.colorScheme, limits: imageLimits)
    }
}
