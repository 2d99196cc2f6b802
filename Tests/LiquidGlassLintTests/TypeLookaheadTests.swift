@testable import LiquidGlassLint
import Testing

/// The scan that bounds swift-syntax's type lookahead on nested square brackets before parsing (the fuzz
/// artifact `FuzzLintFix-timeout-b59601c6`: 154 bytes that took 2.35 s of CPU to lint in a debug build).
@Suite("type lookahead")
struct TypeLookaheadTests {
    /// The fuzz artifact, byte for byte: `enum E= {|||||||t|t)`, `#if ||||`, four control bytes, 14 `[`, 102 bytes
    /// of NUL and SOH, `)`, `M}`.
    static let artifact: [UInt8] = Array("enum E= {|||||||t|t)\n#if ||||".utf8) + [0x01, 0x00, 0x00, 0x02]
        + Array(repeating: UInt8(ascii: "["), count: 14) + Array(repeating: 0, count: 98) + [0x01, 0, 0, 0]
        + Array(")\nM}\n".utf8)

    @Test func theFuzzArtifactIsRefusedBeforeParsing() throws {
        #expect(Self.artifact.count == 154)
        let text = try #require(String(validating: Self.artifact, as: UTF8.self))
        // Line 2: `#if ||||` (8 bytes) and 4 control bytes before the first `[`.
        #expect(TypeLookahead.firstExcess(in: text).map { [$0.line, $0.column] } == [2, 13])
        // The artifact has no rule's vocabulary: only `all_files` makes the linter look at it at all.
        let everyFile = LintConfiguration(
            onlyRules: ["parse_error"], ruleSettings: ["parse_error": RuleSettings(options: ["all_files": .bool(true)])])
        let findings = Linter(configuration: everyFile).lint(sources: [("f.swift", text)])
        #expect(findings.map { "\($0.line):\($0.column) \($0.rule)" } == ["2:13 parse_error"])
        #expect(findings.first?.message.contains("square brackets nest here") == true)
    }

    /// The parser's work on a bracket chain doubles per level and is multiplied by the text each attempt re-reads;
    /// the estimate grows the same way, and the file is refused whatever the size of what follows the chain.
    @Test func aChainIsRefusedWhateverFollowsIt() {
        // Nothing after the chain: 2^14 short steps, cheap for the parser too (12 levels lint in 0.04 s, debug).
        #expect(TypeLookahead.firstExcess(in: String(repeating: "[", count: 14) + "\n") == nil)
        for trailing in [1_000, 10_000, 100_000] {
            let chain = String(repeating: "[", count: 14) + String(repeating: " ", count: trailing) + "\n"
            let estimate = TypeLookahead.estimate(Array(chain.utf8))
            #expect(estimate.excess == 0, "14 levels and \(trailing) spaces")
            // The scan itself: one step per bracket and per run of blank space.
            #expect(estimate.steps <= 14 + 2)
        }
        // Four levels are far under the budget (real files: at most 1.62 × their size).
        let shallow = Array(("let grid: [[[[Int]]]] = [[[[1]]]]" + String(repeating: " ", count: 1_000) + "\n").utf8)
        let work = TypeLookahead.estimate(shallow)
        #expect(work.excess == nil)
        #expect(work.work <= 16 * shallow.count)
    }

    /// Work counted on a file of n copies of the same code is n times the work on one copy, and so are the scan's
    /// steps: linear in the input.
    @Test func workIsLinearInTheInput() {
        let unit = """
            let table: [String: [Int]] = ["a": [1, 2], "b": [3]]
            let grid: [[Double]] = [[0, 1], [2, 3]]
            let cell = grid[0][1] // [[ in a comment ]]
            let json = ["data": ["items": [["id": 1, "tags": ["x", "y"]]]]]

            """
        let one = TypeLookahead.estimate(Array(unit.utf8))
        #expect(one.excess == nil)
        for copies in [2, 16, 256] {
            let many = TypeLookahead.estimate(Array(String(repeating: unit, count: copies).utf8))
            #expect(many.work == copies * one.work, "\(copies) copies")
            #expect(many.steps == copies * one.steps, "\(copies) copies")
            #expect(many.excess == nil)
        }
    }

    /// Deep dictionary literals with literal keys (RevenueCat's JSON fixtures nest 11 levels) and dictionary
    /// types stop the lookahead at their first key: never refused.
    @Test func deepDictionariesAreNotRefused() {
        var json = "1"
        for level in 0..<15 { json = "[\"k\(level)\": \(json)]" }
        #expect(TypeLookahead.firstExcess(in: "let fixture = \(json)\n") == nil)
        var type = "Int"
        for _ in 0..<15 { type = "[Key: \(type)]" }
        #expect(TypeLookahead.firstExcess(in: "let index: \(type) = [:]\n") == nil)
        // A subscript chain is not a type either.
        #expect(TypeLookahead.firstExcess(in: "let v = a[b[c[d[e[f[g[h[i[j[k[l[m[n[0]]]]]]]]]]]]]]\n") == nil)
    }
}
