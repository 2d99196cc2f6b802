import Foundation
import LiquidGlassCore

/// Symbols by SF Symbols name: the hand-made vector symbols (`plus`, `chevron.left`, `square.and.arrow.up`, …),
/// drawn by this project on a 24 × 24 design grid, and for every other name the icon font's glyphs
/// (``SymbolRecipe``, docs/SYMBOLS.md), composed by SF's naming system (`.fill`, `.circle`, `.slash`, `.badge.plus`).
///
/// A symbol set at point size *s* occupies a square box of ``boxSizeInEm`` × *s* points (the whole 24-unit
/// grid), so a symbol next to 17 pt text is about as tall as the text's capitals plus a little. Outline strokes
/// follow the weight (``FontWeight/symbolStrokeWidth``); filled parts do not change with the weight.
///
/// Rasterisation evaluates the symbol's exact signed distance at every pixel centre of the box and turns it into
/// coverage with a one-pixel linear ramp across the outline, so edges are anti-aliased and the result is
/// deterministic. Symbols are small, so evaluating every pixel is cheap (a 17 pt symbol at 3× is 62 × 62 pixels).
public enum SymbolLibrary {
    /// The side of a symbol's box, in ems of the point size.
    public static let boxSizeInEm = 1.2
    /// The side of the design grid, in units.
    public static let designGridSize = 24.0

    /// The hand-made symbols' names, sorted.
    public static let handMadeNames: [String] = SymbolCatalog.shapes.keys.sorted()

    /// Every name drawn by a hand-made symbol or listed in the glyph table (with the `.fill` form of each entry
    /// whose filled glyph differs), sorted; compositions (`NAME.circle`, `NAME.slash`, …) are drawn beyond these.
    /// The glyph-table names are left out when the icon font is not installed.
    public static let names: [String] = {
        var all = Set(handMadeNames)
        if IconFont.shared != nil {
            for (name, entry) in SymbolGlyphTable.entries {
                all.insert(name)
                if entry.fill != entry.outline { all.insert(name + ".fill") }
            }
        }
        return all.sorted()
    }()

    /// How `name` is drawn, or nil when it cannot be (no recipe, or the recipe needs the icon font and it is not
    /// installed).
    public static func recipe(for name: String) -> SymbolRecipe? {
        guard let recipe = SymbolRecipe.resolve(name) else { return nil }
        return recipe.needsIconFont && IconFont.shared == nil ? nil : recipe
    }

    /// True when the library can draw a symbol called `name`.
    public static func contains(_ name: String) -> Bool { recipe(for: name) != nil }

    /// The icon font's path, or nil when it is not installed (then only the hand-made symbols are drawn).
    public static var iconFontPath: String? { IconFont.shared?.path }

    /// The side of the box a symbol occupies at `pointSize` and `scale`, in (fractional) pixels.
    public static func boxSide(pointSize: Double, scale: Double) -> Double { pointSize * boxSizeInEm * scale }

    /// The symbol `name` rasterised at `pointSize` points and `scale` pixels per point, with strokes for `weight`.
    ///
    /// The mask is square, ⌈``boxSide(pointSize:scale:)``⌉ pixels wide, with the box centred in it, and its
    /// origin is (0, 0) (the reference point is the mask's top-left corner).
    ///
    /// - Throws: ``LabelError/unknownSymbol(name:suggestions:)`` with the three nearest names for a name the
    ///   library does not have; ``LabelError/invalidSize(pointSize:scale:)`` for a size or scale that is not
    ///   positive and finite, or a box above ``TextRasterizer/maximumPixelSize``.
    public static func rasterize(_ name: String, pointSize: Double, scale: Double, weight: FontWeight = .regular,
                                 layer: SymbolLayer = .whole)
        throws(LabelError) -> CoverageMask
    {
        guard let recipe = layer == .whole ? recipe(for: name) : layeredRecipe(for: name) ?? recipe(for: name) else {
            throw LabelError.unknownSymbol(name: name, suggestions: suggestions(for: name))
        }
        let side = boxSide(pointSize: pointSize, scale: scale)
        guard pointSize.isFinite, scale.isFinite, pointSize > 0, scale > 0, side <= TextRasterizer.maximumPixelSize
        else { throw LabelError.invalidSize(pointSize: pointSize, scale: scale) }
        let key = SymbolMaskCache.Key(name: name, side: side.bitPattern, weight: weight, layer: layer)
        return try SymbolMaskCache.shared.mask(for: key) { () throws(LabelError) in
            try recipe.mask(side: side, weight: weight, layer: layer)
        }
    }

    /// True when `name` is drawn in layers (``SymbolLayer``): a circle, square or badge composition, or a hand-made
    /// `X.circle(.fill)` / `X.square(.fill)` whose X is hand-made.
    public static func hasLayers(_ name: String) -> Bool { layeredRecipe(for: name) != nil }

    /// The composition `name` is layered as, or nil when it has one layer.
    static func layeredRecipe(for name: String) -> SymbolRecipe? {
        guard let recipe = recipe(for: name) else { return nil }
        switch recipe {
        case .enclosed, .badged:
            return recipe
        case .handMade(let own):
            for (suffix, square, filled) in [(".circle.fill", false, true), (".circle", false, false),
                                             (".square.fill", true, true), (".square", true, false)] where own.hasSuffix(suffix) {
                let base = String(own.dropLast(suffix.count))
                if SymbolCatalog.shapes[base] != nil { return .enclosed(.handMade(base), square: square, filled: filled) }
            }
            return nil
        default:
            return nil
        }
    }

    /// Up to `count` symbol names nearest to `name`: by edit distance (ignoring case), where a name that starts
    /// with `name`, or whose dotted parts begin `name` (`gear` for `gear.fill`), counts as distance 1; ties are
    /// broken alphabetically.
    public static func suggestions(for name: String, count: Int = 3) -> [String] {
        let lowered = name.lowercased()
        let ranked = names.map { candidate -> (String, Int) in
            let other = candidate.lowercased()
            var distance = NameSuggestion.editDistance(lowered, other)
            if lowered.count >= 3, other.hasPrefix(lowered) || lowered.hasPrefix(other + ".") {
                distance = min(distance, 1)
            }
            return (candidate, distance)
        }
        return ranked.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(max(count, 0)).map(\.0)
    }

    /// Coverage of `field` over a box `side` pixels wide centred in a ⌈side⌉-pixel mask.
    static func rasterize(_ field: SymbolField, side: Double) -> CoverageMask {
        let size = Int((side - 1e-9).rounded(.up))
        guard size > 0 else { return .empty }
        var mask = CoverageMask(width: size, height: size)
        // Pixel centres in design units; the margin centres the box so the mirror of a pixel is a pixel.
        let unitsPerPixel = Float(designGridSize / side)
        let margin = Float((Double(size) - side) / 2)
        for y in 0..<size {
            let v = (Float(y) + 0.5 - margin) * unitsPerPixel
            for x in 0..<size {
                let u = (Float(x) + 0.5 - margin) * unitsPerPixel
                let d = field.distance(to: SIMD2(u, v)) / unitsPerPixel
                mask[x, y] = min(max(0.5 - d, 0), 1)
            }
        }
        return mask
    }
}
