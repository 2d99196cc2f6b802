import Foundation

/// A label rendered by ``LabelRasterizer``: its ink and its layout box.
///
/// The layout box is the rectangle to centre in an element's frame: as wide as the symbol, the gap and the
/// text's advance, as tall as the text's line box (ascent + descent) or the symbol's box, whichever reaches
/// further. The mask's reference point is the box's top-left corner, in pixels.
public struct RasterizedLabel: Sendable, Equatable {
    /// The ink, relative to the top-left corner of the layout box (pixels).
    public var mask: CoverageMask
    /// The size of the layout box in points.
    public var size: CGSize
    /// The pixels per point the label was rasterised at.
    public var scale: Double
    /// The baseline of the text, in pixels below the top of the layout box; nil for a label without text.
    public var baseline: Double?
    /// The colour of the label's colour glyphs (emoji), placed like ``mask``; nil when it has none.
    public var colors: ColorLayer? = nil

    /// An empty label (no ink, zero size).
    public static func empty(scale: Double) -> RasterizedLabel {
        RasterizedLabel(mask: .empty, size: .zero, scale: scale, baseline: nil)
    }

    /// Where the mask's top-left pixel goes, in canvas pixels, when the layout box is centred in `frame`
    /// (points). The box's corner is rounded to whole pixels so the ink is not resampled.
    public func maskPosition(centredIn frame: CGRect) -> SIMD2<Int> {
        let left = ((Double(frame.midX) - Double(size.width) / 2) * scale).rounded()
        let top = ((Double(frame.midY) - Double(size.height) / 2) * scale).rounded()
        guard left.isFinite, top.isFinite, abs(left) < 1e9, abs(top) < 1e9 else { return mask.origin }
        return SIMD2(Int(left), Int(top)) &+ mask.origin
    }
}
