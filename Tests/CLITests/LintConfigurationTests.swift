import Foundation
import Testing

/// `.liquidglass.yml`, `--config`, Package.swift deployment target, and baselines, end to end.
@Suite("lint configuration and baseline", .serialized)
struct LintConfigurationTests {
    @Test func disabledRulesAndSeverityOverrides() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Banner.swift", LintSamples.error)
        try cli.write("Inbox.swift", LintSamples.warning)
        try cli.write(".liquidglass.yml", "disabled_rules: [nonexistent_glass_api]\nopt_in_rules: [glass_on_content]\nglass_on_content: error\n")
        let result = try cli.run(["lint"])
        #expect(result.status == 1)
        #expect(result.stdout == "Inbox.swift:4:42: error: Glass on a row of scrolling content (in `List`); keep glass on the navigation layer above the content (glass_on_content)\n")
    }

    @Test func explicitConfigAndExcludedGlobs() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Sources/Banner.swift", LintSamples.error)
        try cli.write("Sources/Generated/Banner.swift", LintSamples.error)
        try cli.write("Tests/Banner.swift", LintSamples.error)
        try cli.write("ci/lint.yml", "included: [Sources]\nexcluded: [\"**/Generated/**\"]\n")
        let result = try cli.run(["lint", "--config", "ci/lint.yml", "--reporter", "json"])
        #expect(result.status == 1)
        let files = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            .compactMap { $0["file"] as? String }
        #expect(files == ["Sources/Banner.swift"])
    }

    @Test(arguments: [
        ("disabled_rules: [no_such_rule]\n", ".liquidglass.yml:1:"),
        ("too_many_glass_elements:\n  max_elements: many\n", ".liquidglass.yml:2:17: expected `too_many_glass_elements.max_elements` to be an integer"),
        ("colour: blue\n", ".liquidglass.yml:1:1: unknown key `colour`"),
        ("nested_glass_container: fatal\n", "`warning` or `error`"),
        ("deployment_target: seventeen\n", "deployment_target"),
        ("included: [\n", "not valid YAML"),
    ])
    func badConfigurationExitsTwoNamingThePlace(yaml: String, expected: String) throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Plain.swift", LintSamples.clean)
        try cli.write(".liquidglass.yml", yaml)
        let result = try cli.run(["lint"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "stderr: \(result.stderr)")
    }

    @Test func deploymentTargetComesFromPackageSwiftUnlessConfigured() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Sources/App/Badge.swift", "let badge = Text(\"1\").glassEffect()\n")
        try cli.write(
            "Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v17), .macOS(.v14)])\n")
        // missing_glass_availability is opt-in since the fifth held-back reading (RulePrecision).
        try cli.write(".liquidglass.yml", "opt_in_rules: [missing_glass_availability]\n")
        let fromManifest = try cli.run(["lint"])
        #expect(fromManifest.status == 0)
        #expect(fromManifest.stdout.contains("Badge.swift:1:22: warning: `glassEffect` needs iOS 26 but the deployment target is iOS 17"))
        try cli.write(".liquidglass.yml", "opt_in_rules: [missing_glass_availability]\ndeployment_target: \"26.0\"\n")
        let configured = try cli.run(["lint"])
        #expect(configured.stdout.isEmpty)
    }

    @Test func baselineMatchesByLineTextNotLineNumber() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Banner.swift", LintSamples.error)
        let written = try cli.run(["lint", "--write-baseline", "baseline.json"])
        #expect(written.status == 1)
        let baseline = try cli.read("baseline.json")
        #expect(baseline.contains("\"rule\" : \"nonexistent_glass_api\""))
        #expect(baseline.contains("Text(\\\"Hi\\\").glassEffect(.regular, isEnabled: shows)"))

        // Known finding, moved down by new lines: still absorbed by the baseline.
        try cli.write("Banner.swift", "// A comment\n// Another\n" + LintSamples.error)
        let moved = try cli.run(["lint", "--baseline", "baseline.json"])
        #expect(moved.status == 0)
        #expect(moved.stdout.isEmpty)

        // A new finding is reported; the known one is not.
        try cli.write("Banner.swift", LintSamples.error + "\nlet extra = Text(\"B\").glassEffect(isInteractive: true)\n")
        let added = try cli.run(["lint", "--baseline", "baseline.json"])
        #expect(added.status == 1)
        let lines = added.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("isInteractive") == true)
    }

    @Test func malformedBaselineIsAConfigurationError() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Plain.swift", LintSamples.clean)
        try cli.write("baseline.json", "{\"not\": \"a baseline\"}")
        let result = try cli.run(["lint", "--baseline", "baseline.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("baseline.json: not a baseline"))
    }
}
