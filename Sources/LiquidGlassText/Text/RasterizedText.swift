import Foundation

/// A line of text rendered by ``TextRasterizer``, with the metrics needed to place it.
///
/// All lengths are in pixels. The reference point of ``mask`` is the start of the baseline: the mask's
/// ``CoverageMask/origin`` is usually negative in y (ink above the baseline).
public struct RasterizedText: Sendable, Equatable {
    /// The ink, relative to the start of the baseline.
    public var mask: CoverageMask
    /// The pixel size the text was set at (points × scale).
    public var pixelSize: Double
    /// The pen advance of the whole line, kerning included: where a following glyph would start.
    public var advance: Double
    /// The font's ascent above the baseline (its design ascender, not this text's ink).
    public var ascent: Double
    /// The font's descent below the baseline, as a positive number.
    public var descent: Double
    /// The height of capital letters above the baseline.
    public var capHeight: Double
    /// The total kerning applied between pairs (negative when pairs were pulled together).
    public var kerning: Double
    /// The number of glyphs laid out (control characters are skipped).
    public var glyphCount: Int
    /// Characters no font has, drawn as the missing-glyph box (see ``MeasuredText/missing``).
    public var missing: [Unicode.Scalar] = []
    /// The colour of colour glyphs (emoji) on the line, placed like ``mask``; nil when there are none.
    public var colors: ColorLayer? = nil

    /// The height of the line box: ascent plus descent.
    public var lineHeight: Double { ascent + descent }
}
