import Foundation

/// Known findings to leave out of a report, so a project can adopt the linter and fail only on new findings.
///
/// A finding is matched by its file, its rule and the trimmed text of its line — not by line number, so
/// editing code above a known finding does not bring it back. Matching counts: a baseline entry absorbs one
/// finding, so a second identical line with the same problem is reported.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable {
        public let file: String
        public let rule: String
        public let line: String
    }

    public let entries: [Entry]

    public init(findings: [Finding]) {
        entries = findings.map { Entry(file: $0.file, rule: $0.rule, line: $0.lineText) }
            .sorted { ($0.file, $0.rule, $0.line) < ($1.file, $1.rule, $1.line) }
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// Reads a baseline written by ``write(to:)``.
    public static func read(from path: String) throws(ConfigurationError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, message: "cannot read the baseline file")
        }
        do {
            return Baseline(entries: try JSONDecoder().decode([Entry].self, from: data))
        } catch {
            throw ConfigurationError(
                file: path, message: "not a baseline (expected a JSON array of {\"file\", \"rule\", \"line\"}): \(error)")
        }
    }

    /// Writes the baseline as sorted, pretty-printed JSON.
    public func write(to path: String) throws(ConfigurationError) {
        do {
            let text = try JSONReporter.encode(entries) + "\n"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw ConfigurationError(file: path, message: "cannot write the baseline: \((error as? ReportEncodingError)?.message ?? FileWriteError.describe(error, writing: path))")
        }
    }

    /// The findings that are not in the baseline.
    public func filter(_ findings: [Finding]) -> [Finding] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return findings.filter { finding in
            let key = Entry(file: finding.file, rule: finding.rule, line: finding.lineText)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }
}
