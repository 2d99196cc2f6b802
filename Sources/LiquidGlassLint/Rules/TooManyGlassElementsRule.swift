import SwiftSyntax
import LiquidGlassRules

/// More glass effects in one view than the design allows.
public struct TooManyGlassElementsRule: Rule {
    public static let description = RuleDescription(
        identifier: DesignRule.tooManyGlassElements.rawValue,
        name: "Too Many Glass Elements",
        description: """
            A view declares more than `max_elements` (default 20) glass effects. Design rule: use glass sparingly, \
            for the few controls that float above content; when everything is glass, nothing stands out.
            """,
        rationale: """
            Each glass element samples and refracts its backdrop in its own pass. Dozens of them cost frames and \
            battery, and the screen loses the hierarchy glass is meant to create.
            """,
        severity: .warning,
        options: [OptionDescription("max_elements", default: .int(DesignRule.maximumGlassElements), "The most glass effects allowed in one view.")],
        nonTriggeringExamples: [
            Example(
                """
                struct Controls: View {
                    var body: some View {
                        GlassEffectContainer { HStack { A().glassEffect(); B().glassEffect(); C().glassEffect() } }
                    }
                }
                """),
            Example(
                """
                struct Controls: View {
                    var body: some View { HStack { A().glassEffect(); B().glassEffect(); C().glassEffect() } }
                }
                """, options: ["max_elements": .int(3)]),
        ],
        triggeringExamples: [
            Example(
                """
                struct Keypad: View {
                    var body: some View {
                        VStack {
                            HStack { Key(1).glassEffect(); Key(2).glassEffect(); Key(3).glassEffect() }
                            HStack { Key(4).glassEffect(); Key(5)↓.glassEffect() }
                        }
                    }
                }
                """, options: ["max_elements": .int(4)]),
            Example(
                """
                struct Board: View {
                    var body: some View {
                        Grid {
                            GridRow { C().glassEffect(); C().glassEffect(); C().glassEffect(); C().glassEffect(); C().glassEffect() }
                            GridRow { C().glassEffect(); C().glassEffect(); C().glassEffect(); C().glassEffect(); C().glassEffect() }
                            GridRow { C().glassEffect(); C().glassEffect(); C().glassEffect(); C().glassEffect(); C().glassEffect() }
                            GridRow { C().glassEffect(); C().glassEffect(); C().glassEffect(); C().glassEffect(); C().glassEffect() }
                            GridRow { C()↓.glassEffect() }
                        }
                    }
                }
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let limit = context.intOption("max_elements", default: DesignRule.maximumGlassElements)
        var counts: [SyntaxIdentifier: (scope: ViewScope, sites: [GlassSite])] = [:]
        for site in context.glassSites where site.isSwiftUI && site.variant != .identity {
            guard let scope = context.file.viewScope(of: site.call) else { continue }
            counts[scope.declaration.id, default: (scope, [])].sites.append(site)
        }
        return counts.values.compactMap { entry in
            guard entry.sites.count > limit else { return nil }
            // Reported at the first element over the limit.
            return Violation(
                position: entry.sites[limit].anchor,
                message: "\(entry.sites.count) glass effects in `\(entry.scope.name)` (more than \(limit)); keep glass "
                    + "for the few controls above the content")
        }
    }
}
