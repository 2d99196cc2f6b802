import Foundation

/// An estimate of how much work swift-syntax's type lookahead does on a file's square brackets, found by one
/// linear scan before parsing — a guard against input whose parse time grows exponentially with its nesting.
///
/// At a `[` the parser asks "can this be a type?" (`Lookahead.canParseCollectionTypeBody`): it first tries an
/// inline array type (`[3 of Int]`) and, when that fails, a plain one, and each attempt descends into the next
/// `[` (or `(`, `A<`) that could be the element type. So each `[` whose content still reads as the start of a type
/// doubles the work on everything inside it, and each doubling re-reads the text — comments and blank space
/// included — up to the first token that cannot be part of a type. The fuzz artifact that timed out
/// (`FuzzLintFix-timeout-b59601c6`, 154 bytes: 14 `[` followed by NUL bytes) took 2.35 s of CPU to lint in a debug
/// build; 12 `[` followed by 4,000 spaces 1.2 s, and by 160 NUL bytes 0.6 s (NUL bytes cost the lexer about ten
/// times what a space does). ``BracketNesting``'s depth limit did not catch it: 14 levels are under its 16.
///
/// The estimate counts each byte once per lookahead that reads it: a byte inside `k` such "type-start" brackets
/// counts 2^k (a control byte 16 times that). A bracket stops doubling at the first token that cannot continue a
/// type (a string or number literal, an operator, `{`, `=`, a `,` directly inside it, a `[` after a name — a
/// subscript), and counts once after a `:` directly inside it (`[Key: [Value]]`: only the plain attempt goes on).
/// On the 46 + 13 projects of the tuning corpora (17,600 files) the estimate was at most 1.62 × a file's size; a
/// file over ``workPerByte`` × its size + ``baseWork`` is not parsed (one `parse_error` finding), which bounds the
/// parser's lookahead linearly in the file's size.
enum TypeLookahead {
    /// Work allowed per byte of the file (real files: at most 1.62).
    static let workPerByte = 64
    /// Work allowed on top, whatever the file's size: a 2^18 lookahead is a few milliseconds.
    static let baseWork = 1 << 18

    struct Estimate: Equatable {
        /// Bytes read, each counted once per lookahead that reads it (see the type's documentation).
        var work: Int
        /// Iterations of the scan (tokens and trivia runs): the scan's own cost, linear in the file.
        var steps: Int
        /// The byte offset of the first `[` of the chain that went over the budget, or nil.
        var excess: Int?
    }

