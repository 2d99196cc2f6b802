import Foundation

/// A line of text measured by ``TextRasterizer/measure(_:pointSize:options:)`` from the fonts' metrics, without
/// drawing it. Lengths are in the unit of the size asked for (points when measured in points).
public struct MeasuredText: Sendable, Equatable {
    /// The pen advance of the whole line, kerning and tracking included.
    public var advance: Double
    /// The text font's ascent above the baseline.
    public var ascent: Double
    /// The text font's descent below the baseline, as a positive number.
    public var descent: Double
    /// The number of glyphs laid out (control and default-ignorable characters are skipped).
    public var glyphCount: Int
    /// Characters that neither the text's font nor any fallback font has, in order of first use: each is drawn
    /// as the font's missing-glyph box.
    public var missing: [Unicode.Scalar]
}
