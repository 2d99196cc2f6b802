/// Which rules run and how: the contents of `.liquidglass.yml`, or built in code.
public struct LintConfiguration: Sendable {
    /// Glob patterns of paths to lint (relative to the configuration's directory); empty: everything given.
    public var included: [String]
    /// Glob patterns of paths to skip.
    public var excluded: [String]
    /// Rules that do not run.
    public var disabledRules: Set<String>
    /// Opt-in rules that run.
    public var optInRules: Set<String>
    /// When set, exactly these rules run (disabled and opt-in lists are ignored). Used to test one rule.
    public var onlyRules: Set<String>?
    /// Per-rule severity and options.
    public var ruleSettings: [String: RuleSettings]
    /// The lowest iOS version the code supports; `nil` when unknown.
    public var deploymentTarget: Version?
    /// Per-file budgets (size, nesting depth, time); see docs/LIMITS.md.
    public var limits: LintLimits = .default

    public init(
        included: [String] = [], excluded: [String] = [], disabledRules: Set<String> = [],
        optInRules: Set<String> = [], onlyRules: Set<String>? = nil, ruleSettings: [String: RuleSettings] = [:],
        deploymentTarget: Version? = nil
    ) {
        self.included = included
        self.excluded = excluded
        self.disabledRules = disabledRules
        self.optInRules = optInRules
        self.onlyRules = onlyRules
        self.ruleSettings = ruleSettings
        self.deploymentTarget = deploymentTarget
    }

    /// Whether a rule runs under this configuration.
    public func isEnabled(_ description: RuleDescription) -> Bool {
        if let onlyRules { return onlyRules.contains(description.identifier) }
        if disabledRules.contains(description.identifier) { return false }
        return !description.isOptIn || optInRules.contains(description.identifier)
    }

    /// The severity a rule reports with.
    public func severity(of description: RuleDescription) -> Severity {
        ruleSettings[description.identifier]?.severity ?? description.severity
    }

    /// A rule's options: its defaults, overridden by the configured values.
    public func options(of description: RuleDescription) -> [String: OptionValue] {
        var options: [String: OptionValue] = [:]
        for option in description.options { options[option.name] = option.defaultValue }
        for (name, value) in ruleSettings[description.identifier]?.options ?? [:] { options[name] = value }
        return options
    }
}
