import Foundation

/// A stretch of a `Text` with the same look: a Markdown span of a string literal, one side of `Text + Text`, or a
/// run of an `AttributedString`. What a run does not set comes from the `Text`'s modifiers, then the environment.
struct TextRun: Hashable, @unchecked Sendable {
    var string: String
    var font: Font?
    var weight: Font.Weight?
    var design: Font.Design?
    var isBold = false
    var isItalic = false
    var isCode = false
    var isMonospacedDigit = false
    var isStrikethrough = false
    var isUnderlined = false
    /// A Markdown or attributed link: drawn in the tint, as SwiftUI draws links in text.
    var isLink = false
    var tracking: CGFloat?
    var style: AnyShapeStyle?

    init(_ string: String) { self.string = string }

    static func == (a: TextRun, b: TextRun) -> Bool {
        a.string == b.string && a.font == b.font && a.weight == b.weight && a.design == b.design && a.isBold == b.isBold
            && a.isItalic == b.isItalic && a.isCode == b.isCode && a.isMonospacedDigit == b.isMonospacedDigit
            && a.isStrikethrough == b.isStrikethrough && a.isUnderlined == b.isUnderlined && a.isLink == b.isLink
            && a.tracking == b.tracking && (a.style == nil) == (b.style == nil)
    }

    func hash(into h: inout Hasher) {
        h.combine(string); h.combine(font); h.combine(weight); h.combine(isBold); h.combine(isItalic); h.combine(isCode)
        h.combine(isStrikethrough); h.combine(isLink)
    }

    /// The font the run is set in, in `environment`.
    @MainActor
    func resolvedFont(_ environment: EnvironmentValues) -> Font {
        var f = (font ?? environment.font ?? .body).sized(for: environment.dynamicTypeSize)
        if let d = design ?? environment.fontDesignOverride, d != f.design { f.design = d }
        if let w = weight ?? environment.fontWeightOverride { f = f.weight(w) }
        if isBold || environment.boldOverride {
            // Markdown's strong emphasis and `bold()` on a semibold style go to bold, never lighter.
            f = f.weight(Font.Weight(value: max(f.weight.value, Font.Weight.bold.value)))
        }
        if isItalic || environment.italicOverride { f = f.italic() }
        if isCode || environment.monospacedOverride { f.design = .monospaced }
        if isMonospacedDigit { f.hasMonospacedDigits = true }
        return f
    }
}

/// SwiftUI's reading of Markdown in a `Text` string literal (`LocalizedStringKey`): inline spans only —
/// `**strong**`/`__strong__` (bold), `*emphasis*`/`_emphasis_` (italic), `` `code` `` (monospaced), `~~strike~~` and `~strike~`,
/// `[title](url)` (a link, drawn in the tint) and backslash escapes; block syntax (headings, lists) is shown as
/// written, as SwiftUI shows it. Unclosed markers are kept as text.
enum InlineMarkdown {
    static func runs(_ source: String) -> [TextRun] {
        // Fast path: most strings have no markup characters. Looked for in the UTF-8 bytes (every marker is ASCII,
        // and no byte of a multi-byte character is): comparing characters took 1.3 M of the 22.5 M instructions
        // of laying out the 500-view list of `liquidglass bench --ui` (callgrind). A marker inside a grapheme
        // cluster, which the byte scan sees and a character scan would not, goes to the parser, which keeps it
        // as text.
        guard source.utf8.contains(where: { $0 == 0x2A || $0 == 0x5F || $0 == 0x60 || $0 == 0x7E || $0 == 0x5B || $0 == 0x5C })
        else { return [TextRun(source)] }
        var out: [TextRun] = []
        parse(Array(source), into: &out, base: TextRun(""))
        return out.isEmpty ? [TextRun("")] : out
    }

    private static func append(_ text: String, _ base: TextRun, to out: inout [TextRun]) {
        guard !text.isEmpty else { return }
        if var last = out.last, sameLook(last, base) {
            last.string += text
            out[out.count - 1] = last
        } else {
            var run = base
            run.string = text
            out.append(run)
        }
    }

