import Foundation

/// How a symbol name is drawn: one of the hand-made symbols, a glyph of the icon font, or a composition of
/// those following SF Symbols' naming system.
///
/// Resolution (``resolve(_:)``), first match wins: a hand-made symbol of that exact name or alias; the glyph table's
/// entry for the name (its filled glyph for a trailing `.fill`); `BASE.badge.NAME` as BASE with a small filled
/// badge; `BASE.circle` / `BASE.square` as BASE at 60 % inside a ring or rounded square, or cut out of a disc or
/// filled square for `.fill`; `BASE.slash` as BASE crossed by a slash with a gap cut around it. Substitutions where the
/// set has no such drawing: `.rectangle` as `.square`, `.dashed` drawn solid, `forward`/`backward` as `right`/`left`,
/// `BASE.trianglebadge.exclamationmark` as BASE with the warning badge, and `BASE.fill` as BASE when only BASE
/// can be drawn.
public indirect enum SymbolRecipe: Sendable, Equatable, CustomStringConvertible {
    /// A hand-made symbol of ``SymbolCatalog``.
    case handMade(String)
    /// A glyph of the icon font, filling the 24-unit design grid as the font draws it.
    case glyph(IconGlyph)
    /// Digits (`1` of `1.circle`) set in the system font's bold face, centred on the grid.
    case digits(String)
    /// A symbol inside a circle (`square` false) or rounded square, outlined or, when `filled`, cut out of it.
    case enclosed(SymbolRecipe, square: Bool, filled: Bool)
    /// A symbol crossed out by a slash from top left to bottom right.
    case slashed(SymbolRecipe)
    /// A symbol with a small filled badge glyph at its bottom right.
    case badged(SymbolRecipe, badge: IconGlyph)

    /// Where the drawing comes from: `hand-made`, `material-icons` or `composed`.
    public var source: String {
        switch self {
        case .handMade: "hand-made"
        case .glyph: "material-icons"
        case .digits: "system-font"
        default: "composed"
        }
    }

    /// What is drawn, e.g. `circle(material:add U+E145)`.
    public var description: String {
        switch self {
        case .handMade(let name): "hand-made:\(name)"
        case .glyph(let glyph): "material:\(glyph)"
        case .digits(let digits): "digits:\(digits)"
        case .enclosed(let inner, let square, let filled):
            "\(square ? "square" : "circle")\(filled ? ".fill" : "")(\(inner))"
        case .slashed(let inner): "slash(\(inner))"
        case .badged(let inner, let badge): "badge(\(inner), material:\(badge))"
        }
    }

    /// True when drawing needs the icon font.
    var needsIconFont: Bool {
        switch self {
        case .handMade, .digits: false
        case .glyph, .badged: true
        case .enclosed(let inner, _, _), .slashed(let inner): inner.needsIconFont
        }
    }

    /// The recipe for an SF Symbols `name`, or nil when neither the hand-made symbols nor the icon set can draw
    /// it (whether the icon font is installed is not checked here).
    public static func resolve(_ name: String) -> SymbolRecipe? {
        resolve(name, followingRenames: true)
    }

    /// `name` as written, else under its other SF name (``SymbolGlyphTable/renames``, either way: code written for
    /// an older SF release uses `applelogo`, newer code `apple.logo`). A renamed name's parts are not renamed again,
    /// so the rename table cannot loop.
    private static func resolve(_ name: String, followingRenames: Bool) -> SymbolRecipe? {
        if let recipe = resolveAsWritten(name, followingRenames: followingRenames) { return recipe }
        guard followingRenames else { return nil }
        for other in [SymbolGlyphTable.renames[name], SymbolGlyphTable.renamedFrom[name]].compactMap({ $0 }) {
            if let recipe = resolve(other, followingRenames: false) { return recipe }
        }
        return nil
    }

    private static func resolveAsWritten(_ name: String, followingRenames: Bool) -> SymbolRecipe? {
        func resolve(_ part: String) -> SymbolRecipe? { Self.resolve(part, followingRenames: followingRenames) }
        if SymbolCatalog.shapes[name] != nil { return .handMade(name) }
        if let other = SymbolGlyphTable.aliases[name], SymbolCatalog.shapes[other] != nil { return .handMade(other) }
        // A table name may itself end in `.fill` (`doc.fill`): drawn with its filled glyph.
        if let entry = SymbolGlyphTable.entries[name] { return .glyph(name.hasSuffix(".fill") ? entry.fill : entry.outline) }
        var core = Substring(name)
        let filled = core.hasSuffix(".fill")
        if filled { core = core.dropLast(5) }
        if let entry = SymbolGlyphTable.entries[String(core)] { return .glyph(filled ? entry.fill : entry.outline) }
        let fillSuffix = filled ? ".fill" : ""
        // SF's leading/trailing names of left/right (`arrow.up.forward`, `chevron.backward.circle`): drawn as the
        // left-to-right form, as the hand-made aliases are.
        let tokens = name.split(separator: ".")
        if tokens.contains("forward") || tokens.contains("backward") {
            let turned = tokens.map { $0 == "forward" ? "right" : $0 == "backward" ? "left" : String($0) }.joined(separator: ".")
            if let recipe = resolve(turned) { return recipe }
        }
        // A dashed outline (`circle.dashed`, `square.dashed`): the set has no dashed strokes; drawn solid.
        if core.hasSuffix(".dashed"), let base = resolve(String(core.dropLast(7)) + fillSuffix) { return base }
        // `BASE.trianglebadge.exclamationmark`: BASE with the warning badge.
        if let range = core.range(of: ".trianglebadge.exclamationmark", options: .backwards), range.upperBound == core.endIndex,
           let base = resolve(String(core[..<range.lowerBound]) + fillSuffix) {
            return .badged(base, badge: SymbolGlyphTable.warningBadge)
        }
        if let range = core.range(of: ".badge.", options: .backwards) {
            guard let badge = SymbolGlyphTable.badges[String(core[range.upperBound...])],
                  let base = resolve(String(core[..<range.lowerBound]) + fillSuffix) else { return nil }
            return .badged(base, badge: badge)
        }
        // `.rectangle` (`play.rectangle`, `text.bubble.rectangle`) as the rounded square: the set has no wider frame.
        for (suffix, square) in [(".circle", false), (".square", true), (".rectangle", true)] where core.hasSuffix(suffix) {
            let inner = String(core.dropLast(suffix.count))
            // SF's numbered symbols: `0.circle` … `50.circle`, `1.square.fill`.
            if (1...2).contains(inner.count), inner.allSatisfy(\.isASCII), Int(inner) != nil {
                return .enclosed(.digits(inner), square: square, filled: filled)
            }
            // A filled enclosure cuts the solid form out where SF's is solid (`gearshape.circle.fill`): for the
            // hand-made outlines whose `.fill` is another drawing, that drawing.
            let solid = filled && SymbolCatalog.outlinesWithSolidForms.contains(inner)
            guard !inner.isEmpty, let base = resolve(solid ? inner + ".fill" : inner) else { return nil }
            return .enclosed(base, square: square, filled: filled)
        }
        if core.hasSuffix(".slash") {
            guard let base = resolve(String(core.dropLast(6)) + fillSuffix) else { return nil }
            return .slashed(base)
        }
        // `BASE.fill` where only BASE can be drawn (a hand-made outline, a composition): drawn as BASE, not filled.
        if filled, let base = resolve(String(core)) { return base }
        return nil
    }
}
