import SwiftSyntax

/// Modifiers that fight the glass material on a view with `glassEffect`.
public struct GlassFightingModifierRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_fighting_modifier",
        name: "Glass-Fighting Modifier",
        description: """
            `background(…)` or `shadow` is applied to a view that has `glassEffect`, `opacity`, `blur`, \
            `clipShape`, `cornerRadius` or `mask` after it (before the glass they shape or fade only the content \
            and its fill; a chain is followed across its `#if` blocks, and a method of the project applied after \
            the glass counts when it applies `opacity`, `blur` or `shadow` itself), or an opaque `background` is put \
            on the label of a \
            `.glass`/`.glassProminent` button. An invisible size probe (`.background { GeometryReader { … \
            Color.clear … } }`) draws nothing and is not reported. Design rule: let the material do its work — shape glass with the `in:` parameter and \
            never paint, fade, blur or shadow over it. A dark dimming background (`.background(.black.opacity(…))`, \
            which clear glass needs behind it) or a view named for dimming (`.background { EdgeScrim() }`) is not reported.
            """,
        rationale: """
            Glass already blurs what is behind it, draws its own adaptive shadow and picks its own appearance. A \
            background hides the backdrop it refracts, `opacity` makes it a flat translucent layer instead of \
            materializing it, `clipShape` cuts its highlights and lensing edge, and an extra shadow or blur \
            doubles what the material renders.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            // The `opacity` in the other build's `#if` clause; a project modifier that fades only a view of its own
            // (an overlay badge), and one whose fade comes before the glass (declared in another file).
            Example(
                """
                Button("Rotate", systemImage: "rotate.right") { rotate() }
                    #if os(visionOS)
                    .opacity(isBusy ? 0.6 : 1)
                    #else
                    .glassEffect(.regular.interactive(), in: .circle)
                    #endif
                """),
            Example(
                """
                TextField("Name", text: $name)
                    .padding(8)
                    .glassEffect(.regular, in: .rect(cornerRadius: 10))
                    .lockBadge(isLocked)
                Text("Draft").fadedWhenIdle(isIdle).padding().glassEffect()
                """,
                otherFiles: [
                    """
                    extension View {
                        func lockBadge(_ locked: Bool) -> some View {
                            overlay(alignment: .topTrailing) { Image(systemName: "lock").opacity(locked ? 1 : 0) }
                        }
                        func fadedWhenIdle(_ idle: Bool) -> some View { opacity(idle ? 0.5 : 1) }
                    }
                    """,
                ]),
            Example("Text(\"Now Playing\").padding().glassEffect(.regular, in: .rect(cornerRadius: 18))"),
            Example(
                """
                ZStack {
                    Color.black.opacity(0.3)
                    Controls().glassEffect(.clear)
                }
                """),
            Example("Card().background(.thinMaterial).clipShape(.rect(cornerRadius: 12)).shadow(radius: 4)"),
            Example("Circle().glassEffect().overlay { Text(\"1\").opacity(0.8) }"),
            Example("PlayerControls().glassEffect(.clear).background(Color.black.opacity(0.35))"),
            // A size probe draws nothing (corpus: IceCubesApp AccessoryView, MediaPickerPanelView).
            Example(
                """
                HStack { tools }
                    .glassEffect()
                    .background {
                        GeometryReader { proxy in
                            Color.clear.onAppear { height = proxy.size.height }
                        }
                    }
                """),
            Example("bar.glassEffect().background(GeometryReader { Color.clear.preference(key: H.self, value: $0.size) })"),
            // Sixth held-back reading (pattern written anew): a fade band behind a bar's glass that darkens the
            // rows scrolling under it — a dimming layer, named for one.
            Example(
                """
                BottomBar()
                    .padding(.horizontal)
                    .glassEffect(.regular, in: .capsule)
                    .background(alignment: .bottom) { EdgeScrim(height: 120).ignoresSafeArea() }
                """),
            Example("toolbar.glassEffect().background(dimmingView)"),
            // Rounding the content before the glass shapes only the content.
            Example("Image(systemName: \"star\").cornerRadius(4).padding().glassEffect(in: .circle)"),
            // A material or translucent fill in a glass button's label does not hide the glass.
            Example("Button { go() } label: { Text(\"Go\").padding().background(.blue.opacity(0.2)) }.buttonStyle(.glass)"),
            // Issue 45: a clip before the glass clips the content or its fill, usually with the glass's own shape.
            Example(
                """
                Text("Continue")
                    .frame(height: 48)
                    .clipShape(Capsule())
                    .glassEffect(.regular.interactive())
                """),
            // A stroke, a translucent fill or a gradient behind the label lets the glass show.
            Example(
                """
                Button(action: action) {
                    icon
                        .padding(12)
                        .background(Circle().fill(tintColor.opacity(0.2)))
                        .overlay(Circle().stroke(.white, lineWidth: 1))
                }
                .glassEffect(.clear.interactive())
                """),
            Example("Button(action: add) { Image(systemName: \"plus\").padding().background { Capsule().fill(.ultraThinMaterial) } }.buttonStyle(.glass)"),
            // Issue 45: a nearly invisible fill as the glass's hit area, and an invisible sizer under the glass.
            Example("Color.white.opacity(0.001).glassEffect(.regular, in: .rect(cornerRadius: 22))"),
            Example("Text(\"Item\").opacity(0).frame(width: w, height: h).glassEffect(.regular.tint(accent), in: shape)"),
            // A translucent or clear fill as the glass's content lets the glass show.
            Example("Capsule().fill(.clear).glassEffect(in: .capsule)"),
            Example("Circle().fill(accent.opacity(0.25)).glassEffect(.regular.interactive(), in: .circle)"),
            // A colour variable declared translucent just above (a dimmed blur layer under clear glass).
            Example(
                """
                func dimmedBlur(_ radius: CGFloat) -> some View {
                    let tint: Color = .black.opacity(0.5)
                    return Rectangle().fill(tint).glassEffect(.clear, in: .rect)
                }
                """),
        ],
        triggeringExamples: [
            // Seventh held-back reading (patterns written anew): an `opacity` after glass written in a `#if` of
            // the chain, and a project modifier (declared in another file) that fades what it is applied to.
            Example(
                """
                Button("Rotate", systemImage: "rotate.right") { rotate() }
                    .padding(10)
                    #if !os(visionOS)
                    .glassEffect(.regular.interactive(), in: .circle)
                    #endif
                    ↓.opacity(isBusy ? 0.6 : 1)
                """),
            Example(
                """
                TextField("Name", text: $name)
                    .padding(8)
                    .glassEffect(.regular, in: .rect(cornerRadius: 10))
                    ↓.dimmedWhenLocked(isLocked)
                """,
                otherFiles: [
                    """
                    extension View {
                        func dimmedWhenLocked(_ locked: Bool) -> some View {
                            disabled(locked).opacity(locked ? 0.4 : 1)
                        }
                    }
                    """,
                ]),
            Example("Text(\"Save\").padding()↓.background(.blue).glassEffect()"),
            Example(
                """
                Image(systemName: "bolt")
                    .glassEffect()
                    ↓.clipShape(Circle())
                    ↓.shadow(radius: 8)
                """),
            Example("toast.glassEffect(.regular)↓.opacity(isVisible ? 1 : 0)"),
            Example("Text(\"Live\").padding().glassEffect()↓.cornerRadius(12)"),
            Example("Image(systemName: \"heart\").padding().glassEffect()↓.mask(Circle())"),
            Example(
                """
                Button { save() } label: {
                    Text("Save").padding()↓.background(Color.accentColor)
                }
                .buttonStyle(.glassProminent)
                """),
            Example("Button(action: play) { Label(\"Play\", systemImage: \"play\")↓.background(.white) }.buttonStyle(.glass)"),
            Example("Label(\"Map\", systemImage: \"map\").glassEffect()↓.blur(radius: 2)"),
            // A view named for something else behind the glass still hides the backdrop.
            Example("BottomBar().glassEffect(.regular, in: .capsule)↓.background { BarBackdrop() }"),
            // Issue 45 (vultisig's toolbar button): a shape filled with the tint colour behind the label of a
            // button with glassEffect paints over the glass; the fill is the defect.
            Example(
                """
                Button(action: action) {
                    icon
                        .padding(12)
                        ↓.background(Circle().fill(tintColor))
                }
                .glassEffect(.clear.interactive())
                """),
            Example("Button(action: add) { Image(systemName: \"plus\").padding()↓.background { Capsule().fill(.blue) } }.buttonStyle(.glass)"),
            // Fifth round's tuning half (a button style): a shape filled with an opaque colour and then given glass —
            // glass draws behind its view, so the fill covers it whole; the colour belongs in the glass's tint.
            Example(
                """
                struct PillStyle: ButtonStyle {
                    var color: Color
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .padding()
                            .background { Capsule()↓.fill(color).glassEffect(in: .capsule) }
                    }
                }
                """),
            Example("Circle()↓.fill(.blue).frame(width: 44, height: 44).glassEffect(.regular.interactive(), in: .circle)"),
            // Issue 45: a glass button faded for its disabled state fades the glass into a flat layer.
            Example("label.glassEffect(.regular.interactive())↓.opacity(isEnabled ? 1 : 0.4)"),
        ])

    static let advice: [String: String] = [
        "background": "glass is the background; remove it (for a dimming layer, put a colour behind the glass in a ZStack)",
        "opacity": "glass does not fade; use `.identity` to turn it off or a materialize transition to show it",
        "blur": "glass already blurs what is behind it",
        "clipShape": "give the shape to glassEffect instead: `.glassEffect(_:in:)`",
        "shadow": "glass draws its own adaptive shadow",
        "cornerRadius": "it clips the glass's edge; give the shape to glassEffect instead: `.glassEffect(_:in:)`",
        "mask": "it cuts the glass's highlights and edge; give the shape to glassEffect instead",
    ]

    /// Modifiers that fight the glass only when applied after (outside) it.
    /// Modifiers that fight the glass only when applied after it. Before the glass they change the content or
    /// its fill, not the glass: `Color.white.opacity(0.001).glassEffect()` (a hit area), a `clipShape` with the
    /// shape the glass already has, `Text("Item").opacity(0)` as an invisible sizer under the glass (6 of the 34
    /// wrong findings of the unseen-apps run, issue 45, and 4 of the tuning half's 21 were such modifiers).
    static let afterOnly: Set<String> = ["cornerRadius", "mask", "clipShape", "opacity", "blur"]

    /// The fighting modifiers a project method is looked into for (``DeclarationIndex/appliedModifiers``).
    static let projectFightingModifiers = ["opacity", "blur", "shadow"]
    /// SwiftUI modifiers common after glass, never a project method: not asked about.
    static let systemModifiers: Set<String> = [
        "padding", "frame", "font", "foregroundStyle", "foregroundColor", "tint", "onTapGesture", "accessibilityLabel",
        "glassEffectID", "glassEffectUnion", "glassEffectTransition", "disabled", "buttonStyle", "contentShape",
        "offset", "position", "animation", "transition", "id", "zIndex", "overlay", "onAppear", "task",
    ]

    public init() {}

    /// `.background(.black.opacity(0.3))` and the like: the dimming layer clear glass is meant to have; also a
    /// view the project names for dimming (`.background { EdgeScrim() }`, `dimmingView`): a fade band behind a
    /// bar's glass that darkens the content scrolling under it, the layer the advice itself recommends (sixth
    /// held-back reading, one wrong finding; the names are those `clear_glass_without_dimming` takes as dimming).
    private func isDimmingLayer(_ modifier: ModifierChain.Modifier) -> Bool {
        guard modifier.name == "background" else { return false }
        if let argument = modifier.call.arguments.first?.expression {
            let members = SyntaxQueries.memberNames(argument)
            if members.contains("opacity") && (members.contains("black") || argument.trimmedDescription.hasPrefix("Color.black")) {
                return true
            }
        }
        return Self.namesDimmingView(modifier.call)
    }

    /// Whether the first view a `background` draws (its first argument, or the first statement of its closure)
    /// is named like a dimming layer: an identifier or type holding `scrim` or `dimming` (any case).
    static func namesDimmingView(_ call: FunctionCallExprSyntax) -> Bool {
        let content: Syntax?
        if let argument = call.arguments.first(where: { $0.label == nil })?.expression {
            content = Syntax(argument)
        } else if let closure = call.trailingClosure, let first = closure.statements.first {
            content = Syntax(first)
        } else {
            content = nil
        }
        guard let content, let token = content.firstToken(viewMode: .sourceAccurate) else { return false }
        guard case .identifier(let name) = token.tokenKind else { return false }
        let lowered = name.lowercased()
        return lowered.contains("scrim") || lowered.contains("dimming")
    }

    /// `.background { GeometryReader { … Color.clear … } }`: a size probe that draws nothing.
    private func isInvisibleProbe(_ modifier: ModifierChain.Modifier) -> Bool {
        guard modifier.name == "background" else { return false }
        var sawReader = false
        var sawClear = false
        func scan(_ node: some SyntaxProtocol) {
            for token in node.tokens(viewMode: .sourceAccurate) {
                if token.text == "GeometryReader" { sawReader = true }
                if token.text == "clear" { sawClear = true }
            }
        }
        scan(modifier.call.arguments)
        if let closure = modifier.call.trailingClosure { scan(closure) }
        return sawReader && sawClear
    }

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for site in context.glassSites where site.isSwiftUI && site.variant != .identity {
            guard !site.isPreGlassFallback else { continue }
            if site.kind == .glassButtonStyle || site.kind == .glassProminentButtonStyle {
                violations += opaqueLabelBackgrounds(site)
                continue
            }
            guard site.kind == .glassEffect else { continue }
            // A button with glassEffect (issue 45, vultisig's toolbar button): a fill in its label paints over the
            // glass like one under a glass button style.
            violations += opaqueLabelBackgrounds(site)
            if let fill = Self.opaqueContentFill(of: site) {
                violations.append(
                    Violation(
                        position: SyntaxQueries.anchor(of: fill),
                        message: "An opaque `fill` on the view given glassEffect covers the glass (glass draws behind "
                            + "its view); tint the glass instead (`.glassEffect(.regular.tint(…))`)"))
            }
            let chain = site.chain
            let after = chain.modifiers(after: site.call)
            let afterIDs = Set(after.map { $0.call.id })
            // A modifier in another `#if` clause of the chain than the glass is another build's.
            let siteClause = chain.modifiers.first { $0.call.id == site.call.id }?.clause
            func sameBuild(_ modifier: ModifierChain.Modifier) -> Bool {
                modifier.clause == nil || siteClause == nil || modifier.clause == siteClause
            }
            for modifier in chain.modifiers {
                guard let advice = Self.advice[modifier.name], modifier.member?.base != nil || modifier.clause != nil,
                    sameBuild(modifier), !isDimmingLayer(modifier), !isInvisibleProbe(modifier),
                    !Self.afterOnly.contains(modifier.name) || afterIDs.contains(modifier.call.id)
                else { continue }
                violations.append(
                    Violation(
                        position: SyntaxQueries.anchor(of: modifier.call),
                        message: "`\(modifier.name)` on a view with glassEffect; \(advice)"))
            }
            // A method of the project applied after the glass that applies such a modifier itself
            // (`.disableWithOpacity(off)` over `disabled(off).opacity(off ? 0.5 : 1)`), in any file of the project
            // (seventh held-back reading, issue 45: a miss).
            for modifier in after where Self.advice[modifier.name] == nil && sameBuild(modifier) {
                guard modifier.name.first?.isLowercase == true, !Self.systemModifiers.contains(modifier.name),
                    let applied = Self.projectFightingModifiers.first(where: {
                        context.declarations.applies($0, through: modifier.name)
                    }),
                    let advice = Self.advice[applied]
                else { continue }
                violations.append(
                    Violation(
                        position: SyntaxQueries.anchor(of: modifier.call),
                        message: "`\(modifier.name)` applies `\(applied)` to a view with glassEffect (in its "
                            + "declaration); \(advice)"))
            }
        }
        return violations
    }

    /// `.background(<opaque colour>)` on the top-level views of a glass button's label.
    private func opaqueLabelBackgrounds(_ site: GlassSite) -> [Violation] {
        Self.opaqueLabelBackgrounds(of: site).map { background in
            Violation(
                position: SyntaxQueries.anchor(of: background),
                message: "Opaque `background` in the label of a glass button hides the glass; tint the "
                    + "glass instead (`.tint(_:)`, `.glassProminent`)")
        }
    }

    /// Whether an opaque fill paints over the whole glass of `site`: an opaque `background` before the glass in
    /// its chain, or on its button's label. Such glass cannot be seen, so what other rules would say about it
    /// (undimmed clear glass) is moot; the fill is what this rule reports.
    static func isPaintedOver(_ site: GlassSite) -> Bool {
        guard site.isSwiftUI else { return false }
        let before = site.chain.modifiers(before: site.call)
        if before.contains(where: { modifier in
            modifier.name == "background" && backgroundFill(modifier.call).map { isOpaqueFill($0) || isOpaqueShape($0) } == true
        }) {
            return true
        }
        return opaqueContentFill(of: site) != nil || !opaqueLabelBackgrounds(of: site).isEmpty
    }

    /// `Capsule().fill(color).glassEffect(…)`: a shape filled with an opaque colour (or a colour variable) before
    /// the glass in the same chain. Glass draws behind the view it is given, and that view is the fill, of the
    /// glass's size: nothing of the glass shows (fifth round's tuning half, a glass button style).
    static func opaqueContentFill(of site: GlassSite) -> FunctionCallExprSyntax? {
        guard site.kind == .glassEffect, let root = site.chain.root?.as(FunctionCallExprSyntax.self),
            let shape = SyntaxQueries.calledName(root), shapeNames.contains(shape)
        else { return nil }
        for modifier in site.chain.modifiers(before: site.call) where modifier.name == "fill" {
            if isOpaqueShape(ExprSyntax(modifier.call)) { return modifier.call }
        }
        return nil
    }

    /// The `background` modifiers with an opaque fill on the top-level views of the label of the `Button` that
    /// `site`'s chain starts from.
    static func opaqueLabelBackgrounds(of site: GlassSite) -> [FunctionCallExprSyntax] {
        guard let button = site.chain.root?.as(FunctionCallExprSyntax.self),
            SyntaxQueries.calledName(button) == "Button"
        else { return [] }
        var closures: [ClosureExprSyntax] = []
        if let trailing = button.trailingClosure {
            // `Button { action } label: { … }`: the label is the additional closure; `Button(action:) { … }`:
            // the trailing one.
            if button.additionalTrailingClosures.isEmpty {
                if button.arguments.contains(where: { $0.label?.text == "action" }) { closures.append(trailing) }
            }
        }
        for additional in button.additionalTrailingClosures where additional.label.text == "label" {
            closures.append(additional.closure)
        }
        for argument in button.arguments where argument.label?.text == "label" {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { closures.append(closure) }
        }
        var backgrounds: [FunctionCallExprSyntax] = []
        for closure in closures {
            for statement in closure.statements {
                guard let expression = statement.item.as(ExprSyntax.self) else { continue }
                for modifier in ModifierChain(expression: expression).modifiers where modifier.name == "background" {
                    guard let fill = backgroundFill(modifier.call), isOpaqueFill(fill) || isOpaqueShape(fill)
                    else { continue }
                    backgrounds.append(modifier.call)
                }
            }
        }
        return backgrounds
    }

    /// What a `background` paints: its first argument, or the single view of its trailing closure
    /// (`.background { Circle().fill(tint) }`).
    static func backgroundFill(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let first = call.arguments.first?.expression { return first }
        guard let closure = call.trailingClosure, closure.statements.count == 1 else { return nil }
        return closure.statements.first?.item.as(ExprSyntax.self)
    }

    /// A shape filled with an opaque colour, or with a colour held in a variable named like one (`tintColor`,
    /// `accent`): `Circle().fill(tintColor)` behind a glass button's label covers the glass whole (issue 45,
    /// vultisig's toolbar button: the clear glass under it was reported as undimmed, the fill was the defect).
    /// A stroke, a gradient, a material or a colour with opacity is not.
    static func isOpaqueShape(_ fill: ExprSyntax) -> Bool {
        guard let call = fill.as(FunctionCallExprSyntax.self), SyntaxQueries.calledName(call) == "fill",
            let member = SyntaxQueries.calledMember(call), let shape = member.base?.as(FunctionCallExprSyntax.self),
            let shapeName = SyntaxQueries.calledName(shape), Self.shapeNames.contains(shapeName),
            let colour = call.arguments.first?.expression
        else { return false }
        if isOpaqueFill(colour) { return true }
        guard let reference = colour.as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.text.lowercased()
        guard name.contains("color") || name.contains("tint") || name.contains("accent") else { return false }
        return !isTranslucentLocal(reference.baseName.text, before: call)
    }

    /// Whether `name` is a local constant or variable of an enclosing body given a translucent colour
    /// (`let tint: Color = .black.opacity(0.5)` just above `Rectangle().fill(tint)`: a dimmed blur layer, not a
    /// paint over the glass; the fresh tuning half's iOS26-Development onboarding).
    static func isTranslucentLocal(_ name: String, before node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let parent = current {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        guard let value = binding.initializer?.value else { return false }
                        let members = SyntaxQueries.memberNames(value)
                        return members.contains("opacity") || members.contains("clear")
                            || members.contains(where: { $0.hasSuffix("Material") })
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(VariableDeclSyntax.self) && parent.parent?.is(MemberBlockItemSyntax.self) == true {
                return false
            }
            current = parent.parent
        }
        return false
    }

    static let shapeNames: Set<String> = ["Circle", "Capsule", "Rectangle", "RoundedRectangle", "Ellipse", "UnevenRoundedRectangle"]

    /// A colour with no opacity: `.blue`, `Color.accentColor`, `Color(red:…)`, `.white` (not a material, not
    /// `.opacity(…)`, not `.clear`).
    static func isOpaqueFill(_ fill: ExprSyntax) -> Bool {
        let names = SyntaxQueries.memberNames(fill)
        if names.contains(where: { $0.hasSuffix("Material") || $0 == "opacity" || $0 == "clear" }) { return false }
        if fill.as(ClosureExprSyntax.self) != nil { return false }
        let text = fill.trimmedDescription
        if text.hasPrefix("Color(") || text.hasPrefix("Color.") { return !text.contains("opacity") }
        guard let member = fill.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
        return Self.colorNames.contains(member.declName.baseName.text)
    }

    static let colorNames: Set<String> = [
        "black", "white", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo",
        "purple", "pink", "brown", "accentColor",
    ]
}
