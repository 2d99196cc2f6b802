import Foundation
import LiquidGlass

/// What `GET /api/symbols` lists: every SF Symbols name the engine draws (`label: {symbol: NAME}`), and from what.
enum PlaygroundSymbols {
    struct Symbol: Encodable {
        var name: String
        /// `hand-made`, `material-icons` or `composed` (as `liquidglass symbols` says).
        var source: String
    }

    struct Listing: Encodable {
        var symbols: [Symbol]
        /// Whether the icon font is installed; without it only the hand-made symbols are drawn.
        var iconFont: Bool
        /// Forms drawn beyond the names (compositions of any listed name).
        var compositions: [String]
    }

    /// Built once: the names do not change while the server runs.
    static let listing = Listing(
        symbols: SymbolLibrary.names.compactMap { name in
            SymbolLibrary.recipe(for: name).map { Symbol(name: name, source: $0.source) }
        },
        iconFont: SymbolLibrary.iconFontPath != nil,
        compositions: ["NAME.circle", "NAME.slash", "NAME.badge.plus"])
}
