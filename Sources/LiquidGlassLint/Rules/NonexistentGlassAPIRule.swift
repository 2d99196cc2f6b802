import SwiftSyntax

/// Liquid Glass API that does not exist, as written from wrong documentation.
public struct NonexistentGlassAPIRule: Rule {
    public static let description = RuleDescription(
        identifier: "nonexistent_glass_api",
        name: "Nonexistent Glass API",
        description: """
            Calls Liquid Glass API that the iOS 26 SDK does not declare (`glassEffect(isEnabled:)`, \
            `glassEffect(isInteractive:)`, `Glass.prominent`, `GlassVariant`, `scrollEdgeEffect(_:)`, SwiftUI \
            `.containerConcentric`, …); the message names the real API. Design rule: use the material through its \
            real API — `Glass` has only `regular`, `clear`, `identity`, `tint(_:)` and `interactive(_:)`.
            """,
        rationale: """
            Much Liquid Glass code is written from articles and generated answers that describe API which never \
            shipped. Such code does not compile, or compiles against a look-alike that does something else; the \
            message points at the real replacement.
            """,
        severity: .error,
        nonTriggeringExamples: [
            Example("Text(\"Hi\").glassEffect(.regular.tint(.orange).interactive(), in: .capsule)"),
            Example("Text(\"Hi\").glassEffect(showGlass ? .regular : .identity)"),
            Example("Button(\"Buy\") { buy() }.buttonStyle(.borderedProminent)"),
            Example("Text(\"Title\").font(.system(size: 30, weight: .thin))"),
            Example("content.glassEffect(.clear, in: ConcentricRectangle())"),
            Example("card.glassEffect(in: .rect(corners: .concentric(minimum: 8)))"),
            Example("view.cornerConfiguration = .uniformCorners(radius: .containerConcentric(minimum: 12))"),
            Example("ScrollView { feed }.scrollEdgeEffectStyle(.hard, for: .top)"),
            Example("badge.glassEffectTransition(.materialize)"),
            Example("TabView { tabs }.tabBarMinimizeBehavior(.onScrollDown)"),
            // The project declares its own helper with that label: the call is to it.
            Example(
                """
                extension View {
                    func glassEffect(isEnabled: Bool) -> some View { modifier(GlassToggle(isOn: isEnabled)) }
                }
                Text("a").glassEffect(isEnabled: true)
                """),
            // The project's own overload with its own variant type: `.thin` is the project's.
            Example(
                """
                enum Frost { case thin, thick }
                extension View {
                    func glassEffect(_ frost: Frost, in shape: some Shape) -> some View { background(.thinMaterial, in: shape) }
                }
                let card = Text("a").glassEffect(.thin, in: RoundedRectangle(cornerRadius: 12))
                """),
            Example(
                """
                extension Glass { static var prominent: Glass { .regular.tint(.accentColor) } }
                Text("a").glassEffect(.prominent)
                """),
            // GlassEffectContainer's real initializer: `spacing:` and the content.
            Example("GlassEffectContainer(spacing: 12) { HStack { controls } }"),
            Example("GlassEffectContainer { HStack { controls } }"),
            Example("GlassEffectContainer(spacing: 8, content: { controls })"),
            // A project's own container type with its own parameters is its own.
            Example(
                """
                struct GlassEffectContainer<Content: View>: View {
                    var material: Material
                    @ViewBuilder var content: Content
                    var body: some View { content.background(material) }
                }
                let panel = GlassEffectContainer(material: .thin) { Text("a") }
                """),
        ],
        triggeringExamples: [
            Example(
                "Text(\"Hi\").glassEffect(.regular, ↓isEnabled: showGlass)",
                fixed: "Text(\"Hi\").glassEffect(showGlass ? .regular : .identity)"),
            Example(
                "Text(\"Hi\").glassEffect(.clear.tint(.blue), in: .capsule, ↓isEnabled: !model.isHidden)",
                fixed: "Text(\"Hi\").glassEffect((!model.isHidden) ? .clear.tint(.blue) : .identity, in: .capsule)"),
            Example("card.glassEffect(↓isEnabled: on)", fixed: "card.glassEffect(on ? .regular : .identity)"),
            Example(
                "Button(\"Tap\") { tap() }.glassEffect(↓isInteractive: true)",
                fixed: "Button(\"Tap\") { tap() }.glassEffect(.regular.interactive())"),
            Example(
                "chip.glassEffect(.regular.tint(.red), in: .capsule, ↓isInteractive: canTap)",
                fixed: "chip.glassEffect(.regular.tint(.red).interactive(canTap), in: .capsule)"),
            Example("Text(\"Hi\").glassEffect(.↓prominent)"),
            Example("Text(\"Hi\").glassEffect(.↓thin.tint(.blue))"),
            Example("let glass = Glass.↓thick"),
            Example(
                "Button(\"Go\") { go() }.buttonStyle(.glass(.↓prominent))",
                fixed: "Button(\"Go\") { go() }.buttonStyle(.glassProminent)"),
            Example("let effect = UIGlassEffect(style: .↓prominent)"),
            Example("func style(for variant: ↓GlassVariant) -> Glass { .regular }"),
            Example("card.glassEffect(.regular, in: .rect(cornerRadius: .↓containerConcentric))"),
            Example("ScrollView { feed }↓.scrollEdgeEffect(.soft)"),
            Example("badge.glassEffectTransition(.↓materialize(duration: 0.3))"),
            Example("TabView { tabs }↓.tabBarMinimizationBehavior(.onScrollDown)"),
            Example(
                """
                let appearance = UINavigationBarAppearance()
                appearance↓.configureWithGlassEffect()
                """),
            // Issue 45 (fifth round, an example file of a glass package): a container initializer that takes the
            // material and the shape, as an article imagined it; the glass goes on each element.
            Example(
                """
                GlassEffectContainer(↓material: .frosted, shape: RoundedRectangle(cornerRadius: 20)) {
                    HStack { controls }
                }
                """),
            Example("GlassEffectContainer(spacing: 10, ↓cornerRadius: 16) { controls }"),
        ])

