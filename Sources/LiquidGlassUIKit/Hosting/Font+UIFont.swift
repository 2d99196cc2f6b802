public import LiquidGlassUICore

extension Font {
    /// A SwiftUI font of a UIKit font: SwiftUI's `Font(_:)` taking a `UIFont`.
    ///
    /// A preferred font (`UIFont.preferredFont(forTextStyle:)`) becomes the matching text style, so it scales with
    /// Dynamic Type as SwiftUI's text styles do; any other font is the system font at its point size and weight
    /// (UIKit's weights map to SwiftUI's by their names: `UIFont.Weight.semibold` → `.semibold`), italic when it is.
    public init(_ font: UIFont) {
        var result: Font
        if let style = font.textStyle, let swiftUIStyle = Self.textStyle(for: style) {
            result = .system(swiftUIStyle)
            // headline is semibold by definition; other styles take the font's weight when it differs from regular.
            if style != .headline, font.weight != .regular { result = result.weight(Self.weight(for: font)) }
        } else {
            result = .system(size: font.pointSize, weight: Self.weight(for: font))
        }
        self = font.isItalic ? result.italic() : result
    }

    private static func textStyle(for style: UIFont.TextStyle) -> Font.TextStyle? {
        switch style {
        case .extraLargeTitle: return .extraLargeTitle
        case .extraLargeTitle2: return .extraLargeTitle2
        case .largeTitle: return .largeTitle
        case .title1: return .title
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption1: return .caption
        case .caption2: return .caption2
        default: return nil
        }
    }

    /// SwiftUI's weight for the font's: the same case as the engine's weight, whose thresholds on UIKit's
    /// continuous weights are read in one place (``UIFont/engineWeight``).
    private static func weight(for font: UIFont) -> Font.Weight {
        switch font.engineWeight {
        case .ultraLight: return .ultraLight
        case .thin: return .thin
        case .light: return .light
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        case .heavy: return .heavy
        case .black: return .black
        }
    }
}
