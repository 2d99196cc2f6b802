import Foundation

/// How a line of text is spaced, beyond its font: tracking and equal-width digits.
public struct TextOptions: Sendable, Hashable {
    /// Extra space after every glyph, in points (negative pulls glyphs together), as SwiftUI's `tracking(_:)`.
    public var tracking: Double
    /// Digits 0–9 all take the widest digit's advance, each centred in it (SwiftUI's `monospacedDigit()`;
    /// OpenType's `tnum` feature would need shaping, which this layout does not do).
    public var monospacedDigits: Bool

    public init(tracking: Double = 0, monospacedDigits: Bool = false) {
        self.tracking = tracking.isFinite ? tracking : 0
        self.monospacedDigits = monospacedDigits
    }

    /// No tracking, proportional digits.
    public static let plain = TextOptions()
}
