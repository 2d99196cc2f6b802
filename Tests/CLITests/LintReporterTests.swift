import Foundation
import Testing

/// The shapes of `--reporter json|sarif|github-actions`.
@Suite("lint reporters", .serialized)
struct LintReporterTests {
    func project() throws -> LintCLI {
        let cli = try LintCLI()
        try cli.write("App/Banner.swift", LintSamples.error)
        try cli.write("App/My Inbox.swift", LintSamples.warning)
        try cli.write(".liquidglass.yml", LintSamples.optInConfiguration)
        return cli
    }

    @Test func jsonIsAnArrayOfFindings() throws {
        let cli = try project()
        defer { cli.cleanUp() }
        let result = try cli.run(["lint", "--reporter", "json"])
        #expect(result.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        for finding in array {
            #expect(Set(finding.keys) == ["file", "line", "column", "rule", "severity", "message"])
        }
        #expect(array[0]["file"] as? String == "App/Banner.swift")
        #expect(array[0]["line"] as? Int == 4)
        #expect(array[0]["column"] as? Int == 42)
        #expect(array[0]["rule"] as? String == "nonexistent_glass_api")
        #expect(array[0]["severity"] as? String == "error")
        #expect(array[1]["rule"] as? String == "glass_on_content")
    }

    @Test func jsonOfNoFindingsIsAnEmptyArray() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Plain.swift", LintSamples.clean)
        let result = try cli.run(["lint", "--reporter", "json"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any])
        #expect(array.isEmpty)
    }

    @Test func sarifHasWhatCodeScanningNeeds() throws {
        let cli = try project()
        defer { cli.cleanUp() }
        let result = try cli.run(["lint", "--reporter", "sarif"])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "liquidglass-lint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.contains("nonexistent_glass_api") && ids.contains("glass_on_content"))
        #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for entry in results {
            let ruleId = try #require(entry["ruleId"] as? String)
            let index = try #require(entry["ruleIndex"] as? Int)
            #expect(ids[index] == ruleId)
            #expect(["error", "warning"].contains(entry["level"] as? String ?? ""))
            #expect((entry["message"] as? [String: Any])?["text"] is String)
            let location = try #require((entry["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.hasPrefix("/") && !uri.hasPrefix("./") && !uri.contains(" "))
            let region = try #require(location["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == 4)
            #expect(region["startColumn"] as? Int == 42)
        }
        let uris = results.compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"] as? String
        }
        #expect(uris == ["App/Banner.swift", "App/My%20Inbox.swift"])
    }

    @Test func githubActionsPrintsWorkflowCommands() throws {
        let cli = try project()
        defer { cli.cleanUp() }
        let result = try cli.run(["lint", "--reporter", "github-actions"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("::error file=App/Banner.swift,line=4,col=42,title=nonexistent_glass_api::"))
        #expect(lines[1].hasPrefix("::warning file=App/My Inbox.swift,line=4,col=42,title=glass_on_content::Glass on a row"))
    }
}
