import Foundation
import SwiftParser
import SwiftSyntax
import LiquidGlassFiles

/// Applies the fixes of findings to files, SwiftLint-style, in place and again until nothing is left to fix (so a
/// second run changes nothing).
///
/// What it promises about the user's files (each a test in Tests/CLITests/LintFixSafetyTests.swift):
/// - a fix is applied to the very text the linter read, and written only if the file still holds that text
///   (an editor's save or a checkout during the run is never overwritten with offsets from the old text);
/// - every comment of the file is kept: a comment inside a rewritten range that the rewrite does not carry is put
///   back after it, and a rewrite that would still lose one is not written;
/// - the rewritten file must parse; every round re-lints the whole tree, so a declaration in a file that was not
///   changed is seen by the next round as by the first;
/// - files are written under ``OutputPolicy``: a symbolic link keeps pointing to the fixed file, the mode and
///   owner are kept, a read-only file is reported and left alone, the temporary name is unique.
public struct Fixer: Sendable {
    /// What happened to one file.
    public struct Result: Sendable, Hashable {
        public let file: String
        /// Findings fixed, by rule, over all rounds.
        public let fixed: [String: Int]
        /// Set when fixes were not written: the rewrite did not parse or would drop a comment, the file could not
        /// be written, changed while the run read it, or still had fixes after the last round.
        public let skipped: String?
    }

    /// The results per file and the findings of the last lint (after every fix).
    public struct Outcome: Sendable {
        public let results: [Result]
        public let findings: [Finding]
    }

    public let linter: Linter
    /// Rounds of lint-and-fix at most. One round applies the innermost of nested fixes (an outer fix's text was
    /// made from the inner code as it was), so each level of nesting takes a round.
    public var maxRounds = 16

    public init(linter: Linter) {
        self.linter = linter
    }

    /// Applies `fixes` to `text`, the later ranges first; overlapping fixes after the first are left for the
    /// next round. `nil` when the result does not parse or would lose a comment.
    public static func apply(_ fixes: [Fix], to text: String) -> (text: String, applied: [Fix])? {
        try? applyOrExplain(fixes, to: text).get()
    }

    /// Why a set of fixes cannot be written.
    struct Refusal: Error, Equatable {
        let reason: String
    }

