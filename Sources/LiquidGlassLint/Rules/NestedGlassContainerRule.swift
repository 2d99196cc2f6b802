import SwiftSyntax
import LiquidGlassRules

/// `GlassEffectContainer` inside another `GlassEffectContainer`.
public struct NestedGlassContainerRule: Rule {
    public static let description = RuleDescription(
        identifier: DesignRule.nestedGlassContainer.rawValue,
        name: "Nested Glass Container",
        description: """
            A `GlassEffectContainer` is nested in another one. Design rule: group glass that belongs together in \
            one container; a container gives its elements one shared sampling region, and containers do not nest.
            """,
        rationale: """
            Glass cannot sample other glass. The outer container already renders its elements together and lets \
            nearby shapes merge within its spacing; an inner container splits that group into a second \
            sampling region, so elements stop blending and morphing with their neighbours and the spacing of one \
            container silently overrides the other.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example(
                """
                GlassEffectContainer(spacing: 24) {
                    HStack {
                        Button("Undo", systemImage: "arrow.uturn.backward") { undo() }
                            .glassEffect()
                        Button("Redo", systemImage: "arrow.uturn.forward") { redo() }
                            .glassEffect()
                    }
                }
                """),
            // Two containers side by side are fine.
            Example(
                """
                VStack {
                    GlassEffectContainer { toolsRow }
                    GlassEffectContainer { colorsRow }
                }
                """),
            // The sheet's content is a separate hierarchy.
            Example(
                """
                GlassEffectContainer {
                    Button("Filters") { showFilters = true }
                        .glassEffect()
                        .sheet(isPresented: $showFilters) {
                            GlassEffectContainer { FilterChips() }
                        }
                }
                """),
            // The project's own container type with that name is not SwiftUI's.
            Example(
                """
                struct GlassEffectContainer<Content: View>: View {
                    @ViewBuilder var content: Content
                    var body: some View { VStack { content } }
                }
                GlassEffectContainer { GlassEffectContainer { Text("a") } }
                """),
        ],
        triggeringExamples: [
            Example(
                """
                GlassEffectContainer {
                    HStack {
                        ↓GlassEffectContainer(spacing: 8) {
                            Image(systemName: "play.fill").glassEffect()
                        }
                        Image(systemName: "forward.fill").glassEffect()
                    }
                }
                """),
            Example(
                """
                var body: some View {
                    GlassEffectContainer {
                        ForEach(tools) { tool in
                            ↓GlassEffectContainer { ToolButton(tool) }
                        }
                    }
                }
                """),
            Example(
                """
                GlassEffectContainer {
                    Text("Map").overlay(alignment: .top) {
                        ↓GlassEffectContainer { Text("Pin").glassEffect() }
                    }
                }
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let containers = context.file.systemCalls("GlassEffectContainer", context.declarations)
        return containers.compactMap { container -> Violation? in
            for enclosing in context.file.enclosingCalls(of: container) {
                if EnclosingCall.presentationModifiers.contains(enclosing.name), enclosing.isContent { return nil }
                if enclosing.name == "GlassEffectContainer", enclosing.isContent {
                    let (line, _) = context.file.location(of: enclosing.call.positionAfterSkippingLeadingTrivia)
                    return Violation(
                        at: container,
                        message: "GlassEffectContainer nested in another GlassEffectContainer (line \(line)); "
                            + "put the elements in the outer container")
                }
            }
            return nil
        }
    }
}
