import SwiftSyntax

/// `.presentationBackground(…)` on the content of a sheet or popover.
public struct PresentationBackgroundOverGlassRule: Rule {
    public static let description = RuleDescription(
        identifier: "presentation_background_over_glass",
        name: "Presentation Background over Glass",
        description: """
            `.presentationBackground(…)` sets a custom background on a sheet's or popover's content. Design rule: \
            in iOS 26 sheets and popovers have a Liquid Glass background of their own; do not replace it. Not \
            reported in a `fullScreenCover` (which has no glass) or in a fallback for iOS versions before 26.
            """,
        rationale: """
            A partial-height sheet floats on an inset glass background that lets the screen behind show through \
            and becomes opaque as the sheet is pulled to full height. A custom presentation background replaces \
            that material with a flat one: the sheet looks like a pre-iOS 26 sheet and no longer matches the \
            system's.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example(
                """
                Button("Filters") { showFilters = true }
                    .sheet(isPresented: $showFilters) {
                    FilterView()
                        .presentationDetents([.medium, .large])
                }
                """),
            Example(
                """
                TrackRow(track).fullScreenCover(isPresented: $showPlayer) {
                    PlayerView().presentationBackground(.black)
                }
                """),
            Example(
                """
                MapView().sheet(item: $route) { route in
                    if #available(iOS 26, *) {
                        RouteDetail(route)
                    } else {
                        RouteDetail(route).presentationBackground(.thinMaterial)
                    }
                }
                """),
            Example(
                """
                extension View {
                    func presentationBackground(_ color: Color) -> some View { background(color) }
                }
                Card().presentationBackground(.yellow)
                """),
            Example("Sheet().presentationBackgroundInteraction(.enabled(upThrough: .medium))"),
        ],
        triggeringExamples: [
            Example(
                """
                ResultsList().sheet(isPresented: $showFilters) {
                    FilterView()
                        .presentationDetents([.medium])
                        ↓.presentationBackground(.ultraThinMaterial)
                }
                """),
            Example(
                """
                struct ShareSheet: View {
                    var body: some View {
                        ShareOptions()↓.presentationBackground(Color(.systemBackground))
                    }
                }
                """),
            Example(
                """
                InfoButton().popover(isPresented: $showInfo) {
                    InfoView()↓.presentationBackground {
                        LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
                    }
                }
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.file.systemCalls("presentationBackground", context.declarations).compactMap { call in
            guard SyntaxQueries.calledMember(call)?.base != nil, GlassCodeScope.appliesRules(at: call),
                ViewGroups.presentation(around: call, in: context.file).flatMap(SyntaxQueries.calledName) != "fullScreenCover"
            else { return nil }
            return Violation(
                position: SyntaxQueries.anchor(of: call),
                message: "`presentationBackground` replaces the sheet's Liquid Glass background; remove it and "
                    + "let the system glass show")
        }
    }
}
