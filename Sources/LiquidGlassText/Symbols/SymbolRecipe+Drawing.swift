import Foundation
import LiquidGlassCore

extension SymbolRecipe {
    /// The part of the design grid a symbol takes inside a `.circle` or `.square` enclosure.
    static let enclosedScale = 0.6
    /// A badge's size, in design units (the badge glyph's em square), and its centre.
    static let badgeSize = 12.0
    static let badgeCentre = SIMD2(18.0, 18.0)
    /// The gap cut around a badge and a slash, in design units.
    static let cutGap = 1.5

    /// The bold system font's face for digits, or nil when it is not installed.
    static let digitFont: IconFont? = (try? LabelFont.system(weight: .bold)).flatMap { try? IconFont(path: $0.path) }

    /// The recipe drawn into a ⌈side⌉-pixel square mask, the 24-unit box of `side` pixels centred in it.
    ///
    /// Glyphs are thickened or thinned by the weight's stroke width less the regular 2 units (Material Icons'
    /// strokes are 2 units on their 24-unit grid, as the hand-made regular ones), so they follow the weight as
    /// the hand-made outlines do.
    func mask(side: Double, weight: FontWeight) throws(LabelError) -> CoverageMask {
        try mask(side: side, weight: weight, scale: 1, centre: SIMD2(12, 12))
    }

    /// One layer of the recipe (``SymbolLayer``) drawn into the same ⌈side⌉-pixel square as the whole: the mark of an
    /// enclosure or the badge of a badged symbol is primary, the enclosure (not cut) or the badged symbol (with the
    /// badge's hole) secondary; a recipe without layers is all primary and has an empty secondary layer.
    func mask(side: Double, weight: FontWeight, layer: SymbolLayer) throws(LabelError) -> CoverageMask {
        let centre = SIMD2(12.0, 12.0)
        switch (layer, self) {
        case (.whole, _):
            return try mask(side: side, weight: weight)
        case (.primary, .enclosed(let inner, _, _)):
            return try inner.mask(side: side, weight: weight, scale: Self.enclosedScale, centre: centre)
        case (.secondary, .enclosed(_, let square, let filled)):
            return Self.field(Self.enclosure(square: square, filled: filled), weight: weight, side: side, scale: 1, centre: centre)
        case (.primary, .badged(_, let badge)):
            return try SymbolRecipe.glyph(badge).mask(side: side, weight: .regular, scale: Self.badgeSize / 24,
                                                      centre: Self.badgeCentre)
        case (.secondary, .badged(let inner, _)):
            let content = try inner.mask(side: side, weight: weight, scale: 1, centre: centre)
            let hole = Self.field(.disc(center: Self.badgeCentre, radius: Self.badgeSize / 2 * (20.0 / 24) + Self.cutGap),
                                  weight: weight, side: side, scale: 1, centre: centre)
            return Self.combine(content, hole) { $0 * (1 - $1) }
        case (.primary, _):
            return try mask(side: side, weight: weight)
        case (.secondary, _):
            let size = Int((side - 1e-9).rounded(.up))
            return CoverageMask(width: size, height: size)
        }
    }

    /// The ring, disc or rounded square of `BASE.circle` / `BASE.square` (and `.fill`).
    private static func enclosure(square: Bool, filled: Bool) -> SymbolShape {
        square
            ? (filled ? .box(x: 2, y: 2, width: 20, height: 20, radius: 4.5)
                      : .outline(.box(x: 3, y: 3, width: 18, height: 18, radius: 4), factor: 1))
            : (filled ? .disc(center: SIMD2(12, 12), radius: 10)
                      : .outline(.disc(center: SIMD2(12, 12), radius: 9), factor: 1))
    }

