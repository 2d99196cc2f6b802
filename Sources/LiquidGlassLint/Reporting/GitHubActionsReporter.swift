/// GitHub Actions workflow commands, which the runner turns into annotations on the pull request:
/// `::warning file=Sources/A.swift,line=3,col=9,title=glass_on_content::Glass on a row …`.
public enum GitHubActionsReporter {
    public static func report(_ findings: [Finding]) -> String {
        findings.map { finding in
            let properties = [
                "file=\(escapeProperty(finding.file))", "line=\(finding.line)", "col=\(finding.column)",
                "title=\(escapeProperty(finding.rule))",
            ].joined(separator: ",")
            return "::\(finding.severity.rawValue) \(properties)::\(escapeData(finding.message) + " (\(finding.rule))")\n"
        }.joined()
    }

    /// Escapes a command's message as the runner expects.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value, where `:` and `,` are separators too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
