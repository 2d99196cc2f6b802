import Foundation
import LiquidGlassCore
import LiquidGlassText

/// A display list's picture and report.
public struct DisplayListResult: Sendable {
    /// Linear light, premultiplied, the canvas's pixel size: the final picture, or for a stage layer
    /// (``RenderOptions/layer``) that layer of the last run of glass.
    public var image: LinearImage
    public var report: RenderReport
    /// The picture as ``image``, or a data layer's values (``RenderLayer/displacement``…).
    public var output: RenderOutput
}
