import CFreeType
import Foundation

/// Lays out and renders single lines of text with FreeType, anti-aliased, into a ``CoverageMask``.
///
/// Layout: the string is normalised to NFC; each Unicode scalar maps to one glyph through the font's character
/// map (a scalar the font lacks draws the font's missing-glyph box); control characters are skipped; pairs are
/// kerned from the font's `kern` table when it has one (`FT_Get_Kerning`). There is no complex shaping: no
/// ligatures, no mark positioning, no bidirectional reordering. Glyphs are loaded unhinted and placed at
/// fractional (1/64 pixel) pen positions, so widths scale linearly with the size, as on Apple platforms.
///
/// Thread-safety: a rasterizer owns one FreeType library and one face, and FreeType objects are not thread-safe.
/// Use an instance from one thread at a time (it is deliberately not `Sendable`); make one per thread or task
/// when rendering labels in parallel. Text is rasterised once per label, not per pixel, so this costs nothing
/// in the renderer's pixel loops.
public final class TextRasterizer {
    /// The largest pixel size (points × scale) accepted.
    public static let maximumPixelSize: Double = 2048
    /// The most pixels a line's mask may have (a bound against absurdly long strings).
    public static let maximumMaskPixels = 64 << 20

    /// The font text is set in.
    public let font: LabelFont
    private let face: FreeTypeFace

    /// A rasterizer for `font`.
    ///
    /// - Throws: ``LabelError/unusableFont(path:reason:)`` when FreeType cannot open the font file.
    public init(font: LabelFont) throws(LabelError) {
        self.font = font
        self.face = try FreeTypeFace(path: font.path)
    }

    /// True when the font has a kerning table that layout applies.
    public var hasKerning: Bool { face.hasKerning }

    /// Renders `text` as one line at `pointSize` points and `scale` pixels per point.
    ///
    /// An empty string (or one of control characters only) gives an empty mask with zero advance and the font's
    /// metrics.
    ///
    /// - Throws: ``LabelError/invalidSize(pointSize:scale:)`` for a size or scale that is not positive and finite
    ///   or a pixel size above ``maximumPixelSize``; ``LabelError/rasterization(path:reason:)`` when FreeType
    ///   fails on a glyph or the line's mask would have more than ``maximumMaskPixels`` pixels.
    public func rasterize(_ text: String, pointSize: Double, scale: Double) throws(LabelError) -> RasterizedText {
        let pixelSize = pointSize * scale
        guard pointSize.isFinite, scale.isFinite, pointSize > 0, scale > 0, pixelSize <= Self.maximumPixelSize else {
            throw LabelError.invalidSize(pointSize: pointSize, scale: scale)
        }
        let ftFace = face.face
        // 72 dpi makes one point one pixel; the char size is in 26.6 fixed point.
        let sizeError = FT_Set_Char_Size(ftFace, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72)
        guard sizeError == 0 else {
            throw LabelError.rasterization(path: font.path, reason: "cannot set size \(pixelSize) px: "
                + FreeTypeFace.describe(sizeError))
        }
        let unitsToPixels = pixelSize / face.unitsPerEm
        let strength = FT_Pos((font.syntheticEmboldening * pixelSize * 64).rounded())
        let kerning = face.hasKerning

        var glyphs: [Glyph] = []
        var pen = 0               // 26.6 fixed point
        var kerningTotal = 0
        var previous: FT_UInt = 0
        var count = 0
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .control {
            let index = FT_Get_Char_Index(ftFace, FT_ULong(scalar.value))
            if kerning, previous != 0, index != 0 {
                var delta = FT_Vector()
                if FT_Get_Kerning(ftFace, previous, index, FT_UInt(FT_KERNING_UNFITTED.rawValue), &delta) == 0 {
                    pen += Int(delta.x)
                    kerningTotal += Int(delta.x)
                }
            }
            let loadError = FT_Load_Glyph(ftFace, index, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
            guard loadError == 0, let slot = ftFace.pointee.glyph else {
                throw LabelError.rasterization(path: font.path, reason: "cannot load the glyph for U+"
                    + String(format: "%04X", scalar.value) + ": " + FreeTypeFace.describe(loadError))
            }
            // The whole-pixel part of the pen goes into the bitmap position, the fraction into the outline.
            let whole = pen >> 6, fraction = pen - (whole << 6)
            if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
                if strength > 0 { FT_Outline_Embolden(&slot.pointee.outline, strength) }
                FT_Outline_Translate(&slot.pointee.outline, FT_Pos(fraction), 0)
                let renderError = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
                guard renderError == 0 else {
                    throw LabelError.rasterization(path: font.path, reason: "cannot render the glyph for U+"
                        + String(format: "%04X", scalar.value) + ": " + FreeTypeFace.describe(renderError))
                }
                if let glyph = Glyph(slot: slot, penX: whole) { glyphs.append(glyph) }
            }
            // linearHoriAdvance is the unhinted advance in 16.16; >> 10 makes it 26.6.
            pen += Int(slot.pointee.linearHoriAdvance >> 10) + Int(strength)
            // Stop early on absurdly long text rather than render it all first (lines are < 2 em tall).
            if abs(pen >> 6) > Self.maximumMaskPixels / Int(2 * pixelSize + 1) {
                throw tooLong(width: abs(pen >> 6), height: Int(2 * pixelSize + 1))
            }
            previous = index
            count += 1
        }

        let capHeight = (face.capHeightUnits ?? measuredCapHeightUnits()) * unitsToPixels
        return RasterizedText(
            mask: try compose(glyphs), pixelSize: pixelSize, advance: Double(pen) / 64,
            ascent: Double(ftFace.pointee.ascender) * unitsToPixels,
            descent: -Double(ftFace.pointee.descender) * unitsToPixels,
            capHeight: capHeight, kerning: Double(kerningTotal) / 64, glyphCount: count)
    }

