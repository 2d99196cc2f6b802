import Foundation
import LiquidGlassCore
import LiquidGlassRender

/// A scene: a canvas with a background and glass elements positioned on it, in points.
///
/// Scenes come from scene files (``SceneLoader``) or are built in code; the renderer draws them.
public struct Scene: Sendable {
    public var canvas: Canvas
    public var colorScheme: ColorScheme
    public var background: Background
    public var elements: [GlassElement]
    /// The system's accessibility settings, which the material honours by itself.
    public var accessibility: AccessibilitySettings
    /// A font file for labels (nil: the system font, DejaVu Sans where it is installed).
    public var fontPath: String?
    /// The direction the glass's highlights are lit from, in degrees (0 = from the right, 90 = from below,
    /// −90 = from above), for every element: the engine's ``GlassMaterial/lightAngle``. `nil`: each material's own
    /// (−50°). A render option's angle (``RenderOptions/lightAngle``, `liquidglass render --light-angle`) wins.
    public var lightAngle: Float?

    public init(canvas: Canvas, colorScheme: ColorScheme = .light, background: Background, elements: [GlassElement],
                accessibility: AccessibilitySettings = AccessibilitySettings(), fontPath: String? = nil,
                lightAngle: Float? = nil) {
        self.canvas = canvas
        self.colorScheme = colorScheme
        self.background = background
        self.elements = elements
        self.accessibility = accessibility
        self.fontPath = fontPath
        self.lightAngle = lightAngle
    }
}

extension Scene {
    /// `options` with the scene's ``lightAngle`` where the options name none: what every scene render uses.
    public func renderOptions(_ options: RenderOptions) -> RenderOptions {
        var o = options
        if o.lightAngle == nil { o.lightAngle = lightAngle }
        return o
    }

    /// The most glass elements a scene may have: as many as one display list may hold
    /// (``DisplayList/maxGlassItems``).
    public static let maxElements = DisplayList.maxGlassItems
}
