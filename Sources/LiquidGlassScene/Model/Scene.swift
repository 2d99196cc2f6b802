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

    public init(canvas: Canvas, colorScheme: ColorScheme = .light, background: Background, elements: [GlassElement],
                accessibility: AccessibilitySettings = AccessibilitySettings(), fontPath: String? = nil) {
        self.canvas = canvas
        self.colorScheme = colorScheme
        self.background = background
        self.elements = elements
        self.accessibility = accessibility
        self.fontPath = fontPath
    }
}

extension Scene {
    /// The most glass elements a scene may have: as many as one display list may hold
    /// (``DisplayList/maxGlassItems``).
    public static let maxElements = DisplayList.maxGlassItems
}
