import SwiftSyntax
import LiquidGlassRules

/// Glass inside content that is itself glass.
public struct GlassOnGlassRule: Rule {
    public static let description = RuleDescription(
        identifier: DesignRule.glassOnGlass.rawValue,
        name: "Glass on Glass",
        description: """
            Glass is applied inside content that is already glass: in a view that has `glassEffect`, in the \
            `overlay` or `background` of a glass view, in the label of a glass button, or `glassEffect`/`.buttonStyle(.glass)` \
            on toolbar items (the system makes them glass). A prominent style on a toolbar item \
            (`.glassProminent`) is how the primary action is marked, which the bar renders as its tinted glass, \
            and code that runs only before iOS 26 (the `else` of `if #available(iOS 26, *)`, \
            `@available(iOS, obsoleted: 26)`) never has system glass: neither is reported. Design rule: never stack glass on glass; group neighbouring glass in a \
            `GlassEffectContainer` instead.
            """,
        rationale: """
            Glass cannot sample other glass: the inner element refracts a blurred copy of the outer material, \
            which reads as murky, doubled edges and highlights, and costs two offscreen passes for one control.
            """,
        severity: .warning,
        // Opt-in: under 90 % precision on the held-back unseen apps (RulePrecision, docs/lint-corpus.md).
        isOptIn: true,
        nonTriggeringExamples: [
            Example(
                """
                GlassEffectContainer {
                    HStack {
                        Button("Bold", systemImage: "bold") { toggleBold() }.glassEffect()
                        Button("Italic", systemImage: "italic") { toggleItalic() }.glassEffect()
                    }
                }
                """),
            Example(
                """
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { save() }
                    }
                }
                """),
            // Plain content on glass is what glass is for.
            Example("Circle().glassEffect().overlay { Image(systemName: \"mic.fill\").font(.title2) }"),
            // A sheet opened from a glass button has its own hierarchy.
            Example(
                """
                Button("Options") { showOptions = true }
                    .glassEffect()
                    .sheet(isPresented: $showOptions) { OptionsView().glassEffect() }
                """),
            Example("VStack { Text(\"a\").glassEffect(.identity) }.glassEffect()"),
            // The primary toolbar action (corpus: IceCubesApp ToolbarItems, AppAccountsSelectorView).
            Example(
                """
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Post") { post() }.buttonStyle(.glassProminent)
                    }
                }
                """),
            // A helper placed outside the toolbar.
            Example(
                """
                struct Editor: View {
                    var body: some View { VStack { Canvas(); editButton } }
                    private var editButton: some View { Button("Edit") { edit() }.buttonStyle(.glass) }
                }
                """),
            // Pre-iOS 26 paths never get system glass.
            Example(
                """
                .toolbar {
                    ToolbarItem {
                        if #available(iOS 26, *) {
                            Button("Add") { add() }
                        } else {
                            Button("Add") { add() }.glassEffect()
                        }
                    }
                }
                """),
            Example(
                """
                @available(iOS, obsoleted: 26)
                var legacyBar: some View {
                    VStack { Text("a").glassEffect() }.glassEffect()
                }
                """),
        ],
        triggeringExamples: [
            Example(
                """
                VStack {
                    Text("Speed")
                    Slider(value: $speed)↓.glassEffect()
                }
                .padding()
                .glassEffect(in: .rect(cornerRadius: 20))
                """),
            Example(
                """
                Capsule().frame(width: 120, height: 44)
                    .glassEffect()
                    .overlay {
                        Image(systemName: "play.fill")↓.glassEffect(in: .circle)
                    }
                """),
            Example(
                """
                Button { play() } label: {
                    Label("Play", systemImage: "play.fill")↓.glassEffect()
                }
                .buttonStyle(.glass)
                """),
            Example(
                """
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add", systemImage: "plus") { add() }↓.buttonStyle(.glass)
                    }
                }
                """),
            Example(
                """
                .toolbar {
                    ToolbarItem(placement: .principal) {
                        Text(title).padding(8)↓.glassEffect()
                    }
                }
                """),
            // Through a helper property of the view.
            Example(
                """
                struct Editor: View {
                    var body: some View {
                        Canvas().toolbar { ToolbarItem { editButton } }
                    }
                    private var editButton: some View {
                        Button("Edit") { edit() }↓.buttonStyle(.glass)
                    }
                }
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.glassSites.compactMap { site -> Violation? in
            guard site.isSwiftUI, site.variant != .identity, !site.isPreGlassFallback,
                let reason = outerGlass(around: site.call, site, context) ?? toolbarHelper(site, context)
            else {
                return nil
            }
            return Violation(position: site.anchor, message: "Glass on glass: \(reason); glass cannot sample other glass")
        }
    }

    /// Why the place of `call` is already glass, if it is.
    private func outerGlass(around call: FunctionCallExprSyntax, _ site: GlassSite, _ context: RuleContext) -> String? {
        for enclosing in context.file.enclosingCalls(of: call) {
            switch enclosing.relation {
            case .receiver:
                if isGlassEffect(enclosing.call, context) { return "inside a view that has glassEffect" }
            case .content:
                if enclosing.name == "toolbar" || enclosing.name.hasPrefix("ToolbarItem") {
                    // A prominent toolbar button is the bar's own tinted glass for the primary action.
                    if site.kind == .glassProminentButtonStyle { return nil }
                    return "toolbar items are glass already"
                }
                if EnclosingCall.presentationModifiers.contains(enclosing.name) { return nil }
                if enclosing.isModifier, ["overlay", "background"].contains(enclosing.name),
                    hasGlass(before: enclosing.call, context)
                {
                    return "in the \(enclosing.name) of a glass view"
                }
                if enclosing.name == "Button", hasGlassButtonStyle(enclosing.call, context) {
                    return "in the label of a glass button"
                }
            }
        }
        return nil
    }

    /// Glass in a helper property or function (`editButton`) that is placed in a toolbar: `.toolbar {
    /// editButton }` (corpus: the toolbar-helper miss). Prominent styles mark the primary action.
    private func toolbarHelper(_ site: GlassSite, _ context: RuleContext) -> String? {
        guard site.kind != .glassProminentButtonStyle, let (name, declaration) = HelperUses.helper(around: site.call)
        else { return nil }
        let uses = HelperUses.uses(of: name, in: Syntax(declaration.root), excluding: declaration)
        for use in uses {
            for enclosing in context.file.enclosingCalls(of: use) where enclosing.isContent {
                if enclosing.name == "toolbar" || enclosing.name.hasPrefix("ToolbarItem") {
                    return "`\(name)` is placed in a toolbar, whose items are glass already"
                }
                if EnclosingCall.presentationModifiers.contains(enclosing.name) { break }
            }
        }
        return nil
    }

    private func isGlassEffect(_ call: FunctionCallExprSyntax, _ context: RuleContext) -> Bool {
        // Only calls named glassEffect can be one; the name check avoids scanning the sites for every frame.
        guard SyntaxQueries.calledName(call) == "glassEffect" else { return false }
        return context.glassSites.contains { $0.call.id == call.id && $0.kind == .glassEffect && $0.variant != .identity }
    }

    /// Whether the view a modifier applies to already has glassEffect.
    private func hasGlass(before modifier: FunctionCallExprSyntax, _ context: RuleContext) -> Bool {
        ModifierChain(containing: modifier).modifiers(before: modifier).contains { isGlassEffect($0.call, context) }
    }

    private func hasGlassButtonStyle(_ button: FunctionCallExprSyntax, _ context: RuleContext) -> Bool {
        let chain = ModifierChain(containing: button)
        guard chain.root?.id == Syntax(button).id else { return false }
        return chain.modifiers.contains { modifier in
            context.glassSites.contains {
                $0.call.id == modifier.call.id && ($0.kind == .glassButtonStyle || $0.kind == .glassProminentButtonStyle)
            }
        }
    }
}
