import Foundation

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
    /// `a<b` count too, which is why `{`, `}` and `;` end every count and a closing parenthesis or bracket ends
    /// the count opened inside it); `>` closes one.
    static func firstExcess(in text: String, limit: Int = limit) -> (line: Int, column: Int)? {
        // Fewer openers than levels cannot nest that deep: most files, found with memchr.
        if ByteScan.occurs(UInt8(ascii: "<"), atMost: limit, in: text) == true { return nil }
        let bytes = Array(text.utf8)
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        func isNameByte(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
        }
        var depth = 0, line = 1, lineStart = 0, i = 0
        var quote = false
        /// The count outside each open parenthesis or bracket.
        var saved: [Int] = []
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
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
                depth = 0
                saved.removeAll(keepingCapacity: true)
            // A comparison inside parentheses or brackets (`f(a<b)`, `[a<b]`) ends with them.
            case UInt8(ascii: "("), UInt8(ascii: "["): saved.append(depth)
            case UInt8(ascii: ")"), UInt8(ascii: "]"): if let outer = saved.popLast() { depth = outer }
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
