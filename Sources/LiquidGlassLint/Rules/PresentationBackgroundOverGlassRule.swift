import SwiftSyntax

/// `.presentationBackground(…)` on the content of a sheet or popover.
public struct PresentationBackgroundOverGlassRule: Rule {
    public static let description = RuleDescription(
        identifier: "presentation_background_over_glass",
        name: "Presentation Background over Glass",
        description: """
            `.presentationBackground(…)` sets a custom background on a sheet's or popover's content. Design rule: \
            in iOS 26 sheets and popovers have a Liquid Glass background of their own; do not replace it. Not \
            reported in a `fullScreenCover` (which has no glass), in a fallback for iOS versions before 26, on a \
            sheet whose detents are all full height (`.large`, or none given where it is written: iOS 26 draws a \
            full-height sheet opaque), or in a `View` extension or `ViewModifier` (its users decide where it goes).
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
            // Issue 45: a full-height sheet shows no glass; its background is the app's to choose.
            Example(
                """
                List(items) { ItemRow($0) }.sheet(isPresented: $showEditor) {
                    EditorView()
                        .presentationDetents([.large])
                        .presentationBackground(Color.appBackground)
                }
                """),
            // Issue 45: no detents where the sheet content is written (set centrally, in another file, or the
            // default full height): not reported.
            Example(
                """
                struct ShareSheet: View {
                    var body: some View {
                        ShareOptions().presentationBackground(Color(.systemBackground))
                    }
                }
                """),
            // Issue 45: a helper that callers apply; nothing here says it ends up on a partial-height sheet.
            Example(
                """
                extension View {
                    @ViewBuilder func disableLiquidGlass() -> some View {
                        if #available(iOS 26, *) { self.presentationBackground(Color.appBackground) } else { self }
                    }
                }
                """),
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
                        ShareOptions()
                            .presentationDetents([.height(contentHeight)])
                            ↓.presentationBackground(Color.Background.secondary)
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
                !isInHelper(call, context.file)
            else { return nil }
            let presentation = ViewGroups.presentation(around: call, in: context.file)
            let presenter = presentation.flatMap(SyntaxQueries.calledName)
            if presenter == "fullScreenCover" { return nil }
            if presenter != "popover", !hasPartialDetent(around: call, presentation: presentation, context.file) {
                return nil
            }
            return Violation(
                position: SyntaxQueries.anchor(of: call),
                message: "`presentationBackground` replaces the sheet's Liquid Glass background; remove it and "
                    + "let the system glass show")
        }
    }

    /// In a `View` extension method or a `ViewModifier`: the helper's users decide where it goes.
    private func isInHelper(_ call: FunctionCallExprSyntax, _ file: SourceFile) -> Bool {
        guard let scope = file.viewScope(of: call) else { return false }
        return scope.declaration.is(ExtensionDeclSyntax.self) && ["View", "SwiftUI.View"].contains(scope.name)
            || scope.conforms(to: "ViewModifier")
    }

    /// Whether a `presentationDetents` with a detent below full height is written for this sheet: in the
    /// sheet's content, or (when the background is set in a view type's own body) anywhere in that type. A
    /// detent list given as a variable counts as partial. Measured on the tuning half of the unseen corpus
    /// (issue 45): 11 of the 34 wrong findings of the first unseen run were full-height or unknown sheets.
    private func hasPartialDetent(
        around call: FunctionCallExprSyntax, presentation: FunctionCallExprSyntax?, _ file: SourceFile
    ) -> Bool {
        let scope: Syntax
        if let presentation {
            scope = Syntax(presentation)
        } else if let type = file.viewScope(of: call) {
            scope = Syntax(type.declaration)
        } else {
            scope = Syntax(call.root)
        }
        let range = scope.position..<scope.endPosition
        return file.calls("presentationDetents").contains { detents in
            guard range.contains(detents.position), let list = detents.arguments.first?.expression else { return false }
            guard let array = list.as(ArrayExprSyntax.self) else {
                // `Set([...])` or a literal set; anything else (a variable) may be partial.
                let text = list.trimmedDescription
                return !(text.contains(".large") && !text.contains(".medium") && !text.contains(".height")
                    && !text.contains(".fraction"))
            }
            return array.elements.contains { element in
                let text = element.expression.trimmedDescription
                return text != ".large" && text != "PresentationDetent.large"
            }
        }
    }
}
