/// How serious a finding is. `error` fails the lint run; `warning` fails it only under `--strict`.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
