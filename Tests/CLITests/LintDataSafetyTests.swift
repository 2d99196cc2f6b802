import Foundation
import Testing

/// Nothing a user owns is lost by `lint --fix` and `--write-baseline` (issue 46): one test per case it found.
@Suite("lint data safety", .serialized)
struct LintDataSafetyTests {
    /// `glassEffect(isInteractive:)` with comments inside the argument list the fix rewrites.
    static let commented = """
        import SwiftUI
        struct Chip: View {
            var body: some View {
                Text("a").glassEffect(.regular, // keep this note
                    isInteractive: true)
                Text("b").glassEffect(.clear /* and this one */, isInteractive: true)
            }
        }
        """

    /// Every comment's text, in order, as the parser sees it.
    static func comments(_ text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = [rest.range(of: "//"), rest.range(of: "/*")].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let isLine = rest[start].hasPrefix("//")
            let tail = rest[start.lowerBound...]
            let end = isLine ? (tail.firstIndex(of: "\n") ?? tail.endIndex) : (tail.range(of: "*/")?.upperBound ?? tail.endIndex)
            found.append(String(rest[start.lowerBound..<end]))
            rest = rest[end...]
        }
        return found
    }

    @Test func fixKeepsCommentsParsesAndIsIdempotent() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Chip.swift", Self.commented)
        let first = try cli.run(["lint", "--fix"])
        let fixed = try cli.read("Chip.swift")
        #expect(first.stderr.contains("Chip.swift: fixed 2 nonexistent_glass_api"), "stderr: \(first.stderr)")
        #expect(fixed.contains(".interactive()"), "\(fixed)")
        // The comments are the original's, in the same order.
        #expect(Self.comments(fixed) == ["// keep this note", "/* and this one */"], "\(fixed)")
        // Re-lint: nothing left, and the file parses (no parse_error).
        let again = try cli.run(["lint"])
        #expect(again.status == 0 && !again.stdout.contains("parse_error"), "\(again.stdout)\n\(fixed)")
        let second = try cli.run(["lint", "--fix"])
        #expect(try cli.read("Chip.swift") == fixed)
        #expect(!second.stderr.contains("fixed"))
    }

    @Test func fixKeepsTheMeaningOfAnOperatorExpression() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        let chained = """
            import SwiftUI
            struct V: View {
                let custom: Glass??
                var body: some View { Text("a").glassEffect(custom??.regular, isInteractive: true) }
            }
            """
        try cli.write("V.swift", chained)
        try cli.write("W.swift", """
            import SwiftUI
            struct W: View {
                let custom: Glass?
                var body: some View { Text("a").glassEffect(custom ?? .regular, isInteractive: true) }
            }
            """)
        let result = try cli.run(["lint", "--fix"])
        // `custom??.regular` is an optional chain: `.interactive()` would join it, parentheses would change its
        // type; it is reported and not rewritten.
        #expect(try cli.read("V.swift") == chained)
        #expect(result.stdout.contains("V.swift:4:"), "stdout: \(result.stdout)")
        // `custom ?? .regular.interactive()` would make only the default interactive.
        #expect(try cli.read("W.swift").contains(".glassEffect((custom ?? .regular).interactive())"))
    }

    /// Five `glassEffect(isInteractive:)` calls, each in the first argument of the next: each fix's range holds
    /// the inner ones, so one level is fixed per round.
    @Test func fixOfNestedOverlappingFindingsIsIdempotent() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        var expression = "x"
        for _ in 0..<5 { expression = "v.glassEffect(\(expression), isInteractive: true)" }
        try cli.write("N.swift", "import SwiftUI\nlet n = \(expression)\n")
        let first = try cli.run(["lint", "--fix"])
        #expect(first.stderr.contains("fixed 5 nonexistent_glass_api"), "stderr: \(first.stderr)")
        let fixed = try cli.read("N.swift")
        #expect(!fixed.contains("isInteractive"), "\(fixed)")
        let second = try cli.run(["lint", "--fix"])
        #expect(try cli.read("N.swift") == fixed)
        #expect(!second.stderr.contains("fixed"), "stderr: \(second.stderr)")
    }

    /// The project's own `glassEffect(isEnabled:)` is declared in another file; the first round fixes something
    /// else in the file that uses it, and the next round must still see the declaration.
    @Test func laterRoundsSeeDeclarationsInFilesTheyDidNotChange() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Backport.swift", """
            import SwiftUI
            extension View {
                func glassEffect(isEnabled: Bool) -> some View { self }
            }
            """)
        let user = """
            import SwiftUI
            struct U: View {
                var on: Bool
                var body: some View {
                    VStack {
                        Text("a").glassEffect(isEnabled: on)
                        Button("b") {}.buttonStyle(.glass(.prominent))
                    }
                }
            }
            """
        try cli.write("User.swift", user)
        _ = try cli.run(["lint", "--fix", "Backport.swift", "User.swift"])
        let fixed = try cli.read("User.swift")
        #expect(fixed.contains(".buttonStyle(.glassProminent)"), "\(fixed)")
        #expect(fixed.contains("Text(\"a\").glassEffect(isEnabled: on)"), "\(fixed)")
    }

    @Test func fixWritesThroughASymbolicLinkAndKeepsIt() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("real/Badge.swift", LintFixAndProjectTests.broken)
        let link = cli.directory.appendingPathComponent("Badge.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/Badge.swift")
        _ = try cli.run(["lint", "--fix", "Badge.swift"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/Badge.swift")
        #expect(try cli.read("real/Badge.swift") == LintFixAndProjectTests.fixed)
    }

    @Test func fixKeepsTheModeAndRespectsReadOnlyFiles() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("A.swift", LintFixAndProjectTests.broken)
        try cli.write("B.swift", LintFixAndProjectTests.broken)
        let a = cli.directory.appendingPathComponent("A.swift").path
        let b = cli.directory.appendingPathComponent("B.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: a)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: b)
        let result = try cli.run(["lint", "--fix"])
        #expect(try cli.read("A.swift") == LintFixAndProjectTests.fixed)
        #expect((try FileManager.default.attributesOfItem(atPath: a)[.posixPermissions] as? Int) == 0o640)
        // Read-only: reported and left alone, even for root (who may write it).
        #expect(try cli.read("B.swift") == LintFixAndProjectTests.broken)
        #expect(result.stderr.contains("B.swift: not fixed: the file is read-only"), "stderr: \(result.stderr)")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: b)
    }

    @Test func fixNeverTakesOverAFileNamedLikeItsTemporary() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("F.swift", LintFixAndProjectTests.broken)
        // The name the fixer used to write through, fixed: it was overwritten, then renamed away.
        try cli.write(".F.swift.liquidglass-fix", "mine")
        _ = try cli.run(["lint", "--fix", "F.swift"])
        #expect(try cli.read(".F.swift.liquidglass-fix") == "mine")
        #expect(try cli.read("F.swift") == LintFixAndProjectTests.fixed)
        let left = try FileManager.default.contentsOfDirectory(atPath: cli.directory.path).sorted()
        #expect(left == [".F.swift.liquidglass-fix", "F.swift"])
    }

    @Test func writeBaselineNeverOverwritesTheConfigurationFoundOrTheBaselineRead() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("A.swift", LintSamples.warning)
        let configuration = "disabled_rules: [glass_modifier_order]\n"
        try cli.write(".liquidglass.yml", configuration)
        let onConfiguration = try cli.run(["lint", "--write-baseline", ".liquidglass.yml"])
        #expect(onConfiguration.status == 2)
        #expect(onConfiguration.stderr.contains("the configuration"), "stderr: \(onConfiguration.stderr)")
        #expect(try cli.read(".liquidglass.yml") == configuration)

        #expect(try cli.run(["lint", "--write-baseline", "b.json"]).status == 0)
        let baseline = try cli.read("b.json")
        let onBaseline = try cli.run(["lint", "--baseline", "b.json", "--write-baseline", "./b.json"])
        #expect(onBaseline.status == 2, "stderr: \(onBaseline.stderr)")
        #expect(try cli.read("b.json") == baseline)
    }

    /// A named pipe stands for a device (the same rule; replacing a real /dev/full as root is what happened):
    /// the baseline goes through it, and it stays a pipe.
    @Test func writeBaselineWritesThroughAPipeAndALink() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("A.swift", LintSamples.warning)
        try cli.write(".liquidglass.yml", LintSamples.optInConfiguration)
        let fifo = cli.directory.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try cli.run(["lint", "--write-baseline", "pipe", "A.swift"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = read(reader, &buffer, buffer.count)
        #expect(count > 0 && String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).contains("glass_on_content"))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)

        try cli.write("target/b.json", "[]\n")
        let link = cli.directory.appendingPathComponent("b.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target/b.json")
        #expect(try cli.run(["lint", "--write-baseline", "b.json", "A.swift"]).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target/b.json")
        #expect(try cli.read("target/b.json").contains("glass_on_content"))
    }

    @Test func configurationValuesAreValidatedWithTheirPlace() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("A.swift", LintSamples.warning)
        for value in ["-1", "0"] {
            try cli.write("c.yml", "too_many_glass_elements:\n  max_elements: \(value)\n")
            let result = try cli.run(["lint", "--config", "c.yml"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("c.yml:2:17: expected `too_many_glass_elements.max_elements` to be at least 1"),
                    "stderr: \(result.stderr)")
        }
        // A long key is quoted by its start only; a YAML error names its line and column, without the input.
        try cli.write("c.yml", "disabled_rules: []\n" + String(repeating: "k", count: 1_000) + ": 1\n")
        let long = try cli.run(["lint", "--config", "c.yml"])
        #expect(long.status == 2 && long.stderr.contains("c.yml:2:1: unknown key") && long.stderr.utf8.count < 400,
                "stderr: \(long.stderr.prefix(500))")
        // Over libyaml's 1,024-character key: a syntax error, at its place, without the key.
        try cli.write("c.yml", "disabled_rules: []\n" + String(repeating: "k", count: 100_000) + ": 1\n")
        let longer = try cli.run(["lint", "--config", "c.yml"])
        #expect(longer.status == 2 && longer.stderr.contains("c.yml:2:") && longer.stderr.utf8.count < 400,
                "stderr: \(longer.stderr.prefix(500))")
        try cli.write("c.yml", "disabled_rules: [a\n" + String(repeating: "x", count: 10_000) + "\n")
        let broken = try cli.run(["lint", "--config", "c.yml"])
        #expect(broken.status == 2 && broken.stderr.contains("c.yml:") && broken.stderr.utf8.count < 400,
                "stderr: \(broken.stderr.prefix(500))")
        // Deep nesting is refused before Yams recurses into it.
        try cli.write("c.yml", "included: " + String(repeating: "[", count: 100_000) + "\n")
        let deep = try cli.run(["lint", "--config", "c.yml"])
        #expect(deep.status == 2 && deep.stderr.contains("c.yml:1:") && deep.stderr.contains("nests more than"),
                "stderr: \(deep.stderr.prefix(500))")
    }

    @Test func aBaselineThatIsNotOneSaysWhatIsWrongInAFewWords() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("A.swift", LintSamples.warning)
        for (text, expected) in [("[{\"file\": \"A.swift\", \"rule\": \"x\"}]", "missing `line` at entry 1"),
                                 ("{\"a\": 1}", "a value of the wrong kind at the top level"),
                                 ("[1, 2", "not valid JSON")] {
            try cli.write("b.json", text)
            let result = try cli.run(["lint", "--baseline", "b.json"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("b.json: not a baseline (\(expected))"), "stderr: \(result.stderr)")
            #expect(!result.stderr.contains("DecodingError") && !result.stderr.contains("codingPath"))
        }
    }

    /// Over the time limit a file's findings are unknown: the run must fail, not pass with one warning.
    @Test func aFileOverTheTimeLimitFailsTheRun() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        var body = ""
        for k in 0..<3000 { body += "        Text(\"\(k)\").glassEffect(.regular, isEnabled: on)\n" }
        try cli.write("Big.swift", "import SwiftUI\nstruct Big: View {\n    var on: Bool\n    var body: some View {\n        VStack {\n\(body)        }\n    }\n}\n")
        try cli.write(".liquidglass.yml", "disabled_rules: [parse_error]\n")
        let result = try cli.run(["lint", "--file-time-limit", "0.001", "Big.swift"])
        #expect(result.status == 1, "stdout: \(result.stdout.prefix(400))")
        #expect(result.stdout.contains("error: Cannot lint: checking the file took over"), "stdout: \(result.stdout.prefix(400))")
    }

    @Test func deepInterpolationsAndGenericsAreRefusedBeforeTheParser() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        var interpolation = "x"
        for _ in 0..<2_000 { interpolation = "\"\\(\(interpolation))\"" }
        try cli.write("I.swift", "let s = \(interpolation)\n")
        var generic = "Int"
        for _ in 0..<50_000 { generic = "A<\(generic)>" }
        try cli.write("G.swift", "let g: \(generic)\n")
        // Neither file has a rule's vocabulary: only `all_files` sends them towards the parser, whose limits are tested.
        try cli.write("every-file.yml", "parse_error:\n  all_files: true\n")
        let result = try cli.run(["lint", "--config", "every-file.yml", "I.swift", "G.swift"])
        #expect(result.status == 0, "stderr: \(result.stderr.prefix(400))")
        #expect(result.stdout.contains("I.swift:1:") && result.stdout.contains("interpolations nest more than"),
                "stdout: \(result.stdout.prefix(600))")
        #expect(result.stdout.contains("G.swift:1:"), "stdout: \(result.stdout.prefix(600))")
    }
}
