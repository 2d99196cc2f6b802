@testable import LiquidGlassLint
import Foundation
import Testing

@Suite("Linter")
struct LinterTests {
    let nested = """
        GlassEffectContainer {
            GlassEffectContainer { Text("a").glassEffect() }
        }
        """

    @Test func findingsAreSortedByFileAndPositionWhateverTheInputOrder() {
        let sources = (0..<12).map { index in (path: "F\(11 - index).swift", text: nested + "\n" + nested) }
        let findings = Linter().lint(sources: sources)
        #expect(findings.count == 24)
        #expect(findings == findings.sorted(by: Finding.precedes))
        #expect(findings.first?.file == "F0.swift")
        #expect(Linter().lint(sources: sources.reversed()) == findings)
    }

    @Test func unparsableFileIsReportedOnceAndNotChecked() throws {
        let code = nested + "\nlet broken = (1, \n"
        let findings = Linter().lint(sources: [("Broken.swift", code)])
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.rule == "parse_error")
        #expect(finding.line == 4)
        #expect(finding.message.hasPrefix("File does not parse"))
    }

    @Test func lookAlikesAreResolvedAcrossFiles() {
        let helper = """
            struct GlassEffectContainer<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { content }
            }
            """
        let alone = Linter().lint(sources: [("Screen.swift", nested)])
        let withHelper = Linter().lint(sources: [("Screen.swift", nested), ("Compat.swift", helper)])
        let helperFirst = Linter().lint(sources: [("Compat.swift", helper), ("Screen.swift", nested)])
        #expect(alone.count == 1)
        #expect(withHelper.isEmpty)
        #expect(helperFirst.isEmpty)
    }

    @Test func lookupRecordsQuestionsAndChecksThemAgainstTheProject() {
        let local = SourceFile(path: "A.swift", text: "struct A {}").declarations
        let project = SourceFile(path: "B.swift", text: "struct A {}\nstruct GlassVariant {}").declarations
        let lookup = DeclarationLookup(local, recording: true)
        #expect(lookup.declaresType("A"))
        #expect(lookup.answersAgree(with: project))
        #expect(!lookup.declaresType("GlassVariant"))
        #expect(!lookup.answersAgree(with: project))
    }

    @Test func configurationSelectsRulesAndSeverity() {
        var configuration = LintConfiguration(disabledRules: ["nested_glass_container"])
        #expect(Linter(configuration: configuration).lint(sources: [("A.swift", nested)]).isEmpty)
        configuration = LintConfiguration(ruleSettings: ["nested_glass_container": RuleSettings(severity: .error)])
        let findings = Linter(configuration: configuration).lint(sources: [("A.swift", nested)])
        #expect(findings.map(\.severity) == [.error])
    }

    @Test func unreadableFilesAreReported() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lg-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("Binary.swift")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
        let missing = directory.appendingPathComponent("Missing.swift").path
        let findings = Linter().lint(files: [binary.path, missing])
        #expect(findings.map(\.rule) == ["parse_error", "parse_error"])
        #expect(findings.map(\.message).contains("Cannot lint: the file is not UTF-8 text"))
        #expect(findings.map(\.message).contains("Cannot lint: could not read the file"))
    }

    @Test func everyRegisteredIdentifierIsUnique() {
        #expect(Set(RuleRegistry.identifiers).count == RuleRegistry.identifiers.count)
    }
}