    /// The line and column (from 1) of the `[` that starts the bracket chain over the budget, or nil.
    static func firstExcess(in text: String) -> (line: Int, column: Int)? {
        // Two `[` can at most quadruple the work (with control bytes, 64 × the size): within the budget.
        if ByteScan.occurs(UInt8(ascii: "["), atMost: 2, in: text) == true { return nil }
        let bytes = Array(text.utf8)
        guard let offset = estimate(bytes).excess else { return nil }
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// One open delimiter: a `[` with its state, `(` or `<`.
    private struct Open {
        enum Kind { case bracket, parenthesis, angle }
        var kind: Kind
        /// For a bracket: 2 while it doubles, 1 after a `:` directly inside it, 0 once its lookahead failed.
        var factor: Int
    }

    /// The estimate for a whole file, stopping at the first chain over the budget.
    static func estimate(_ bytes: [UInt8]) -> Estimate {
        let n = bytes.count
        let budget = workPerByte &* n &+ baseWork
        var result = Estimate(work: 0, steps: 0, excess: nil)
        var stack: [Open] = []
        /// Brackets still doubling, and where the outermost of them opened; brackets whose lookahead is still on.
        var doubling = 0
        var live = 0
        var chainStart = 0
        /// Whether the previous token ends an operand (a name, a literal, `)`, `]`, `>`): a `[` after it is a
        /// subscript, which no type continues with.
        var afterOperand = false
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        /// The lookahead of every open bracket fails here (each bracket fails once: linear overall).
        func fail() {
            guard live > 0 else { return }
            for index in stack.indices where stack[index].kind == .bracket { stack[index].factor = 0 }
            doubling = 0
            live = 0
        }
        var i = 0
        while i < n {
            result.steps &+= 1
            let weight = 1 << min(doubling, 40)
            let start = i
            let b = bytes[i]
            var cost = 0
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b < 0x20 || b == 0x7F {
                // Blank space and control bytes (trivia to the lexer; a control byte costs it about ten times more).
                while i < n, bytes[i] <= 0x20 || bytes[i] == 0x7F {
                    let c = bytes[i]
                    cost += (c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D) ? 1 : 16
                    i += 1
                }
            } else if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                while i < n, bytes[i] != 0x0A { i += 1 }
                cost = i - start
            } else if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                i += 2
                while i < n, !(bytes[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/")) { i += 1 }
                i = min(n, i + 2)
                cost = i - start
            } else if b == UInt8(ascii: "\"") || (b == UInt8(ascii: "#") && at(i + 1) == UInt8(ascii: "\"")) {
                i = skipString(bytes, from: i)
                cost = i - start
                fail()
                afterOperand = true
            } else if isNameByte(b) && !isDigit(b) {
                while i < n, isNameByte(bytes[i]) { i += 1 }
                cost = i - start
                afterOperand = true
            } else if isDigit(b) {
                while i < n, isNameByte(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
                cost = i - start
                // Only an inline array's count (`[3 of Int]`) continues a type.
                var k = i
                while k < n, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
                if !(at(k) == UInt8(ascii: "o") && at(k + 1) == UInt8(ascii: "f") && !isNameByte(at(k + 2))) { fail() }
                afterOperand = true
            } else {
                i += 1
                cost = 1
                var operand = false
                switch b {
                case UInt8(ascii: "["):
                    if afterOperand { fail() }
                    if doubling == 0 { chainStart = start }
                    stack.append(Open(kind: .bracket, factor: 2))
                    doubling += 1
                    live += 1
                case UInt8(ascii: "]"):
                    while let last = stack.last, last.kind != .bracket { stack.removeLast() }
                    if let last = stack.popLast(), last.factor > 0 {
                        live -= 1
                        if last.factor == 2 { doubling -= 1 }
                    }
                    operand = true
                case UInt8(ascii: "("):
                    stack.append(Open(kind: .parenthesis, factor: 0))
                case UInt8(ascii: ")"):
                    while let last = stack.last, last.kind == .angle { stack.removeLast() }
                    if stack.last?.kind == .parenthesis { stack.removeLast() }
                    operand = true
                case UInt8(ascii: "<"):
                    stack.append(Open(kind: .angle, factor: 0))
                case UInt8(ascii: ">"):
                    if stack.last?.kind == .angle { stack.removeLast() }
                    operand = true
                case UInt8(ascii: ","):
                    if stack.last.map({ $0.kind == .bracket }) ?? true { fail() }
                case UInt8(ascii: ":"):
                    if let last = stack.last, last.kind == .bracket, last.factor == 2 {
                        stack[stack.count - 1].factor = 1
                        doubling -= 1
                    }
                case UInt8(ascii: "-") where at(i) == UInt8(ascii: ">"):
                    i += 1  // `->` of a function type
                    cost = 2
                case UInt8(ascii: "."), UInt8(ascii: "&"), UInt8(ascii: "@"):
                    break
                case UInt8(ascii: "?"), UInt8(ascii: "!"):
                    operand = true
                default:
                    fail()
                }
                afterOperand = operand
            }
            result.work &+= cost &* weight
            if result.work > budget {
                result.excess = chainStart
                return result
            }
        }
        return result
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || isDigit(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80
    }

    /// The offset just past a string literal starting at `start` (raw, multi-line or not; an unterminated
    /// single-line string ends at its line).
    private static func skipString(_ bytes: [UInt8], from start: Int) -> Int {
        let n = bytes.count
        func at(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        var k = start
        var hashes = 0
        while at(k) == UInt8(ascii: "#") { hashes += 1; k += 1 }
        let multiline = at(k + 1) == UInt8(ascii: "\"") && at(k + 2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        k += quotes
        while k < n {
            let c = bytes[k]
            if c == 0x0A && !multiline { return k }
            if c == UInt8(ascii: "\\") && hashes == 0 {
                k += 2
                continue
            }
            if c == UInt8(ascii: "\"") {
                var closes = true
                for q in 0..<quotes where at(k + q) != UInt8(ascii: "\"") { closes = false }
                for h in 0..<hashes where at(k + quotes + h) != UInt8(ascii: "#") { closes = false }
                if closes { return k + quotes + hashes }
            }
            k += 1
        }
        return n
    }
}
