@_spi(RawSyntax) import SwiftSyntax

/// Custom tappable glass without `.interactive()`.
public struct MissingInteractiveGlassRule: Rule {
    public static let description = RuleDescription(
        identifier: "missing_interactive_glass",
        name: "Missing Interactive Glass",
        description: """
            A view with `glassEffect` is made tappable with `onTapGesture`, `onLongPressGesture` or a `gesture` \
            modifier, or a `Button` (`Link`, `ShareLink`, `Menu`, `NavigationLink`, `PhotosPicker`) is given glass — \
            on itself, on its whole label, or through a project's `ViewModifier` (`.modifier(…)`) or view method \
            (`.circleGlass()`, or a `.floatingButtonStyle()` that applies it) that applies plain glass — or a \
            project's `ButtonStyle` gives every \
            button it styles plain glass in `makeBody`, but the glass is not `.interactive()`. Design rule: glass that responds to touch uses interactive glass, so \
            it reacts like the system's glass controls. (Glass buttons — `.buttonStyle(.glass)` — are interactive \
            already.)
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
            // Issue 45: a button with interactive glass, or with the glass button style (whose glass responds).
            Example("Button(\"Send\") { send() }.glassEffect(.regular.interactive())"),
            Example(
                """
                Button { send() } label: {
                    Image(systemName: "paperplane").padding(10).glassEffect(.regular.interactive(), in: .circle)
                }
                """),
            // Glass on part of a label (a badge beside the title) is not the button's surface.
            Example(
                """
                Button { open() } label: {
                    Text("Inbox")
                    Text("3").padding(4).glassEffect()
                }
                """),
            // A project's modifier that applies interactive glass, and one that applies a material.
            Example(
                """
                struct CircleGlass: ViewModifier {
                    func body(content: Content) -> some View { content.glassEffect(.regular.interactive(), in: .circle) }
                }
                struct Back: View {
                    var body: some View { Button { dismiss() } label: { Image(systemName: "chevron.left") }.modifier(CircleGlass()) }
                }
                """),
            Example(
                """
                extension View {
                    func frosted() -> some View { background(.ultraThinMaterial, in: .capsule) }
                }
                struct Back: View {
                    var body: some View { Button("Back") { dismiss() }.frosted() }
                }
                """),
            // Plain glass through a modifier on a view that is no control.
            Example(
                """
                struct CircleGlass: ViewModifier {
                    func body(content: Content) -> some View { content.glassEffect(.regular, in: .circle) }
                }
                struct Badge: View {
                    var body: some View { Image(systemName: "star").modifier(CircleGlass()) }
                }
                """),
            // The same two-level method with interactive glass at the bottom, and one that mixes plain and
            // interactive glass: neither is plain glass on every button.
            Example(
                """
                extension View {
                    func liquidCircle() -> some View { glassEffect(.regular.interactive(), in: .circle) }
                    func mapControlStyle() -> some View { frame(width: 44, height: 44).liquidCircle() }
                    func badgeStyle() -> some View { glassEffect(.regular, in: .capsule) }
                    func mixedStyle(_ badge: Bool) -> some View { Group { if badge { badgeStyle() } else { liquidCircle() } } }
                }
                struct MapControls: View {
                    var body: some View {
                        Button(action: recenter) { Image(systemName: "location") }.mapControlStyle()
                        Button(action: share) { Image(systemName: "square.and.arrow.up") }.mixedStyle(false)
                    }
                }
                """),
            // A component whose caller chooses interactive glass.
            Example(
                """
                struct ChipButton: View {
                    var isInteractive = true
                    var body: some View {
                        Button("Filter") { filter() }.glassEffect(isInteractive ? .regular.interactive() : .regular)
                    }
                }
                """),
            // A button style whose glass responds, and one whose glass is only a badge beside the label.
            Example(
                """
                struct PillStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.padding().glassEffect(.regular.interactive(), in: .capsule)
                    }
                }
                """),
            Example(
                """
                struct CountedStyle: ButtonStyle {
                    let count: Int
                    func makeBody(configuration: Configuration) -> some View {
                        HStack {
                            configuration.label
                            Text("\\(count)").padding(4).glassEffect()
                        }
                    }
                }
                """),
            // A photos picker whose label has interactive glass.
            Example(
                """
                PhotosPicker(selection: $pick, matching: .images) {
                    Image(systemName: "photo").padding(10).glassEffect(.regular.interactive(), in: .circle)
                }
                """),
        ],
        triggeringExamples: [
            // Sixth held-back reading's miss (pattern written anew): plain glass two project methods away — the
            // button's style method applies a method that applies `glassEffect` — is still plain glass on a button.
            Example(
                """
                extension View {
                    func frostedCircle() -> some View { glassEffect(.regular, in: .circle) }
                    func mapControlStyle() -> some View { frame(width: 44, height: 44).frostedCircle() }
                }
                struct MapControls: View {
                    var body: some View {
                        VStack {
                            Button(action: recenter) { Image(systemName: "location") }↓.mapControlStyle()
                            Button(action: zoomIn) { Image(systemName: "plus") }↓.mapControlStyle()
                        }
                    }
                }
                """),
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
            // Issue 45 (misses of the fourth held-back reading, patterns written anew): a button given plain glass,
            // on itself or on its whole label, does not respond to the finger like the glass around it.
            Example("Button(\"Summarize\") { summarize() }.padding()↓.glassEffect()"),
            Example(
                """
                Button { share() } label: {
                    Image(systemName: "square.and.arrow.up")
                        .padding(12)
                        ↓.glassEffect(.regular, in: .circle)
                }
                .buttonStyle(.plain)
                """),
            // Through a project's `ViewModifier`, also behind a view method, declared in another file.
            Example(
                """
                struct Toolbar: View {
                    var body: some View {
                        HStack {
                            Button { dismiss() } label: { Image(systemName: "chevron.left") }↓.modifier(CircleGlass())
                            ShareLink(item: url) { Image(systemName: "square.and.arrow.up") }↓.circleGlass()
                        }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct CircleGlass: ViewModifier {
                        func body(content: Content) -> some View {
                            if #available(iOS 26, *) {
                                content.padding(10).glassEffect(.regular, in: .circle)
                            } else {
                                content.padding(10).background(.thinMaterial, in: .circle)
                            }
                        }
                    }
                    extension View {
                        func circleGlass() -> some View { modifier(CircleGlass()) }
                    }
                    """,
                ]),
            // Issue 45 (misses of the fifth held-back reading, patterns written anew): a photo picker is a control
            // too; a project's button style that gives every button it styles plain glass.
            Example(
                """
                PhotosPicker(selection: $pick, matching: .images) {
                    Label("Choose", systemImage: "photo").padding()↓.glassEffect(in: .capsule)
                }
                """),
            Example(
                """
                struct FrostedButtonStyle: ButtonStyle {
                    var tint: Color = .accentColor
                    func makeBody(configuration: Configuration) -> some View {
                        if #available(iOS 26, *) {
                            configuration.label
                                .padding(.horizontal, 16)
                                ↓.glassEffect(.regular.tint(tint), in: .capsule)
                        } else {
                            configuration.label.padding(.horizontal, 16).background(.thinMaterial, in: .capsule)
                        }
                    }
                }
                """),
        ])

    /// Modifiers that make a view tappable or draggable.
    static let tapModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
    ]

    /// Controls whose glass is the control's surface: a tap on them is an action.
    static let controls: Set<String> = ["Button", "Link", "ShareLink", "Menu", "NavigationLink", "PhotosPicker"]

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = context.glassSites.compactMap { site -> Violation? in
            guard site.kind == .glassEffect, site.variant == .regular || site.variant == .clear,
                !site.glassMembers.contains("interactive"), !Self.choosesInteractive(site), site.appliesRules
            else { return nil }
            if let tap = site.chain.modifiers.first(where: { Self.tapModifiers.contains($0.name) }) {
                return Violation(
                    position: site.anchor,
                    message: "Glass on a view with `\(tap.name)` is not interactive; use "
                        + "`.glassEffect(.regular.interactive())` so it responds to touch like the system's glass")
            }
            if let style = Self.buttonStyle(around: site) {
                return Violation(
                    position: site.anchor,
                    message: "`\(style)` gives every button it styles glass that is not interactive; use "
                        + "`.regular.interactive()` so they respond to touch like the system's glass buttons")
            }
            guard let control = Self.control(receiving: site.chain, context) else { return nil }
            return Violation(
                position: site.anchor,
                message: "Glass on a `\(control)` is not interactive; use `.buttonStyle(.glass)` or "
                    + "`.glassEffect(.regular.interactive())` so it responds to touch like the system's glass")
        }
        // Through a project's modifier: `Button { … }.modifier(CircleGlass())`, `.circleGlass()`. Looked for from the
        // modifier calls — `.modifier(…)`, and the project's view methods named for glass (`circleGlass`,
        // `glassButtonBackground`: every one seen in the corpora) — not from every `Button`: materializing each
        // control call of each file cost 27 M instructions on Swiftfin (1 % of its lint; callgrind).
        // Also any other method of the project that produces glass (`floatingButtonStyle()` over
        // `applyGlassEffect()`, the sixth held-back reading's miss): the file's distinct lowercase call names are
        // each one question to the index, and only the calls of those that produce glass are materialized.
        var candidates = context.file.calls("modifier")
        let controlsCalled = Self.controls.contains { context.file.hasCalls($0) }
        for name in context.file.lowercaseCalledNames().sorted()
        where name != "glassEffect" && !name.hasPrefix("glassEffect") && name != "modifier"
            && (name.contains("lass") || (controlsCalled && context.declarations.producesGlass(name, in: nil)))
        {
            candidates += context.file.calls(name)
        }
        for call in candidates {
            guard let member = SyntaxQueries.calledMember(call), member.base != nil,
                let applied = Self.projectModifierName(ModifierChain.Modifier(name: member.declName.baseName.text, call: call)),
                context.declarations.producesGlass(applied, in: nil), context.declarations.appliesStaticGlass(applied),
                GlassCodeScope.appliesRules(at: call)
            else { continue }
            let chain = ModifierChain(containing: call)
            guard !chain.modifiers.contains(where: { isGlassSite($0.call, context) }),
                let control = Self.control(receiving: chain, context)
            else { continue }
            violations.append(
                Violation(
                    position: SyntaxQueries.anchor(of: call),
                    message: "`\(applied)` gives this `\(control)` glass that is not interactive; make that glass "
                        + "`.regular.interactive()` (or use `.buttonStyle(.glass)`) so it responds to touch like the "
                        + "system's glass"))
        }
        return violations.sorted { $0.position < $1.position }
    }

    /// The project `ButtonStyle` (or `PrimitiveButtonStyle`) whose `makeBody` returns the site's glass chain as
    /// the button's whole surface: the chain is the body's own statement (also in a branch of an `if` or
    /// `#available` directly in it), not a part nested in a stack or an overlay. Every button the style is
    /// given to gets that glass (fifth held-back reading: a design system's glass button style).
    static func buttonStyle(around site: GlassSite) -> String? {
        var node = Syntax(site.chain.expression)
        while let parent = node.parent {
            if let function = parent.as(FunctionDeclSyntax.self) {
                guard function.name.text == "makeBody",
                    let type = SyntaxQueries.enclosingTypeDeclaration(of: function)
                else { return nil }
                return conformsToButtonStyle(type) ? typeName(type) : nil
            }
            switch parent.kind {
            case .codeBlockItem, .codeBlockItemList, .codeBlock, .ifExpr, .expressionStmt, .returnStmt:
                node = parent
            default:
                return nil
            }
        }
        return nil
    }

    private static func conformsToButtonStyle(_ type: DeclSyntax) -> Bool {
        let clause: InheritanceClauseSyntax? =
            type.as(StructDeclSyntax.self)?.inheritanceClause ?? type.as(ExtensionDeclSyntax.self)?.inheritanceClause
                ?? type.as(ClassDeclSyntax.self)?.inheritanceClause
        return clause?.inheritedTypes.contains { inherited in
            let name = inherited.type.as(IdentifierTypeSyntax.self)?.name.text
                ?? inherited.type.as(MemberTypeSyntax.self)?.name.text
            return name == "ButtonStyle" || name == "PrimitiveButtonStyle"
        } ?? false
    }

    private static func typeName(_ type: DeclSyntax) -> String {
        type.as(StructDeclSyntax.self)?.name.text ?? type.as(ClassDeclSyntax.self)?.name.text
            ?? type.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription ?? "ButtonStyle"
    }

    /// Glass whose value offers `.interactive()` in one of its branches (`isInteractive ? .regular.interactive() :
    /// .regular`): a component that lets its caller choose (sixth held-back reading, four wrong findings on one
    /// design system's buttons; fixed after that reading, so not in its figure). Read from the value's text, as
    /// short as glass values are.
    static func choosesInteractive(_ site: GlassSite) -> Bool {
        guard let glass = site.glass else { return false }
        return glass.trimmedDescription.contains(".interactive(")
    }

    private func isGlassSite(_ call: FunctionCallExprSyntax, _ context: RuleContext) -> Bool {
        context.glassSites.contains { $0.call.id == call.id }
    }

    /// `CircleGlass` in `.modifier(CircleGlass())`, `circleGlass` in `.circleGlass()`; nil for SwiftUI's own
    /// modifiers the project does not declare (asked of the index, which knows only the project's).
    static func projectModifierName(_ modifier: ModifierChain.Modifier) -> String? {
        if modifier.name == "modifier" {
            guard let argument = SyntaxQueries.argument(nil, of: modifier.call)?.as(FunctionCallExprSyntax.self),
                let type = argument.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            else { return nil }
            return type
        }
        return modifier.name.first?.isLowercase == true ? modifier.name : nil
    }

    /// The control a glass chain is the surface of: the chain starts at a `Button` (`Link`, …) call, or the chain
    /// is the whole label of one — and that control has no glass button style (glass on glass, another rule's).
    static func control(receiving chain: ModifierChain, _ context: RuleContext) -> String? {
        guard let root = chain.root?.as(FunctionCallExprSyntax.self) else { return nil }
        if let name = controlName(root) { return hasGlassStyle(ModifierChain(containing: root), context) ? nil : name }
        // The whole label: the chain is the only statement of the control's label closure.
        guard let item = chain.expression.parent?.as(CodeBlockItemSyntax.self),
            let closure = item.parent?.parent?.as(ClosureExprSyntax.self), closure.statements.count == 1,
            let control = ViewInteraction.owner(of: closure), let name = controlName(control),
            labelClosures(of: control).contains(where: { $0.id == closure.id }),
            !hasGlassStyle(ModifierChain(containing: control), context)
        else { return nil }
        return name
    }

    private static func controlName(_ call: FunctionCallExprSyntax) -> String? {
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            controls.contains(reference.baseName.text)
        else { return nil }
        return reference.baseName.text
    }

    private static func hasGlassStyle(_ chain: ModifierChain, _ context: RuleContext) -> Bool {
        chain.modifiers.contains { modifier in
            context.glassSites.contains {
                $0.call.id == modifier.call.id && ($0.kind == .glassButtonStyle || $0.kind == .glassProminentButtonStyle)
            }
        }
    }

    /// The label closures of a control call: `label:` (argument or trailing), or the trailing closure of
    /// `Button(action:)`, `Link(destination:)`, `ShareLink(item:)`, `NavigationLink(destination:)` (a `Menu`'s
    /// trailing closure is its items).
    static func labelClosures(of control: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        var closures: [ClosureExprSyntax] = []
        for additional in control.additionalTrailingClosures where additional.label.text == "label" {
            closures.append(additional.closure)
        }
        for argument in control.arguments where argument.label?.text == "label" {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { closures.append(closure) }
        }
        if let trailing = control.trailingClosure, control.additionalTrailingClosures.isEmpty,
            controlName(control) != "Menu", control.arguments.contains(where: { $0.label != nil })
        {
            closures.append(trailing)
        }
        return closures
    }
}
