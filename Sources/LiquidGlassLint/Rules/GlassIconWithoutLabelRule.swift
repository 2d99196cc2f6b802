import SwiftSyntax

/// An image-only glass control without an accessibility label.
public struct GlassIconWithoutLabelRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_icon_without_label",
        name: "Glass Icon without Label",
        description: """
            A glass control shows only an image — a `Button`, `Menu`, `Link`, `NavigationLink`, `ShareLink` or \
            `Toggle` whose label is just `Image(…)`, or an `Image` with glass and a tap gesture — and has no \
            `accessibilityLabel`. Controls with a title (`Button("Share", systemImage: …)`, also with \
            `.labelStyle(.iconOnly)`) have one already. Design rule: every interactive glass element has a \
            descriptive accessibility label.
            """,
        rationale: """
            Glass is purely visual; VoiceOver reads an icon-only button as "button" or as the symbol's file \
            name. Glass toolbars and floating controls are often icon-only, so they are where labels go missing. \
            Opt-in, because some projects label their icons elsewhere (for example in a shared icon view).
            """,
        severity: .warning,
        isOptIn: true,
        nonTriggeringExamples: [
            Example("Button(\"Share\", systemImage: \"square.and.arrow.up\") { share() }.buttonStyle(.glass)"),
            Example(
                """
                Button { share() } label: {
                    Image(systemName: "square.and.arrow.up")
                }
                .buttonStyle(.glass)
                .accessibilityLabel("Share")
                """),
            Example(
                """
                Button(action: addItem) {
                    Image(systemName: "plus").accessibilityLabel("Add Item")
                }
                .glassEffect(.regular.interactive())
                """),
            Example(
                """
                Button { compose() } label: {
                    Label("Compose", systemImage: "square.and.pencil").labelStyle(.iconOnly)
                }
                .buttonStyle(.glassProminent)
                """),
            // Not glass.
            Example("Button { share() } label: { Image(systemName: \"square.and.arrow.up\") }.buttonStyle(.bordered)"),
            Example("Image(systemName: \"wifi\").glassEffect()"),
            Example(
                """
                Image(systemName: "xmark")
                    .padding()
                    .glassEffect(.regular.interactive(), in: .circle)
                    .onTapGesture { close() }
                    .accessibilityLabel("Close")
                """),
            // A custom label view may carry its own label.
            Example("Button { play() } label: { PlayIcon() }.buttonStyle(.glass)"),
        ],
        triggeringExamples: [
            Example(
                """
                ↓Button { share() } label: {
                    Image(systemName: "square.and.arrow.up")
                }
                .buttonStyle(.glass)
                """),
            Example(
                """
                ↓Button(action: addItem) {
                    Image(systemName: "plus").font(.title2)
                }
                .glassEffect(.regular.interactive(), in: .circle)
                """),
            Example(
                """
                ↓Image(systemName: "xmark")
                    .padding()
                    .glassEffect(.regular.interactive(), in: .circle)
                    .onTapGesture { close() }
                """),
            // The glass style reaches the buttons in the stack.
            Example(
                """
                HStack {
                    ↓Button { undo() } label: { Image(systemName: "arrow.uturn.backward") }
                    ↓Button { redo() } label: { Image(systemName: "arrow.uturn.forward") }
                    Button("Clear") { clear() }
                }
                .buttonStyle(.glass)
                """),
            Example(
                """
                ↓Menu {
                    Button("Rename") { rename() }
                } label: {
                    Image(systemName: "ellipsis")
                }
                .buttonStyle(.glass)
                """),
            // Glass inside the label.
            Example(
                """
                ↓NavigationLink(value: Route.settings) {
                    Image(systemName: "gearshape").padding().glassEffect(.regular.interactive())
                }
                """),
        ])

    /// Controls whose label can be an image.
    static let controls: Set<String> = ["Button", "Menu", "Link", "NavigationLink", "ShareLink", "Toggle"]
    /// Modifiers that give a view an accessibility label (or take it out of the accessibility tree).
    static let labelModifiers: Set<String> = ["accessibilityLabel", "accessibility", "accessibilityHidden"]

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for site in context.glassSites where site.isSwiftUI {
            let chain = site.chain
            if hasLabelModifier(chain) { continue }
            for control in controls(of: site, chain, context) {
                let controlChain = ModifierChain(containing: control)
                if hasLabelModifier(controlChain) { continue }
                let name = SyntaxQueries.calledName(control) ?? "control"
                guard isImageOnly(control), site.appliesRules else { continue }
                violations.append(
                    Violation(
                        at: control,
                        message: "Icon-only glass \(name == "Image" ? "control" : name) without an accessibility label; "
                            + "add `.accessibilityLabel(…)` or give it a title"))
            }
        }
        return violations
    }

    /// The controls the glass of `site` belongs to.
    private func controls(of site: GlassSite, _ chain: ModifierChain, _ context: RuleContext) -> [FunctionCallExprSyntax] {
        guard let root = chain.root?.as(FunctionCallExprSyntax.self) else {
            return enclosingControl(of: site, context.file).map { [$0] } ?? []
        }
        let rootName = SyntaxQueries.calledName(root) ?? ""
        if Self.controls.contains(rootName) { return [root] }
        if rootName == "Image", chain.modifiers.contains(where: { ViewInteraction.interactionModifiers.contains($0.name) }) {
            return [root]
        }
        if let enclosing = enclosingControl(of: site, context.file) { return [enclosing] }
        // A glass button style applies to the buttons inside the view it is set on.
        guard site.kind != .glassEffect else { return [] }
        let range = root.position..<root.endPosition
        return Self.controls.sorted().flatMap { name in
            (context.file.calls(name)).filter { control in
                // Buttons of a sheet or toolbar set up inside the view are not styled by it.
                range.contains(control.position)
                    && ViewGroups.presentation(around: control, in: context.file).map { range.contains($0.position) } != true
            }
        }
    }

    /// The control whose label the glass is in (`Button { … } label: { Image(…).glassEffect() }`).
    private func enclosingControl(of site: GlassSite, _ file: SourceFile) -> FunctionCallExprSyntax? {
        for enclosing in ViewGroups.hierarchy(of: site.call, in: file) where enclosing.isContent && !enclosing.isModifier {
            if Self.controls.contains(enclosing.name) { return enclosing.call }
            if ViewInteraction.isControl(enclosing.name) { return nil }
        }
        return nil
    }

    private func hasLabelModifier(_ chain: ModifierChain) -> Bool {
        chain.modifiers.contains { Self.labelModifiers.contains($0.name) }
    }

    /// Whether a control's label is only images without accessibility labels.
    private func isImageOnly(_ control: FunctionCallExprSyntax) -> Bool {
        if SyntaxQueries.calledName(control) == "Image" {
            return !control.arguments.contains { $0.label?.text == "label" }
        }
        guard let label = labelClosure(of: control) else { return false }
        let statements = label.statements.map { Syntax($0.item) }
        guard !statements.isEmpty else { return false }
        return statements.allSatisfy { statement in
            guard let expression = statement.as(ExprSyntax.self) else { return false }
            let chain = ModifierChain(expression: expression)
            guard let image = chain.root?.as(FunctionCallExprSyntax.self), SyntaxQueries.calledName(image) == "Image",
                image.calledExpression.is(DeclReferenceExprSyntax.self)
            else { return false }
            return !image.arguments.contains { $0.label?.text == "label" } && !hasLabelModifier(chain)
        }
    }

    /// The closure that builds a control's label, if the control has no title.
    private func labelClosure(of control: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let labelled = control.additionalTrailingClosures.first(where: { $0.label.text == "label" }) {
            return labelled.closure
        }
        if let argument = SyntaxQueries.argument("label", of: control) { return argument.as(ClosureExprSyntax.self) }
        // A title (`Button("Share") { … }`, `Link("Help", destination: …)`) is the label.
        if control.arguments.contains(where: { $0.label == nil }) { return nil }
        guard let trailing = control.trailingClosure, control.additionalTrailingClosures.isEmpty else { return nil }
        // `Menu { items }` has no label closure of this form; elsewhere a trailing closure after labelled
        // arguments (`Button(action:)`, `Link(destination:)`, `Toggle(isOn:)`) is the label.
        if SyntaxQueries.calledName(control) == "Menu" || control.arguments.isEmpty { return nil }
        return trailing
    }
}
