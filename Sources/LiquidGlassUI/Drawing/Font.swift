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

    var size: CGFloat
    var lineHeight: CGFloat
    let weight: Weight
    let isItalic: Bool
    let style: TextStyle?
    /// The design asked for (`.default` when none was).
    var design: Design = .default
    /// `monospacedDigit()`: digits of equal width.
    var hasMonospacedDigits = false
    /// The text style whose Dynamic Type sizes the font follows (``sized(for:)``): its own style, body for
    /// `custom(_:size:)`, the `relativeTo:` style; nil for fixed sizes.
    var scalesWith: TextStyle?

    init(size: CGFloat, lineHeight: CGFloat? = nil, weight: Weight, isItalic: Bool = false, style: TextStyle? = nil,
         design: Design? = nil) {
        self.design = design ?? .default
        self.size = size
        // SF Pro's default leading is about 1.2× the size at text sizes (HIG table above: 17 → 22 ≈ 1.29,
        // 34 → 41 ≈ 1.21); custom sizes use 1.2×.
        self.lineHeight = lineHeight ?? (size * 1.2).rounded()
        self.weight = weight
        self.isItalic = isItalic
        self.style = style
        self.scalesWith = style
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.size, lineHeight: style.lineHeight, weight: weight ?? style.weight, style: style, design: design)
    }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design)
    }
    public static func system(_ style: TextStyle, design: Design?) -> Font { system(style, design: design, weight: nil) }
    /// A font of `size` points that scales with body text (SwiftUI's documentation); set in the system font here.
    public static func custom(_ name: String, size: CGFloat) -> Font { edited(Font(size: size, weight: .regular)) { $0.scalesWith = .body } }
    /// A font of `size` points that scales with `textStyle`; set in the system font here.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        edited(Font(size: size, weight: .regular)) { $0.scalesWith = textStyle }
    }
    /// A font of `fixedSize` points that does not scale with Dynamic Type; set in the system font here.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(size: fixedSize, weight: .regular) }
    private static func edited(_ f: Font, _ edit: (inout Font) -> Void) -> Font { var f = f; edit(&f); return f }

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

    private func with(_ edit: (inout Font) -> Void) -> Font { var f = self; edit(&f); return f }
    public func weight(_ weight: Weight) -> Font {
        var f = Font(size: size, lineHeight: lineHeight, weight: weight, isItalic: isItalic, style: style, design: design)
        f.hasMonospacedDigits = hasMonospacedDigits
        f.scalesWith = scalesWith
        return f
    }
    public func bold() -> Font { weight(.bold) }
    /// The font at `factor` of its size and leading (`minimumScaleFactor`).
    func scaled(by factor: CGFloat) -> Font {
        var f = Font(size: size * factor, lineHeight: lineHeight * factor, weight: weight, isItalic: isItalic, style: style,
                     design: design)
        f.hasMonospacedDigits = hasMonospacedDigits
        f.scalesWith = scalesWith
        return f
    }
    public func italic() -> Font {
        var f = Font(size: size, lineHeight: lineHeight, weight: weight, isItalic: true, style: style, design: design)
        f.hasMonospacedDigits = hasMonospacedDigits
        f.scalesWith = scalesWith
        return f
    }
    /// Digits of equal width (each digit takes the widest digit's advance, centred in it).
    public func monospacedDigit() -> Font { with { $0.hasMonospacedDigits = true } }
    /// The monospaced design (SF Mono; drawn in DejaVu Sans Mono).
    public func monospaced() -> Font { with { $0.design = .monospaced } }

    /// SF Pro's tracking at `size` points, in points, as the system applies it by default: Apple's Human Interface
    /// Guidelines, "Typography" → "Tracking values" (SF Pro, iOS), interpolated between listed sizes and held
    /// beyond them (e.g. 17 pt −0.43, 13 pt −0.08, 12 pt 0, 28 pt +0.38, 34 pt +0.40; the same shape as the
    /// 1/1000-em figures quoted elsewhere: 17 pt −26, 28 pt +14). Applied to the stand-in (Inter, Inter Display
    /// from 20 pt), whose spacing is close to SF Pro's own untracked spacing; the monospaced and serif designs
    /// are drawn untracked (SF Mono and New York have tracking tables of their own that are not reproduced).
    var tracking: CGFloat {
        guard design == .default || design == .rounded else { return 0 }
        let table = Font.trackingTable
        guard let upper = table.firstIndex(where: { $0.size >= size }) else { return table.last!.tracking }
        guard upper > 0 else { return table[0].tracking }
        let a = table[upper - 1], b = table[upper]
        return a.tracking + (b.tracking - a.tracking) * (size - a.size) / (b.size - a.size)
    }

    static let trackingTable: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40),
        (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (40, 0.37), (48, 0.35),
        (56, 0.30), (64, 0.22), (72, 0.14), (80, 0.00),
    ]
}
