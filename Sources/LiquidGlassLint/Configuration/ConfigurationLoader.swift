import Yams

/// Reads `.liquidglass.yml`:
///
/// ```yaml
/// included: [Sources]
/// excluded: ["**/Generated/**", Tests/Fixtures]
/// disabled_rules: [glass_on_content]
/// opt_in_rules: [multiple_prominent_glass]
/// deployment_target: "17.0"
/// nested_glass_container: error            # severity only
/// too_many_glass_elements:                 # severity and options
///   severity: warning
///   max_elements: 12
/// ```
///
/// Unknown keys, unknown rule identifiers, unknown options and values of the wrong kind are errors, so a typo
/// never silently turns a rule off.
public enum ConfigurationLoader {
    static let topLevelKeys: Set<String> = ["included", "excluded", "disabled_rules", "opt_in_rules", "deployment_target", "platforms"]

    /// Parses configuration text; `path` is used in error messages.
    public static func load(yaml: String, path: String, rules: [any Rule.Type] = RuleRegistry.all) throws(ConfigurationError)
        -> LintConfiguration
    {
        if let excess = ConfigurationLimits.firstExcess(in: yaml) {
            throw ConfigurationError(file: path, line: excess.line, column: excess.column, message: excess.message)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw ConfigurationLimits.syntaxError(error, path: path)
        } catch {
            throw ConfigurationError(file: path, line: 1, column: 1, message: "not valid YAML")
        }
        var configuration = LintConfiguration()
        guard let root else { return configuration }
        guard case .mapping(let mapping) = root else {
            throw failure(path, root, "expected a mapping of settings at the top level")
        }
        let descriptions = Dictionary(rules.map { ($0.description.identifier, $0.description) }) { first, _ in first }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw failure(path, keyNode, "expected a text key") }
            switch key {
            case "included":
                configuration.included = try strings(value, key, path)
            case "excluded":
                configuration.excluded = try strings(value, key, path)
            case "disabled_rules":
                configuration.disabledRules = Set(try ruleList(value, key, path, descriptions))
            case "opt_in_rules":
                let identifiers = try ruleList(value, key, path, descriptions)
                for identifier in identifiers where descriptions[identifier]?.isOptIn == false {
                    throw failure(path, value, "`\(clipped(identifier))` is not an opt-in rule (it runs by default)")
                }
                configuration.optInRules = Set(identifiers)
            case "deployment_target":
                guard case .scalar(let scalar) = value, let version = Version(parsing: scalar.string) else {
                    throw failure(path, value, "expected `deployment_target` to be an iOS version such as \"17.0\"")
                }
                configuration.deploymentTarget = version
            case "platforms":
                var platforms: Set<Platform> = []
                for name in try strings(value, key, path) {
                    guard let platform = Platform(name: name) else {
                        throw failure(
                            path, value,
                            "unknown platform `\(clipped(name))` in `platforms`; expected iOS, macOS, watchOS, tvOS or visionOS")
                    }
                    platforms.insert(platform)
                }
                configuration.platforms = platforms
            default:
                guard let description = descriptions[key] else {
                    throw failure(
                        path, keyNode,
                        "unknown key `\(clipped(key))`; expected one of \(topLevelKeys.sorted().joined(separator: ", ")) or a rule identifier")
                }
                configuration.ruleSettings[key] = try ruleSettings(value, description, path)
            }
        }
        return configuration
    }

    private static func ruleSettings(_ node: Node, _ description: RuleDescription, _ path: String) throws(ConfigurationError)
        -> RuleSettings
    {
        let rule = description.identifier
        if case .scalar(let scalar) = node {
            return RuleSettings(severity: try severity(scalar.string, node, rule, path))
        }
        guard case .mapping(let mapping) = node else {
            throw failure(path, node, "expected `\(rule)` to be a severity or a mapping of `severity` and options")
        }
        var settings = RuleSettings()
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw failure(path, keyNode, "expected a text key") }
            if key == "severity" {
                guard case .scalar(let scalar) = value else {
                    throw failure(path, value, "expected `severity` to be `warning` or `error`")
                }
                settings.severity = try severity(scalar.string, value, rule, path)
                continue
            }
            guard let option = description.options.first(where: { $0.name == key }) else {
                let known = (["severity"] + description.options.map(\.name)).joined(separator: ", ")
                throw failure(path, keyNode, "`\(rule)` has no option `\(clipped(key))`; expected one of \(known)")
            }
            settings.options[key] = try optionValue(value, like: option.defaultValue, "\(rule).\(key)", path)
        }
        return settings
    }

    private static func severity(_ text: String, _ node: Node, _ rule: String, _ path: String) throws(ConfigurationError)
        -> Severity
    {
        guard let severity = Severity(rawValue: text) else {
            throw failure(path, node, "expected the severity of `\(rule)` to be `warning` or `error`, not `\(clipped(text))`")
        }
        return severity
    }

    private static func optionValue(_ node: Node, like example: OptionValue, _ name: String, _ path: String)
        throws(ConfigurationError) -> OptionValue
    {
        switch example {
        case .int:
            // Every integer option is a count of something allowed (`max_elements`): 0 or less would report every
            // use, and the rule indexed its list at `max - 1` (a trap at -1).
            if let value = node.int, case .scalar = node {
                guard value >= 1 else { throw failure(path, node, "expected `\(name)` to be at least 1, not \(value)") }
                return .int(value)
            }
        case .bool:
            if let value = node.bool, case .scalar = node { return .bool(value) }
        case .string:
            if case .scalar(let scalar) = node { return .string(scalar.string) }
        case .strings:
            return .strings(try strings(node, name, path))
        }
        throw failure(path, node, "expected `\(name)` to be \(example.kind)")
    }

    private static func strings(_ node: Node, _ key: String, _ path: String) throws(ConfigurationError) -> [String] {
        switch node {
        case .scalar(let scalar):
            // A lone value where a list is expected is a mistake of kind, not a one-element list: it is how
            // `disabled_rules: some_rule` used to pass silently.
            throw failure(path, node, "expected `\(key)` to be a list of strings, such as [\(clipped(scalar.string))], not a single value")
        case .sequence(let sequence):
            var values: [String] = []
            for element in sequence {
                guard case .scalar(let scalar) = element else {
                    throw failure(path, element, "expected `\(key)` to be a list of strings")
                }
                values.append(scalar.string)
            }
            return values
        default:
            throw failure(path, node, "expected `\(key)` to be a list of strings")
        }
    }

    private static func ruleList(
        _ node: Node, _ key: String, _ path: String, _ descriptions: [String: RuleDescription]
    ) throws(ConfigurationError) -> [String] {
        let identifiers = try strings(node, key, path)
        for identifier in identifiers where descriptions[identifier] == nil {
            throw failure(path, node, "unknown rule `\(clipped(identifier))` in `\(key)` (see `liquidglass lint rules`)")
        }
        return identifiers
    }

    private static func failure(_ path: String, _ node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
    }

    /// A value of the user's quoted in a message: whole when short, else its start and its length (a 195 KB key
    /// was echoed whole).
    static func clipped(_ text: String) -> String {
        text.utf8.count <= 60 ? text : "\(text.prefix(40))… (\(text.utf8.count) bytes)"
    }
}
