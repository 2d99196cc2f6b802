/// The output formats of `liquidglass lint --reporter`.
public enum ReporterKind: String, Sendable, CaseIterable {
    /// `path:line:column: warning: message (rule_id)`, understood by Xcode and most editors.
    case xcode
    /// A JSON array of `{"file", "line", "column", "rule", "severity", "message"}`.
    case json
    /// SARIF 2.1.0, for GitHub code scanning.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…,line=…::…`), shown as annotations.
    case githubActions = "github-actions"

    /// Renders findings; `rules` are the rules that ran (SARIF lists them).
    public func report(_ findings: [Finding], rules: [RuleDescription]) throws(ReportEncodingError) -> String {
        switch self {
        case .xcode: XcodeReporter.report(findings)
        case .json: try JSONReporter.report(findings)
        case .sarif: try SARIFReporter.report(findings, rules: rules)
        case .githubActions: GitHubActionsReporter.report(findings)
        }
    }
}
