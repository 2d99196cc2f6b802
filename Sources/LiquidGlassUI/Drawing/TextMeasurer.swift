import Foundation
internal import LiquidGlass

/// Lines of text laid out in a width.
struct TextLayoutResult {
    struct Line {
        var text: String
        var width: CGFloat
        /// The runs of a rich text on this line, left to right; nil for a plain text (one run, ``font``).
        var pieces: [Piece]? = nil
    }
    /// Part of one run on one line.
    struct Piece {
        var text: String
        var run: Int
        var font: Font
        var tracking: CGFloat
        var x: CGFloat
        var width: CGFloat
    }
    var lines: [Line]
    var font: Font
    var alignment: TextAlignment
    /// The width the lines are aligned in.
    var boxWidth: CGFloat
    /// True when lines or characters were dropped (line limit or width).
    var isTruncated = false
    /// The widest any line came to while the words were placed (a line's width so far, with the spaces and the
    /// word being placed), at least `boxWidth`: in a width this wide no line wraps.
    var widestPlacement: CGFloat = 0
    /// Points added between lines (the environment's `lineSpacing`): SwiftUI adds it between lines only, not
    /// above the first or below the last.
    var lineSpacing: CGFloat = 0
    /// From one line's top to the next's.
    var lineAdvance: CGFloat { font.lineHeight + lineSpacing }
    var size: CGSize {
        CGSize(width: boxWidth, height: CGFloat(lines.count) * font.lineHeight + CGFloat(max(lines.count - 1, 0)) * lineSpacing)
    }
    /// Baseline of the first line from the top: the line's leading is split evenly above and below the font's
    /// ascent + descent (SF Pro's ascent is about 0.95 em, descent 0.24 em at text sizes).
    var firstBaseline: CGFloat { (font.lineHeight - font.size * 1.19) / 2 + font.size * 0.95 }
    var lastBaseline: CGFloat { firstBaseline + CGFloat(max(lines.count - 1, 0)) * lineAdvance }

    /// Whether laying the same text out in `width` gives this layout, when this is its layout with no width: no line
    /// wraps (every word was placed within `width`), none was dropped, and no line is cut, so
    /// ``TextMeasurer/layout(runs:width:lineLimit:alignment:truncation:)`` takes the same steps with the width as
    /// without it.
    func fitsUnwrapped(in width: CGFloat) -> Bool {
        !isTruncated && width >= widestPlacement && width >= boxWidth
    }
}

/// Measures and wraps text from the fonts' metrics (the engine's ``TextRasterizer/measure(_:pointSize:options:)``:
/// glyph advances, no drawing) in the fonts the engine draws with (Inter for SF Pro, see `FontDesign`), with SF
/// Pro's default tracking for the size (``Font/tracking``).
///
/// Words are measured once per font and cached (layout asks for the same strings many times). Characters no font
/// has are named in the render's warnings and on standard error; they are drawn as the font's missing-glyph box.
@MainActor
final class TextMeasurer {
    static let shared = TextMeasurer()
    private var rasterizers: [FontKey: TextRasterizer] = [:]
    /// Widths by font and text. A struct key: a string key built from `"\(size)|\(weight)|\(text)"` spent most of
    /// its time printing the Doubles.
    private var widths: [WidthKey: CGFloat] = [:]
    private var ascents: [FontKey: CGFloat] = [:]
    /// Strings met with characters no font has, and those characters (noted again in every render that uses them).
    private var missing: [String: [Unicode.Scalar]] = [:]
    /// Whole layouts: a text node asks for the same one several times in a pass (its size under each proposal,
    /// its baseline for the stack's alignment, its placement). Emptied when it reaches `layoutCacheLimit`.
    private var layouts: [LayoutKey: TextLayoutResult] = [:]
    static let layoutCacheLimit = 4096

    /// What selects a font file and its spacing.
    struct FontKey: Hashable, Sendable {
        var weight: FontWeight
        var design: FontDesign
        var italic: Bool
        var display: Bool
        init(_ font: Font) {
            weight = TextMeasurer.engineWeight(font.weight)
            design = font.design.engine
            italic = font.isItalic
            display = Double(font.size) >= FontLocator.displaySize
        }
    }

    private struct WidthKey: Hashable {
        var size: CGFloat
        var font: FontKey
        var digits: Bool
        var tracking: CGFloat
        var text: String
    }

    private struct LayoutKey: Hashable {
        var text: String
        var font: Font
        var width: CGFloat?
        var lineLimit: Int?
        var alignment: TextAlignment
        var truncation: Text.TruncationMode
    }

