/// A path pattern from `included` / `excluded`: `*` matches within one path component, `**` across
/// components (`**/` also matches no directory at all), `?` one character. A pattern without wildcards matches
/// that path and everything under it; so does a pattern with wildcards that matches a directory of the path.
///
/// Matching runs the pattern as a set of states over the path, one byte at a time, so it takes at most
/// (pattern length × path length) steps whatever the pattern: a `**` pattern cannot backtrack exponentially,
/// and a run of stars counts as one.
public struct Glob: Sendable, Hashable {
    public let pattern: String

    private enum Token: Hashable {
        case literal(UInt8)
        /// `?`: one byte other than `/`.
        case one
        /// `*`: any bytes other than `/`.
        case star
        /// `**`: any bytes.
        case globstar
        /// The entry of `**/`, which is `(.*/)?`: matches nothing and leads both into the globstar and the `/`
        /// after it (`.optional`, `.globstar`, `.literal("/")`) and past them. Only the entry may skip: once the
        /// globstar has consumed a byte, the `/` is required.
        case optional
    }

    private let tokens: [Token]

    public init(_ pattern: String) {
        var cleaned = pattern
        while cleaned.hasPrefix("./") { cleaned.removeFirst(2) }
        while cleaned.hasSuffix("/") && cleaned.count > 1 { cleaned.removeLast() }
        self.pattern = cleaned
        self.tokens = Self.compile(Array(cleaned.utf8))
    }

    public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }
    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    private static func compile(_ bytes: [UInt8]) -> [Token] {
        let star = UInt8(ascii: "*")
        let slash = UInt8(ascii: "/")
        var tokens: [Token] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == star {
                var end = index
                while end < bytes.count && bytes[end] == star { end += 1 }
                if end - index >= 2 {
                    if end < bytes.count && bytes[end] == slash { tokens.append(.optional) }
                    tokens.append(.globstar)
                } else if case .some(.globstar) = tokens.last {
                    // `***`-like runs after a globstar add nothing.
                } else {
                    tokens.append(.star)
                }
                index = end
                continue
            }
            tokens.append(byte == UInt8(ascii: "?") ? .one : .literal(byte))
            index += 1
        }
        return tokens
    }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let hasWildcard = tokens.contains { if case .literal = $0 { return false } else { return true } }
        if !hasWildcard {
            return path == pattern || path.hasPrefix(pattern + "/")
        }
        let slash = UInt8(ascii: "/")
        let end = tokens.count
        var current = [Bool](repeating: false, count: end + 1)
        var next = current
        current[0] = true
        close(&current)
        for byte in path.utf8 {
            // The pattern matched a directory of the path: everything under it matches too.
            if byte == slash && current[end] { return true }
            for index in next.indices { next[index] = false }
            var any = false
            for index in 0..<end where current[index] {
                switch tokens[index] {
                case .literal(let expected):
                    if byte == expected { next[index + 1] = true; any = true }
                case .one:
                    if byte != slash { next[index + 1] = true; any = true }
                case .star:
                    if byte != slash { next[index] = true; any = true }
                case .globstar:
                    next[index] = true
                    any = true
                case .optional:
                    break
                }
            }
            guard any else { return false }
            close(&next)
            swap(&current, &next)
        }
        return current[end]
    }

    /// Adds the states reachable without consuming a byte (a star or globstar matching nothing).
    private func close(_ states: inout [Bool]) {
        // Tokens only ever move forward, so one pass in order reaches every state.
        for index in 0..<tokens.count where states[index] {
            switch tokens[index] {
            case .star:
                states[index + 1] = true
            case .globstar:
                states[index + 1] = true
            case .optional:
                states[index + 1] = true
                states[index + 3] = true
            default:
                break
            }
        }
    }
}
