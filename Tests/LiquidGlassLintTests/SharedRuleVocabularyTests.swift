import LiquidGlassLint
import LiquidGlassRules
import Testing

/// The design rules the renderer checks at run time and the linter checks in source share one vocabulary
/// (`LiquidGlassRules.DesignRule`): every shared rule the renderer can report is a lint rule of the same name.
@Suite struct SharedRuleVocabularyTests {
    /// Rules only the renderer can check: a label's contrast needs rendered pixels.
    static let runtimeOnly: Set<DesignRule> = [.labelBelowContrastTarget]

    @Test func everySharedRuleIsALintRule() {
        let lintIdentifiers = Set(RuleRegistry.all.map { $0.description.identifier })
        for rule in DesignRule.allCases where !Self.runtimeOnly.contains(rule) {
            #expect(lintIdentifiers.contains(rule.rawValue), "no lint rule named \(rule.rawValue)")
        }
    }

    @Test func tooManyElementsUsesTheSharedLimit() throws {
        let rule = try #require(RuleRegistry.all.first { $0.description.identifier == DesignRule.tooManyGlassElements.rawValue })
        let option = try #require(rule.description.options.first { $0.name == "max_elements" })
        #expect(option.defaultValue == .int(DesignRule.maximumGlassElements))
    }
}