    /// Glass variants that do not exist, with what to write instead.
    static let missingVariants: [String: String] = [
        "prominent": "use `.regular` (for a prominent button, `.buttonStyle(.glassProminent)`)",
        "thin": "use `.regular` or `.clear`",
        "thick": "use `.regular`",
        "ultraThin": "use `.clear`",
        "frosted": "use `.regular`",
        "tinted": "use `.regular.tint(_:)`",
    ]

    /// Misnamed modifiers and methods: wrong name → (receiver shown in the message, real API).
    static let misnamedCalls: [String: String] = [
        "scrollEdgeEffect": "`scrollEdgeEffect(_:)` does not exist; use `scrollEdgeEffectStyle(_:for:)`",
        "tabBarMinimizationBehavior":
            "`tabBarMinimizationBehavior(_:)` does not exist; use `tabBarMinimizeBehavior(_:)`",
        "configureWithGlassEffect":
            "`UINavigationBarAppearance` has no `configureWithGlassEffect()`; bars are glass by default "
            + "(`configureWithDefaultBackground()`)",
    ]

    /// Misnamed types → message.
    static let misnamedTypes: [String: String] = [
        "GlassVariant": "there is no `GlassVariant` type; the variant is a `Glass` value (`.regular`, `.clear`, `.identity`)",
        "ScrollEdgeStyle": "there is no `ScrollEdgeStyle` type; use `ScrollEdgeEffectStyle`",
        "TabBarMinimizationBehavior": "there is no `TabBarMinimizationBehavior` type; use `TabBarMinimizeBehavior`",
    ]

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        let file = context.file
        let declarations = context.declarations

        // glassEffect(…, isEnabled:) and glassEffect(isInteractive:)
        for call in file.systemCalls("glassEffect", declarations) {
            var fix = Self.argumentFix(call)
            for argument in call.arguments {
                switch argument.label?.text {
                case "isEnabled":
                    violations.append(
                        Violation(
                            at: argument,
                            message: "`glassEffect` has no `isEnabled:` parameter; pass `.identity` to turn the "
                                + "glass off (`.glassEffect(isOn ? .regular : .identity)`)", fix: fix))
                    fix = nil
                case "isInteractive":
                    violations.append(
                        Violation(
                            at: argument,
                            message: "`glassEffect` has no `isInteractive:` parameter; use "
                                + "`.glassEffect(.regular.interactive())`", fix: fix))
                    fix = nil
                default:
                    break
                }
            }
        }

        // Glass.prominent, .glassEffect(.thin), UIGlassEffect(style: .prominent)
        for (name, replacement) in Self.missingVariants.sorted(by: { $0.key < $1.key }) {
            guard !declarations.declaresStaticMember(name, in: "Glass") else { continue }
            for member in file.members(name) where isGlassValue(member, uiKitStyle: false, declarations)
                || isGlassValue(member, uiKitStyle: true, declarations)
            {
                violations.append(
                    Violation(
                        at: member.declName, message: "`Glass` has no `\(name)` variant; \(replacement)",
                        fix: name == "prominent" ? Self.prominentButtonStyleFix(member) : nil))
            }
        }

