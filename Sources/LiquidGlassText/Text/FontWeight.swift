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
    public var symbolStrokeWidth: Double {
        switch self {
        case .ultraLight: 1.0
        case .thin: 1.3
        case .light: 1.6
        case .regular: 2.0
        case .medium: 2.2
        case .semibold: 2.45
        case .bold: 2.7
        case .heavy: 3.0
        case .black: 3.3
        }
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.weightClass < b.weightClass }

    public var description: String { rawValue }
}
