import Foundation
import Testing

/// `liquidglass lint` end to end: exit codes, output, configuration.
@Suite("lint command", .serialized)
struct LintCommandTests {
    @Test func cleanCodeExitsZeroWithNoOutput() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Sources/Plain.swift", LintSamples.clean)
        let result = try cli.run(["lint"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Linted 1 file: 0 errors, 0 warnings"))
    }

    @Test func errorsExitOneInXcodeFormat() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Sources/Banner.swift", LintSamples.error)
        try cli.write("Sources/Inbox.swift", LintSamples.warning)
        try cli.write(".liquidglass.yml", LintSamples.optInConfiguration)
        let result = try cli.run(["lint", "Sources"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("Sources/Banner.swift:4:42: error: `glassEffect` has no `isEnabled:` parameter"))
        #expect(lines[0].hasSuffix("(nonexistent_glass_api)"))
        #expect(lines[1].hasPrefix("Sources/Inbox.swift:4:42: warning: Glass on a row of scrolling content"))
        #expect(lines[1].hasSuffix("(glass_on_content)"))
    }

    @Test func warningsExitZeroUnlessStrict() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Inbox.swift", LintSamples.warning)
        try cli.write(".liquidglass.yml", LintSamples.optInConfiguration)
        #expect(try cli.run(["lint"]).status == 0)
        let strict = try cli.run(["lint", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains(": error: Glass on a row"))
    }

    @Test(arguments: [
        ["lint", "--no-such-option"], ["lint", "--reporter", "html"], ["lint", "Missing"], ["lint", "--config", "nope.yml"],
        ["lint", "--baseline", "absent.json"], ["lint", "--reporter"],
    ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Plain.swift", LintSamples.clean)
        let result = try cli.run(arguments)
        #expect(result.status == 2)
        #expect(!result.stderr.isEmpty)
        #expect(result.stdout.isEmpty)
    }

    @Test func helpExitsZero() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        let result = try cli.run(["lint", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--write-baseline FILE"))
    }

    @Test func unparsableFileIsReportedAndOthersAreStillLinted() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Broken.swift", "struct Broken: View {\n    var body: some View { Text(\"a\").glassEffect(\n")
        // No rule's vocabulary: not parsed by default (the compiler reports it), reported with `all_files`.
        try cli.write("Model.swift", "struct Model {\n    let pair = (1,\n")
        try cli.write("every-file.yml", "parse_error:\n  all_files: true\n")
        try cli.write("Banner.swift", LintSamples.error)
        let result = try cli.run(["lint"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Banner.swift:4:42: error:"))
        #expect(result.stdout.contains("Broken.swift:"))
        #expect(result.stdout.contains("warning: File does not parse"))
        #expect(!result.stdout.contains("Model.swift"), "\(result.stdout)")
        let everyFile = try cli.run(["lint", "--config", "every-file.yml"])
        #expect(everyFile.stdout.contains("Model.swift:"), "\(everyFile.stdout)")
        #expect(everyFile.stdout.contains("Broken.swift:") && everyFile.stdout.contains("Banner.swift:4:42: error:"))
    }

    /// A folder named like a Swift file is searched, not read as one (it was a parse error in anytype-swift).
    @Test func aFolderNamedLikeASwiftFileIsSearchedNotLinted() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Sources/Widgets.swift/Banner.swift", LintSamples.error)
        let result = try cli.run(["lint", "--reporter", "json"])
        #expect(result.status == 1)
        let files = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            .map { "\($0["file"] ?? "")|\($0["rule"] ?? "")" }
        #expect(files == ["Sources/Widgets.swift/Banner.swift|nonexistent_glass_api"])
    }

    @Test func outputIsDeterministic() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        for index in 0..<40 {
            try cli.write("Feature\(index % 7)/File\(index).swift", index % 2 == 0 ? LintSamples.warning : LintSamples.error)
        }
        try cli.write(".liquidglass.yml", LintSamples.optInConfiguration)
        let first = try cli.run(["lint", "--reporter", "json"])
        let second = try cli.run(["lint", "--reporter", "json"])
        #expect(first.status == 1)
        #expect(first.stdout == second.stdout)
        let paths = first.stdout.split(separator: "\n").filter { $0.contains("\"file\"") }
        #expect(paths.count == 40)
        #expect(paths == paths.sorted())
    }

    @Test func rulesSubcommandListsEveryRule() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        let result = try cli.run(["lint", "rules"])
        #expect(result.status == 0)
        for identifier in [
            "nonexistent_glass_api", "glass_on_content", "nested_glass_container", "glass_on_glass", "ungrouped_glass",
            "missing_glass_availability", "too_many_glass_elements", "parse_error",
        ] {
            #expect(result.stdout.contains("\(identifier) ("), "missing \(identifier)")
        }
        #expect(result.stdout.contains("nonexistent_glass_api (error): Nonexistent Glass API"))
    }
}
