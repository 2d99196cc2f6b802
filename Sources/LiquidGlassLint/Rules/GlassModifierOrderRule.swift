import SwiftSyntax

/// Layout and text modifiers applied after `glassEffect`.
public struct GlassModifierOrderRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_modifier_order",
        name: "Glass Modifier Order",
        description: """
            `padding`, `frame`, `font` or `foregroundStyle` is applied after `glassEffect` on the same view. \
            Design rule: apply `glassEffect` last, so the glass wraps the finished content — its size, padding \
            and styling.
            """,
        rationale: """
            Modifiers apply from the inside out. Padding or a frame added after the glass grows the view but not \
            the glass shape, so the material no longer fits the control; `font` and `foregroundStyle` after it \
            style content the glass has already measured and adapted to.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example(
                """
                Label("Share", systemImage: "square.and.arrow.up")
                    .font(.headline)
                    .foregroundStyle(.primary)
                    .padding(.horizontal, 16)
                    .frame(minHeight: 44)
                    .glassEffect()
                """),
            Example("Text(\"3\").padding(8).glassEffect(in: .circle).glassEffectID(\"badge\", in: namespace)"),
            // Modifiers on the content inside an overlay are a different view.
            Example("Circle().glassEffect().overlay { Image(systemName: \"plus\").font(.title) }"),
        ],
        triggeringExamples: [
            Example(
                """
                Text("Edit")
                    .glassEffect()
                    ↓.padding()
                """),
            Example("Image(systemName: \"mic\").glassEffect(in: .circle)↓.frame(width: 56, height: 56)"),
            Example(
                """
                Label("Filters", systemImage: "line.3.horizontal.decrease")
                    .padding(12)
                    .glassEffect(.regular.interactive())
                    ↓.font(.subheadline)
                    ↓.foregroundStyle(.secondary)
                """),
        ])

    static let contentModifiers: Set<String> = ["padding", "frame", "font", "foregroundStyle"]

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for site in context.glassSites where site.kind == .glassEffect {
            for modifier in site.chain.modifiers(after: site.call) where Self.contentModifiers.contains(modifier.name) {
                violations.append(
                    Violation(
                        position: SyntaxQueries.anchor(of: modifier.call),
                        message: "`\(modifier.name)` after `glassEffect`; apply it before, so the glass wraps the "
                            + "finished content"))
            }
        }
        return violations
    }
}
