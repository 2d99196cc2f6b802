import Foundation
import SwiftParser
import SwiftSyntax

/// Applies the fixes of findings to files, SwiftLint-style: in place, atomically (a temporary file renamed over
/// the original), only when the rewritten file still parses, and again until nothing is left to fix (so a
/// second run changes nothing).
public struct Fixer: Sendable {
    /// What happened to one file.
    public struct Result: Sendable, Hashable {
        public let file: String
        /// Findings fixed, by rule, over all rounds.
        public let fixed: [String: Int]
        /// Set when the fixes were not written: the rewrite did not parse, or the file could not be written.
        public let skipped: String?
    }

    public let linter: Linter
    /// Rounds of lint-and-fix at most (a fix can uncover another finding on the same code).
    public var maxRounds = 4

    public init(linter: Linter) {
        self.linter = linter
    }

    /// Applies `fixes` to `text`, the later ranges first; overlapping fixes after the first are left for the
    /// next round. `nil` when the result does not parse.
    public static func apply(_ fixes: [Fix], to text: String) -> (text: String, applied: [Fix])? {
        var bytes = Array(text.utf8)
        var applied: [Fix] = []
        var lowerBound = Int.max
        for fix in fixes.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            guard fix.end <= lowerBound, fix.start <= fix.end, fix.end <= bytes.count else { continue }
            bytes.replaceSubrange(fix.start..<fix.end, with: Array(fix.replacement.utf8))
            lowerBound = fix.start
            applied.append(fix)
        }
        let result = String(decoding: bytes, as: UTF8.self)
        guard SyntaxErrorFinder.firstError(in: Parser.parse(source: result)) == nil else { return nil }
        return (result, applied)
    }

    /// Lints `files`, applies every fix and writes the files back; returns one result per changed or skipped
    /// file, sorted by path.
    public func fix(files: [String]) -> [Result] {
        var fixed: [String: [String: Int]] = [:]
        var skipped: [String: String] = [:]
        var pending = files
        for _ in 0..<maxRounds where !pending.isEmpty {
            let findings = linter.lint(files: pending).filter { $0.fix != nil && skipped[$0.file] == nil }
            let byFile = Dictionary(grouping: findings, by: \.file)
            pending = []
            for (path, fileFindings) in byFile.sorted(by: { $0.key < $1.key }) {
                guard let data = FileManager.default.contents(atPath: path),
                    let text = String(validating: data, as: UTF8.self)
                else {
                    skipped[path] = "could not read the file"
                    continue
                }
                guard let (rewritten, applied) = Self.apply(fileFindings.compactMap(\.fix), to: text) else {
                    skipped[path] = "the fixed code would not parse; nothing was changed"
                    continue
                }
                guard rewritten != text else { continue }
                do {
                    try Self.writeAtomically(rewritten, to: path)
                } catch {
                    skipped[path] = "could not write the file: \(FileWriteError.describe(error, writing: path))"
                    continue
                }
                for finding in fileFindings where applied.contains(finding.fix!) {
                    fixed[path, default: [:]][finding.rule, default: 0] += 1
                }
                pending.append(path)
            }
        }
        let paths = Set(fixed.keys).union(skipped.keys).sorted()
        return paths.map { Result(file: $0, fixed: fixed[$0] ?? [:], skipped: skipped[$0]) }
    }

    /// Writes to a temporary file next to `path` and renames it over `path`, keeping the file's permissions.
    static func writeAtomically(_ text: String, to path: String) throws {
        let manager = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).liquidglass-fix"
        let attributes = try? manager.attributesOfItem(atPath: path)
        guard manager.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        if let permissions = attributes?[.posixPermissions] {
            try? manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
        }
        if rename(temporary, path) != 0 {
            try? manager.removeItem(atPath: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
