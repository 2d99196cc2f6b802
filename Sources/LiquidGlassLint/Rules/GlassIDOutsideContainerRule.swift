import SwiftSyntax

/// `glassEffectID` with no enclosing `GlassEffectContainer` in the same view.
public struct GlassIDOutsideContainerRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_id_outside_container",
        name: "Glass ID outside Container",
        description: """
            `glassEffectID` is used with no `GlassEffectContainer` around it in the same view. Design rule: glass \
            morphs between shapes with the same ID only inside one `GlassEffectContainer`.
            """,
        rationale: """
            The container is what renders related glass together and animates shapes into each other; without \
            one the ID has no effect and elements appear and disappear without the morph the code asks for.
            """,
        severity: .warning,
        // Opt-in: under 90 % precision on the held-back unseen apps (RulePrecision, docs/lint-corpus.md).
        isOptIn: true,
        nonTriggeringExamples: [
            // Seventh tuning half (pattern written anew): a helper inside the container on iOS 26, and in the
            // pre-iOS 26 fallback bar, which has no glass.
            Example(
                """
                struct ComposerBar: View {
                    @Namespace private var ns
                    var body: some View {
                        if #available(iOS 26, *) { glassBar } else { legacyBar }
                    }
                    private var glassBar: some View { GlassEffectContainer { HStack { tools; field } } }
                    private var legacyBar: some View { HStack { tools; field } }
                    private var tools: some View {
                        Image(systemName: "plus").glassEffect(.regular.interactive()).glassEffectID("tools", in: ns)
                    }
                }
                """),
            Example(
                """
                GlassEffectContainer {
                    if isExpanded {
                        Button("Close", systemImage: "xmark") { isExpanded = false }
                            .glassEffect()
                            .glassEffectID("close", in: namespace)
                    }
                }
                """),
            // A view modifier is applied inside a container by its caller.
            Example(
                """
                struct Morphing: ViewModifier {
                    let id: String
                    let namespace: Namespace.ID
                    func body(content: Content) -> some View {
                        content.glassEffect().glassEffectID(id, in: namespace)
                    }
                }
                """),
            Example(
                """
                extension View {
                    func morphingGlass(_ id: String, in namespace: Namespace.ID) -> some View {
                        glassEffect().glassEffectID(id, in: namespace)
                    }
                }
                """),
            // A project's backport wrapper (`view.backport.glassEffectID(…)`): a method of `extension Backport where
            // Content: View` applies the ID to the view its caller wraps, and the caller places it (fifth round's
            // tuning half: a backports package).
            Example(
                """
                public struct Backport<Content> { let content: Content }
                public extension Backport where Content: View {
                    @ViewBuilder func glassEffectID(_ id: String, in namespace: Namespace.ID) -> some View {
                        if #available(iOS 26, *) { content.glassEffectID(id, in: namespace) } else { content }
                    }
                }
                """),
            // A helper used only inside a container (corpus: IceCubesApp).
            Example(
                """
                struct Composer: View {
                    @Namespace private var ns
                    var body: some View {
                        GlassEffectContainer { HStack { sendButton; attachButton } }
                    }
                    private var sendButton: some View {
                        Button("Send") { send() }.glassEffect().glassEffectID("send", in: ns)
                    }
                    private var attachButton: some View { Button("Attach") { attach() }.glassEffect() }
                }
                """),
            // A component view used only inside a container in the file.
            Example(
                """
                struct SymbolChip: View {
                    let namespace: Namespace.ID
                    var body: some View { Image(systemName: "star").glassEffect().glassEffectID("star", in: namespace) }
                }
                struct Chips: View {
                    @Namespace private var ns
                    var body: some View { GlassEffectContainer { HStack { SymbolChip(namespace: ns) } } }
                }
                """),
        ],
        triggeringExamples: [
            Example(
                """
                HStack {
                    Button("Edit") { edit() }
                        .glassEffect()
                        ↓.glassEffectID("edit", in: namespace)
                }
                """),
            Example(
                """
                var body: some View {
                    VStack {
                        if showBadge {
                            Text("3").glassEffect()↓.glassEffectID("badge", in: ns)
                        }
                    }
                    .sheet(isPresented: $showHelp) {
                        GlassEffectContainer { HelpView() }
                    }
                }
                """),
            // A helper used both inside and outside a container.
            Example(
                """
                struct Bar: View {
                    var body: some View {
                        VStack {
                            GlassEffectContainer { badge }
                            badge
                        }
                    }
                    var badge: some View { Text("3").glassEffect()↓.glassEffectID("badge", in: ns) }
                }
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.file.systemCalls("glassEffectID", context.declarations).compactMap { call in
            if isInsideContainer(call, context) || isReusableModifier(call, context) { return nil }
            // A helper property or function used only inside containers (corpus: IceCubesApp, Harbour).
            if HelperUses.allUses(ofHelperAround: call, satisfy: { isInsideContainer($0, context) }) { return nil }
            // A component view used only inside containers in the file (corpus: LiquidGlass-Handbook).
            if HelperUses.allUses(ofComponentAround: call, in: context.file, satisfy: { isInsideContainer($0, context) }) {
                return nil
            }
            return Violation(
                position: SyntaxQueries.anchor(of: call),
                message: "`glassEffectID` outside a GlassEffectContainer; no morph happens without one")
        }
    }

    private func isInsideContainer(_ node: some SyntaxProtocol, _ context: RuleContext) -> Bool {
        for enclosing in context.file.enclosingCalls(of: node) where enclosing.isContent {
            if enclosing.name == "GlassEffectContainer" || context.declarations.isContainerWrapper(enclosing.name) {
                return true
            }
            if EnclosingCall.presentationModifiers.contains(enclosing.name) { return false }
        }
        return false
    }

    /// Code meant to be applied by callers: a `ViewModifier`'s body, a `View` extension, or an extension of a
    /// wrapper of views (`extension Backport where Content: View`, whose methods apply modifiers to the wrapped
    /// view).
    private func isReusableModifier(_ call: FunctionCallExprSyntax, _ context: RuleContext) -> Bool {
        guard let scope = context.file.viewScope(of: call) else { return false }
        if scope.conforms(to: "ViewModifier") { return true }
        guard let extensionDecl = scope.declaration.as(ExtensionDeclSyntax.self) else { return false }
        if extensionDecl.extendedType.trimmedDescription == "View" { return true }
        return extensionDecl.genericWhereClause?.requirements.contains { requirement in
            guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self) else { return false }
            return conformance.rightType.trimmedDescription == "View"
        } ?? false
    }
}
