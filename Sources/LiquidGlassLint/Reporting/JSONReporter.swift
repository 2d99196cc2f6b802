import Foundation

/// A JSON array of findings: `[{"column": 9, "file": "A.swift", "line": 3, "message": "…", "rule": "…",
/// "severity": "warning"}]`, keys sorted so the output is stable.
public enum JSONReporter {
    struct Entry: Encodable {
        let file: String
        let line: Int
        let column: Int
        let rule: String
        let severity: String
        let message: String
    }

    public static func report(_ findings: [Finding]) -> String {
        let entries = findings.map {
            Entry(file: $0.file, line: $0.line, column: $0.column, rule: $0.rule, severity: $0.severity.rawValue, message: $0.message)
        }
        return encode(entries) + "\n"
    }

    /// Pretty, key-sorted JSON without escaped slashes.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        guard let data = try? encoder.encode(value) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
