/// A font: SwiftUI's `Font`, resolved to a point size and a weight.
///
/// Text styles take the sizes of iOS at the default Dynamic Type size (Large), and their line heights, from
/// Apple's Human Interface Guidelines, "Typography" → "iOS, iPadOS Dynamic Type sizes": largeTitle 34/41,
/// title 28/34, title2 22/28, title3 20/25, headline 17/22 semibold, body 17/22, callout 16/21,
/// subheadline 15/20, footnote 13/18, caption 12/16, caption2 11/13 (size/leading in points).
public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2, extraLargeTitle, extraLargeTitle2

        var size: CGFloat {
            switch self {
            case .extraLargeTitle: return 36
            case .extraLargeTitle2: return 28
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }
        var lineHeight: CGFloat {
            switch self {
            case .extraLargeTitle: return 43
            case .extraLargeTitle2: return 34
            case .largeTitle: return 41
            case .title: return 34
            case .title2: return 28
            case .title3: return 25
            case .headline, .body: return 22
            case .callout: return 21
            case .subheadline: return 20
            case .footnote: return 18
            case .caption: return 16
            case .caption2: return 13
            }
        }
        var weight: Font.Weight { self == .headline ? .semibold : .regular }
    }

    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    let size: CGFloat
    let lineHeight: CGFloat
    let weight: Weight
    let isItalic: Bool
    let style: TextStyle?

    init(size: CGFloat, lineHeight: CGFloat? = nil, weight: Weight, isItalic: Bool = false, style: TextStyle? = nil) {
        self.size = size
        // SF Pro's default leading is about 1.2× the size at text sizes (HIG table above: 17 → 22 ≈ 1.29,
        // 34 → 41 ≈ 1.21); custom sizes use 1.2×.
        self.lineHeight = lineHeight ?? (size * 1.2).rounded()
        self.weight = weight
        self.isItalic = isItalic
        self.style = style
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.size, lineHeight: style.lineHeight, weight: weight ?? style.weight, style: style)
    }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular)
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(size: size, weight: .regular) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(size: size, weight: .regular)
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    public func weight(_ weight: Weight) -> Font { Font(size: size, lineHeight: lineHeight, weight: weight, isItalic: isItalic, style: style) }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { Font(size: size, lineHeight: lineHeight, weight: weight, isItalic: true, style: style) }
    /// Digits of equal width: the bundled font's digits already are.
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }
}