        // GlassEffectContainer(material:shape:) and other labels the initializer does not have.
        // One finding a call, at its first such argument.
        for call in file.systemCalls("GlassEffectContainer", declarations) {
            let arguments = Self.nonexistentContainerArguments(call)
            guard let first = arguments.first else { continue }
            let labels = arguments.map { "`\($0.label?.text ?? "_"):`" }.joined(separator: ", ")
            violations.append(
                Violation(
                    at: first,
                    message: "`GlassEffectContainer` has no \(labels) parameter\(arguments.count > 1 ? "s" : ""); it "
                        + "takes only `spacing:` and its content — give each element its glass with "
                        + "`.glassEffect(_:in:)`"))
        }

        // Types that do not exist.
        for (name, message) in Self.misnamedTypes.sorted(by: { $0.key < $1.key }) where !declarations.declaresType(name) {
            for reference in file.typeReferences(name) {
                violations.append(Violation(at: reference, message: message))
            }
        }

        // Misnamed modifiers.
        for (name, message) in Self.misnamedCalls.sorted(by: { $0.key < $1.key }) {
            for call in file.systemCalls(name, declarations) where SyntaxQueries.calledMember(call) != nil {
                violations.append(Violation(position: SyntaxQueries.anchor(of: call), message: message))
            }
        }

        // .rect(cornerRadius: .containerConcentric) in SwiftUI.
        for member in file.members("containerConcentric") where member.base == nil {
            if let argument = member.parent?.as(LabeledExprSyntax.self), argument.label?.text == "cornerRadius" {
                violations.append(
                    Violation(
                        at: member.declName,
                        message: "`.containerConcentric` is UIKit's `UICornerRadius`; in SwiftUI use "
                            + "`ConcentricRectangle()` or `.rect(corners: .concentric)`"))
            }
        }

