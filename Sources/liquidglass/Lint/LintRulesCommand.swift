import ArgumentParser
import LiquidGlassLint

/// `liquidglass lint rules`: list the rules with their descriptions.
struct LintRulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules: identifier, default severity, opt-in, measured precision, description.")

    @Flag(help: "Also print each rule's rationale and options.")
    var verbose = false

    func run() {
        for rule in RuleRegistry.all {
            let description = rule.description
            let kind = description.isOptIn ? "\(description.severity.rawValue), opt-in" : description.severity.rawValue
            print("\(description.identifier) (\(kind)): \(description.name)")
            print("    " + Self.precisionLine(description.identifier))
            print("    " + description.description.replacingOccurrences(of: "\n", with: " "))
            if verbose {
                print("    Why: " + description.rationale.replacingOccurrences(of: "\n", with: " "))
                for option in description.options {
                    print("    Option `\(option.name)` (default \(option.defaultValue)): \(option.summary)")
                }
            }
        }
    }

    /// "Precision on unseen code: 93 % (13 worth acting on, 1 not, 2 debatable) on …".
    static func precisionLine(_ identifier: String) -> String {
        guard let measured = RulePrecision.of(identifier) else {
            return "Precision on unseen code: no finding on \(RulePrecision.corpus)"
        }
        let counts = "\(measured.worth) worth acting on, \(measured.notWorth) not, \(measured.debatable) debatable"
        guard let precision = measured.precision else {
            return "Precision on unseen code: not measured (\(counts)) on \(RulePrecision.corpus)"
        }
        return "Precision on unseen code: \(Int((precision * 100).rounded())) % (\(counts)) on \(RulePrecision.corpus)"
    }
}
