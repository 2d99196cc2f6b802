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
    /// The lowest iOS version the code supports; `nil` when unknown. Wins over what projects say.
    public var deploymentTarget: Version?
    /// The platforms the code is built for (`platforms:`); `nil`: read from the projects and folder names.
    public var platforms: Set<Platform>?
    /// What the `Package.swift` manifests and Xcode projects in the tree say, per directory.
    public var layout: ProjectLayout
    /// Per-file budgets (size, nesting depth, time); see docs/LIMITS.md.
    public var limits: LintLimits = .default
    /// Parse only the files that can matter to a rule (``Prefilter``); `false` parses every file. The findings are
    /// the same either way, except `parse_error` on files no rule needs, reported only with `parse_error`'s
    /// `all_files` option (docs/LINT.md, "Which files are parsed").
    public var prefilter = true

    public init(
        included: [String] = [], excluded: [String] = [], disabledRules: Set<String> = [],
        optInRules: Set<String> = [], onlyRules: Set<String>? = nil, ruleSettings: [String: RuleSettings] = [:],
        deploymentTarget: Version? = nil, platforms: Set<Platform>? = nil, layout: ProjectLayout = ProjectLayout()
    ) {
        self.platforms = platforms
        self.layout = layout
        self.included = included
        self.excluded = excluded
        self.disabledRules = disabledRules
        self.optInRules = optInRules
        self.onlyRules = onlyRules
        self.ruleSettings = ruleSettings
        self.deploymentTarget = deploymentTarget
    }

    /// The platforms and iOS deployment target of one file: the configuration's keys, else the project that
    /// holds the file, else (platforms only) its folder names (`WatchApp/`, `… Watch Extension/`, `visionOS/`).
    public func settings(forFile path: String) -> TargetSettings {
        var settings = layout.settings(for: path) ?? TargetSettings()
        if let platforms {
            settings.platforms = platforms
        } else if let folder = FilePlatform.platform(ofPath: path) {
            settings.platforms = [folder]
        }
        if let deploymentTarget { settings.iOSDeploymentTarget = deploymentTarget }
        if !settings.platforms.isEmpty, !settings.platforms.contains(.iOS) { settings.iOSDeploymentTarget = nil }
        return settings
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