    /// The cap height from the outline of "H" when the font has no OS/2 cap height, else 70 % of the em.
    private func measuredCapHeightUnits() -> Double {
        let ftFace = face.face
        let index = FT_Get_Char_Index(ftFace, FT_ULong(UInt32(("H" as Unicode.Scalar).value)))
        guard index != 0, FT_Load_Glyph(ftFace, index, FT_Int32(FT_LOAD_NO_SCALE)) == 0,
              let slot = ftFace.pointee.glyph
        else { return 0.7 * face.unitsPerEm }
        return Double(slot.pointee.metrics.horiBearingY)
    }

    /// One rendered glyph bitmap, placed relative to the baseline start.
    private struct Glyph {
        var left: Int
        var top: Int
        var width: Int
        var height: Int
        var values: [Float]

        init?(slot: FT_GlyphSlot, penX: Int) {
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows)
            guard width > 0, height > 0, let buffer = bitmap.buffer,
                  bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
            else { return nil }
            let levels = Float(max(Int(bitmap.num_grays) - 1, 1))
            let pitch = Int(bitmap.pitch)
            // A negative pitch means the rows are stored bottom-up from the buffer's start.
            let firstRow = pitch < 0 ? -pitch * (height - 1) : 0
            var values = [Float](repeating: 0, count: width * height)
            for y in 0..<height {
                let row = buffer + firstRow + y * pitch
                for x in 0..<width { values[y * width + x] = Float(row[x]) / levels }
            }
            self.left = penX + Int(slot.pointee.bitmap_left)
            self.top = -Int(slot.pointee.bitmap_top)
            self.width = width
            self.height = height
            self.values = values
        }
    }

    private func tooLong(width: Int, height: Int) -> LabelError {
        .rasterization(path: font.path, reason: "the text is too long for one label: its mask would be about "
            + "\(width) × \(height) pixels, more than \(Self.maximumMaskPixels)")
    }

    /// The glyph bitmaps combined into one mask covering all of them.
    private func compose(_ glyphs: [Glyph]) throws(LabelError) -> CoverageMask {
        guard let first = glyphs.first else { return .empty }
        var minX = first.left, minY = first.top, maxX = first.left + first.width, maxY = first.top + first.height
        for g in glyphs {
            minX = min(minX, g.left); minY = min(minY, g.top)
            maxX = max(maxX, g.left + g.width); maxY = max(maxY, g.top + g.height)
        }
        guard (maxX - minX).multipliedReportingOverflow(by: maxY - minY).partialValue <= Self.maximumMaskPixels else {
            throw tooLong(width: maxX - minX, height: maxY - minY)
        }
        var mask = CoverageMask(width: maxX - minX, height: maxY - minY, origin: SIMD2(minX, minY))
        for g in glyphs {
            guard let part = CoverageMask(width: g.width, height: g.height, origin: SIMD2(g.left, g.top),
                                          values: g.values) else { continue }
            mask.composite(part, at: .zero)
        }
        return mask
    }
}
