/// A reported finding: one line of lint output.
public struct Finding: Sendable, Hashable {
    /// The file's path as given to the linter (relative paths stay relative).
    public let file: String
    /// 1-based line.
    public let line: Int
    /// 1-based column, counted in UTF-8 bytes like the Swift compiler does.
    public let column: Int
    /// The rule identifier (`parse_error` for a file that could not be parsed).
    public let rule: String
    public let severity: Severity
    public let message: String
    /// The text of the reported line, trimmed: what a baseline matches findings by.
    public let lineText: String
    /// The rewrite that fixes it, if the rule knows one.
    public let fix: Fix?

    public init(
        file: String, line: Int, column: Int, rule: String, severity: Severity, message: String, lineText: String = "",
        fix: Fix? = nil
    ) {
        self.fix = fix
        self.file = file
        self.line = line
        self.column = column
        self.rule = rule
        self.severity = severity
        self.message = message
        self.lineText = lineText
    }

    /// The same finding with another severity (`--strict` reports warnings as errors).
    public func with(severity: Severity) -> Finding {
        Finding(
            file: file, line: line, column: column, rule: rule, severity: severity, message: message, lineText: lineText,
            fix: fix)
    }

    /// The order of the output: by file, then position, then rule.
    static func precedes(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
