import Foundation
import Yams
import LiquidGlassRender

/// The text of one scene file as the YAML parser sees it, and the means to turn the parser's positions back
/// into positions in the file.
///
/// JSON is parsed as YAML (JSON is, nearly, YAML's flow style). One valid JSON form is not valid YAML:
/// a character outside the Basic Multilingual Plane written as a UTF-16 surrogate pair, `"\ud83d\ude00"`,
/// which libyaml rejects. For `.json` files the source rewrites each such pair as YAML's 8-digit escape
/// (`\U0001F600`, two characters shorter) and remembers where, so reported columns still match the file.
struct SceneSource {
    package let fileName: String
    /// The text handed to the parser.
    let parsedText: String
    /// The original text, split into lines of Unicode scalars (columns count scalars, as libyaml does).
    private let lines: [[Unicode.Scalar]]
    /// For each line of `parsedText` with rewritten escapes: the columns (from 1) that follow each rewrite;
    /// every column at or after one of them is 2 further right in the original file.
    private let shiftedColumns: [Int: [Int]]

    init(text: String, fileName: String, isJSON: Bool) {
        self.fileName = fileName
        lines = Self.lines(of: text)
        if isJSON {
            (parsedText, shiftedColumns) = Self.rewritingSurrogatePairs(in: text)
        } else {
            (parsedText, shiftedColumns) = (text, [:])
        }
    }

    /// The text's lines split as libyaml counts them (LF, CR LF, or a lone CR ends a line), so that the parser's
    /// line numbers index this array also in files with old Mac line endings.
    static func lines(of text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var afterCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if !afterCR { lines.append(current) }
                current = []
            } else if scalar == "\r" {
                lines.append(current)
                current = []
            } else {
                current.append(scalar)
            }
            afterCR = scalar == "\r"
        }
        lines.append(current)
        return lines
    }

    /// The location in the original file of a line and column in `parsedText`.
    package func location(line: Int, column: Int) -> SceneSourceLocation {
        let shift = 2 * (shiftedColumns[line]?.filter { $0 <= column }.count ?? 0)
        return SceneSourceLocation(file: fileName, line: line, column: column + shift)
    }

    /// The location of a parser mark (1:1 when there is none).
    package func location(of mark: Mark?) -> SceneSourceLocation {
        guard let mark else { return SceneSourceLocation(file: fileName, line: 1, column: 1) }
        return location(line: mark.line, column: mark.column)
    }

    /// The location of the character `offset` (in Unicode scalars) into a scalar's value.
    ///
    /// Exact when the value is written on one line exactly as it reads (a plain scalar, or a quoted one
    /// without escapes); otherwise — folded, multi-line, escaped — the location of the scalar itself.
    package func location(ofOffset offset: Int, in node: Node) -> SceneSourceLocation {
        let start = location(of: node.mark)
        guard case .scalar(let scalar) = node else { return start }
        let quote: Int
        switch scalar.style {
        case .plain, .any: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return start
        }
        guard start.line >= 1, start.line <= lines.count else { return start }
        let line = lines[start.line - 1]
        let from = start.column - 1 + quote
        let value = Array(scalar.string.unicodeScalars)
        guard from >= 0, from + value.count <= line.count, Array(line[from..<(from + value.count)]) == value else {
            return start
        }
        let clamped = min(max(offset, 0), value.count)
        return SceneSourceLocation(file: fileName, line: start.line, column: from + 1 + clamped)
    }

    /// The text of a line of the original file from a column on (empty past the end).
    package func text(line: Int, fromColumn column: Int) -> String {
        guard line >= 1, line <= lines.count else { return "" }
        let scalars = lines[line - 1]
        let from = min(max(column - 1, 0), scalars.count)
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[from...])
        return result
    }

    /// Rewrites `\uD8xx\uDCxx` escapes as `\U000XXXXX`. In JSON a backslash occurs only inside strings, so a
    /// plain scan that skips each escaped character is exact.
    private static func rewritingSurrogatePairs(in text: String) -> (String, [Int: [Int]]) {
        let input = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var shifts: [Int: [Int]] = [:]
        var line = 1, column = 1
        var i = 0
        var afterCR = false
        func emit(_ scalar: Unicode.Scalar) {
            output.append(scalar)
            defer { afterCR = scalar == "\r" }
            if scalar == "\n" && afterCR {
                return
            }
            if scalar == "\n" || scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        while i < input.count {
            let scalar = input[i]
            guard scalar == "\\", i + 1 < input.count else {
                emit(scalar)
                i += 1
                continue
            }
            if let high = hexQuad(input, at: i + 2), input[i + 1] == "u", (0xD800...0xDBFF).contains(high),
               i + 7 < input.count, input[i + 6] == "\\", input[i + 7] == "u",
               let low = hexQuad(input, at: i + 8), (0xDC00...0xDFFF).contains(low) {
                let codePoint = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                let hex = String(codePoint, radix: 16, uppercase: true)
                for s in ("\\U" + String(repeating: "0", count: 8 - hex.count) + hex).unicodeScalars { emit(s) }
                shifts[line, default: []].append(column)
                i += 12
            } else {
                emit(scalar)
                emit(input[i + 1])
                i += 2
            }
        }
        return (String(output), shifts)
    }

    private static func hexQuad(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard index + 4 <= scalars.count else { return nil }
        var value = 0
        for scalar in scalars[index..<(index + 4)] {
            guard let digit = Int(String(scalar), radix: 16) else { return nil }
            value = value * 16 + digit
        }
        return value
    }
}
