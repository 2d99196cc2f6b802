/// Every rule the linter knows, one per line. To add a rule, add its type here.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        ParseErrorRule.self,
        NonexistentGlassAPIRule.self,
        GlassOnContentRule.self,
        NestedGlassContainerRule.self,
        GlassOnGlassRule.self,
        UngroupedGlassRule.self,
        GlassOnNavigationContainerRule.self,
        GlassModifierOrderRule.self,
        GlassFightingModifierRule.self,
        GlassIDWithoutNamespaceRule.self,
        GlassIDOutsideContainerRule.self,
        NonSpringGlassAnimationRule.self,
        TooManyGlassElementsRule.self,
        VisionOSOnlyGlassAPIRule.self,
        MissingGlassAvailabilityRule.self,
        ClearGlassWithoutDimmingRule.self,
        MixedGlassVariantsRule.self,
        HardcodedGlassTintRule.self,
        OverTintedGlassRule.self,
        MultipleProminentGlassRule.self,
        InteractiveOnStaticGlassRule.self,
        MissingInteractiveGlassRule.self,
        GlassIconWithoutLabelRule.self,
        PresentationBackgroundOverGlassRule.self,
        CustomBarBackgroundRule.self,
        GlassProminentCircleArtifactRule.self,
        GlassAlphaAnimationRule.self,
        GlassEffectViewSubviewRule.self,
    ]

    /// The rule with this identifier, if any.
    public static func rule(_ identifier: String) -> (any Rule.Type)? {
        all.first { $0.description.identifier == identifier }
    }

    /// All rule identifiers, in registry order.
    public static var identifiers: [String] { all.map { $0.description.identifier } }
}
