import Foundation
import SwiftParser

/// The baseline the linter is measured against: reading and parsing files with swift-syntax, on all cores,
/// with nothing else.
public enum ParseBenchmark {
    /// Parses every file and returns the number of tokens seen (so the work cannot be optimised away).
    public static func parse(files: [String]) -> Int {
        files.parallelMap { path -> Int in
            guard let data = FileManager.default.contents(atPath: path) else { return 0 }
            let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
            return tree.totalLength.utf8Length
        }.reduce(0, +)
    }

    /// Parses and indexes every file (the linter's shared walk, without rules); returns how many files call
    /// `glassEffect`.
    public static func index(files: [String]) -> Int {
        files.parallelMap { path -> Int in
            guard let data = FileManager.default.contents(atPath: path) else { return 0 }
            return SourceFile(path: path, text: String(decoding: data, as: UTF8.self)).hasCalls("glassEffect") ? 1 : 0
        }.reduce(0, +)
    }
}
