import Foundation
import LiquidGlassCore

/// The drawing surface: a size in points and a scale factor (pixels per point: 1, 2 or 3 on iOS).
public struct Canvas: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var scale: Double

    public init(width: Double, height: Double, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// The size in pixels (rounded to whole pixels).
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }
}
