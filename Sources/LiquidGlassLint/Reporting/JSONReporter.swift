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

    public static func report(_ findings: [Finding]) throws(ReportEncodingError) -> String {
        let entries = findings.map {
            Entry(file: $0.file, line: $0.line, column: $0.column, rule: $0.rule, severity: $0.severity.rawValue, message: $0.message)
        }
        return try encode(entries) + "\n"
    }

    /// Pretty, key-sorted JSON without escaped slashes.
    /// An encoding failure is thrown, never replaced by an empty report (which a baseline would then record).
    static func encode(_ value: some Encodable) throws(ReportEncodingError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw ReportEncodingError(message: "cannot encode the findings as JSON: \(error)")
        }
    }
}
