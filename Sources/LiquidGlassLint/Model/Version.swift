/// A platform version such as `17`, `17.4` or `26.0.1`, compared component by component.
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let components: [Int]

    /// Parses `"17"`, `"17.4"`, `"v17"`, `"v17_4"`; `nil` for anything else.
    public init?(parsing text: String) {
        var body = Substring(text.trimmingWhitespace())
        if body.first == "v" { body = body.dropFirst() }
        let parts = body.split(separator: body.contains("_") ? "_" : ".", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }
        guard !parts.isEmpty, numbers.count == parts.count, parts.count <= 3, numbers.allSatisfy({ $0 >= 0 })
        else { return nil }
        components = numbers
    }

    public init(_ components: Int...) {
        self.components = components
    }

    /// A version from its numeric components (`[26, 0]` is 26.0).
    public init(components: [Int]) {
        self.components = components
    }

    /// For literals in examples and tests; an invalid literal is a programming error and becomes version 0.
    public init(stringLiteral value: String) {
        self = Version(parsing: value) ?? Version(0)
    }

    public var major: Int { components.first ?? 0 }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    public static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    public var description: String { components.map(String.init).joined(separator: ".") }

    /// The first iOS release with Liquid Glass.
    public static let liquidGlass = Version(26)
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks (ASCII only: this runs for every finding,
    /// and `Character.isWhitespace` showed in profiles).
    func trimmingWhitespace() -> String {
        let bytes = utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == bytes.startIndex, bytes.index(after: last) == bytes.endIndex { return self }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