    /// The recipe at `scale` of the design grid, centred on `centre` (design units).
    private func mask(side: Double, weight: FontWeight, scale: Double, centre: SIMD2<Double>)
        throws(LabelError) -> CoverageMask
    {
        let size = Int((side - 1e-9).rounded(.up))
        let unit = side / SymbolLibrary.designGridSize
        let margin = (Double(size) - side) / 2
        switch self {
        case .handMade(let name):
            return Self.field(SymbolCatalog.shapes[name]!, weight: weight, side: side, scale: scale, centre: centre)
        case .glyph(let glyph):
            guard let font = IconFont.shared else {
                throw LabelError.rasterization(path: IconFont.fileName, reason: "the icon font is not installed")
            }
            var mask = CoverageMask(width: size, height: size)
            let em = side * scale
            let origin = SIMD2(margin + centre.x * unit - em / 2, margin + centre.y * unit - em / 2)
            try font.draw(glyph.codepoint, into: &mask, emOrigin: origin, emSize: em,
                          embolden: (weight.symbolStrokeWidth - 2) * unit * scale)
            return mask
        case .digits(let digits):
            // DejaVu Sans Bold's digits are 0.73 em tall and 0.64 em wide: set at 0.9 em per digit, centred.
            guard let font = SymbolRecipe.digitFont else {
                throw LabelError.rasterization(path: "DejaVuSans-Bold.ttf", reason: "the system font is not installed")
            }
            var mask = CoverageMask(width: size, height: size)
            let em = side * scale * (digits.count == 1 ? 0.9 : 0.62)
            let advance = 0.636 * em, height = 0.729 * em
            var x = margin + centre.x * unit - advance * Double(digits.count) / 2
            let top = margin + centre.y * unit - height / 2 - (em - height)
            for scalar in digits.unicodeScalars {
                try font.draw(scalar.value, into: &mask, emOrigin: SIMD2(x, top), emSize: em, embolden: 0)
                x += advance
            }
            return mask
        case .enclosed(let inner, let square, let filled):
            let content = try inner.mask(side: side, weight: weight, scale: scale * Self.enclosedScale, centre: centre)
            let frame = Self.enclosure(square: square, filled: filled)
            let back = Self.field(frame, weight: weight, side: side, scale: scale, centre: centre)
            return Self.combine(back, content) { filled ? $0 * (1 - $1) : max($0, $1) }
        case .slashed(let inner):
            let content = try inner.mask(side: side, weight: weight, scale: scale, centre: centre)
            let path = SymbolCatalog.svg("M4 3L20 21")
            let line = Self.field(.stroke(path, factor: 1), weight: weight, side: side, scale: scale, centre: centre)
            let gap = Self.field(.line(path, width: weight.symbolStrokeWidth + 2 * Self.cutGap), weight: weight,
                                 side: side, scale: scale, centre: centre)
            return Self.combine(Self.combine(content, gap) { $0 * (1 - $1) }, line) { max($0, $1) }
        case .badged(let inner, let badge):
            let content = try inner.mask(side: side, weight: weight, scale: scale, centre: centre)
            let b = Self.badgeCentre
            let hole = Self.field(.disc(center: b, radius: Self.badgeSize / 2 * (20.0 / 24) + Self.cutGap),
                                  weight: weight, side: side, scale: scale, centre: centre)
            let mark = centre + (b - SIMD2(12, 12)) * scale
            let badgeMask = try SymbolRecipe.glyph(badge).mask(side: side, weight: .regular,
                                                             scale: scale * Self.badgeSize / 24, centre: mark)
            return Self.combine(Self.combine(content, hole) { $0 * (1 - $1) }, badgeMask) { max($0, $1) }
        }
    }

    /// A hand-drawn `shape` at `scale` of the grid centred on `centre`, in the mask of the whole box.
    private static func field(_ shape: SymbolShape, weight: FontWeight, side: Double, scale: Double,
                              centre: SIMD2<Double>) -> CoverageMask
    {
        let field = shape.field(weight: weight)
        if scale == 1 && centre == SIMD2(12, 12) { return SymbolLibrary.rasterize(field, side: side) }
        let size = Int((side - 1e-9).rounded(.up))
        guard size > 0 else { return .empty }
        var mask = CoverageMask(width: size, height: size)
        // Pixel centres in the box's design units, then in the shape's own grid (scaled about `centre`).
        let unitsPerPixel = SymbolLibrary.designGridSize / side
        let margin = (Double(size) - side) / 2
        for y in 0..<size {
            for x in 0..<size {
                let u = SIMD2((Double(x) + 0.5 - margin) * unitsPerPixel, (Double(y) + 0.5 - margin) * unitsPerPixel)
                let q = (u - centre) / scale + SIMD2(12, 12)
                let d = Double(field.distance(to: SIMD2<Float>(q))) * scale / unitsPerPixel
                mask[x, y] = Float(min(max(0.5 - d, 0), 1))
            }
        }
        return mask
    }

    /// Two masks of the same size combined pixel by pixel.
    private static func combine(_ a: CoverageMask, _ b: CoverageMask, _ op: (Float, Float) -> Float) -> CoverageMask {
        guard a.width == b.width, a.height == b.height else { return a.isEmpty ? b : a }
        var result = a
        for i in result.values.indices { result.values[i] = min(max(op(a.values[i], b.values[i]), 0), 1) }
        return result
    }
}
