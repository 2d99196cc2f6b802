import Foundation
import SwiftParser

/// The baseline the linter is measured against: reading and parsing files with swift-syntax, on all cores,
/// with nothing else.
///
/// Both baselines run on the linter's own worker pool (``BudgetedWork``), so that they differ from linting only in
/// the work done per file. On `DispatchQueue.concurrentPerform` the parse-only baseline spent half its time in the
/// kernel: the calling thread's share of the files allocated from glibc's main heap, which grew and shrank with
/// every tree (`brk`, and a TLB shootdown on the other core each time) — parsing alone measured slower than parsing
/// and indexing (1.49 s against 0.84 s, 200k lines).
public enum ParseBenchmark {
    /// Parses every file and returns the number of bytes parsed (so the work cannot be optimised away).
    ///
    /// It parses the way ``SourceFile`` does, from the text's UTF-8 buffer, so that the two differ only in the
    /// work done per file. (Through `Parser.parse(source: String)` the baseline spent half its time in the kernel:
    /// parsing alone measured slower than parsing and indexing, and the lint/parse ratio looked better than it was.)
    public static func parse(files: [String]) -> Int {
        onWorkers(files) { path -> Int in
            guard let data = FileManager.default.contents(atPath: path) else { return 0 }
            var text = String(decoding: data, as: UTF8.self)
            let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: LintLimits.parserNestingLevel) }
            return tree.totalLength.utf8Length
        }
    }

    /// Parses and indexes every file (the linter's shared walk, without rules); returns how many files call
    /// `glassEffect`.
    public static func index(files: [String]) -> Int {
        onWorkers(files) { path -> Int in
            guard let data = FileManager.default.contents(atPath: path) else { return 0 }
            return SourceFile(path: path, text: String(decoding: data, as: UTF8.self)).hasCalls("glassEffect") ? 1 : 0
        }
    }

    private static func onWorkers(_ files: [String], _ work: @escaping @Sendable (String) -> Int) -> Int {
        BudgetedWork.map(files, seconds: .infinity, stackBytes: LintLimits.default.stackBytes, work)
            .reduce(0) { $0 + ($1 ?? 0) }
    }
}
