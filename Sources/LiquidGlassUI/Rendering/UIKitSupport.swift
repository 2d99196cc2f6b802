package import LiquidGlass

/// What LiquidGlassUIKit shares with LiquidGlassUI instead of keeping copies: the text measurer (the same wrapping,
/// widths and ascent as SwiftUI's `Text`) and the render report (the same JSON shape, and the same mapping of the
/// engine's measurements onto each glass element). Package access only: none of it is public API.
package enum UIKitSupport {
    /// One laid-out line of text and its advance width in points.
    package struct TextLine: Sendable, Equatable {
        package var text: String
        package var width: CGFloat
    }

    /// `text` wrapped at word boundaries in `width` (nil: one line per paragraph), at most `lineLimit` lines (nil or
    /// 0: no limit), a truncated last line ending with an ellipsis — as LiquidGlassUI lays out `Text`.
    @MainActor
    package static func lines(_ text: String, size: CGFloat, lineHeight: CGFloat, weight: FontWeight, width: CGFloat?,
                              lineLimit: Int?) -> [TextLine] {
        let font = Font(size: size, lineHeight: lineHeight, weight: Font.Weight(value: weight.value))
        let limit = lineLimit.flatMap { $0 > 0 ? $0 : nil }
        return TextMeasurer.shared.layout(text, font: font, width: width, lineLimit: limit, alignment: .leading)
            .lines.map { TextLine(text: $0.text, width: $0.width) }
    }

    /// The system font's tracking at `size` in points (SF Pro's table, ``Font/tracking``): what the lines were
    /// measured with, so it must be what they are drawn with — drawn untracked, a 15-pt line of 50 characters came
    /// out about 11 pt wider than its label.
    package static func tracking(size: CGFloat) -> CGFloat {
        Font(size: size, weight: .regular).tracking
    }

    /// The font's ascent in points: where the engine puts a display text's baseline below its origin.
    @MainActor
    package static func ascent(size: CGFloat, weight: FontWeight) -> CGFloat {
        TextMeasurer.shared.ascent(Font(size: size, weight: Font.Weight(value: weight.value)))
    }

    /// A report element for a glass view, from its own names (before the engine measures it).
    package static func element(frame r: CGRect, shape: String, variant: String, tint: SIMD4<Double>?, interactive: Bool,
                                container: Int?, containerSpacing: Double?, accessibilityIdentifier: String?,
                                accessibilityLabel: String?, identity: String) -> RenderReport.Element {
        RenderReport.Element(
            frame: [r.minX, r.minY, r.width, r.height].map { Double($0) }, shape: shape, variant: variant,
            tint: tint.map(hex), interactive: interactive, glassEffectID: nil, union: nil, container: container,
            containerSpacing: containerSpacing, accessibilityIdentifier: accessibilityIdentifier,
            accessibilityLabel: accessibilityLabel, identity: identity)
    }

    /// `element` with where the engine drew its glass and what it measured and checked there.
    @MainActor
    package static func measured(_ element: RenderReport.Element, _ drawn: LiquidGlass.RenderReport.Element) -> RenderReport.Element {
        EngineBridge.measured(element, drawn)
    }

    /// The scroll edge effect over `band` (canvas points) with its bar on `edge`: the one item both producers list
    /// (SwiftUI's `scrollEdgeEffectStyle`, UIKit's `UIScrollEdgeEffect`), so their effects cannot drift apart.
    /// `background` is what content fades towards, `divider` the hard style's line (sRGB RGBA); the blur and
    /// coverage are the engine's estimates (``DisplayEdgeEffect``).
    @MainActor
    package static func scrollEdgeEffect(band: CGRect, edge: DisplayEdgeEffect.Edge, hard: Bool, background: SIMD4<Double>,
                                         divider: SIMD4<Double>) -> DisplayEdgeEffect {
        DisplayEdgeEffect(rect: band, edge: edge, style: hard ? .hard : .soft, color: EngineBridge.engineColor(background),
                          dividerColor: hard ? EngineBridge.engineColor(divider) : nil)
    }

    /// A whole report.
    package static func report(size: CGSize, scale: CGFloat, dark: Bool, elements: [RenderReport.Element],
                               warnings: [String]) -> RenderReport {
        RenderReport(size: [Double(size.width), Double(size.height)], scale: Double(scale), colorScheme: dark ? "dark" : "light",
                     elements: elements, warnings: warnings)
    }
}

extension FontWeight {
    /// The CSS-style weight value (100…900) of the engine's weight.
    fileprivate var value: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}
