import ArgumentParser
import LiquidGlassLint

/// `liquidglass lint rules`: list the rules with their descriptions.
struct LintRulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List the rules: identifier, default severity, opt-in, description.")

    @Flag(help: "Also print each rule's rationale and options.")
    var verbose = false

    func run() {
        for rule in RuleRegistry.all {
            let description = rule.description
            let kind = description.isOptIn ? "\(description.severity.rawValue), opt-in" : description.severity.rawValue
            print("\(description.identifier) (\(kind)): \(description.name)")
            print("    " + description.description.replacingOccurrences(of: "\n", with: " "))
            if verbose {
                print("    Why: " + description.rationale.replacingOccurrences(of: "\n", with: " "))
                for option in description.options {
                    print("    Option `\(option.name)` (default \(option.defaultValue)): \(option.summary)")
                }
            }
        }
    }
}