    static func applyOrExplain(_ fixes: [Fix], to text: String) -> Swift.Result<(text: String, applied: [Fix]), Refusal> {
        var bytes = Array(text.utf8)
        let comments = Self.comments(in: parse(text))
        var applied: [Fix] = []
        var lowerBound = Int.max
        for fix in fixes.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
            guard fix.end <= lowerBound, fix.start <= fix.end, fix.end <= bytes.count else { continue }
            let replacement = keepingComments(fix, comments.filter { $0.start >= fix.start && $0.end <= fix.end }, bytes)
            bytes.replaceSubrange(fix.start..<fix.end, with: Array(replacement.utf8))
            lowerBound = fix.start
            applied.append(fix)
        }
        let result = String(decoding: bytes, as: UTF8.self)
        let tree = parse(result)
        guard SyntaxErrorFinder.firstError(in: tree) == nil else {
            return .failure(Refusal(reason: "the fixed code would not parse; nothing was changed"))
        }
        guard Self.comments(in: tree).map(\.text).sorted() == comments.map(\.text).sorted() else {
            return .failure(Refusal(reason: "the fix would drop a comment; nothing was changed"))
        }
        return .success((result, applied))
    }

    /// Parsed as the linter parses (its nesting limit, which the debug parser's default of 20 would not match).
    private static func parse(_ text: String) -> SourceFileSyntax {
        var text = text
        return text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: LintLimits.parserNestingLevel) }
    }

    /// `fix`'s replacement with the comments of the replaced range it does not carry put back after it: a line
    /// comment then ends the line, and the code after it goes on the next line at the fix's indentation.
    private static func keepingComments(_ fix: Fix, _ inside: [Comment], _ bytes: [UInt8]) -> String {
        var replacement = fix.replacement
        var unmatched = Substring(fix.replacement)
        var lineComment = false
        for comment in inside {
            if let range = unmatched.range(of: comment.text) {
                unmatched.removeSubrange(range)
                continue
            }
            if lineComment { replacement += "\n" + indentation(at: fix.start, bytes) }
            replacement += (replacement.last.map { $0 == " " || $0 == "\n" } ?? true ? "" : " ") + comment.text
            lineComment = comment.isLine
        }
        if lineComment { replacement += "\n" + indentation(at: fix.start, bytes) }
        return replacement
    }

    private static func indentation(at offset: Int, _ bytes: [UInt8]) -> String {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    struct Comment {
        let start: Int
        let end: Int
        let text: String
        var isLine: Bool { text.hasPrefix("//") }
    }

    /// Every comment of a tree with its UTF-8 range, in order.
    static func comments(in tree: SourceFileSyntax) -> [Comment] {
        var comments: [Comment] = []
        func collect(_ trivia: Trivia, from start: Int) {
            var offset = start
            for piece in trivia {
                let length = piece.sourceLength.utf8Length
                switch piece {
                case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                    comments.append(Comment(start: offset, end: offset + length, text: text))
                default: break
                }
                offset += length
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            collect(token.leadingTrivia, from: token.position.utf8Offset)
            collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return comments
    }

    /// Lints `files`, applies every fix and writes the files back; returns one result per changed or skipped
    /// file, sorted by path.
    public func fix(files: [String]) -> [Result] {
        fixAndLint(files: files).results
    }

    /// ``fix(files:)``, and the findings of the last round's lint, which saw every file as it was left.
    public func fixAndLint(files: [String]) -> Outcome {
        var fixed: [String: [String: Int]] = [:]
        var skipped: [String: String] = [:]
        var (findings, texts) = linter.lintKeepingText(files: files)
        var rounds = 0
        while true {
            let fixable = findings.filter { $0.fix != nil && skipped[$0.file] == nil }
            guard !fixable.isEmpty else { break }
            guard rounds < maxRounds else {
                for file in Set(fixable.map(\.file)) {
                    skipped[file] = "fixes still apply after \(maxRounds) rounds (fixes nested that deep); run --fix again"
                }
                break
            }
            rounds += 1
            var written: Set<OutputPolicy.Identity> = []
            var changed = false
            for (path, fileFindings) in Dictionary(grouping: fixable, by: \.file).sorted(by: { $0.key < $1.key }) {
                guard let text = texts[path] else {
                    skipped[path] = "could not read the file"
                    continue
                }
                // A file reached by two paths (a link and its target) is fixed once a round, through the first.
                if let identity = OutputPolicy.identity(of: path) {
                    guard written.insert(identity).inserted else { continue }
                }
                let rewritten: String, applied: [Fix]
                switch Self.applyOrExplain(fileFindings.compactMap(\.fix), to: text) {
                case .failure(let refusal):
                    skipped[path] = refusal.reason
                    continue
                case .success(let result): (rewritten, applied) = result
                }
                guard rewritten != text else { continue }
                do {
                    try OutputPolicy.write(Data(rewritten.utf8), to: path, expecting: Data(text.utf8))
                } catch {
                    skipped[path] = error.reason
                    continue
                }
                changed = true
                for finding in fileFindings where applied.contains(finding.fix!) {
                    fixed[path, default: [:]][finding.rule, default: 0] += 1
                }
            }
            guard changed else { break }
            (findings, texts) = linter.lintKeepingText(files: files)
        }
        let paths = Set(fixed.keys).union(skipped.keys).sorted()
        return Outcome(results: paths.map { Result(file: $0, fixed: fixed[$0] ?? [:], skipped: skipped[$0]) },
                       findings: findings)
    }
}
