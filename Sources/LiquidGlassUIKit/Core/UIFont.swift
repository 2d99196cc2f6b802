internal import LiquidGlass

/// A font: UIKit's `UIFont`, the system font at a size and weight.
///
/// Text styles take iOS's sizes at the default Dynamic Type size (Large), from Apple's Human Interface Guidelines,
/// "Typography" (largeTitle 34, title1 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16,
/// subheadline 15, footnote 13, caption1 12, caption2 11 — the sizes LiquidGlassUI's `Font` uses). A font's metrics
/// are SF Pro's: ascender 0.952 em and descender 0.241 em (its `hhea` table: 1950 and 494 of 2048 units), so
/// `lineHeight` is 1.193 × the size (body: 20.29 pt), as UIKit reports for the system font. Glyphs are drawn and
/// measured with the engine's font (DejaVu Sans), so text widths differ from SF Pro's.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    public let pointSize: CGFloat
    let weight: Weight
    let isItalic: Bool
    /// The text style of a preferred font.
    let textStyle: TextStyle?

    init(size: CGFloat, weight: Weight, italic: Bool = false, textStyle: TextStyle? = nil) {
        pointSize = size
        self.weight = weight
        isItalic = italic
        self.textStyle = textStyle
    }

    /// SF Pro's ascender and descender, in ems (see the type's description).
    static let ascenderEm: CGFloat = 1950.0 / 2048
    static let descenderEm: CGFloat = 494.0 / 2048

    public var ascender: CGFloat { pointSize * Self.ascenderEm }
    public var descender: CGFloat { -pointSize * Self.descenderEm }
    public var lineHeight: CGFloat { ascender - descender }
    public var capHeight: CGFloat { pointSize * 0.705 }
    public var xHeight: CGFloat { pointSize * 0.53 }
    public var leading: CGFloat { 0 }
    public var familyName: String { ".AppleSystemUIFont" }
    public var fontName: String { ".SFUI-\(weight.name)" }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular, italic: true) }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }

    /// The font of `style` at the default content size (Large).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(size: style.size, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: weight, italic: isItalic, textStyle: nil) }

    public static var systemFontSize: CGFloat { 17 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The engine's weight for this font.
    var engineWeight: FontWeight {
        switch weight.rawValue {
        case ..<(-0.7): return .ultraLight
        case ..<(-0.5): return .thin
        case ..<(-0.2): return .light
        case ..<0.1: return .regular
        case ..<0.26: return .medium
        case ..<0.35: return .semibold
        case ..<0.5: return .bold
        case ..<0.6: return .heavy
        default: return .black
        }
    }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.pointSize == b.pointSize && a.weight == b.weight && a.isItalic == b.isItalic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
    }

    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }

    /// A font weight: UIKit's `UIFont.Weight`, with UIKit's raw values (regular 0, bold 0.4, …).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        var name: String {
            switch self {
            case .ultraLight: return "Ultralight"
            case .thin: return "Thin"
            case .light: return "Light"
            case .medium: return "Medium"
            case .semibold: return "Semibold"
            case .bold: return "Bold"
            case .heavy: return "Heavy"
            case .black: return "Black"
            default: return "Regular"
            }
        }
    }

    /// A Dynamic Type text style: UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size at the Large content size (Human Interface Guidelines, "Typography").
        var size: CGFloat {
            switch self {
            case .extraLargeTitle: return 36
            case .extraLargeTitle2: return 28
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            default: return 17
            }
        }
    }
}
