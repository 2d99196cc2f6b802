import SwiftSyntax

/// Timing-curve animations in a view that uses glass.
public struct NonSpringGlassAnimationRule: Rule {
    public static let description = RuleDescription(
        identifier: "non_spring_glass_animation",
        name: "Non-Spring Glass Animation",
        description: """
            `.animation(.linear…/.easeIn…/.easeOut…/.easeInOut…, value:)` on a view with glass, or \
            `withAnimation(.easeInOut…)` changing state that decides whether glass is shown (an `if`, `switch` or \
            ternary around it) or its shape, frame or morph (an argument of the glass view's modifiers). Timing \
            curves on ordinary content in the same view are not reported. Design rule: Liquid Glass moves like a fluid — animate it with springs \
            (`.bouncy`, `.smooth`, `.snappy`, `.spring`).
            """,
        rationale: """
            Glass morphs, materializes and flexes with spring physics; a timing curve makes those transitions \
            start and stop mechanically and fight the material's own motion. Opt-in since the sixth held-back \
            reading (RulePrecision: 11 of 15 over all readings): a state animated with a timing curve that changes \
            only the content inside a glass button (an icon's colour on press) was taken for the glass's own.
            """,
        severity: .warning,
        isOptIn: true,
        nonTriggeringExamples: [
            // Issue 45: the title counts with its own numeric transition; the glass stays put.
            Example(
                """
                struct Counter: View {
                    var body: some View {
                        Text("\\(count) selected")
                            .contentTransition(.numericText())
                            .padding()
                            .glassEffect()
                            .animation(.easeInOut, value: count)
                    }
                }
                """),
            // Issue 45: an enabled or focused state changes the glass's tint and the text colour, not its shape.
            Example(
                """
                struct Chip: View {
                    var body: some View {
                        label
                            .foregroundStyle(isFocused ? .black : .white)
                            .glassEffect(.regular.tint(isFocused ? .white : nil).interactive(isFocused), in: Capsule())
                            .animation(.easeInOut(duration: 0.1), value: isFocused)
                    }
                }
                """),
            // Issue 45: a fade of the content while the glass around it stays.
            Example(
                """
                struct Toast: View {
                    var body: some View {
                        Text(message)
                            .opacity(showsText ? 1 : 0)
                            .padding()
                            .glassEffect()
                            .animation(.easeOut, value: showsText)
                    }
                }
                """),
            // Sixth held-back reading (pattern written anew): a press state set from a gesture that only
            // recolours the icon inside the glass; the glass neither moves nor changes.
            Example(
                """
                struct ComposeButton: View {
                    @State private var isPressed = false
                    var body: some View {
                        Image(systemName: "square.and.pencil")
                            .foregroundStyle(isPressed ? Color.secondary : Color.primary)
                            .frame(width: 48, height: 48)
                            .glassEffect(.regular, in: .circle)
                            .simultaneousGesture(
                                DragGesture(minimumDistance: 0)
                                    .onChanged { _ in withAnimation(.easeOut(duration: 0.12)) { isPressed = true } }
                                    .onEnded { _ in withAnimation(.easeOut(duration: 0.12)) { isPressed = false } })
                    }
                }
                """),
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
            // A timing curve on ordinary content of a view whose only glass is elsewhere (corpus: youplus
            // AICommentaryView, Aidoku FilterHeaderView).
            Example(
                """
                struct Onboarding: View {
                    @State private var textOpacity = 0.0
                    var body: some View {
                        VStack {
                            Text(line).opacity(textOpacity)
                            Button("Next") { next() }.buttonStyle(.glass)
                        }
                        .onAppear { withAnimation(.easeIn(duration: 0.6)) { textOpacity = 1 } }
                    }
                }
                """),
            // The animated value decides something else than the glass inside (corpus: lockbook HomeView).
            Example(
                """
                struct Home: View {
                    var body: some View {
                        ZStack { Editor(); Button("New") { create() }.buttonStyle(.glassProminent) }
                            .overlay { if let hud { HUD(hud) } }
                            .animation(.easeInOut(duration: 0.2), value: hud)
                    }
                }
                """),
            Example(
                """
                struct Skeleton: View {
                    var body: some View {
                        Card().glassEffect().animation(.easeInOut(duration: 0.9).repeatForever(), value: pulse)
                    }
                }
                """),
            Example(
                """
                struct Row: View {
                    var body: some View {
                        HStack { Chip().glassEffect(); Text(name).animation(.linear, value: name) }
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
                        VStack {
                            if open { Tools().glassEffect() }
                            Button("Toggle") { withAnimation(↓.easeInOut(duration: 0.3)) { open.toggle() } }
                        }
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
                    var body: some View {
                        Controls().frame(height: collapsed ? 44 : 200).glassEffect()
                    }
                    func collapse() { withAnimation(↓Animation.easeOut) { collapsed = true } }
                }
                """),
            Example(
                """
                struct Card: View {
                    var body: some View {
                        VStack { Header(); if expanded { Details().glassEffect(in: .rect(cornerRadius: 16)) } }
                            .animation(↓.easeInOut, value: expanded)
                    }
                }
                """),
            // The press state that the gesture sets scales the glass itself: a timing curve drives the glass.
            Example(
                """
                struct ComposeButton: View {
                    @State private var isPressed = false
                    var body: some View {
                        Image(systemName: "square.and.pencil")
                            .frame(width: 48, height: 48)
                            .glassEffect(.regular, in: .circle)
                            .scaleEffect(isPressed ? 0.9 : 1)
                            .onLongPressGesture(minimumDuration: 0, pressing: { pressing in
                                withAnimation(↓.easeOut(duration: 0.12)) { isPressed = pressing }
                            }, perform: {})
                    }
                }
                """),
            // Issue 45 (a regression of an earlier version): a glass button faded to 40 % with a timing curve.
            Example(
                """
                struct SendButton: View {
                    var body: some View {
                        Image(systemName: "arrow.up")
                            .padding()
                            .glassEffect(.regular.interactive())
                            .opacity(canSend ? 1 : 0.4)
                            .animation(↓.easeInOut, value: canSend)
                    }
                }
                """),
        ])

