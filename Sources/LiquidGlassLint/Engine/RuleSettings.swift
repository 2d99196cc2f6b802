/// A rule's configured severity and options (from its key in `.liquidglass.yml`).
public struct RuleSettings: Sendable, Hashable {
    /// Overrides the rule's default severity.
    public var severity: Severity?
    /// Overrides the rule's default options.
    public var options: [String: OptionValue]

    public init(severity: Severity? = nil, options: [String: OptionValue] = [:]) {
        self.severity = severity
        self.options = options
    }
}
