import Foundation

/// One glyph of the icon font: its name in the icon set and its codepoint.
public struct IconGlyph: Sendable, Equatable, CustomStringConvertible {
    /// The icon's name in Material Icons (`favorite_border`).
    public let name: String
    /// The glyph's codepoint in the font (private use area).
    public let codepoint: UInt32

    init(_ name: String, _ codepoint: UInt32) {
        self.name = name
        self.codepoint = codepoint
    }

    public var description: String { name + " U+" + String(codepoint, radix: 16, uppercase: true) }
}

/// SF Symbols names mapped to glyphs of the icon font (Material Icons), and the badges SF names can carry.
///
/// The table itself (``entries``) is in `SymbolGlyphTable+Entries.swift`; names it lacks are composed by
/// ``SymbolRecipe/resolve(_:)`` from SF's naming system (`.fill`, `.circle`, `.square`, `.slash`, `.badge.X`).
enum SymbolGlyphTable {
    /// SF names that are other names of hand-made symbols (SF's leading/trailing forms of left/right): drawn
    /// as those, since Material's chevron_right is smaller than the hand-made chevron beside it (top-60 sheet).
    static let aliases: [String: String] = [
        "chevron.forward": "chevron.right", "chevron.backward": "chevron.left",
        "arrow.forward": "arrow.right", "arrow.backward": "arrow.left",
        "line.horizontal.3": "line.3.horizontal", "multiply": "xmark",
    ]

    /// The badge of `X.trianglebadge.exclamationmark`: Material's filled warning triangle.
    static let warningBadge = IconGlyph("warning", 0xE002)

    /// The small filled badges of `X.badge.NAME`, drawn at the bottom right of the base symbol.
    static let badges: [String: IconGlyph] = [
        "plus": IconGlyph("add_circle", 0xE147),
        "minus": IconGlyph("remove_circle", 0xE15C),
        "checkmark": IconGlyph("check_circle", 0xE86C),
        "xmark": IconGlyph("cancel", 0xE5C9),
        "exclamationmark": IconGlyph("error", 0xE000),
        "questionmark": IconGlyph("help", 0xE887),
        "clock": IconGlyph("schedule", 0xE8B5),
        "arrow.down": IconGlyph("arrow_circle_down", 0xF181),
        "arrow.up": IconGlyph("arrow_circle_up", 0xF182),
        "gearshape": IconGlyph("settings", 0xE8B8),
        "gear": IconGlyph("settings", 0xE8B8),
        "lock": IconGlyph("lock", 0xE897),
        "person": IconGlyph("person", 0xE7FD),
        "star": IconGlyph("star", 0xE838),
        "heart": IconGlyph("favorite", 0xE87D),
        "shield": IconGlyph("shield", 0xE9E0),
    ]
}
