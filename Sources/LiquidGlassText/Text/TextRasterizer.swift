import CFreeType
import Foundation

/// Lays out, measures and renders single lines of text with FreeType, anti-aliased, into a ``CoverageMask``.
///
/// Layout: the string is normalised to NFC; each Unicode scalar maps to one glyph through the character map of
/// the text's font, or else of the first fallback font that has it (``FallbackFonts``: CJK, other scripts, colour
/// emoji — emoji-presentation characters try the emoji font first); a scalar no font has draws the text font's
/// missing-glyph box and is listed in ``MeasuredText/missing``. Control and default-ignorable characters (zero-width
/// joiners, variation selectors) are skipped; pairs are kerned from a font's `kern` table when it has one
/// (`FT_Get_Kerning`). There is no complex shaping: no ligatures, no OpenType features, no mark positioning, no
/// bidirectional reordering, no emoji sequences (a ZWJ family draws as its members). Advances come from the fonts'
/// unscaled metrics (kept per glyph), so ``measure(_:pointSize:options:)`` never renders and widths scale linearly
/// with the size, as on Apple platforms. Glyphs are rendered unhinted at fractional (1/64 pixel) positions; colour
/// emoji (a bitmap font) are scaled from their strike: their alpha joins the coverage mask and their colour goes to
/// the line's ``RasterizedText/colors`` layer, which painters draw in place of the text's colour.
///
/// Thread-safety: a rasterizer owns FreeType faces, and FreeType objects are not thread-safe. Use an instance from
/// one thread at a time (it is deliberately not `Sendable`); make one per thread or task when rendering labels in
/// parallel. Text is rasterised once per label, not per pixel, so this costs nothing in the renderer's pixel loops.
public final class TextRasterizer {
    /// The largest pixel size (points × scale) accepted.
    public static let maximumPixelSize: Double = 2048
    /// The most pixels a line's mask may have (a bound against absurdly long strings).
    public static let maximumMaskPixels = 64 << 20

    /// The font text is set in.
    public let font: LabelFont
    /// The fallback font files, in the order tried.
    public let fallbackPaths: [String]
    /// Slot 0 is the text's font, slot k the (k−1)-th fallback, opened on first use (nil once it failed to open).
    private var faces: [FreeTypeFace?]
    private var tried: [Bool]
    /// The slot and glyph of each scalar met, and whether it is missing everywhere.
    /// Glyphs found, by scalar value; bit 32 set for a scalar asked for in emoji presentation (followed by U+FE0F).
    private var glyphOf: [UInt64: (slot: Int, index: FT_UInt, missing: Bool)] = [:]
    /// Advances per slot and glyph: font units for outline fonts, 26.6 pixels at the strike for bitmap fonts.
    private var advanceOf: [[FT_UInt: Double]]
    /// The widest digit's advance per slot, for equal-width digits.
    private var digitCell: [Int: Double] = [:]

    /// A rasterizer for `font`, falling back to `fallbacks` (by default ``FallbackFonts/paths(weight:in:)`` for
    /// `weight`) for characters it lacks.
    ///
    /// - Throws: ``LabelError/unusableFont(path:reason:)`` when FreeType cannot open the font file.
    public init(font: LabelFont, weight: FontWeight = .regular, fallbacks: [String]? = nil) throws(LabelError) {
        self.font = font
        let primary = try FreeTypeFace(path: font.path)
        fallbackPaths = (fallbacks ?? FallbackFonts.paths(weight: weight)).filter { $0 != font.path }
        faces = [primary] + Array(repeating: nil, count: fallbackPaths.count)
        tried = [true] + Array(repeating: false, count: fallbackPaths.count)
        advanceOf = Array(repeating: [:], count: fallbackPaths.count + 1)
    }

    private var primary: FreeTypeFace { faces[0]! }

    /// True when the font has a kerning table that layout applies.
    public var hasKerning: Bool { primary.hasKerning }

