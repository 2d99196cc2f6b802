internal import LiquidGlass
internal import LiquidGlassUICore

/// Text laid out as UIKit lays out a label: LiquidGlassUI's wrapping and glyph widths (the engine's font), SF Pro's
/// line height (``UIFont/lineHeight``), sizes rounded up to the pixel grid of a 3× screen as UIKit rounds a label's
/// intrinsic size.
@MainActor
enum TextLayout {
    /// The display scale sizes are rounded to (an iPhone's).
    nonisolated static let scale: CGFloat = 3

    nonisolated static func ceilToPixel(_ v: CGFloat) -> CGFloat { (v * scale - 1e-6).rounded(.up) / scale }

    /// `text` wrapped in `width` (nil: unwrapped) in at most `numberOfLines` lines (0: any number).
    static func lines(_ text: String, font: UIFont, width: CGFloat?, numberOfLines: Int) -> [UIKitSupport.TextLine] {
        guard !text.isEmpty else { return [] }
        let wrapWidth = numberOfLines == 1 ? nil : width
        var lines = UIKitSupport.lines(text, size: font.pointSize, lineHeight: font.lineHeight, weight: font.engineWeight,
                                       width: wrapWidth, lineLimit: numberOfLines)
        // One line wider than the width: truncated at its tail, as UILabel's default line break mode.
        if numberOfLines == 1, let width, let first = lines.first, first.width > width + 0.001 {
            lines = UIKitSupport.lines(text, size: font.pointSize, lineHeight: font.lineHeight, weight: font.engineWeight,
                                       width: width, lineLimit: 1)
        }
        return lines
    }

    /// The size of laid-out lines, rounded up to the pixel grid.
    nonisolated static func size(of lines: [UIKitSupport.TextLine], font: UIFont) -> CGSize {
        guard !lines.isEmpty else { return .zero }
        return CGSize(width: ceilToPixel(lines.map(\.width).max() ?? 0), height: ceilToPixel(CGFloat(lines.count) * font.lineHeight))
    }
}

extension ViewDisplayBuilder {
    /// Lists `lines` in `rect` (the view's coordinates): the block centred vertically, each line placed by
    /// `alignment`, baselines one `lineHeight` apart from the font's ascender below the block's top.
    func appendText(_ lines: [UIKitSupport.TextLine], font: UIFont, color: UIColor, alignment: NSTextAlignment, in rect: CGRect,
                    state: State, id: String) {
        guard !lines.isEmpty else { return }
        let blockHeight = CGFloat(lines.count) * font.lineHeight
        let top = rect.minY + (rect.height - blockHeight) / 2
        let ascent = UIKitSupport.ascent(size: font.pointSize, weight: font.engineWeight)
        let tracking = UIKitSupport.tracking(size: font.pointSize)
        let ink = ink(color, state: state)
        for (i, line) in lines.enumerated() where !line.text.isEmpty {
            let x: CGFloat
            switch alignment {
            case .center: x = rect.minX + (rect.width - line.width) / 2
            case .right: x = rect.maxX - line.width
            default: x = rect.minX
            }
            let baseline = top + font.ascender + CGFloat(i) * font.lineHeight
            var text = DisplayText(line.text, size: Double(font.pointSize), weight: font.engineWeight, color: ink.color,
                                   inkOpacity: ink.inkOpacity)
            text.options = TextOptions(tracking: Double(tracking))
            append("\(id)#\(i)", .text(text, origin: CGPoint(x: x, y: baseline - ascent)), state: state, transform: state.transform,
                   vibrant: ink.vibrant)
        }
    }
}

/// How lines of text align: UIKit's `NSTextAlignment` (natural is left: left-to-right only).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How a label breaks and truncates lines: UIKit's `NSLineBreakMode` (drawn: word wrapping, tail truncation).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
