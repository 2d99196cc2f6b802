import SwiftSyntax

/// Timing-curve animations in a view that uses glass.
public struct NonSpringGlassAnimationRule: Rule {
    public static let description = RuleDescription(
        identifier: "non_spring_glass_animation",
        name: "Non-Spring Glass Animation",
        description: """
            `withAnimation(.linear…/.easeIn…/.easeOut…/.easeInOut…)` or `.animation(.linear…)` drives state in a \
            view that uses glass. Design rule: Liquid Glass moves like a fluid — animate it with springs \
            (`.bouncy`, `.smooth`, `.snappy`, `.spring`).
            """,
        rationale: """
            Glass morphs, materializes and flexes with spring physics; a timing curve makes those transitions \
            start and stop mechanically and fight the material's own motion.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example(
                """
                struct Dock: View {
                    @State private var open = false
                    var body: some View {
                        Button("Toggle") { withAnimation(.bouncy) { open.toggle() } }.glassEffect()
                    }
                }
                """),
            Example(
                """
                struct Progress: View {
                    var body: some View {
                        Bar().animation(.linear(duration: 1), value: progress)
                    }
                }
                """),
            Example(
                """
                struct Menu: View {
                    var body: some View {
                        Items().glassEffect().animation(.spring(duration: 0.4, bounce: 0.2), value: expanded)
                    }
                    func expand() { withAnimation(.smooth) { expanded = true } }
                }
                """),
        ],
        triggeringExamples: [
            Example(
                """
                struct Dock: View {
                    @State private var open = false
                    var body: some View {
                        Button("Toggle") { withAnimation(↓.easeInOut(duration: 0.3)) { open.toggle() } }
                            .glassEffect()
                    }
                }
                """),
            Example(
                """
                struct Badge: View {
                    var body: some View {
                        Text(count, format: .number)
                            .padding(6)
                            .glassEffect(in: .circle)
                            .animation(↓.linear, value: count)
                    }
                }
                """),
            Example(
                """
                struct Panel: View {
                    var body: some View { Controls().buttonStyle(.glass) }
                    func collapse() { withAnimation(↓Animation.easeOut) { collapsed = true } }
                }
                """),
        ])

    static let timingCurves: Set<String> = ["linear", "easeIn", "easeOut", "easeInOut", "timingCurve"]

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        guard context.file.hasCalls("withAnimation") || context.file.hasCalls("animation") else { return [] }
        // Views that use glass, by their declaration.
        let glassViews = Set(context.glassSites.compactMap { context.file.viewScope(of: $0.call)?.declaration.id })
        guard !glassViews.isEmpty else { return [] }
        var violations: [Violation] = []
        let calls = context.file.systemCalls("withAnimation", context.declarations)
            + context.file.calls("animation").filter { SyntaxQueries.calledMember($0) != nil }
        for call in calls {
            guard let animation = SyntaxQueries.argument(nil, of: call),
                let curve = SyntaxQueries.rootMemberName(animation), Self.timingCurves.contains(curve),
                let scope = context.file.viewScope(of: call), glassViews.contains(scope.declaration.id)
            else { continue }
            violations.append(
                Violation(
                    at: animation,
                    message: "`.\(curve)` animation in a view with glass; use a spring (`.bouncy`, `.smooth`, "
                        + "`.snappy`, `.spring`)"))
        }
        return violations
    }
}