    private func face(_ slot: Int) -> FreeTypeFace? {
        if !tried[slot] {
            tried[slot] = true
            faces[slot] = try? FreeTypeFace(path: fallbackPaths[slot - 1], allowBitmap: true)
        }
        return faces[slot]
    }

    /// The slot and glyph index drawing `scalar`. `emoji`: the scalar is followed by the emoji presentation
    /// selector U+FE0F (`"✌️"`), so the emoji font is tried first even for a character whose default presentation
    /// is text (U+270C; heldback9's ✌️ and ✂️ were drawn as text-font outlines where iOS draws the colour emoji).
    private func glyph(_ scalar: Unicode.Scalar, emoji: Bool = false) -> (slot: Int, index: FT_UInt, missing: Bool) {
        let key = UInt64(scalar.value) | (emoji ? 1 << 32 : 0)
        if let known = glyphOf[key] { return known }
        var order = Array(0..<faces.count)
        if emoji || FallbackFonts.prefersEmoji(scalar),
           let emoji = fallbackPaths.firstIndex(where: { $0.contains("Emoji") }) {
            order.removeAll { $0 == emoji + 1 }
            order.insert(emoji + 1, at: 0)
        }
        var found: (slot: Int, index: FT_UInt, missing: Bool) = (0, 0, true)
        for slot in order {
            guard let f = face(slot) else { continue }
            let index = FT_Get_Char_Index(f.face, FT_ULong(scalar.value))
            if index != 0 { found = (slot, index, false); break }
        }
        glyphOf[key] = found
        return found
    }

    /// The advance of a glyph in pixels at `pixelSize`.
    private func advance(slot: Int, index: FT_UInt, pixelSize: Double) -> Double {
        let f = faces[slot]!
        let raw: Double
        if let known = advanceOf[slot][index] {
            raw = known
        } else {
            if f.isScalable {
                raw = FT_Load_Glyph(f.face, index, FT_Int32(FT_LOAD_NO_SCALE)) == 0
                    ? Double(f.face.pointee.glyph.pointee.advance.x) : f.unitsPerEm / 2
            } else {
                raw = FT_Load_Glyph(f.face, index, FT_Int32(FT_LOAD_COLOR)) == 0
                    ? Double(f.face.pointee.glyph.pointee.advance.x) : f.strikePixels * 64
            }
            advanceOf[slot][index] = raw
        }
        return f.isScalable ? raw * pixelSize / f.unitsPerEm : raw / 64 * pixelSize / f.strikePixels
    }

    private func digitCell(slot: Int, pixelSize: Double) -> Double {
        if let cell = digitCell[slot] { return cell * pixelSize }
        var widest = 0.0
        for d in UInt32(0x30)...0x39 {
            let index = FT_Get_Char_Index(faces[slot]!.face, FT_ULong(d))
            if index != 0 { widest = max(widest, advance(slot: slot, index: index, pixelSize: 1)) }
        }
        digitCell[slot] = widest
        return widest * pixelSize
    }

    /// One glyph placed on the line: its pen position in pixels and its offset inside an equal-width digit cell.
    private struct Placed {
        var slot: Int
        var index: FT_UInt
        var scalar: UInt32
        var pen: Double
    }