        // glassEffectTransition(.materialize(…)): the transitions are static members, not enum cases with values.
        for call in file.systemCalls("glassEffectTransition", declarations) {
            guard let transition = SyntaxQueries.argument(nil, of: call)?.as(FunctionCallExprSyntax.self),
                let member = SyntaxQueries.calledMember(transition), member.base == nil
                    || member.base?.trimmedDescription == "GlassEffectTransition",
                ["materialize", "matchedGeometry", "identity"].contains(member.declName.baseName.text)
            else { continue }
            let name = member.declName.baseName.text
            violations.append(
                Violation(
                    at: member.declName,
                    message: "`GlassEffectTransition` is a struct with static members; write `.\(name)` without "
                        + "arguments"))
        }
        return violations
    }

    /// The arguments of a `GlassEffectContainer(…)` call that its only initializer, `init(spacing:content:)`,
    /// does not take (a labelled argument other than `spacing:`/`content:`). Such a call does not compile on any
    /// SDK; `missing_glass_availability` leaves it to this rule (an `#available` would not fix it).
    static func nonexistentContainerArguments(_ call: FunctionCallExprSyntax) -> [LabeledExprSyntax] {
        call.arguments.filter { argument in
            guard let label = argument.label?.text else { return false }
            return label != "spacing" && label != "content"
        }
    }

    /// Whether `.name` is used as a `Glass` value (or, with `uiKitStyle`, a `UIGlassEffect.Style`).
    private func isGlassValue(_ member: MemberAccessExprSyntax, uiKitStyle: Bool, _ declarations: DeclarationLookup)
        -> Bool
    {
        if let base = member.base {
            let text = base.trimmedDescription
            return uiKitStyle ? text == "UIGlassEffect.Style" : text == "Glass"
        }
        // Walk out of an implicit member chain `.thin.tint(.blue)` to the argument it is.
        var expression = ExprSyntax(member)
        while let parent = expression.parent {
            if let outer = parent.as(MemberAccessExprSyntax.self), outer.base?.id == expression.id {
                expression = ExprSyntax(outer)
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id {
                expression = ExprSyntax(call)
            } else {
                break
            }
        }
        guard let argument = expression.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let name = SyntaxQueries.calledName(call)
        else { return false }
        if uiKitStyle { return name == "UIGlassEffect" && argument.label?.text == "style" }
        guard argument.label == nil else { return false }
        switch name {
        // A project's own `glassEffect(_ thickness: GlassThickness, in:)` takes its own `.thin` (lexiconflow-ios
        // declares one; its tests called it and were told `Glass` has no `thin`).
        case "glassEffect": return !SyntaxQueries.resolvesToProject(call, declarations)
        case "GlassButtonStyle": return true
        // `.buttonStyle(.glass(.thin))`
        case "glass": return SyntaxQueries.calledMember(call)?.base == nil
        default: return false
        }
    }

    /// The rewrite of `glassEffect(g, in: s, isEnabled: e, isInteractive: i)`: `glassEffect(e ? g' : .identity,
    /// in: s)` where `g'` is `g` (default `.regular`) with `.interactive(i)` when `i` is not `false`.
    static func argumentFix(_ call: FunctionCallExprSyntax) -> Fix? {
        // Most calls have neither label: answer before printing any argument (printing them all cost ≈ 75k
        // instructions a call, 2 % of a lint run on the bench corpus).
        guard call.arguments.contains(where: { ["isEnabled", "isInteractive"].contains($0.label?.text) }) else { return nil }
        var glass: String? = nil
        var glassIsPostfix = true
        var glassHasOptionalChain = false
        var enabled: String? = nil
        var interactive: String? = nil
        var others: [String] = []
        for argument in call.arguments {
            let value = argument.expression.trimmedDescription
            switch argument.label?.text {
            // An operator expression (`custom ?? .regular`, even written `custom??.regular`) cannot take a member
            // access without parentheses: the access would bind to its last operand.
            case nil where glass == nil:
                glass = value
                glassIsPostfix = isPostfix(argument.expression)
                glassHasOptionalChain = hasOptionalChain(argument.expression)
            case "isEnabled": enabled = value
            case "isInteractive": interactive = value
            default: others.append((argument.label.map { "\($0.text): " } ?? "") + value)
            }
        }
        guard enabled != nil || interactive != nil else { return nil }
        var effect = glass ?? ".regular"
        if let interactive, interactive != "false" {
            // `custom??.regular` is an optional chain (or, read by eye, `custom ?? .regular`): `.interactive()`
            // would join the chain, and parentheses would change its type. No rewrite; the finding stays.
            if glassHasOptionalChain { return nil }
            if !glassIsPostfix { effect = "(\(effect))" }
            effect += interactive == "true" ? ".interactive()" : ".interactive(\(interactive))"
        }
        if let enabled, enabled != "true" {
            let condition = isSimple(enabled) ? enabled : "(\(enabled))"
            // A ternary as the value of a ternary, however spaced (`a?b:c`), is parenthesized.
            let valueIsPostfix = glassIsPostfix || (interactive != nil && interactive != "false")
            let value = !valueIsPostfix && effect.contains("?") ? "(\(effect))" : effect
            effect = enabled == "false" ? ".identity" : "\(condition) ? \(value) : .identity"
        }
        let arguments = (effect == ".regular" && glass == nil ? [] : [effect]) + others
        return Fix(replacing: call.arguments, with: arguments.joined(separator: ", "))
    }

    /// An expression a member access can follow as it is: a name, a member access, a call, a subscript, a force
    /// unwrap or a parenthesized expression.
    private static func isPostfix(_ expression: ExprSyntax) -> Bool {
        expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || expression.is(FunctionCallExprSyntax.self) || expression.is(SubscriptCallExprSyntax.self)
            || expression.is(ForceUnwrapExprSyntax.self) || expression.is(TupleExprSyntax.self)
    }

    /// Whether a postfix chain holds an optional chaining `?` (`a?.b`, `a??.b`).
    private static func hasOptionalChain(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            if let member = node.as(MemberAccessExprSyntax.self) { current = member.base }
            else if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
            else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) { current = subscriptCall.calledExpression }
            else if let unwrap = node.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression }
            else { return false }
        }
        return false
    }

    /// An identifier or member chain (`isOn`, `model.showsGlass`): usable as a ternary condition as is.
    private static func isSimple(_ expression: String) -> Bool {
        expression.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// `.buttonStyle(.glass(.prominent))` → `.buttonStyle(.glassProminent)`: replaces the `.glass(…)` argument.
    static func prominentButtonStyleFix(_ member: MemberAccessExprSyntax) -> Fix? {
        guard member.base == nil, let argument = member.parent?.as(LabeledExprSyntax.self),
            let glassCall = argument.parent?.parent?.as(FunctionCallExprSyntax.self), glassCall.arguments.count == 1,
            glassCall.trailingClosure == nil, let glassMember = SyntaxQueries.calledMember(glassCall),
            glassMember.base == nil, glassMember.declName.baseName.text == "glass",
            let styleArgument = glassCall.parent?.as(LabeledExprSyntax.self),
            let styleCall = styleArgument.parent?.parent?.as(FunctionCallExprSyntax.self),
            SyntaxQueries.calledName(styleCall) == "buttonStyle"
        else { return nil }
        return Fix(replacing: glassCall, with: ".glassProminent")
    }
}
