internal import LiquidGlass

/// Lines of text laid out in a width.
struct TextLayoutResult {
    struct Line {
        var text: String
        var width: CGFloat
    }
    var lines: [Line]
    var font: Font
    var alignment: TextAlignment
    /// The width the lines are aligned in.
    var boxWidth: CGFloat
    var size: CGSize { CGSize(width: boxWidth, height: CGFloat(lines.count) * font.lineHeight) }
    /// Baseline of the first line from the top: the line's leading is split evenly above and below the font's
    /// ascent + descent (SF Pro's ascent is about 0.95 em, descent 0.24 em at text sizes).
    var firstBaseline: CGFloat { (font.lineHeight - font.size * 1.19) / 2 + font.size * 0.95 }
    var lastBaseline: CGFloat { firstBaseline + CGFloat(max(lines.count - 1, 0)) * font.lineHeight }
}

/// Measures and wraps text with the engine's FreeType text layout (DejaVu Sans, as the engine's labels; glyph
/// widths therefore differ from SF Pro's, and layout with them).
///
/// Words are measured once per font size and weight and cached (layout asks for the same strings many times).
@MainActor
final class TextMeasurer {
    static let shared = TextMeasurer()
    private var rasterizers: [FontWeight: TextRasterizer] = [:]
    /// Widths (and ascents, as the text "ascent|" with no other use) by size, weight and text. A struct key:
    /// the string key built from `"\(size)|\(weight)|\(text)"` spent most of its time printing the Doubles.
    private var widths: [WidthKey: CGFloat] = [:]
    /// Whole layouts: a text node asks for the same one several times in a pass (its size under each proposal,
    /// its baseline for the stack's alignment, its placement). Emptied when it reaches `layoutCacheLimit`.
    private var layouts: [LayoutKey: TextLayoutResult] = [:]
    static let layoutCacheLimit = 4096

    private struct WidthKey: Hashable {
        var size: CGFloat
        var weight: Int
        var text: String
    }

    private struct LayoutKey: Hashable {
        var text: String
        var font: Font
        var width: CGFloat?
        var lineLimit: Int?
        var alignment: TextAlignment
    }

    static func engineWeight(_ weight: Font.Weight) -> FontWeight {
        switch weight.value {
        case ..<150: return .ultraLight
        case ..<250: return .thin
        case ..<350: return .light
        case ..<450: return .regular
        case ..<550: return .medium
        case ..<650: return .semibold
        case ..<750: return .bold
        case ..<850: return .heavy
        default: return .black
        }
    }

    /// The advance width of `text` in points.
    func width(_ text: String, font: Font) -> CGFloat {
        let key = WidthKey(size: font.size, weight: font.weight.value, text: text)
        if let w = widths[key] { return w }
        let weight = Self.engineWeight(font.weight)
        var w = CGFloat(text.count) * font.size * 0.55
        if let r = rasterizer(weight), let line = try? r.rasterize(text, pointSize: Double(font.size), scale: 1) {
            w = CGFloat(line.advance)
        }
        widths[key] = w
        return w
    }

    /// The font's ascent (its design ascender above the baseline) in points: where the engine puts a line's
    /// baseline below the origin of a display text.
    func ascent(_ font: Font) -> CGFloat {
        let key = WidthKey(size: font.size, weight: font.weight.value, text: "ascent|")
        if let a = widths[key] { return a }
        var a = font.size * 0.93
        if let r = rasterizer(Self.engineWeight(font.weight)), let line = try? r.rasterize("H", pointSize: Double(font.size), scale: 1) {
            a = CGFloat(line.ascent)
        }
        widths[key] = a
        return a
    }

    private func rasterizer(_ weight: FontWeight) -> TextRasterizer? {
        if let r = rasterizers[weight] { return r }
        guard let font = try? LabelFont.system(weight: weight), let r = try? TextRasterizer(font: font) else { return nil }
        rasterizers[weight] = r
        return r
    }

    /// Lays `text` out in `width` (nil: one line per paragraph, unwrapped), at most `lineLimit` lines; a
    /// truncated last line ends with an ellipsis.
    func layout(_ text: String, font: Font, width: CGFloat?, lineLimit: Int?, alignment: TextAlignment) -> TextLayoutResult {
        let key = LayoutKey(text: text, font: font, width: width, lineLimit: lineLimit, alignment: alignment)
        if let cached = layouts[key] { return cached }
        let result = wrap(text, font: font, width: width, lineLimit: lineLimit, alignment: alignment)
        if layouts.count >= Self.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = result
        return result
    }

    private func wrap(_ text: String, font: Font, width: CGFloat?, lineLimit: Int?, alignment: TextAlignment) -> TextLayoutResult {
        var lines: [TextLayoutResult.Line] = []
        let space = self.width(" ", font: font)
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if words.isEmpty { lines.append(.init(text: "", width: 0)); continue }
            var current = "", currentWidth: CGFloat = 0
            for word in words {
                let w = self.width(word, font: font)
                if current.isEmpty {
                    current = word
                    currentWidth = w
                } else if let width, currentWidth + space + w > width + 0.001 {
                    lines.append(.init(text: current, width: currentWidth))
                    current = word
                    currentWidth = w
                } else {
                    current += " " + word
                    currentWidth += space + w
                }
            }
            lines.append(.init(text: current, width: currentWidth))
        }
        if let lineLimit, lines.count > lineLimit, lineLimit > 0 {
            lines = Array(lines.prefix(lineLimit))
            var last = lines[lineLimit - 1].text + "…"
            if let width {
                while self.width(last, font: font) > width, last.count > 1 {
                    last.removeLast(2)
                    last += "…"
                }
            }
            lines[lineLimit - 1] = .init(text: last, width: self.width(last, font: font))
        }
        // A single word wider than the width stays on its line (SwiftUI would break it by characters).
        let longest = lines.map(\.width).max() ?? 0
        return TextLayoutResult(lines: lines, font: font, alignment: alignment, boxWidth: longest)
    }
}

/// How lines of multiline text align.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