    /// Places the glyphs of `text` at `pixelSize`: the pen positions, the line's advance, the kerning applied and
    /// the missing characters.
    private func place(_ text: String, pixelSize: Double, scale: Double, options: TextOptions, limit: Int?) throws(LabelError)
        -> (glyphs: [Placed], advance: Double, kerning: Double, missing: [Unicode.Scalar])
    {
        var placed: [Placed] = []
        var missing: [Unicode.Scalar] = []
        var pen = 0.0, kerningTotal = 0.0
        var previous: (slot: Int, index: FT_UInt)?
        let tracking = options.tracking * scale
        let strength = font.syntheticEmboldening * pixelSize
        let scalars = Array(text.precomposedStringWithCanonicalMapping.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            let properties = scalar.properties
            // Skin-tone modifiers would need emoji shaping to combine with their base: the base is drawn alone.
            if properties.generalCategory == .control || properties.isDefaultIgnorableCodePoint
                || properties.isEmojiModifier { continue }
            let g = glyph(scalar, emoji: i + 1 < scalars.count && scalars[i + 1].value == 0xFE0F)
            if g.missing, !missing.contains(scalar) { missing.append(scalar) }
            if let p = previous, p.slot == g.slot, g.index != 0, let f = faces[g.slot], f.isScalable, f.hasKerning {
                var delta = FT_Vector()
                if FT_Get_Kerning(f.face, p.index, g.index, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 {
                    let k = Double(delta.x) * pixelSize / f.unitsPerEm
                    pen += k
                    kerningTotal += k
                }
            }
            var own = advance(slot: g.slot, index: g.index, pixelSize: pixelSize)
            var offset = 0.0
            if options.monospacedDigits, (0x30...0x39).contains(scalar.value) {
                let cell = digitCell(slot: g.slot, pixelSize: pixelSize)
                offset = (cell - own) / 2
                own = cell
            }
            placed.append(Placed(slot: g.slot, index: g.index, scalar: scalar.value, pen: pen + offset))
            pen += own + strength + tracking
            if let limit, abs(pen) > Double(limit) {
                throw tooLong(width: Int(abs(pen)), height: Int(2 * pixelSize + 1))
            }
            previous = (g.slot, g.index)
        }
        return (placed, pen, kerningTotal, missing)
    }

    /// Measures `text` as one line at `pointSize` points from the fonts' metrics, without rendering it (lengths
    /// in points).
    ///
    /// - Throws: ``LabelError/invalidSize(pointSize:scale:)`` for a size that is not positive and finite or above
    ///   ``maximumPixelSize``.
    public func measure(_ text: String, pointSize: Double, options: TextOptions = .plain) throws(LabelError) -> MeasuredText {
        guard pointSize.isFinite, pointSize > 0, pointSize <= Self.maximumPixelSize else {
            throw LabelError.invalidSize(pointSize: pointSize, scale: 1)
        }
        let line = try place(text, pixelSize: pointSize, scale: 1, options: options, limit: nil)
        let f = primary.face.pointee
        let k = pointSize / primary.unitsPerEm
        return MeasuredText(advance: line.advance, ascent: Double(f.ascender) * k, descent: -Double(f.descender) * k,
                            glyphCount: line.glyphs.count, missing: line.missing)
    }

    /// Renders `text` as one line at `pointSize` points and `scale` pixels per point.
    ///
    /// An empty string (or one of control characters only) gives an empty mask with zero advance and the font's
    /// metrics.
    ///
    /// - Throws: ``LabelError/invalidSize(pointSize:scale:)`` for a size or scale that is not positive and finite
    ///   or a pixel size above ``maximumPixelSize``; ``LabelError/rasterization(path:reason:)`` when FreeType
    ///   fails on a glyph or the line's mask would have more than ``maximumMaskPixels`` pixels.
    public func rasterize(_ text: String, pointSize: Double, scale: Double, options: TextOptions = .plain)
        throws(LabelError) -> RasterizedText
    {
        let pixelSize = pointSize * scale
        guard pointSize.isFinite, scale.isFinite, pointSize > 0, scale > 0, pixelSize <= Self.maximumPixelSize else {
            throw LabelError.invalidSize(pointSize: pointSize, scale: scale)
        }
        // Lines are < 2 em tall: stop early on absurdly long text rather than lay it all out first.
        let limit = Self.maximumMaskPixels / Int(2 * pixelSize + 1)
        let line = try place(text, pixelSize: pixelSize, scale: scale, options: options, limit: limit)
        var sized = Set<Int>()
        var glyphs: [Glyph] = []
        let strength = FT_Pos((font.syntheticEmboldening * pixelSize * 64).rounded())
        for g in line.glyphs {
            let f = faces[g.slot]!
            if !sized.contains(g.slot) {
                sized.insert(g.slot)
                if f.isScalable {
                    // 72 dpi makes one point one pixel; the char size is in 26.6 fixed point.
                    let error = FT_Set_Char_Size(f.face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72)
                    guard error == 0 else {
                        throw LabelError.rasterization(path: f.path, reason: "cannot set size \(pixelSize) px: "
                            + FreeTypeFace.describe(error))
                    }
                }
            }
            if let glyph = try render(g, face: f, pixelSize: pixelSize, strength: g.slot == 0 ? strength : 0) {
                glyphs.append(glyph)
            }
        }
        let f = primary.face.pointee
        let unitsToPixels = pixelSize / primary.unitsPerEm
        let capHeight = (primary.capHeightUnits ?? measuredCapHeightUnits()) * unitsToPixels
        let mask = try compose(glyphs)
        return RasterizedText(
            mask: mask, pixelSize: pixelSize, advance: line.advance,
            ascent: Double(f.ascender) * unitsToPixels, descent: -Double(f.descender) * unitsToPixels,
            capHeight: capHeight, kerning: line.kerning, glyphCount: line.glyphs.count, missing: line.missing,
            colors: composeColors(glyphs, like: mask))
    }

    /// The bitmap of one placed glyph: an outline rendered at its fractional pen position, or a colour bitmap
    /// scaled from its strike (its alpha as coverage).
    private func render(_ g: Placed, face f: FreeTypeFace, pixelSize: Double, strength: FT_Pos) throws(LabelError) -> Glyph? {
        let code = "U+" + String(format: "%04X", g.scalar)
        if !f.isScalable {
            guard FT_Load_Glyph(f.face, g.index, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = f.face.pointee.glyph else {
                throw LabelError.rasterization(path: f.path, reason: "cannot load the glyph for \(code)")
            }
            return Glyph(bitmap: slot, factor: pixelSize / f.strikePixels, penX: g.pen)
        }
        let loadError = FT_Load_Glyph(f.face, g.index, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
        guard loadError == 0, let slot = f.face.pointee.glyph else {
            throw LabelError.rasterization(path: f.path, reason: "cannot load the glyph for \(code): "
                + FreeTypeFace.describe(loadError))
        }
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        // The whole-pixel part of the pen goes into the bitmap position, the fraction into the outline.
        let pen26 = Int((g.pen * 64).rounded())
        let whole = pen26 >> 6, fraction = pen26 - (whole << 6)
        if strength > 0 { FT_Outline_Embolden(&slot.pointee.outline, strength) }
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(fraction), 0)
        let renderError = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
        guard renderError == 0 else {
            throw LabelError.rasterization(path: f.path, reason: "cannot render the glyph for \(code): "
                + FreeTypeFace.describe(renderError))
        }
        return Glyph(slot: slot, penX: whole)
    }

    /// The cap height from the outline of "H" when the font has no OS/2 cap height, else 70 % of the em.
    private func measuredCapHeightUnits() -> Double {
        let ftFace = primary.face
        let index = FT_Get_Char_Index(ftFace, FT_ULong(UInt32(("H" as Unicode.Scalar).value)))
        guard index != 0, FT_Load_Glyph(ftFace, index, FT_Int32(FT_LOAD_NO_SCALE)) == 0,
              let slot = ftFace.pointee.glyph
        else { return 0.7 * primary.unitsPerEm }
        return Double(slot.pointee.metrics.horiBearingY)
    }

    /// One rendered glyph bitmap, placed relative to the baseline start.
    private struct Glyph {
        var left: Int
        var top: Int
        var width: Int
        var height: Int
        var values: [Float]
        /// A colour glyph's premultiplied sRGB-encoded colour per pixel; nil for an outline glyph.
        var colors: [SIMD4<Float>]? = nil

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

        /// A colour (BGRA, premultiplied as FreeType gives it) bitmap's alpha and colour, scaled by `factor` (a box
        /// filter to reduce, bilinear to enlarge), its left edge at `penX` pixels.
        init?(bitmap slot: FT_GlyphSlot, factor: Double, penX: Double) {
            let bitmap = slot.pointee.bitmap
            let sw = Int(bitmap.width), sh = Int(bitmap.rows)
            guard sw > 0, sh > 0, factor > 0, let buffer = bitmap.buffer,
                  bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
            else { return nil }
            let left = penX + Double(slot.pointee.bitmap_left) * factor
            let top = -Double(slot.pointee.bitmap_top) * factor
            let x0 = Int(left.rounded(.down)), y0 = Int(top.rounded(.down))
            let width = Int((left + Double(sw) * factor).rounded(.up)) - x0
            let height = Int((top + Double(sh) * factor).rounded(.up)) - y0
            guard width > 0, height > 0 else { return nil }
            let pitch = Int(bitmap.pitch)
            /// Source pixel (x, y) as premultiplied RGBA in 0…1; zero outside the bitmap.
            func source(_ x: Int, _ y: Int) -> SIMD4<Float> {
                guard x >= 0, y >= 0, x < sw, y < sh else { return .zero }
                let p = buffer + y * pitch + 4 * x
                return SIMD4(Float(p[2]), Float(p[1]), Float(p[0]), Float(p[3])) / 255
            }
            var colors = [SIMD4<Float>](repeating: .zero, count: width * height)
            if factor > 1 {
                // Enlarged (Noto Color Emoji's bitmaps are 136 px: a 72 pt emoji at 2× is 144): each target pixel
                // interpolates the source bilinearly at its centre. The box filter below left every target pixel
                // that no source centre fell in empty — a grid of holes across heldback9's 80 pt hands.
                for ty in 0..<height {
                    let v = (Double(ty + y0) + 0.5 - top) / factor - 0.5
                    let sy = Int(v.rounded(.down)), fy = Float(v - Double(sy))
                    for tx in 0..<width {
                        let u = (Double(tx + x0) + 0.5 - left) / factor - 0.5
                        let sx = Int(u.rounded(.down)), fx = Float(u - Double(sx))
                        colors[ty * width + tx] = (source(sx, sy) * (1 - fx) + source(sx + 1, sy) * fx) * (1 - fy)
                            + (source(sx, sy + 1) * (1 - fx) + source(sx + 1, sy + 1) * fx) * fy
                    }
                }
            } else {
                // Reduced: each target pixel averages the source pixels whose centres fall in it.
                var counts = [Float](repeating: 0, count: width * height)
                for sy in 0..<sh {
                    let ty = Int((top + (Double(sy) + 0.5) * factor).rounded(.down)) - y0
                    guard ty >= 0, ty < height else { continue }
                    for sx in 0..<sw {
                        let tx = Int((left + (Double(sx) + 0.5) * factor).rounded(.down)) - x0
                        guard tx >= 0, tx < width else { continue }
                        colors[ty * width + tx] += source(sx, sy)
                        counts[ty * width + tx] += 1
                    }
                }
                for i in colors.indices where counts[i] > 0 { colors[i] /= counts[i] }
            }
            self.colors = colors
            self.left = x0
            self.top = y0
            self.width = width
            self.height = height
            self.values = colors.map(\.w)
        }
    }

    private func tooLong(width: Int, height: Int) -> LabelError {
        .rasterization(path: font.path, reason: "the text is too long for one label: its mask would be about "
            + "\(width) × \(height) pixels, more than \(Self.maximumMaskPixels)")
    }
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

    /// The colour glyphs' colours on the line, in the same placement as ``compose(_:)``'s mask; nil when the line
    /// has none.
    private func composeColors(_ glyphs: [Glyph], like mask: CoverageMask) -> ColorLayer? {
        guard glyphs.contains(where: { $0.colors != nil }) else { return nil }
        var layer = ColorLayer(width: mask.width, height: mask.height, origin: mask.origin)
        for g in glyphs {
            guard let colors = g.colors else { continue }
            var part = ColorLayer(width: g.width, height: g.height, origin: SIMD2(g.left, g.top))
            part.pixels = colors
            layer.composite(part, at: .zero)
        }
        return layer
    }
}