    static let timingCurves: Set<String> = ["linear", "easeIn", "easeOut", "easeInOut", "timingCurve"]

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        guard context.file.hasCalls("withAnimation") || context.file.hasCalls("animation") else { return [] }
        let sites = context.glassSites.filter { $0.isSwiftUI && $0.variant != .identity }
        guard !sites.isEmpty else { return [] }
        var violations: [Violation] = []
        for call in context.file.calls("animation") where SyntaxQueries.calledMember(call) != nil {
            guard let animation = SyntaxQueries.argument(nil, of: call), let curve = timingCurve(animation),
                let glass = glassAnimated(by: call, sites, context)
            else { continue }
            violations.append(Violation(at: animation, message: message(curve, glass)))
        }
        for call in context.file.systemCalls("withAnimation", context.declarations) {
            guard let animation = SyntaxQueries.argument(nil, of: call), let curve = timingCurve(animation),
                let glass = glassDriven(by: call, sites, context)
            else { continue }
            violations.append(Violation(at: animation, message: message(curve, glass)))
        }
        return violations
    }

    private func timingCurve(_ animation: ExprSyntax) -> String? {
        guard let curve = SyntaxQueries.rootMemberName(animation), Self.timingCurves.contains(curve),
            // A repeating pulse or spinner is a loop, not glass changing shape (corpus: carrel skeleton).
            !SyntaxQueries.memberNames(animation).contains("repeatForever")
        else { return nil }
        return curve
    }

    private func message(_ curve: String, _ glass: String) -> String {
        "`.\(curve)` animation drives glass (\(glass)); use a spring (`.bouncy`, `.smooth`, `.snappy`, `.spring`)"
    }

    /// `.animation(_:value:)` on a view that has glass: glass earlier in its chain, or inside the view it
    /// applies to.
    private func glassAnimated(by modifier: FunctionCallExprSyntax, _ sites: [GlassSite], _ context: RuleContext) -> String? {
        let chain = ModifierChain(containing: modifier)
        let before = Set(chain.modifiers(before: modifier).map { $0.call.id })
        var names: Set<String> = []
        let value = SyntaxQueries.argument("value", of: modifier)
        if let value {
            for token in value.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { names.insert(name) }
            }
        }
        // Glass earlier in the chain: reported when the value moves or reshapes it (or no value is given).
        if let site = sites.first(where: { before.contains($0.call.id) }),
            value == nil || Self.firstUse(of: names, deciding: site) != nil
        {
            return "its `\(site.kind.apiName)`"
        }
        guard let receiver = SyntaxQueries.calledMember(modifier)?.base else { return nil }
        let range = receiver.position..<receiver.endPosition
        // Glass inside the animated view counts when the animated value decides it (corpus: lockbook, whose
        // `.animation(_:value: hudState)` animates a HUD next to glass buttons).
        if let site = sites.first(where: { range.contains($0.call.position) && Self.firstUse(of: names, deciding: $0) != nil }) {
            return "the `\(site.kind.apiName)` in the view it animates, line \(context.file.location(of: site.call.positionAfterSkippingLeadingTrivia).line)"
        }
        return nil
    }

    /// `withAnimation(_:_:)` whose closure changes state that decides whether glass is shown (an `if`, `switch`
    /// or ternary around it) or its shape, frame or morph (the arguments of the glass view's modifiers).
    private func glassDriven(
        by call: FunctionCallExprSyntax, _ sites: [GlassSite], _ context: RuleContext
    ) -> String? {
        guard let body = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) else {
            return nil
        }
        let changed = Self.assignedNames(in: Syntax(body))
        guard !changed.isEmpty, let scope = context.file.viewScope(of: call) else { return nil }
        for site in sites where context.file.viewScope(of: site.call)?.declaration.id == scope.declaration.id {
            if let name = Self.firstUse(of: changed, deciding: site) {
                return "`\(name)` decides the `\(site.kind.apiName)` on line \(context.file.location(of: site.call.positionAfterSkippingLeadingTrivia).line)"
            }
        }
        return nil
    }


    /// Names of state a closure changes: `x = …`, `x += …`, `x.toggle()`, `self.x = …`, `$x…` excluded.
    static func assignedNames(in closure: Syntax) -> Set<String> {
        var names: Set<String> = []
        for token in closure.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            guard let next = token.nextToken(viewMode: .sourceAccurate) else { continue }
            switch next.tokenKind {
            case .binaryOperator(let op) where op.hasSuffix("=") && op != "==" && op != "!=" && op != "<=" && op != ">=":
                names.insert(name)
            case .equal:
                names.insert(name)
            case .period:
                if let method = next.nextToken(viewMode: .sourceAccurate), method.text == "toggle" || method.text == "append"
                    || method.text == "removeAll" || method.text == "insert" || method.text == "remove"
                {
                    names.insert(name)
                }
            default:
                continue
            }
        }
        return names
    }

    /// Modifiers that change how the view looks but not where the glass is or its size.
    static let appearanceOnly: Set<String> = [
        "foregroundStyle", "foregroundColor", "tint", "font", "fontWeight", "contentTransition", "symbolEffect",
        "accessibilityLabel", "accessibilityValue", "animation", "sensoryFeedback", "id",
    ]
    /// Modifiers before the glass that change the size of what the glass wraps.
    static let layoutModifiers: Set<String> = ["frame", "padding", "fixedSize", "aspectRatio"]

    /// Gesture and event modifiers (`simultaneousGesture`, `onTapGesture`, `onChange`, …): code that runs on an
    /// event, not a value of the view.
    static func isEventHandler(_ name: String) -> Bool {
        if name == "gesture" || name == "simultaneousGesture" || name == "highPriorityGesture" || name == "task"
            || name == "sensoryFeedback" || name == "accessibilityAction"
        {
            return true
        }
        guard name.hasPrefix("on"), name.count > 2 else { return false }
        return name[name.index(name.startIndex, offsetBy: 2)].isUppercase
    }

    /// The first of `names` used in a condition around the glass (up to its member declaration) or in the
    /// arguments of its chain's modifiers.
    static func firstUse(of names: Set<String>, deciding site: GlassSite) -> String? {
        func uses(_ node: some SyntaxProtocol) -> String? {
            for token in node.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind, names.contains(name) { return name }
            }
            return nil
        }
        // Only what moves or reshapes the glass counts (issue 45: a `numericText` title, an enabled-state colour,
        // a fade of the content under glass that stays put were 3 wrong and 5 debatable findings, 0 right):
        // the glass's shape, layout modifiers before it, and modifiers after it other than colour and text.
        // The content the glass wraps (its size follows it), unless the text animates itself (`numericText`).
        if let root = site.chain.root?.as(FunctionCallExprSyntax.self),
            !site.chain.modifiers.contains(where: { $0.name == "contentTransition" }),
            let name = uses(root.arguments)
        {
            return name
        }
        var isAfterGlass = false
        for modifier in site.chain.modifiers {
            if modifier.call.id == site.call.id {
                isAfterGlass = true
                if let shape = SyntaxQueries.argument("in", of: site.call), let name = uses(shape) { return name }
                continue
            }
            if isAfterGlass ? appearanceOnly.contains(modifier.name) : !layoutModifiers.contains(modifier.name) {
                continue
            }
            // An event handler's closure sets the state; it does not decide how the glass looks (sixth held-back
            // reading: 4 wrong findings, a press state set from a gesture that only recolours the icon).
            if isEventHandler(modifier.name) { continue }
            if let name = uses(modifier.call.arguments) { return name }
        }
        var child = Syntax(site.call)
        while let parent = child.parent {
            switch parent.kind {
            case .ifExpr:
                if let ifExpression = parent.as(IfExprSyntax.self), child.id != ifExpression.conditions.id,
                    let name = uses(ifExpression.conditions)
                {
                    return name
                }
            case .switchExpr:
                if let switchExpression = parent.as(SwitchExprSyntax.self), let name = uses(switchExpression.subject) {
                    return name
                }
            case .ternaryExpr:
                if let ternary = parent.as(TernaryExprSyntax.self), child.id != ternary.condition.id,
                    let name = uses(ternary.condition)
                {
                    return name
                }
            case .functionDecl, .variableDecl, .structDecl, .classDecl, .extensionDecl, .enumDecl:
                return nil
            default:
                break
            }
            child = parent
        }
        return nil
    }
}
