import Foundation

/// How deeply string interpolations nest (`"\("\("…")")"`), found by one linear scan before parsing.
///
/// swift-syntax lexes an interpolation's string again for each level that holds it: a 40 KB file of nested
/// interpolations took 3.0 GB to lint and a 60 KB one over 6 GiB. Real code nests one or two levels.
enum InterpolationNesting {
    /// The deepest nesting of string literals inside interpolations linted.
    static let limit = 16

    /// The line and column (from 1) of the string literal that opens level `limit + 1`, or `nil`.
    static func firstExcess(in text: String, limit: Int = limit) -> (line: Int, column: Int)? {
        // Fewer backslashes than levels cannot nest that deep: most files, found with memchr.
        if ByteScan.occurs(UInt8(ascii: "\\"), atMost: limit, in: text) == true { return nil }
        let bytes = Array(text.utf8)
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        /// A string being read (its hashes and quote count) or an interpolation's code (its open parentheses).
        enum Context { case string(hashes: Int, quotes: Int), code(parentheses: Int) }
        var stack: [Context] = [.code(parentheses: 0)]
        var strings = 0
        var i = 0, line = 1, lineStart = 0
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
            switch stack[stack.count - 1] {
            case .string(let hashes, let quotes):
                if b == UInt8(ascii: "\\") {
                    var h = 0
                    while h < hashes && at(i + 1 + h) == UInt8(ascii: "#") { h += 1 }
                    if h == hashes && at(i + 1 + h) == UInt8(ascii: "(") {
                        stack.append(.code(parentheses: 0))
                        i += 2 + h
                    } else {
                        i += 1 + h + (h == hashes ? 1 : 0)
                    }
                    continue
                }
                if b == UInt8(ascii: "\"") {
                    var closes = true
                    for q in 0..<quotes where at(i + q) != UInt8(ascii: "\"") { closes = false }
                    for h in 0..<hashes where at(i + quotes + h) != UInt8(ascii: "#") { closes = false }
                    if closes {
                        stack.removeLast()
                        strings -= 1
                        i += quotes + hashes
                        continue
                    }
                }
                if b == UInt8(ascii: "\n") && quotes == 1 {
                    // An unterminated single-line string ends at the line.
                    stack.removeLast()
                    strings -= 1
                }
                i += 1
            case .code(let parentheses):
                switch b {
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                    while i < n && bytes[i] != UInt8(ascii: "\n") { i += 1 }
                    continue
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                    i += 2
                    while i < n && !(bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/")) {
                        if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
                        i += 1
                    }
                    i += 2
                    continue
                case UInt8(ascii: "("):
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                case UInt8(ascii: ")"):
                    if parentheses == 0 && stack.count > 1 {
                        stack.removeLast()  // back in the string that holds the interpolation
                    } else {
                        stack[stack.count - 1] = .code(parentheses: max(0, parentheses - 1))
                    }
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    var hashes = 0
                    var k = i
                    while at(k) == UInt8(ascii: "#") { hashes += 1; k += 1 }
                    guard at(k) == UInt8(ascii: "\"") else { i = max(k, i + 1); continue }
                    let quotes = at(k + 1) == UInt8(ascii: "\"") && at(k + 2) == UInt8(ascii: "\"") ? 3 : 1
                    strings += 1
                    if strings > limit { return (line, i - lineStart + 1) }
                    stack.append(.string(hashes: hashes, quotes: quotes))
                    i = k + quotes
                    continue
                default: break
                }
                i += 1
            }
        }
        return nil
    }
}
