/// Which part of a symbol to draw: SF Symbols' layers, for the hierarchical and palette rendering modes.
///
/// Only compositions have layers here (the icon font's glyphs are one shape each): `BASE.circle(.fill)` and
/// `BASE.square(.fill)` — the mark BASE is the primary layer, the ring, disc or square behind it the secondary one
/// (as SF draws `exclamationmark.triangle.fill` in hierarchical mode: the mark in the style, the triangle at a
/// lower opacity) — and `BASE.badge.NAME`, whose badge is primary and BASE, with the hole cut for the badge,
/// secondary. The hand-made `X.circle(.fill)` symbols whose X is hand-made too are layered as that composition.
/// A symbol without layers is all primary: its secondary layer is empty.
public enum SymbolLayer: String, Sendable, Hashable {
    /// The whole symbol, as monochrome mode draws it (a filled enclosure with its mark cut out).
    case whole
    /// The mark, in the primary style.
    case primary
    /// What lies behind the mark (the enclosure uncut, the symbol under a badge), in the secondary style.
    case secondary
}
