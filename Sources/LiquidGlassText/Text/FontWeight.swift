import Foundation

/// The weight of a label's text and symbol strokes, named as in SwiftUI's `Font.Weight`.
///
/// Parsed from scene and command-line strings such as `semibold`, `SemiBold`, `semi-bold` or `ultra_light`
/// (case, spaces, hyphens and underscores are ignored).
public enum FontWeight: String, CaseIterable, Sendable, Comparable, CustomStringConvertible {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight named by `name` (see the type's description), or nil.
    public init?(name: String) {
        let key = String(name.lowercased().unicodeScalars.filter { !" -_\t".unicodeScalars.contains($0) })
        switch key {
        case "ultralight", "extralight": self = .ultraLight
        case "thin": self = .thin
        case "light": self = .light
        case "regular", "normal", "book": self = .regular
        case "medium": self = .medium
        case "semibold", "demibold": self = .semibold
        case "bold": self = .bold
        case "heavy", "extrabold", "ultrabold": self = .heavy
        case "black": self = .black
        default: return nil
        }
    }

    /// The weight named by `name`.
    ///
    /// - Throws: ``LabelError/unknownWeight(_:)`` listing the accepted names.
    public init(parsing name: String) throws(LabelError) {
        guard let weight = FontWeight(name: name) else { throw LabelError.unknownWeight(name) }
        self = weight
    }

    /// The CSS / OpenType weight class (100 … 900).
    public var weightClass: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// True for the weights drawn with a bold font file (semibold and heavier).
    public var usesBoldFace: Bool { self >= .semibold }

    /// The stroke width of outline symbols at this weight, in units of the 24-unit symbol design grid.
    ///
    /// SF Symbols come in the nine weights of the system font, each matching that weight of SF Pro (Apple's Human
    /// Interface Guidelines, "SF Symbols": weights). The regular stroke is 2 units (the hand-made symbols' and
    /// Material's grid); the others scale it as the stem of the system type's stand-in, Inter, scales with the weight:
    /// the vertical stem of `l` measured in Inter 100…900 at 400 px (Chromium, coverage-weighted), relative to
    /// Inter Regular, is 0.27, 0.52, 0.76, 1, 1.27, 1.53, 1.81, 2.08, 2.34. Before (session 39) heavy was 1.5 × regular
    /// and heldback7's `.fontWeight(.heavy)` header symbols were not visibly heavier.
    public var symbolStrokeWidth: Double {
        switch self {
        case .ultraLight: 0.54
        case .thin: 1.03
        case .light: 1.51
        case .regular: 2.0
        case .medium: 2.54
        case .semibold: 3.07
        case .bold: 3.62
        case .heavy: 4.15
        case .black: 4.68
        }
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.weightClass < b.weightClass }

    public var description: String { rawValue }
}
