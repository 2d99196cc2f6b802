/// Everything that documents a rule: what it reports, why, how seriously, and examples that are its tests.
public struct RuleDescription: Sendable {
    /// Stable snake_case identifier used in configuration, disable comments and reports.
    public let identifier: String
    /// Human-readable name.
    public let name: String
    /// What the rule reports, citing the Liquid Glass design rule it enforces.
    public let description: String
    /// Why the design rule matters.
    public let rationale: String
    public let severity: Severity
    /// An opt-in rule runs only when listed under `opt_in_rules`.
    public let isOptIn: Bool
    /// Options accepted under the rule's key in `.liquidglass.yml` (besides `severity`).
    public let options: [OptionDescription]
    /// Code the rule must report, with `↓` at each expected position.
    public let triggeringExamples: [Example]
    /// Code the rule must not report.
    public let nonTriggeringExamples: [Example]

    public init(
        identifier: String, name: String, description: String, rationale: String,
        severity: Severity, isOptIn: Bool = false, options: [OptionDescription] = [],
        nonTriggeringExamples: [Example], triggeringExamples: [Example]
    ) {
        self.identifier = identifier
        self.name = name
        self.description = description
        self.rationale = rationale
        self.severity = severity
        self.isOptIn = isOptIn
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}
