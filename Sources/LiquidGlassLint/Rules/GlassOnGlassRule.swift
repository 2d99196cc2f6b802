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
        // On by default since the seventh held-back reading: 10 of 11 over all readings (RulePrecision,
        // docs/lint-corpus.md); opt-in before, under 90 %.
        nonTriggeringExamples: [
            // Issue 45: a toolbar item with its shared background hidden carries its own glass (the documented
            // pattern, here a macOS toolbar title kept apart from the view-options button).
            Example(
                """
                struct ChannelView: View {
                    var body: some View {
                        content.toolbar {
                            ToolbarItem(placement: .principal) {
                                Text(title).padding(.vertical, 5).glassEffect()
                            }
                            .sharedBackgroundVisibility(.hidden)
                        }
                    }
                }
                """),
            // Issue 45: a component with no glass of its own, or one given `.identity` glass by its caller.
            Example(
                """
                struct Sidebar: View {
                    var body: some View { ConversationList().padding().glassEffect(.regular, in: .rect(cornerRadius: 20)) }
                }
                """,
                otherFiles: [
                    """
                    struct ConversationList: View {
                        var body: some View { VStack { ForEach(chats) { Text($0.title) } } }
                    }
                    """,
                ]),
            Example(
                """
                struct Screen: View {
                    var body: some View { ChatArea().glassEffect(.identity) }
                }
                """,
                otherFiles: [
                    """
                    struct ChatArea: View {
                        var body: some View { ScrollView { ForEach(messages) { Text($0.text).padding().glassEffect(.clear) } } }
                    }
                    """,
                ]),
            // UIKit: glass elements side by side in a UIGlassContainerEffect view are grouped, not stacked.
            Example(
                """
                let container = UIVisualEffectView(effect: UIGlassContainerEffect())
                let chip = UIVisualEffectView(effect: UIGlassEffect())
                container.contentView.addSubview(chip)
                """),
            // UIKit: a label on a glass panel is content, not glass.
            Example(
                """
                let panel = UIVisualEffectView(effect: UIGlassEffect())
                panel.contentView.addSubview(titleLabel)
                """),
            // A project's toolbar wrapper with the primary action's prominent style.
            Example(
                """
                extension View {
                    func topBarTrailing<C: View>(@ViewBuilder _ content: () -> C) -> some View {
                        toolbar { ToolbarItem(placement: .topBarTrailing) { content() } }
                    }
                }
                struct RefreshView: View {
                    var body: some View {
                        form.topBarTrailing { Button("Run", action: run).buttonStyle(.glassProminent) }
                    }
                }
                """),
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
            // Plain buttons on a bar whose background is glass: the bar's glass is the only layer.
            Example(
                """
                HStack {
                    Button("Back", systemImage: "chevron.left") { back() }
                    Button("Share", systemImage: "square.and.arrow.up") { share() }
                }
                .padding()
                .background { Capsule().glassEffect() }
                """),
            // A plain material background is not glass.
            Example(
                """
                HStack { Button("Play") { play() }.buttonStyle(.glass) }
                    .background(.ultraThinMaterial)
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
            // Issue 45: glass buttons on a bar whose background is glass.
            Example(
                """
                HStack {
                    Button("Back", systemImage: "chevron.left") { back() }↓.buttonStyle(.glass)
                    Button("Share", systemImage: "square.and.arrow.up") { share() }↓.buttonStyle(.glass)
                }
                .padding()
                .background { Capsule().glassEffect() }
                """),
            Example(
                """
                VStack { Image(systemName: "play.fill").padding()↓.glassEffect(.regular.interactive()) }
                    .background(RoundedRectangle(cornerRadius: 20).fill(.clear).glassEffect(in: .rect(cornerRadius: 20)))
                """),
            // Issue 45: a glass button placed in a toolbar through the project's wrapper, declared in another file.
            Example(
                """
                struct DevicesView: View {
                    var body: some View {
                        list.topBarTrailing { Button("Edit", action: edit)↓.buttonStyle(.glass) }
                    }
                }
                """,
                otherFiles: [
                    """
                    extension View {
                        func topBarTrailing<C: View>(@ViewBuilder _ content: () -> C) -> some View {
                            toolbar { ToolbarItemGroup(placement: .topBarTrailing) { content() } }
                        }
                    }
                    """,
                ]),
            // Issue 45 (UIKit): a glass button inside a glass panel.
            Example(
                """
                final class PlayerPanel: UIView {
                    let panel = UIVisualEffectView(effect: UIGlassEffect(style: .regular))
                    func setUp() {
                        let close = UIButton(configuration: .glass())
                        panel.contentView.addSubview(↓close)
                        let badge = UIVisualEffectView(effect: UIGlassEffect())
                        panel.contentView.addSubview(↓badge)
                    }
                }
                """),
            // The configuration kept in a variable first, to give it an image.
            Example(
                """
                final class MiniPlayer: UIView {
                    let panel = UIVisualEffectView(effect: UIGlassEffect())
                    func setUp() {
                        var config = UIButton.Configuration.glass()
                        config.image = UIImage(systemName: "play.fill")
                        let play = UIButton(configuration: config)
                        panel.contentView.addSubview(↓play)
                    }
                }
                """),
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
            // Issue 45 (a miss of the fourth held-back reading, written anew): glass inside a component whose caller
            // makes the whole component glass — here the component is declared in another file.
            Example(
                """
                struct ChatScreen: View {
                    var body: some View {
                        HStack {
                            Sidebar()
                            ChatArea()
                                .padding()
                                ↓.glassEffect(.regular, in: .rect(cornerRadius: 24))
                        }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct ChatArea: View {
                        var body: some View {
                            VStack {
                                ForEach(messages) { Text($0.text).padding().glassEffect(.clear, in: .rect(cornerRadius: 16)) }
                                TextField("Message", text: $draft).padding().glassEffect(.clear, in: .capsule)
                            }
                        }
                    }
                    """,
                ]),
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
                    ?? glassComponent(under: site, context)
            else {
                return nil
            }
            return Violation(position: site.anchor, message: "Glass on glass: \(reason); glass cannot sample other glass")
        } + uikitGlassOnGlass(context)
    }

    /// UIKit: a glass view or a glass-configured button added to the `contentView` of a glass
    /// `UIVisualEffectView` (not of a `UIGlassContainerEffect` view, whose elements are glass side by side).
    private func uikitGlassOnGlass(_ context: RuleContext) -> [Violation] {
        guard context.file.hasCalls("addSubview") || context.file.hasCalls("addArrangedSubview") else { return [] }
        let views = UIKitGlassViews(file: context.file, declarations: context.declarations)
        let buttons = Self.glassButtonNames(context)
        var violations: [Violation] = []
        for name in ["addSubview", "insertSubview"] {
            for call in context.file.calls(name) {
                guard let receiver = SyntaxQueries.calledMember(call)?.base?.as(MemberAccessExprSyntax.self),
                    receiver.declName.baseName.text == "contentView", let panel = receiver.base,
                    case .glass(let outer)? = views.material(ofView: panel), outer != .identity,
                    let added = call.arguments.first?.expression, GlassCodeScope.appliesRules(at: call)
                else { continue }
                let addedIsGlass: Bool
                if case .glass(let inner)? = views.material(ofView: added) {
                    addedIsGlass = inner != .identity
                } else {
                    addedIsGlass = UIKitGlassViews.lastName(added).map {
                        buttons.contains(Key(scope: UIKitGlassViews.scope(of: call), name: $0))
                    } ?? false
                }
                guard addedIsGlass else { continue }
                violations.append(
                    Violation(
                        at: added,
                        message: "Glass on glass: a glass view in the contentView of a glass UIVisualEffectView; glass "
                            + "cannot sample other glass (put both in a UIGlassContainerEffect view, or drop one)"))
            }
        }
        return violations
    }

    struct Key: Hashable {
        let scope: Int
        let name: String
    }

    /// Names of buttons given a glass `UIButton.Configuration`: `let b = UIButton(configuration: .glass())`,
    /// `b.configuration = .prominentGlass()` (also written `UIButton.Configuration.glass()`).
    static func glassButtonNames(_ context: RuleContext) -> Set<Key> {
        func isGlassConfiguration(_ expression: ExprSyntax) -> Bool {
            guard let call = expression.as(FunctionCallExprSyntax.self), let member = SyntaxQueries.calledMember(call),
                Self.glassConfigurations.contains(member.declName.baseName.text)
            else { return false }
            return member.base == nil || member.base!.trimmedDescription.hasSuffix("Configuration")
        }
        // Configurations kept in a variable first (`var config = UIButton.Configuration.glass()`, then
        // `UIButton(configuration: config)`): the common way to set a title or image on one.
        var configurations: Set<Key> = []
        for name in Self.glassConfigurations.sorted() {
            for call in context.file.calls(name) where isGlassConfiguration(ExprSyntax(call)) {
                guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                    let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
                else { continue }
                configurations.insert(Key(scope: UIKitGlassViews.scope(of: call), name: identifier.identifier.text))
            }
        }
        func isGlass(_ configuration: ExprSyntax) -> Bool {
            if isGlassConfiguration(configuration) { return true }
            guard let name = UIKitGlassViews.lastName(configuration) else { return false }
            return configurations.contains(Key(scope: UIKitGlassViews.scope(of: configuration), name: name))
        }
        var names: Set<Key> = []
        for call in context.file.calls("UIButton") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard let configuration = SyntaxQueries.argument("configuration", of: call), isGlass(configuration),
                let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
            else { continue }
            names.insert(Key(scope: UIKitGlassViews.scope(of: call), name: identifier.identifier.text))
        }
        for member in context.file.members("configuration") {
            guard let value = UIKitGlassViews.assignedValue(to: ExprSyntax(member)), isGlass(value),
                let base = member.base, let name = UIKitGlassViews.lastName(base)
            else { continue }
            names.insert(Key(scope: UIKitGlassViews.scope(of: member), name: name))
        }
        return names
    }

    static let glassConfigurations: Set<String> = ["glass", "clearGlass", "prominentGlass", "prominentClearGlass"]

    private func outerGlass(around call: FunctionCallExprSyntax, _ site: GlassSite, _ context: RuleContext) -> String? {
        for enclosing in context.file.enclosingCalls(of: call) {
            switch enclosing.relation {
            case .receiver:
                if isGlassEffect(enclosing.call, context) { return "inside a view that has glassEffect" }
                // Issue 45: glass buttons on a bar whose background is glass (`.background { Capsule().glassEffect() }`).
                if enclosing.isModifier, enclosing.name == "background", backgroundHasGlass(enclosing.call, context) {
                    return "on a view whose background is glass"
                }
            case .content:
                if enclosing.name == "toolbar" || enclosing.name.hasPrefix("ToolbarItem") {
                    // A prominent toolbar button is the bar's own tinted glass for the primary action; an item
                    // with `.sharedBackgroundVisibility(.hidden)` has no shared glass and carries its own (the
                    // documented pattern; issue 45, a macOS toolbar title).
                    if site.kind == .glassProminentButtonStyle { return nil }
                    if enclosing.name.hasPrefix("ToolbarItem"), Self.hidesSharedBackground(enclosing.call) { return nil }
                    return "toolbar items are glass already"
                }
                // A project's toolbar wrapper: `.topBarTrailing { … }` whose declaration builds `toolbar { ToolbarItem… }`.
                if enclosing.isModifier, site.kind != .glassProminentButtonStyle,
                    context.declarations.isToolbarWrapper(enclosing.name)
                {
                    return "`\(enclosing.name)` places it in a toolbar, whose items are glass already"
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
                    if enclosing.name.hasPrefix("ToolbarItem"), Self.hidesSharedBackground(enclosing.call) { break }
                    return "`\(name)` is placed in a toolbar, whose items are glass already"
                }
                if EnclosingCall.presentationModifiers.contains(enclosing.name) { break }
            }
        }
        return nil
    }

    /// Glass applied to a whole component of the project whose own declaration has glass inside
    /// (`ChatArea().glassEffect()`, `ChatArea`'s messages glass): the caller's glass is under the component's
    /// (issue 45, a miss of the fourth held-back reading). Asked of the project-wide index (``GlassProducers``), so
    /// the component may be declared in any file; a wrapper around `GlassEffectContainer` is grouping, not glass.
    private func glassComponent(under site: GlassSite, _ context: RuleContext) -> String? {
        guard site.kind == .glassEffect, let root = site.chain.root?.as(FunctionCallExprSyntax.self),
            let name = root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.first?.isUppercase == true, name != "GlassEffectContainer",
            context.declarations.declaresType(name), !context.declarations.isContainerWrapper(name),
            context.declarations.producesGlass(name, in: nil)
        else { return nil }
        return "`\(name)` has glass inside it (in its declaration), and this puts glass under the whole of it"
    }

    /// `ToolbarItem(…) { … }.sharedBackgroundVisibility(.hidden)`.
    static func hidesSharedBackground(_ item: FunctionCallExprSyntax) -> Bool {
        ModifierChain(containing: item).modifiers.contains { modifier in
            modifier.name == "sharedBackgroundVisibility"
                && SyntaxQueries.argument(nil, of: modifier.call).flatMap(SyntaxQueries.rootMemberName) == "hidden"
        }
    }

    /// Whether the content of a `background` modifier (its arguments or trailing closure) applies glass.
    private func backgroundHasGlass(_ background: FunctionCallExprSyntax, _ context: RuleContext) -> Bool {
        let start = background.arguments.position
        let end = background.trailingClosure?.endPosition ?? background.arguments.endPosition
        return context.glassSites.contains { site in
            site.isSwiftUI && site.variant != .identity && site.call.position >= start && site.call.endPosition <= end
        }
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
