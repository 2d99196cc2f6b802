import SwiftSyntax

/// Custom tappable glass without `.interactive()`.
public struct MissingInteractiveGlassRule: Rule {
    public static let description = RuleDescription(
        identifier: "missing_interactive_glass",
        name: "Missing Interactive Glass",
        description: """
            A view with `glassEffect` is made tappable with `onTapGesture`, `onLongPressGesture` or a `gesture` \
            modifier, but its glass is not `.interactive()`. Design rule: glass that responds to touch uses \
            interactive glass, so it reacts like the system's glass controls. (Glass buttons — `.buttonStyle(.glass)` \
            — are interactive already.)
            """,
        rationale: """
            Interactive glass scales, bounces and shimmers on press and spreads light to nearby glass: the \
            feedback users learn from every system control. A custom tappable glass view without it feels dead \
            next to them. (A view may handle its own press feedback; it was opt-in for that until the third held-back \
            reading, whose one finding was worth acting on — RulePrecision.)
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example(
                """
                Image(systemName: "camera.rotate")
                    .padding(12)
                    .glassEffect(.regular.interactive(), in: .circle)
                    .onTapGesture { flipCamera() }
                """),
            Example("Text(\"Offline\").padding().glassEffect()"),
            Example("Button(\"Retry\") { retry() }.buttonStyle(.glass)"),
            // Glass turned off, or chosen elsewhere.
            Example("Thumbnail(item).glassEffect(.identity).onTapGesture { open(item) }"),
            Example("Thumbnail(item).glassEffect(style).onTapGesture { open(item) }"),
            Example("Thumbnail(item).glassEffect(.regular.interactive(allowsPress)).onTapGesture { open(item) }"),
        ],
        triggeringExamples: [
            Example(
                """
                Image(systemName: "camera.rotate")
                    .padding(12)
                    ↓.glassEffect(.regular, in: .circle)
                    .onTapGesture { flipCamera() }
                """),
            Example(
                """
                MiniPlayer(track: track)
                    .onTapGesture { expand() }
                    ↓.glassEffect()
                """),
            Example(
                """
                Capsule()
                    .frame(width: 120, height: 44)
                    ↓.glassEffect(.clear.tint(.blue))
                    .gesture(DragGesture().onChanged { drag($0) })
                """),
            Example("Text(\"Hold to record\").padding()↓.glassEffect().onLongPressGesture { record() }"),
        ])

    /// Modifiers that make a view tappable or draggable.
    static let tapModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
    ]

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.glassSites.compactMap { site -> Violation? in
            guard site.kind == .glassEffect, site.variant == .regular || site.variant == .clear,
                !site.glassMembers.contains("interactive"),
                let tap = site.chain.modifiers.first(where: { Self.tapModifiers.contains($0.name) }),
                site.appliesRules
            else { return nil }
            return Violation(
                position: site.anchor,
                message: "Glass on a view with `\(tap.name)` is not interactive; use `.glassEffect(.regular.interactive())` "
                    + "so it responds to touch like the system's glass")
        }
    }
}
