/// A rule option's value as written in `.liquidglass.yml`.
public enum OptionValue: Sendable, Hashable, CustomStringConvertible {
    case int(Int)
    case bool(Bool)
    case string(String)
    case strings([String])

    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        case .strings(let values): "[" + values.joined(separator: ", ") + "]"
        }
    }

    /// The value's kind with its article, for error messages ("an integer").
    public var kind: String {
        switch self {
        case .int: "an integer"
        case .bool: "a boolean"
        case .string: "a string"
        case .strings: "a list of strings"
        }
    }
}

/// An option a rule accepts in `.liquidglass.yml`, with its default.
public struct OptionDescription: Sendable {
    public let name: String
    public let defaultValue: OptionValue
    public let summary: String

    public init(_ name: String, default defaultValue: OptionValue, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
