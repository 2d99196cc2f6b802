import Foundation
@testable import LiquidGlassLint
import LiquidGlassFiles
import SwiftParser
import SwiftSyntax
import Testing

/// The lint side of issue 46: the output policy, the fixer's comment and meaning guarantees, the scans that bound
/// nesting before the parser, and the configuration's values.
@Suite("data safety")
struct DataSafetyTests {
    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lg-policy-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A file changed since it was read (an editor's save during `--fix`) is never replaced.
    @Test func aFileChangedSinceItWasReadIsNotReplaced() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/E.swift"
        try "let a = 2 // saved by the editor\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: OutputPolicy.Failure.self) {
            try OutputPolicy.write(Data("let b = 1\n".utf8), to: path, expecting: Data("let a = 1\n".utf8))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let a = 2 // saved by the editor\n")
        try OutputPolicy.write(Data("let b = 1\n".utf8), to: path, expecting: Data("let a = 2 // saved by the editor\n".utf8))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let b = 1\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["E.swift"])
    }

    @Test func outputsAreComparedAsFilesNotAsText() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "x".write(toFile: folder + "/a.yml", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "a.yml")
        try FileManager.default.createSymbolicLink(atPath: folder + "/dir", withDestinationPath: folder)
        #expect(OutputPolicy.sameFile(folder + "/link.json", folder + "/a.yml"))
        #expect(OutputPolicy.sameFile(folder + "/dir/a.yml", folder + "/./a.yml"))
        // Not there yet: by the path with its links resolved.
        #expect(OutputPolicy.sameFile(folder + "/dir/new.json", folder + "/new.json"))
        #expect(!OutputPolicy.sameFile(folder + "/new.json", folder + "/a.yml"))
    }

    @Test func readOnlyFoldersAndSlashedPathsAreRefused() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/r.json"
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        #expect(throws: OutputPolicy.Failure.self) { try OutputPolicy.write(Data("new".utf8), to: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(throws: OutputPolicy.Failure.self) { try OutputPolicy.write(Data("new".utf8), to: folder) }
        #expect(throws: OutputPolicy.Failure.self) { try OutputPolicy.write(Data("new".utf8), to: folder + "/o.json/") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/o.json"))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    }

    /// Every comment's text, as the parser sees it, sorted.
    static func comments(_ text: String) -> [String] {
        Fixer.comments(in: Parser.parse(source: text)).map(\.text).sorted()
    }

    /// Fixes built from a call's arguments drop what lies between them; the fixer puts the comments back after
    /// the rewrite, and the result parses. Expected texts by hand.
    @Test func commentsInsideARewrittenRangeAreKept() throws {
        let source = "let v = t.glassEffect(.regular, // note\n    isInteractive: true)\n"
        let start = try #require(source.utf8.firstIndex(of: UInt8(ascii: "(")))
        let open = source.utf8.distance(from: source.utf8.startIndex, to: start) + 1
        let close = source.utf8.count - 2
        let result = try #require(Fixer.apply([Fix(start: open, end: close, replacement: ".regular.interactive()")], to: source))
        #expect(result.text == "let v = t.glassEffect(.regular.interactive() // note\n)\n")
        #expect(Self.comments(result.text) == Self.comments(source))

        let block = "let v = t.glassEffect(.clear /* why */, isInteractive: true)\n"
        let blockClose = block.utf8.count - 2
        let fixed = try #require(Fixer.apply([Fix(start: open, end: blockClose, replacement: ".clear.interactive()")], to: block))
        #expect(fixed.text == "let v = t.glassEffect(.clear.interactive() /* why */)\n")
    }

    @Test func nestingScansFindTheFirstLevelOverTheLimit() {
        var generic = "Int"
        for _ in 0..<1_200 { generic = "A<\(generic)>" }
        // `let g: ` is 7 columns; the first `<` is at 9, the 1,001st at 9 + 2 · 1,000.
        #expect(GenericNesting.firstExcess(in: "let g: \(generic)\n").map { [$0.line, $0.column] } == [1, 9 + 2 * 1_000])
        // Comparisons inside calls end with them; spaced ones do not count.
        let comparisons = String(repeating: "XCTAssert(a<b)\n", count: 2_000) + String(repeating: "let c = a < b\n", count: 2_000)
        #expect(GenericNesting.firstExcess(in: comparisons) == nil)

        var interpolation = "x"
        for _ in 0..<20 { interpolation = "\"\\(\(interpolation))\"" }
        // `let s = ` is 8 columns; each level opens with `"\(`, so the 17th string starts at 9 + 3 · 16.
        #expect(InterpolationNesting.firstExcess(in: "let s = \(interpolation)\n").map { [$0.line, $0.column] } == [1, 9 + 3 * 16])
        let flat = String(repeating: "let s = \"\\(a) and \\(b) \\(\"c\")\"\n", count: 100)
        #expect(InterpolationNesting.firstExcess(in: flat) == nil)
    }

    @Test(arguments: ["-1", "0"])
    func countOptionsAreAtLeastOne(value: String) {
        do {
            _ = try ConfigurationLoader.load(yaml: "too_many_glass_elements:\n  max_elements: \(value)\n", path: "c.yml")
            Issue.record("max_elements: \(value) was accepted")
        } catch {
            #expect(error.description == "c.yml:2:17: expected `too_many_glass_elements.max_elements` to be at least 1, not \(value)")
        }
    }

    /// The fuzz target's property (fuzz/Sources/FuzzLintFix) over every rule example that has a fix, each also with
    /// a block comment and a line comment after every comma (inside the argument lists the fixes rewrite): fixes
    /// applied round after round give code that parses, keeps every comment, and never comes back to an earlier
    /// text; after the rounds no fix is left.
    @Test func fixesKeepCommentsAndConvergeOnCommentedExamples() throws {
        let linter = Linter(configuration: LintConfiguration(onlyRules: Set(RuleRegistry.identifiers)))
        var inputs: [String] = []
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples where example.fixed != nil {
                let source = example.source
                inputs.append(source)
                inputs.append(source.replacingOccurrences(of: ",", with: ", /* c */"))
                inputs.append(source.replacingOccurrences(of: ",", with: ", // c\n"))
                inputs.append(source.replacingOccurrences(of: "(", with: "( /* open */"))
            }
        }
        var fixed = 0
        for input in inputs {
            let comments = Self.comments(input)
            var text = input
            var seen: Set<String> = [input]
            for _ in 0..<16 {
                let fixes = linter.lint(sources: [("E.swift", text)]).compactMap(\.fix)
                guard !fixes.isEmpty, let (next, _) = Fixer.apply(fixes, to: text), next != text else { break }
                #expect(SyntaxErrorFinder.firstError(in: Parser.parse(source: next)) == nil, "\(next)")
                #expect(Self.comments(next) == comments, "\(input)\n→\n\(next)")
                #expect(seen.insert(next).inserted, "a cycle of fixes: \(next)")
                text = next
                fixed += 1
            }
            let left = linter.lint(sources: [("E.swift", text)]).compactMap(\.fix)
            #expect(left.isEmpty || Fixer.apply(left, to: text) == nil, "fixes left after the rounds in\n\(text)")
        }
        // Every example with `fixed:` is fixed at least once (the commented variants may be refused).
        #expect(fixed >= inputs.count / 4)
    }
}
