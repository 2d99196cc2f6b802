import Foundation
import LiquidGlassCore
import LiquidGlassCodecs

/// How to render: threads, which layer, and overrides for people tuning the material.
public struct RenderOptions: Sendable {
    /// Worker threads (1 = single-threaded). Output is byte-identical at any count.
    public var threads: Int
    /// Which stage to output.
    public var layer: RenderLayer
    /// Overrides the canvas scale (pixels per point) of the scene when set.
    public var scale: Double?
    /// Overrides every material's light direction (degrees) when set.
    public var lightAngle: Float?
    /// Limits for the canvas and for decoding background images: a pixel count and the render's memory budget
    /// (``ImageLimits/memory``), which the canvas's buffers and then the background photo's decode must fit.
    public var limits: ImageLimits

    public init(threads: Int = RenderThreads.available, layer: RenderLayer = .final, scale: Double? = nil,
                lightAngle: Float? = nil, limits: ImageLimits = .default) {
        self.threads = max(1, threads)
        self.layer = layer
        self.scale = scale
        self.lightAngle = lightAngle
        self.limits = limits
    }
}

/// What a render produces: a picture, or the raw 16-bit displacement data layer.
public enum RenderOutput: Sendable {
    case image(LinearImage)
    /// 16-bit RGBA values, row-major, 4 per pixel (see ``DisplacementEncoding``).
    case data16(width: Int, height: Int, rgba: [UInt16])
}
