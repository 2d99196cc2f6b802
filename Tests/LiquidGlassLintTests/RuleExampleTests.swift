import LiquidGlassLint
import Testing

/// The shared runner: every registered rule's examples are its tests.
@Suite("Rule examples")
struct RuleExampleTests {
    static let identifiers = RuleRegistry.identifiers

    static func description(_ identifier: String) -> RuleDescription? {
        RuleRegistry.rule(identifier)?.description
    }

    @Test("Each rule is documented and has examples of both kinds", arguments: identifiers)
    func documented(_ identifier: String) throws {
        let description = try #require(Self.description(identifier))
        #expect(!description.name.isEmpty)
        #expect(description.description.count > 40)
        #expect(description.rationale.count > 40)
        #expect(!description.triggeringExamples.isEmpty)
        #expect(!description.nonTriggeringExamples.isEmpty)
        #expect(identifier.allSatisfy { $0.isLowercase || $0 == "_" })
        for example in description.nonTriggeringExamples {
            #expect(ExampleHarness.markers(in: example.code).isEmpty, "marker in non-triggering example at \(example.file):\(example.line)")
        }
    }

    @Test("Non-triggering examples produce no finding", arguments: identifiers)
    func nonTriggering(_ identifier: String) throws {
        let description = try #require(Self.description(identifier))
        for example in description.nonTriggeringExamples {
            let findings = ExampleHarness.lint(example.source, rule: identifier, example: example)
            #expect(findings.isEmpty, "\(example.file):\(example.line): unexpected \(findings.map { "\($0.line):\($0.column) \($0.message)" })")
        }
    }

    @Test("Triggering examples produce findings exactly at the markers", arguments: identifiers)
    func triggering(_ identifier: String) throws {
        let description = try #require(Self.description(identifier))
        for example in description.triggeringExamples {
            let expected = ExampleHarness.markers(in: example.code)
            #expect(!expected.isEmpty, "\(example.file):\(example.line): triggering example without a marker")
            let findings = ExampleHarness.lint(example.source, rule: identifier, example: example)
            let actual = findings.map { ExampleHarness.Position(line: $0.line, column: $0.column) }
            #expect(actual == expected, "\(example.file):\(example.line): expected findings at \(expected), got \(findings.map { "\($0.line):\($0.column) \($0.message)" })")
            #expect(findings.allSatisfy { $0.rule == identifier && $0.severity == description.severity && !$0.message.isEmpty })
        }
    }

    /// `--fix` on each example: the fixes of one round give the example's `fixed` code, which parses (the
    /// fixer refuses a rewrite that does not) and has no finding of the rule left, so a second run changes
    /// nothing. Findings without `fixed` have no fix.
    @Test("Fixes rewrite triggering examples to their fixed code, idempotently", arguments: identifiers)
    func fixes(_ identifier: String) throws {
        let description = try #require(Self.description(identifier))
        for example in description.triggeringExamples {
            let findings = ExampleHarness.lint(example.source, rule: identifier, example: example)
            let fixes = findings.compactMap(\.fix)
            guard let expected = example.fixed else {
                #expect(fixes.isEmpty, "\(example.file):\(example.line): a fix without `fixed:` in the example")
                continue
            }
            let result = try #require(Fixer.apply(fixes, to: example.source), "\(example.file):\(example.line): fix does not parse")
            #expect(result.text == expected, "\(example.file):\(example.line): fixed to \(result.text)")
            let again = ExampleHarness.lint(result.text, rule: identifier, example: example)
            #expect(again.isEmpty, "\(example.file):\(example.line): still reported after the fix: \(again.map(\.message))")
        }
    }

    @Test("Triggering examples in a comment or a string literal produce no finding", arguments: identifiers)
    func commentsAndStrings(_ identifier: String) throws {
        let description = try #require(Self.description(identifier))
        for example in description.triggeringExamples {
            for wrapped in [ExampleHarness.commentedOut(example.source), ExampleHarness.inStringLiteral(example.source)] {
                let findings = ExampleHarness.lint(wrapped, rule: identifier, example: example)
                #expect(findings.isEmpty, "\(example.file):\(example.line): reported in\n\(wrapped)")
            }
        }
    }

    @Test("Disable commands silence triggering examples", arguments: identifiers)
    func disableCommands(_ identifier: String) throws {
        let description = try #require(Self.description(identifier))
        for example in description.triggeringExamples {
            let lines = Set(ExampleHarness.markers(in: example.code).map(\.line))
            let variants = [
                "// liquidglass:disable \(identifier)\n" + example.source,
                "// liquidglass:disable all\n" + example.source,
                ExampleHarness.disablingNext(example.source, rule: identifier, lines: lines),
                ExampleHarness.disablingThis(example.source, rule: identifier, lines: lines),
            ]
            for code in variants {
                let findings = ExampleHarness.lint(code, rule: identifier, example: example)
                #expect(findings.isEmpty, "\(example.file):\(example.line): still reported with\n\(code)")
            }
            // A command for another rule changes nothing.
            let other = "// liquidglass:disable some_other_rule\n" + example.source
            let findings = ExampleHarness.lint(other, rule: identifier, example: example)
            #expect(!findings.isEmpty, "\(example.file):\(example.line): a command for another rule silenced it")
        }
    }
}
