import Foundation
import LiquidGlassCore
import LiquidGlassText

/// Text and/or a symbol on a glass element, drawn centred in its frame.
public struct GlassLabel: Sendable, Equatable {
    public var text: String?
    /// A symbol name from the built-in set (named after SF Symbols).
    public var symbol: String?
    /// Point size (17 by default, the iOS body size).
    public var size: Double
    public var weight: FontWeight
    /// A fixed colour; nil means the vibrant automatic colour chosen for legibility.
    public var color: Color?

    public init(text: String? = nil, symbol: String? = nil, size: Double = LabelSpec.defaultSize,
                weight: FontWeight = .regular, color: Color? = nil) {
        self.text = text
        self.symbol = symbol
        self.size = size
        self.weight = weight
        self.color = color
    }

    /// The contrast this label must reach against the glass under it (WCAG 2): 4.5:1 for text, 3:1 for a
    /// symbol alone, 7:1 for either under Increase Contrast.
    public func contrastTarget(increaseContrast: Bool) -> Double {
        if increaseContrast { return 7 }
        return (text?.isEmpty ?? true) ? 3 : 4.5
    }
}
