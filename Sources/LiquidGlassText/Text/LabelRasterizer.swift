import Foundation

/// Renders labels — text, a symbol, or a symbol left of text — into one coverage mask with its layout box.
///
/// Fonts: the spec's font file when it has one, else the system font for the weight (Inter, see
/// ``FontLocator``) from ``searchDirectories``. Layout: the symbol comes first, then a gap of ``gapInEm`` ×
/// the point size, then the text; the symbol is centred vertically on the middle of the text's capital letters
/// (as SF Symbols align with text), or stands alone in its box.
///
/// Thread-safety: a label rasterizer keeps one ``TextRasterizer`` (one FreeType face) per font it has used, and
/// like them is not thread-safe; use one per thread or task. Rasterise each label once, not per pixel.
public final class LabelRasterizer {
    /// The gap between a symbol and the text that follows it, in ems.
    public static let gapInEm = 0.3

    /// Where system fonts are looked for.
    public let searchDirectories: [String]
    private var rasterizers: [String: TextRasterizer] = [:]

    /// A label rasterizer that looks for system fonts in `searchDirectories`.
    public init(searchDirectories: [String] = FontLocator.searchDirectories) {
        self.searchDirectories = searchDirectories
    }

    /// The label described by `spec` at `scale` pixels per point.
    ///
    /// A spec with neither text nor symbol (or only empty text) gives an empty label.
    ///
    /// - Throws: ``LabelError`` for an unknown symbol, a font that cannot be found or used, or an invalid size.
    public func rasterize(_ spec: LabelSpec, scale: Double) throws(LabelError) -> RasterizedLabel {
        let pixelSize = spec.size * scale
        guard spec.size.isFinite, scale.isFinite, spec.size > 0, scale > 0,
              pixelSize * SymbolLibrary.boxSizeInEm <= TextRasterizer.maximumPixelSize
        else { throw LabelError.invalidSize(pointSize: spec.size, scale: scale) }

        let symbol = try spec.symbol.map { name throws(LabelError) in
            try SymbolLibrary.rasterize(name, pointSize: spec.size, scale: scale, weight: spec.weight, layer: spec.symbolLayer)
        }
        var text: RasterizedText?
        if let string = spec.text, !string.isEmpty {
            text = try rasterizer(for: spec).rasterize(string, pointSize: spec.size, scale: scale, options: spec.options)
        }
        if let run = text, run.glyphCount == 0 { text = nil }
        guard symbol != nil || text != nil else { return .empty(scale: scale) }

        // Vertical layout in pixels, measured from the top of the text's line box.
        var top = 0.0, bottom = text?.lineHeight ?? 0
        var symbolTop = 0.0, symbolSide = 0.0
        if let symbol {
            symbolSide = Double(symbol.width)
            if let text {
                symbolTop = text.ascent - text.capHeight / 2 - symbolSide / 2
                top = min(top, symbolTop)
                bottom = max(bottom, symbolTop + symbolSide)
            } else {
                bottom = symbolSide
            }
        }
        let textLeft = symbol == nil ? 0 : (symbolSide + Self.gapInEm * pixelSize).rounded()
        let width = text.map { textLeft + $0.advance } ?? symbolSide
        let height = bottom - top

        // Parts in the box's pixel grid: symbol and baseline on whole pixels.
        var parts: [(CoverageMask, SIMD2<Int>)] = []
        if let symbol { parts.append((symbol, SIMD2(0, Int((symbolTop - top).rounded())))) }
        var baseline: Double?
        if let text {
            let y = (text.ascent - top).rounded()
            baseline = y
            parts.append((text.mask, SIMD2(Int(textLeft), Int(y))))
        }
        let inked = parts.filter { !$0.0.isEmpty }
        var mask = CoverageMask.empty
        if let first = inked.first {
            var low = first.0.origin &+ first.1, high = low &+ SIMD2(first.0.width, first.0.height)
            for (part, offset) in inked {
                let a = part.origin &+ offset
                low = SIMD2(min(low.x, a.x), min(low.y, a.y))
                high = SIMD2(max(high.x, a.x + part.width), max(high.y, a.y + part.height))
            }
            mask = CoverageMask(width: high.x - low.x, height: high.y - low.y, origin: low)
            for (part, offset) in inked { mask.composite(part, at: offset) }
        }
        var colors: ColorLayer?
        if let text, let textColors = text.colors, let baseline {
            var layer = ColorLayer(width: mask.width, height: mask.height, origin: mask.origin)
            layer.composite(textColors, at: SIMD2(Int(textLeft), Int(baseline)))
            colors = layer
        }
        return RasterizedLabel(mask: mask, size: CGSize(width: width / scale, height: height / scale),
                               scale: scale, baseline: baseline, colors: colors)
    }

    /// The text rasterizer for the spec's font, made on first use and kept.
    private func rasterizer(for spec: LabelSpec) throws(LabelError) -> TextRasterizer {
        // Keyed by what the spec asks for, so a font is found and opened once per rasterizer.
        let display = spec.size >= FontLocator.displaySize
        let key = spec.fontPath.map { "file:\($0):\(spec.weight)" }
            ?? "system:\(spec.weight):\(spec.design):\(spec.italic):\(display)"
        if let existing = rasterizers[key] { return existing }
        let font: LabelFont
        if let path = spec.fontPath {
            font = try LabelFont(path: path)
        } else {
            font = try LabelFont.system(weight: spec.weight, design: spec.design, italic: spec.italic,
                                        pointSize: spec.size, searching: searchDirectories)
        }
        let made = try TextRasterizer(font: font, weight: spec.weight)
        rasterizers[key] = made
        return made
    }
}
