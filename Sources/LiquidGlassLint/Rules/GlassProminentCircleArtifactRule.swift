import SwiftSyntax

/// `.glassProminent` with `.buttonBorderShape(.circle)` and no `.clipShape(Circle())`.
public struct GlassProminentCircleArtifactRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_prominent_circle_artifact",
        name: "Glass Prominent Circle Artifact",
        description: """
            A `.glassProminent` button has a circular border shape (`.buttonBorderShape(.circle)` on the button \
            or on a view around it) but is not clipped with `.clipShape(Circle())` / `.clipShape(.circle)`. \
            Design rule (known rendering issue): prominent glass in a circle can draw artifacts outside the \
            circle in some iOS 26 releases; clipping the button to a circle avoids them.
            """,
        rationale: """
            The tinted fill of a prominent glass button can bleed past its circular border shape, leaving a \
            faint square or capsule edge around round buttons. The workaround costs one modifier. Opt-in, \
            because it targets an OS issue rather than a design mistake and may not apply to the releases you \
            support.
            """,
        severity: .warning,
        isOptIn: true,
        nonTriggeringExamples: [
            Example(
                """
                Button { record() } label: { Image(systemName: "record.circle") }
                    .buttonStyle(.glassProminent)
                    .buttonBorderShape(.circle)
                    .clipShape(Circle())
                """),
            Example(
                """
                Button("Add", systemImage: "plus") { add() }
                    .clipShape(.circle)
                    .buttonBorderShape(.circle)
                    .buttonStyle(.glassProminent)
                """),
            Example("Button(\"Go\") { go() }.buttonStyle(.glassProminent).buttonBorderShape(.capsule)"),
            Example("Button(\"Go\") { go() }.buttonStyle(.glass).buttonBorderShape(.circle)"),
        ],
        triggeringExamples: [
            Example(
                """
                Button { record() } label: { Image(systemName: "record.circle") }
                    ↓.buttonStyle(.glassProminent)
                    .buttonBorderShape(.circle)
                """),
            Example(
                """
                Button("Next", systemImage: "arrow.right") { next() }
                    .buttonBorderShape(ButtonBorderShape.circle)
                    ↓.buttonStyle(GlassProminentButtonStyle())
                    .controlSize(.large)
                """),
            // The border shape set on a stack reaches the button.
            Example(
                """
                HStack {
                    Button("Play", systemImage: "play.fill") { play() }↓.buttonStyle(.glassProminent)
                    Button("Shuffle", systemImage: "shuffle") { shuffle() }.buttonStyle(.glass)
                }
                .buttonBorderShape(.circle)
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.glassSites.compactMap { site -> Violation? in
            guard site.kind == .glassProminentButtonStyle, site.appliesRules else { return nil }
            let chain = site.chain
            if chain.modifiers.contains(where: { $0.name == "clipShape" && isCircle(SyntaxQueries.argument(nil, of: $0.call)) }) {
                return nil
            }
            let onChain = chain.modifiers.contains { isCircleBorder($0.call) }
            let around = ViewGroups.hierarchy(of: site.call, in: context.file).contains { $0.relation == .receiver && isCircleBorder($0.call) }
            guard onChain || around else { return nil }
            return Violation(
                position: site.anchor,
                message: "Prominent glass with a circle border shape can render artifacts outside the circle; add "
                    + "`.clipShape(Circle())`")
        }
    }

    /// `.buttonBorderShape(.circle)`.
    private func isCircleBorder(_ call: FunctionCallExprSyntax) -> Bool {
        SyntaxQueries.calledName(call) == "buttonBorderShape" && isCircle(SyntaxQueries.argument(nil, of: call))
    }

    /// `.circle`, `ButtonBorderShape.circle`, `Circle()`.
    private func isCircle(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "circle" }
        if let call = expression.as(FunctionCallExprSyntax.self) { return SyntaxQueries.calledName(call) == "Circle" }
        return false
    }
}
