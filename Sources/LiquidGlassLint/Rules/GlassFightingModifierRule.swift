import SwiftSyntax

/// Modifiers that fight the glass material on a view with `glassEffect`.
public struct GlassFightingModifierRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_fighting_modifier",
        name: "Glass-Fighting Modifier",
        description: """
            `background(…)`, `opacity`, `blur`, `clipShape` or `shadow` is applied to a view that has \
            `glassEffect`. Design rule: let the material do its work — shape glass with the `in:` parameter and \
            never paint, fade, blur or shadow over it. A dark dimming background (`.background(.black.opacity(…))`, \
            which clear glass needs behind it) is not reported.
            """,
        rationale: """
            Glass already blurs what is behind it, draws its own adaptive shadow and picks its own appearance. A \
            background hides the backdrop it refracts, `opacity` makes it a flat translucent layer instead of \
            materializing it, `clipShape` cuts its highlights and lensing edge, and an extra shadow or blur \
            doubles what the material renders.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example("Text(\"Now Playing\").padding().glassEffect(.regular, in: .rect(cornerRadius: 18))"),
            Example(
                """
                ZStack {
                    Color.black.opacity(0.3)
                    Controls().glassEffect(.clear)
                }
                """),
            Example("Card().background(.thinMaterial).clipShape(.rect(cornerRadius: 12)).shadow(radius: 4)"),
            Example("Circle().glassEffect().overlay { Text(\"1\").opacity(0.8) }"),
            Example("PlayerControls().glassEffect(.clear).background(Color.black.opacity(0.35))"),
        ],
        triggeringExamples: [
            Example("Text(\"Save\").padding()↓.background(.blue).glassEffect()"),
            Example(
                """
                Image(systemName: "bolt")
                    .glassEffect()
                    ↓.clipShape(Circle())
                    ↓.shadow(radius: 8)
                """),
            Example("toast.glassEffect(.regular)↓.opacity(isVisible ? 1 : 0)"),
            Example("Label(\"Map\", systemImage: \"map\")↓.blur(radius: 2).glassEffect()"),
        ])

    static let advice: [String: String] = [
        "background": "glass is the background; remove it (for a dimming layer, put a colour behind the glass in a ZStack)",
        "opacity": "glass does not fade; use `.identity` to turn it off or a materialize transition to show it",
        "blur": "glass already blurs what is behind it",
        "clipShape": "give the shape to glassEffect instead: `.glassEffect(_:in:)`",
        "shadow": "glass draws its own adaptive shadow",
    ]

    public init() {}

    /// `.background(.black.opacity(0.3))` and the like: the dimming layer clear glass is meant to have.
    private func isDimmingLayer(_ modifier: ModifierChain.Modifier) -> Bool {
        guard modifier.name == "background", let argument = modifier.call.arguments.first?.expression else { return false }
        let members = SyntaxQueries.memberNames(argument)
        return members.contains("opacity") && (members.contains("black") || argument.trimmedDescription.hasPrefix("Color.black"))
    }

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for site in context.glassSites where site.kind == .glassEffect && site.variant != .identity {
            for modifier in site.chain.modifiers {
                guard let advice = Self.advice[modifier.name], modifier.member?.base != nil,
                    !isDimmingLayer(modifier)
                else { continue }
                violations.append(
                    Violation(
                        position: SyntaxQueries.anchor(of: modifier.call),
                        message: "`\(modifier.name)` on a view with glassEffect; \(advice)"))
            }
        }
        return violations
    }
}
