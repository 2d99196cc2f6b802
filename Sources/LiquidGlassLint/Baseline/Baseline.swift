import Foundation
import LiquidGlassFiles

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
        let data = Data(try ConfigurationLimits.read(path, what: "baseline file").utf8)
        do {
            return Baseline(entries: try JSONDecoder().decode([Entry].self, from: data))
        } catch {
            throw ConfigurationError(
                file: path,
                message: "not a baseline (\(Self.describe(error))); expected a JSON array of {\"file\", \"rule\", \"line\"} "
                    + "as --write-baseline writes it")
        }
    }

    /// What is wrong with a baseline, in a few words: where (`entry 3, rule`) and what, never the decoder's dump
    /// (which quotes coding paths and debug descriptions).
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "cannot decode it" }
        func place(_ path: [any CodingKey]) -> String {
            let parts = path.map { $0.intValue.map { "entry \($0 + 1)" } ?? "`\($0.stringValue.prefix(40))`" }
            return parts.isEmpty ? "" : " at " + parts.joined(separator: ", ")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing `\(key.stringValue.prefix(40))`" + place(context.codingPath)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "a value of the wrong kind" + (context.codingPath.isEmpty ? " at the top level" : place(context.codingPath))
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "an unreadable value" + place(context.codingPath)
        @unknown default:
            return "cannot decode it"
        }
    }

    /// Writes the baseline as sorted, pretty-printed JSON, under the tools' output policy (``OutputPolicy``: a
    /// link is followed, a device or pipe written through, a regular file replaced whole).
    public func write(to path: String) throws(ConfigurationError) {
        let text: String
        do {
            text = try JSONReporter.encode(entries) + "\n"
        } catch {
            throw ConfigurationError(file: path, message: "cannot write the baseline: \(error.message)")
        }
        do {
            try OutputPolicy.write(Data(text.utf8), to: path)
        } catch {
            throw ConfigurationError(file: path, message: "cannot write the baseline: \(error.reason)")
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