    private static func sameLook(_ a: TextRun, _ b: TextRun) -> Bool {
        a.isBold == b.isBold && a.isItalic == b.isItalic && a.isCode == b.isCode && a.isStrikethrough == b.isStrikethrough
            && a.isLink == b.isLink
    }

    /// The index of the closing `marker` from `start`, not escaped, with non-space text before it.
    private static func closing(_ chars: [Character], _ marker: [Character], from start: Int) -> Int? {
        var i = start
        while i + marker.count <= chars.count {
            if chars[i] == "\\" { i += 2; continue }
            if Array(chars[i..<i + marker.count]) == marker, i > start, chars[i - 1] != " " { return i }
            i += 1
        }
        return nil
    }

    /// The closing `~` of a single-tilde strikethrough opened at `start`: a lone `~` (not part of `~~`) after
    /// non-space text. cmark-gfm's strikethrough extension, which Apple's Markdown parser builds on, pairs runs of
    /// one or two tildes of the same length (one is refused only with its `STRIKETHROUGH_DOUBLE_TILDE` option).
    private static func closingSingleTilde(_ chars: [Character], from start: Int) -> Int? {
        guard chars[start + 1] != "~", start == 0 || chars[start - 1] != "~" else { return nil }
        var i = start + 1
        while i < chars.count {
            if chars[i] == "\\" { i += 2; continue }
            if chars[i] == "~" {
                var j = i
                while j < chars.count, chars[j] == "~" { j += 1 }
                if j - i == 1, i > start + 1, chars[i - 1] != " " { return i }
                i = j; continue
            }
            i += 1
        }
        return nil
    }

    private static func parse(_ chars: [Character], into out: inout [TextRun], base: TextRun) {
        var text = ""
        var i = 0
        func flush() { append(text, base, to: &out); text = "" }
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, chars[i + 1].isPunctuation || chars[i + 1].isSymbol {
                text.append(chars[i + 1]); i += 2; continue
            }
            if c == "`", let end = closing(chars, ["`"], from: i + 1) {
                flush()
                var run = base
                run.isCode = true
                append(String(chars[(i + 1)..<end]), run, to: &out)
                i = end + 1; continue
            }
            if c == "[", let close = closing(chars, ["]"], from: i + 1), close + 1 < chars.count, chars[close + 1] == "(",
               let paren = chars[(close + 2)...].firstIndex(of: ")") {
                flush()
                var run = base
                run.isLink = true
                parse(Array(chars[(i + 1)..<close]), into: &out, base: run)
                i = paren + 1; continue
            }
            var consumed = false
            for (marker, apply) in markers where c == marker[0] {
                let n = marker.count
                guard i + n <= chars.count, Array(chars[i..<i + n]) == marker, i + n < chars.count, chars[i + n] != " ",
                      let end = marker == ["~"] ? closingSingleTilde(chars, from: i) : closing(chars, marker, from: i + n)
                else { continue }
                // `_` inside a word (snake_case) is not emphasis.
                if c == "_", i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber { continue }
                flush()
                var run = base
                apply(&run)
                parse(Array(chars[(i + n)..<end]), into: &out, base: run)
                i = end + n
                consumed = true
                break
            }
            if !consumed { text.append(c); i += 1 }
        }
        flush()
    }

    nonisolated(unsafe) private static let markers: [([Character], (inout TextRun) -> Void)] = [
        (["*", "*", "*"], { $0.isBold = true; $0.isItalic = true }),
        (["*", "*"], { $0.isBold = true }),
        (["_", "_"], { $0.isBold = true }),
        (["~", "~"], { $0.isStrikethrough = true }),
        (["~"], { $0.isStrikethrough = true }),
        (["*"], { $0.isItalic = true }),
        (["_"], { $0.isItalic = true }),
    ]
}