    nonisolated static func engineWeight(_ weight: Font.Weight) -> FontWeight {
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

    /// The advance width of `text` in points, with the font's tracking (or `tracking` when given).
    func width(_ text: String, font: Font, tracking: CGFloat? = nil) -> CGFloat {
        let track = tracking ?? font.tracking
        let fontKey = FontKey(font)
        let key = WidthKey(size: font.size, font: fontKey, digits: font.hasMonospacedDigits, tracking: track, text: text)
        if let w = widths[key] {
            if !missing.isEmpty, let lost = missing[text] { noteMissing(lost, in: text) }
            return w
        }
        var w = CGFloat(text.count) * font.size * 0.55
        if let r = rasterizer(fontKey, size: font.size),
           let line = try? r.measure(text, pointSize: Double(font.size),
                                     options: TextOptions(tracking: Double(track), monospacedDigits: font.hasMonospacedDigits)) {
            w = CGFloat(line.advance)
            if !line.missing.isEmpty {
                missing[text] = line.missing
                noteMissing(line.missing, in: text)
            }
        }
        widths[key] = w
        return w
    }

    private func noteMissing(_ scalars: [Unicode.Scalar], in text: String) {
        let codes = scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: ", ")
        AssetWarnings.note("Text(\"\(text)\"): no installed font has \(codes); drawn as a box (install fonts-noto-cjk, fonts-noto-color-emoji, or a font for the script)")
    }

    /// The font's ascent (its design ascender above the baseline) in points: where the engine puts a line's
    /// baseline below the origin of a display text.
    func ascent(_ font: Font) -> CGFloat {
        let key = FontKey(font)
        if let a = ascents[key] { return a * font.size }
        var a: CGFloat = 0.93
        if let r = rasterizer(key, size: font.size), let line = try? r.measure("", pointSize: 1) {
            a = CGFloat(line.ascent)
        }
        ascents[key] = a
        return a * font.size
    }

    private func rasterizer(_ key: FontKey, size: CGFloat) -> TextRasterizer? {
        if let r = rasterizers[key] { return r }
        guard let font = try? LabelFont.system(weight: key.weight, design: key.design, italic: key.italic,
                                                 pointSize: key.display ? FontLocator.displaySize : LabelSpec.defaultSize),
              let r = try? TextRasterizer(font: font, weight: key.weight) else { return nil }
        rasterizers[key] = r
        return r
    }

    /// Lays `text` out in `width` (nil: one line per paragraph, unwrapped), at most `lineLimit` lines; a
    /// truncated line loses characters where `truncation` says and shows an ellipsis there.
    func layout(_ text: String, font: Font, width: CGFloat?, lineLimit: Int?, alignment: TextAlignment,
                truncation: Text.TruncationMode = .tail) -> TextLayoutResult {
        let key = LayoutKey(text: text, font: font, width: width, lineLimit: lineLimit, alignment: alignment, truncation: truncation)
        if let cached = layouts[key] {
            if !missing.isEmpty { for line in cached.lines { _ = self.width(line.text, font: font) } }
            return cached
        }
        let result = wrap(text, font: font, width: width, lineLimit: lineLimit, alignment: alignment, truncation: truncation)
        if layouts.count >= Self.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = result
        return result
    }

    private func wrap(_ text: String, font: Font, width: CGFloat?, lineLimit: Int?, alignment: TextAlignment,
                      truncation: Text.TruncationMode) -> TextLayoutResult {
        let rich = layout(runs: [(text, font, nil)], width: width, lineLimit: lineLimit, alignment: alignment,
                          truncation: truncation)
        var plain = rich
        plain.lines = rich.lines.map { TextLayoutResult.Line(text: $0.text, width: $0.width) }
        return plain
    }

    /// One unbreakable stretch of a run: a word, a space, a CJK character (lines may break around it) or a line
    /// break.
    private struct Atom {
        enum Kind { case word, space, newline }
        var run: Int
        var text: String
        var kind: Kind
        /// A line may break before it without a space (CJK ideographs, kana, Hangul).
        var breakable = false
    }

