import SwiftSyntax

/// Layout and text modifiers applied after `glassEffect`.
public struct GlassModifierOrderRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_modifier_order",
        name: "Glass Modifier Order",
        description: """
            A sizing `frame(width:height:…)` is applied after `glassEffect` on the same view. Design rule: apply \
            `glassEffect` last, so the glass wraps the finished content at its size. `padding` after the glass is \
            spacing around it (Apple's samples do this), a `frame(maxWidth: .infinity, alignment:)` only positions \
            the glass, and `font`/`foregroundStyle` reach the content inside the glass from either side (they are \
            environment values): none of these is reported.
            """,
        rationale: """
            Modifiers apply from the inside out. A fixed frame added after the glass sizes the layout box but not \
            the glass shape, so the material no longer fits the control; `font` and `foregroundStyle` after it \
            leave a glass shape smaller than the control people see and tap.
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
            // Outer spacing and positioning around the finished glass (corpus: IceCubesApp, youplus).
            Example(
                """
                HStack { field; sendButton }
                    .padding(8)
                    .glassEffect(in: .capsule)
                    .padding(.horizontal, 16)
                    .padding(.bottom, 8)
                """),
            Example("banner.padding().glassEffect().frame(maxWidth: .infinity, alignment: .top)"),
            // Environment values reach the content inside the glass either way (corpus: carrel StatusBadge).
            Example("label.padding(8).glassEffect(.regular.tint(color), in: Capsule()).foregroundStyle(color).font(.caption)"),
        ],
        triggeringExamples: [
            Example(
                """
                Text("Edit")
                    .padding()
                    .glassEffect()
                    ↓.frame(height: 44)
                """),
            Example("Image(systemName: \"mic\").glassEffect(in: .circle)↓.frame(width: 56, height: 56)"),
            Example("Text(status).padding(6).glassEffect()↓.frame(minWidth: 80).padding(.top)"),
            Example(
                """
                Label("Filters", systemImage: "line.3.horizontal.decrease")
                    .padding(12)
                    .glassEffect(.regular.interactive())
                    ↓.frame(minWidth: 120, minHeight: 44)
                    .font(.subheadline)
                """),
        ])

    static let contentModifiers: Set<String> = ["frame"]

    /// `frame` labels that size the view (a `maxWidth`/`maxHeight` of `.infinity` only positions it).
    static let sizingLabels: Set<String> = ["width", "height", "minWidth", "minHeight", "idealWidth", "idealHeight"]

    /// Whether a `frame(…)` after the glass gives the view a size the glass does not take.
    static func sizes(_ frame: FunctionCallExprSyntax) -> Bool {
        frame.arguments.contains { argument in
            guard let label = argument.label?.text else { return false }
            if sizingLabels.contains(label) { return true }
            if label == "maxWidth" || label == "maxHeight" {
                return !argument.expression.trimmedDescription.hasSuffix("infinity")
            }
            return false
        }
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for site in context.glassSites where site.kind == .glassEffect {
            for modifier in site.chain.modifiers(after: site.call) where Self.contentModifiers.contains(modifier.name) {
                if modifier.name == "frame", !Self.sizes(modifier.call) { continue }
                violations.append(
                    Violation(
                        position: SyntaxQueries.anchor(of: modifier.call),
                        message: "`frame` after `glassEffect` sizes the view but not the glass; apply it before, so the "
                            + "glass wraps the finished content"))
            }
        }
        return violations
    }
}
