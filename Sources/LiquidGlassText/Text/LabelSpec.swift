import Foundation

/// What a label shows: text, a symbol, or a symbol followed by text — the scene's
/// `label: {text: "Done", symbol: "checkmark", size: 17, weight: semibold}` without its colour.
public struct LabelSpec: Sendable, Equatable {
    /// The text, set in one line; nil or empty for none.
    public var text: String?
    /// The name of a ``SymbolLibrary`` symbol; nil for none.
    public var symbol: String?
    /// Which layer of the symbol to draw (``SymbolLayer``; the whole symbol unless a rendering mode asks for one).
    public var symbolLayer: SymbolLayer = .whole
    /// The point size of the text; the symbol's box is ``SymbolLibrary/boxSizeInEm`` times this.
    public var size: Double
    /// The weight of the text and of the symbol's strokes.
    public var weight: FontWeight
    /// A font file to set the text in, instead of the system font (the CLI's `--font`, the scene's `font:`).
    public var fontPath: String?
    /// The system font's design (ignored with ``fontPath``).
    public var design: FontDesign = .default
    /// Italic (the system font's italic file; ignored with ``fontPath``).
    public var italic = false
    /// Tracking and equal-width digits.
    public var options: TextOptions = .plain

    /// The default point size, that of iOS body text.
    public static let defaultSize = 17.0

    public init(text: String? = nil, symbol: String? = nil, size: Double = LabelSpec.defaultSize,
                weight: FontWeight = .regular, fontPath: String? = nil) {
        self.text = text
        self.symbol = symbol
        self.size = size
        self.weight = weight
        self.fontPath = fontPath
    }
}