    /// Whether a line may break next to `c` without a space: CJK ideographs, kana, Hangul, CJK punctuation and
    /// full-width forms (UAX #14's ID class, roughly).
    private static func isCJK(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFF00...0xFFEF).contains(v) || (0x20000...0x3FFFF).contains(v)
    }

    private func atoms(_ runs: [(text: String, font: Font, tracking: CGFloat?)]) -> [Atom] {
        var out: [Atom] = []
        for (r, run) in runs.enumerated() {
            var word = ""
            func flush() { if !word.isEmpty { out.append(Atom(run: r, text: word, kind: .word)); word = "" } }
            for c in run.text {
                if c == "\n" { flush(); out.append(Atom(run: r, text: "", kind: .newline)) }
                else if c == " " { flush(); out.append(Atom(run: r, text: " ", kind: .space)) }
                else if Self.isCJK(c) { flush(); out.append(Atom(run: r, text: String(c), kind: .word, breakable: true)) }
                else {
                    if word.isEmpty, let last = out.last, last.kind == .word, last.breakable {
                        // A Latin word after a CJK character may start a line.
                        out.append(Atom(run: r, text: String(c), kind: .word, breakable: true))
                        word = ""
                        continue
                    }
                    word.append(c)
                }
            }
            flush()
        }
        return out
    }

    /// Lays out text of several runs, each in its own font, wrapping at spaces (and around CJK characters) in
    /// `width`; lines are as tall as the tallest run's font.
    func layout(runs: [(text: String, font: Font, tracking: CGFloat?)], width: CGFloat?, lineLimit: Int?,
                alignment: TextAlignment, truncation: Text.TruncationMode = .tail) -> TextLayoutResult {
        let tallest = runs.map(\.font).max { $0.lineHeight < $1.lineHeight } ?? .body
        var lines: [[TextLayoutResult.Piece]] = [[]]
        var lineWidth: CGFloat = 0
        var widest: CGFloat = 0
        var pendingSpace: [Atom] = []
        var unit: [Atom] = []
        func w(_ a: Atom) -> CGFloat { self.width(a.text, font: runs[a.run].font, tracking: runs[a.run].tracking) }
        func put(_ atoms: [Atom]) {
            for a in atoms {
                let aw = w(a)
                if var last = lines[lines.count - 1].last, last.run == a.run {
                    last.text += a.text
                    last.width += aw
                    lines[lines.count - 1][lines[lines.count - 1].count - 1] = last
                } else {
                    let r = runs[a.run]
                    lines[lines.count - 1].append(.init(text: a.text, run: a.run, font: r.font,
                                                        tracking: r.tracking ?? r.font.tracking, x: lineWidth, width: aw))
                }
                lineWidth += aw
            }
        }
        func placeUnit() {
            guard !unit.isEmpty else { return }
            let uw = unit.reduce(0) { $0 + w($1) }
            let sw = pendingSpace.reduce(0) { $0 + w($1) }
            widest = max(widest, lineWidth + sw + uw)
            if lines[lines.count - 1].isEmpty {
                put(unit)
            } else if let width, lineWidth + sw + uw > width + 0.001 {
                lines.append([])
                lineWidth = 0
                put(unit)
            } else {
                put(pendingSpace)
                put(unit)
            }
            pendingSpace = []
            unit = []
        }
        for a in atoms(runs) {
            switch a.kind {
            case .newline:
                placeUnit()
                pendingSpace = []
                lines.append([])
                lineWidth = 0
            case .space:
                placeUnit()
                pendingSpace.append(a)
            case .word:
                if a.breakable || unit.last?.breakable == true { placeUnit() }
                unit.append(a)
            }
        }
        placeUnit()
        var result = lines.map { pieces in
            TextLayoutResult.Line(text: pieces.map(\.text).joined(), width: pieces.last.map { $0.x + $0.width } ?? 0,
                                  pieces: pieces)
        }
        var truncated = false
        if lineLimit == 1, width != nil, truncation != .tail, result.count > 1 {
            // Head and middle truncation of one line keep both ends of the whole text.
            let whole = result.map(\.text).joined(separator: " ")
            let first = result[0].pieces?.first
            result = [.init(text: whole, width: .infinity, pieces: first.map {
                [TextLayoutResult.Piece(text: whole, run: $0.run, font: $0.font, tracking: $0.tracking, x: 0, width: .infinity)] })]
        }
        if let lineLimit, lineLimit > 0, result.count > lineLimit {
            result = Array(result.prefix(lineLimit))
            truncated = true
        }
        if let width, let last = result.indices.last, truncated || result[last].width > width + 0.001 {
            // The last line loses characters (a single word wider than the width on another line stays whole).
            result[last] = truncate(result[last], width: width, mode: lineLimit == 1 ? truncation : .tail)
            truncated = true
        }
        let longest = result.map(\.width).max() ?? 0
        return TextLayoutResult(lines: result, font: tallest, alignment: alignment, boxWidth: longest, isTruncated: truncated,
                                widestPlacement: max(widest, longest))
    }

    /// A line cut to fit `width` with an ellipsis at the tail, head or middle (characters of its first piece's font).
    private func truncate(_ line: TextLayoutResult.Line, width: CGFloat, mode: Text.TruncationMode) -> TextLayoutResult.Line {
        guard let first = line.pieces?.first else { return line }
        let font = first.font
        var chars = Array(line.text)
        func shown() -> String {
            switch mode {
            case .tail: return String(chars) + "…"
            case .head: return "…" + String(chars)
            case .middle:
                let half = chars.count / 2
                return String(chars[..<half]) + "…" + String(chars[half...])
            }
        }
        var text = shown()
        while self.width(text, font: font) > width, !chars.isEmpty {
            switch mode {
            case .tail: chars.removeLast()
            case .head: chars.removeFirst()
            case .middle: chars.remove(at: chars.count / 2)
            }
            text = shown()
        }
        let w = self.width(text, font: font)
        return .init(text: text, width: w, pieces: [.init(text: text, run: first.run, font: font, tracking: first.tracking,
                                                         x: 0, width: w)])
    }
}

extension Font.Design {
    /// The engine's design.
    var engine: FontDesign {
        switch self {
        case .default: .default
        case .serif: .serif
        case .rounded: .rounded
        case .monospaced: .monospaced
        }
    }
}

/// How lines of multiline text align.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
