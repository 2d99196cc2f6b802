/// `path:line:column: warning|error: message (rule_id)`, one finding per line.
public enum XcodeReporter {
    public static func report(_ findings: [Finding]) -> String {
        findings.map { finding in
            "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) (\(finding.rule))\n"
        }.joined()
    }
}
