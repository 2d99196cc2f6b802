import Foundation

/// How deeply square brackets nest in Swift source, found by a linear scan that skips comments and string
/// literals — a guard run before parsing.
///
/// swift-syntax's parser backtracks on nested `[` (array literals and array types: `[[[1]]]`, `[[[Int]]]`), and
/// its time doubles with each level: measured with `liquidglass lint` (debug build), 16 levels took
/// 1.8 s, 18 levels 6.9 s, 20 levels past the 20 s file budget, and the issue's 28 levels would take hours.
/// Parentheses and dictionary literals (`[1: [1: …]]`) do not show it. Real code nests a handful of levels.
enum BracketNesting {
    /// The deepest nesting of `[` linted; deeper files get one `parse_error` finding instead of a parse.
    static let limit = 16

    /// The line and column (from 1) of the first `[` that opens level `limit + 1`, or `nil`.
    static func firstExcess(in text: String, limit: Int = limit) -> (line: Int, column: Int)? {
        // A file with no more `[` than the limit cannot nest deeper: most files. `memchr` finds them at a
        // fraction of an instruction a byte; the scan below costs ~16, 1.4 % of the lint on the bench corpus
        // when it ran on every file (callgrind).
        let fewBrackets = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard var cursor = UnsafeRawPointer(bytes.baseAddress) else { return true }
            let end = cursor + bytes.count
            var count = 0
            while count <= limit, let hit = memchr(cursor, Int32(UInt8(ascii: "[")), end - cursor) {
                count += 1
                cursor = UnsafeRawPointer(hit) + 1
            }
            return count <= limit
        }
        if fewBrackets == true { return nil }
        let bytes = Array(text.utf8)
        let n = bytes.count
        var i = 0, depth = 0, line = 1, lineStart = 0
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        while i < n {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = i + 1
                i += 1
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < n && bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                // Block comments nest in Swift.
                var level = 0
                repeat {
                    if at(i) == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") { level += 1; i += 2; continue }
                    if at(i) == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") { level -= 1; i += 2; continue }
                    if at(i) == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                    i += 1
                } while level > 0 && i < n
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                // A string literal, raw (`#"…"#`) or not, single- or multi-line: skipped whole (interpolations
                // included — brackets in them are rare and never deep).
                var hashes = 0
                var k = i
                while at(k) == UInt8(ascii: "#") { hashes += 1; k += 1 }
                guard at(k) == UInt8(ascii: "\"") else { i = k == i ? i + 1 : k; continue }
                let multiline = at(k + 1) == UInt8(ascii: "\"") && at(k + 2) == UInt8(ascii: "\"")
                let quotes = multiline ? 3 : 1
                k += quotes
                scan: while k < n {
                    let c = bytes[k]
                    if c == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = k + 1
                        if !multiline { break scan }  // an unterminated single-line string ends at the line
                    } else if c == UInt8(ascii: "\\") && hashes == 0 {
                        k += 2
                        continue
                    } else if c == UInt8(ascii: "\"") {
                        var closes = true
                        for q in 0..<quotes where at(k + q) != UInt8(ascii: "\"") { closes = false }
                        for h in 0..<hashes where at(k + quotes + h) != UInt8(ascii: "#") { closes = false }
                        if closes { k += quotes + hashes; break scan }
                    }
                    k += 1
                }
                i = k
            case UInt8(ascii: "["):
                depth += 1
                if depth > limit { return (line, i - lineStart + 1) }
                i += 1
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                i += 1
            default:
                i += 1
            }
        }
        return nil
    }
}
