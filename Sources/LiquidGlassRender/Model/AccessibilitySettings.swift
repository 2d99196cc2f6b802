import Foundation
import LiquidGlassCore

/// The accessibility settings Apple's glass honours by itself.
public struct AccessibilitySettings: Sendable, Equatable {
    /// Glass becomes frostier and more opaque.
    public var reduceTransparency: Bool
    /// Elements become predominantly black or white with a contrasting border; labels reach 7:1.
    public var increaseContrast: Bool
    /// Removes elastic bounce and shimmer (recorded for motion; a still frame is unchanged).
    public var reduceMotion: Bool
    /// The Clear ↔ Tinted setting of iOS 26.1: 0 = clear (default), 1 = tinted (most opaque).
    public var tinted: Double

    public init(reduceTransparency: Bool = false, increaseContrast: Bool = false, reduceMotion: Bool = false,
                tinted: Double = 0) {
        self.reduceTransparency = reduceTransparency
        self.increaseContrast = increaseContrast
        self.reduceMotion = reduceMotion
        self.tinted = tinted
    }
}
