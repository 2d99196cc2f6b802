/// A path pattern from `included` / `excluded`: `*` matches within one path component, `**` across
/// components, `?` one character. A pattern without wildcards matches that path and everything under it.
public struct Glob: Sendable, Hashable {
    public let pattern: String

    public init(_ pattern: String) {
        var cleaned = pattern
        while cleaned.hasPrefix("./") { cleaned.removeFirst(2) }
        while cleaned.hasSuffix("/") && cleaned.count > 1 { cleaned.removeLast() }
        self.pattern = cleaned
    }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let hasWildcard = pattern.contains { $0 == "*" || $0 == "?" }
        if !hasWildcard {
            return path == pattern || path.hasPrefix(pattern + "/")
        }
        // A wildcard pattern also matches what is under a matching directory.
        let target = Array(path.utf8)
        let glob = Array(pattern.utf8)
        if Self.match(glob[...], target[...]) { return true }
        var index = target.count
        while let slash = target[..<index].lastIndex(of: UInt8(ascii: "/")) {
            if Self.match(glob[...], target[..<slash]) { return true }
            index = slash
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        if first == star {
            let isDouble = pattern.dropFirst().first == star
            if isDouble {
                var rest = pattern.dropFirst(2)
                // `**/` may also match nothing.
                if rest.first == slash {
                    rest = rest.dropFirst()
                    if match(rest, text) { return true }
                }
                var remaining = text
                while true {
                    if match(rest, remaining) { return true }
                    guard !remaining.isEmpty else { return false }
                    remaining = remaining.dropFirst()
                }
            }
            var remaining = text
            while true {
                if match(pattern.dropFirst(), remaining) { return true }
                guard let next = remaining.first, next != slash else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let character = text.first else { return false }
        if first == UInt8(ascii: "?") ? character != slash : character == first {
            return match(pattern.dropFirst(), text.dropFirst())
        }
        return false
    }
}
