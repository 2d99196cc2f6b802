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
        let few = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard var cursor = UnsafeRawPointer(bytes.baseAddress) else { return true }
            let end = cursor + bytes.count
            var count = 0
            while count <= limit, let hit = memchr(cursor, Int32(UInt8(ascii: "\\")), end - cursor) {
                count += 1
                cursor = UnsafeRawPointer(hit) + 1
            }
            return count <= limit
        }
        if few == true { return nil }
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

/// How deeply angle brackets nest (`A<A<A<…>>>`), an upper bound found by one linear scan before parsing.
///
/// swift-syntax's parser counts brackets, parentheses and braces against its nesting limit, but not generic
/// argument clauses: it recursed once per `<`, and 50,000 levels (a 100 KB file) overflowed the lint thread's
/// 256 MiB stack (SIGSEGV in the lexer, debug build); 5,000 levels took over 20 s. Past 1,000 levels the syntax
/// tree is over the 4,000-level depth limit anyway, so nothing that could be linted is refused.
enum GenericNesting {
    static let limit = 1_000

    /// The line and column (from 1) of the `<` that opens level `limit + 1`, or `nil`. A `<` counts when it
    /// follows a name, `>`, `?`, `!`, `)` or `]` without a space (`A<`, `f<`, `Int?<` — comparisons written
    /// `a<b` count too, which is why `{`, `}` and `;` end every count); `>` closes one.
    static func firstExcess(in text: String, limit: Int = limit) -> (line: Int, column: Int)? {
        let few = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard var cursor = UnsafeRawPointer(bytes.baseAddress) else { return true }
            let end = cursor + bytes.count
            var count = 0
            while count <= limit, let hit = memchr(cursor, Int32(UInt8(ascii: "<")), end - cursor) {
                count += 1
                cursor = UnsafeRawPointer(hit) + 1
            }
            return count <= limit
        }
        if few == true { return nil }
        let bytes = Array(text.utf8)
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        func isNameByte(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
        }
        var depth = 0, line = 1, lineStart = 0, i = 0
        var quote = false
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") { line += 1; lineStart = i + 1; i += 1; continue }
            if quote {
                // Strings are skipped (escapes included); interpolations are short and counted as string.
                if b == UInt8(ascii: "\\") { i += 2; continue }
                if b == UInt8(ascii: "\"") { quote = false }
                i += 1
                continue
            }
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
            case UInt8(ascii: "\""): quote = true
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): depth = 0
            case UInt8(ascii: "<"):
                let before = i > 0 ? bytes[i - 1] : 0
                if isNameByte(before) || before == UInt8(ascii: ">") || before == UInt8(ascii: "?")
                    || before == UInt8(ascii: "!") || before == UInt8(ascii: ")") || before == UInt8(ascii: "]") {
                    depth += 1
                    if depth > limit { return (line, i - lineStart + 1) }
                }
            case UInt8(ascii: ">"):
                if i == 0 || bytes[i - 1] != UInt8(ascii: "-") { depth = max(0, depth - 1) }
            default: break
            }
            i += 1
        }
        return nil
    }
}
