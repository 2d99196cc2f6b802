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
        // The next most frequent badges of SF's catalogue (names ending `.badge.X` that had none).
        "ellipsis": IconGlyph("pending", 0xEF64),
        "play": IconGlyph("play_circle", 0xE1C4),
        "person.crop": IconGlyph("account_circle", 0xE853),
        "waveform": IconGlyph("graphic_eq", 0xE1B8),
        "wifi": IconGlyph("wifi", 0xE63E),
        "icloud": IconGlyph("cloud", 0xE2BD),
        "eye": IconGlyph("visibility", 0xE8F4),
        "key": IconGlyph("vpn_key", 0xE0DA),
        "camera": IconGlyph("photo_camera", 0xE412),
        "video": IconGlyph("videocam", 0xE04B),
        "moon": IconGlyph("dark_mode", 0xE51C),
        "sparkles": IconGlyph("auto_awesome", 0xE65F),
        "magnifyingglass": IconGlyph("search", 0xE8B6),
        "mic": IconGlyph("mic", 0xE029),
        "record": IconGlyph("fiber_manual_record", 0xE061),
        "arrow.up.right": IconGlyph("north_east", 0xF1E1),
    ]

    /// Every name drawn from a glyph: the use-ranked table and the catalogue's further names (the ranked table's
    /// choice wins where both have a name).
    static let entries: [String: (outline: IconGlyph, fill: IconGlyph)] =
        rankedEntries.merging(catalogueEntries.mapValues { ($0, $0) }) { ranked, _ in ranked }
}
