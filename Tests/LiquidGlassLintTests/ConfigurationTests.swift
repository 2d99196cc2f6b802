@testable import LiquidGlassLint
import Testing

@Suite("Configuration")
struct ConfigurationTests {
    @Test(arguments: [
        ("Sources", "Sources/App/A.swift", true),
        ("Sources", "SourcesExtra/A.swift", false),
        ("**/Generated/**", "Sources/Generated/A.swift", true),
        ("**/Generated/**", "Generated/A.swift", true),
        ("*.swift", "A.swift", true),
        ("*.swift", "Sources/A.swift", false),
        ("Sources/*/View?.swift", "Sources/App/View1.swift", true),
        ("Sources/*/View?.swift", "Sources/App/Deep/View1.swift", false),
        ("./Tests/", "Tests/Fixtures/B.swift", true),
    ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches)
    }

    @Test(arguments: [
        ("platforms: [.iOS(.v17), .macOS(.v14)]", Version(17)),
        ("platforms: [.macOS(.v15), .iOS(.v16_4)]", Version(16, 4)),
        ("platforms: [.iOS(\"18.2\")]", Version(18, 2)),
        ("platforms: [.macOS(.v14)]", nil),
    ])
    func manifestDeploymentTarget(platforms: String, expected: Version?) {
        let manifest = "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"A\", \(platforms))\n"
        #expect(PackageManifest.iOSDeploymentTarget(manifest: manifest) == expected)
    }

    @Test func loaderReadsEverySetting() throws {
        let yaml = """
            included: [Sources]
            excluded: ["Sources/Generated"]
            disabled_rules: [glass_modifier_order]
            deployment_target: 17.4
            nested_glass_container: error
            too_many_glass_elements:
              severity: warning
              max_elements: 8
            """
        let configuration = try ConfigurationLoader.load(yaml: yaml, path: "c.yml")
        #expect(configuration.included == ["Sources"])
        #expect(configuration.excluded == ["Sources/Generated"])
        #expect(configuration.disabledRules == ["glass_modifier_order"])
        #expect(configuration.deploymentTarget == Version(17, 4))
        #expect(configuration.ruleSettings["nested_glass_container"]?.severity == .error)
        let tooMany = try #require(RuleRegistry.rule("too_many_glass_elements")?.description)
        #expect(configuration.options(of: tooMany)["max_elements"] == .int(8))
        #expect(!configuration.isEnabled(try #require(RuleRegistry.rule("glass_modifier_order")?.description)))
    }

    /// `parse_error: {all_files: true}` (docs/LINT.md, "`parse_error` only where the rules read") is read as a boolean
    /// option; its default is `false`; another kind of value is a configuration error.
    @Test func parseErrorAllFilesIsABooleanOption() throws {
        let parseError = try #require(RuleRegistry.rule("parse_error")?.description)
        let on = try ConfigurationLoader.load(yaml: "parse_error:\n  all_files: true\n", path: "c.yml")
        #expect(on.options(of: parseError)["all_files"] == .bool(true))
        #expect(LintConfiguration().options(of: parseError)["all_files"] == .bool(false))
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.load(yaml: "parse_error:\n  all_files: 3\n", path: "c.yml")
        }
    }

    @Test func emptyConfigurationIsTheDefault() throws {
        let configuration = try ConfigurationLoader.load(yaml: "", path: "c.yml")
        #expect(configuration.disabledRules.isEmpty && configuration.deploymentTarget == nil)
    }

    @Test func optInListRejectsDefaultRules() {
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.load(yaml: "opt_in_rules: [glass_fighting_modifier]", path: "c.yml")
        }
    }

    @Test func sarifURIsAreRelativeAndEncoded() {
        #expect(SARIFReporter.uri("./Sources/My View.swift") == "Sources/My%20View.swift")
        #expect(SARIFReporter.uri("Sources/Caf\u{E9}.swift") == "Sources/Caf%C3%A9.swift")
        #expect(SARIFReporter.uri("/work/app/Sources/A.swift", base: "/work/app") == "Sources/A.swift")
        #expect(SARIFReporter.uri("/elsewhere/A.swift", base: "/work/app") == "/elsewhere/A.swift")
    }

    @Test func githubActionsEscaping() {
        #expect(GitHubActionsReporter.escapeData("50% done\nnext") == "50%25 done%0Anext")
        #expect(GitHubActionsReporter.escapeProperty("a:b,c") == "a%3Ab%2Cc")
    }
}
