import SwiftSyntax

/// Sibling glass elements in a stack without a `GlassEffectContainer`.
public struct UngroupedGlassRule: Rule {
    public static let description = RuleDescription(
        identifier: "ungrouped_glass",
        name: "Ungrouped Glass",
        description: """
            Two or more glass elements are siblings in one `HStack`, `VStack` or `ZStack` (or come from one \
            `ForEach` there) without a `GlassEffectContainer` around them. Elements inside an `if`, \
            `if #available`, `switch` or `#if` block of the stack are its children too, unless they are in \
            different branches (never on screen together). A control whose whole label is glass counts as a glass \
            element, and so, in an `HStack` or `ZStack`, does a component type of the project (any file) whose \
            declaration has glass. Design rule: glass elements that sit \
            together go in one `GlassEffectContainer`, so they share one sampling region and can blend and morph.
            """,
        rationale: """
            Glass cannot sample other glass. Ungrouped neighbours are rendered separately: where their shapes come \
            close they clip instead of merging, their light/dark adaptation can disagree, and each costs its \
            own pass.
            """,
        severity: .warning,
        // Opt-in since the eighth held-back reading: 28 of 39 over all readings (RulePrecision,
        // docs/lint-corpus.md) — 11 wrong that round, glass tags and cards in a design system's preview-only
        // content types, which the preview filter does not know as previews.
        isOptIn: true,
        nonTriggeringExamples: [
            // Neighbours in a UIGlassContainerEffect view's contentView are grouped.
            Example(
                """
                let container = UIVisualEffectView(effect: UIGlassContainerEffect())
                let back = UIVisualEffectView(effect: UIGlassEffect())
                let next = UIVisualEffectView(effect: UIGlassEffect())
                container.contentView.addSubview(back)
                container.contentView.addSubview(next)
                next.leadingAnchor.constraint(equalTo: back.trailingAnchor, constant: 8).isActive = true
                """),
            // Each pinned to the superview's edges, or placed beside a plain label: nothing says they sit together.
            Example(
                """
                final class Corners: UIView {
                    let back = UIVisualEffectView(effect: UIGlassEffect())
                    let close = UIVisualEffectView(effect: UIGlassEffect())
                    let title = UILabel()
                    func setUp() {
                        back.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
                        close.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16).isActive = true
                        title.leadingAnchor.constraint(equalTo: back.trailingAnchor, constant: 8).isActive = true
                        close.frame = CGRect(x: bounds.maxX - 60, y: 16, width: 44, height: 44)
                    }
                }
                """),
            // UIKit: the stack of glass buttons sits in a glass container's contentView.
            Example(
                """
                final class Controls: UIView {
                    let group = UIVisualEffectView(effect: UIGlassContainerEffect())
                    let row = UIStackView()
                    func setUp() {
                        let back = UIButton(configuration: .glass())
                        let next = UIButton(configuration: .glass())
                        row.addArrangedSubview(back)
                        row.addArrangedSubview(next)
                        group.contentView.addSubview(row)
                    }
                }
                """),
            // UIKit: glass views added to one superview are not thereby neighbours.
            Example(
                """
                final class Screen: UIViewController {
                    override func viewDidLoad() {
                        let top = UIVisualEffectView(effect: UIGlassEffect())
                        let bottom = UIVisualEffectView(effect: UIGlassEffect())
                        view.addSubview(top)
                        view.addSubview(bottom)
                    }
                }
                """),
            // Issue 45: previews ship in no build; nothing in them is reported.
            Example(
                """
                #Preview {
                    HStack {
                        Image(systemName: "a").glassEffect()
                        Image(systemName: "b").glassEffect()
                    }
                }
                """),
            Example(
                """
                #if DEBUG
                struct Chips_Previews: PreviewProvider {
                    static var previews: some View {
                        HStack { Text("a").glassEffect(); Text("b").glassEffect() }
                    }
                }
                #endif
                """),
            Example(
                """
                GlassEffectContainer(spacing: 16) {
                    HStack {
                        Button("Rewind", systemImage: "backward.fill") { rewind() }.glassEffect()
                        Button("Play", systemImage: "play.fill") { play() }.glassEffect()
                    }
                }
                """),
            Example(
                """
                HStack {
                    Text("Volume")
                    Slider(value: $volume).glassEffect()
                }
                """),
            // The project's own wrapper around GlassEffectContainer groups too.
            Example(
                """
                struct GlassEffectContainerCompat<Content: View>: View {
                    @ViewBuilder var content: Content
                    var body: some View {
                        if #available(iOS 26, *) { GlassEffectContainer { content } } else { content }
                    }
                }
                GlassEffectContainerCompat {
                    VStack {
                        ZoomIn().glassEffect()
                        ZoomOut().glassEffect()
                    }
                }
                """),
            Example(
                """
                HStack {
                    Chip("All").glassEffect(.identity)
                    Chip("New").glassEffect()
                }
                """),
            // The same row in a container, and beside a component that draws no glass.
            Example(
                """
                struct ContactsScreen: View {
                    var body: some View {
                        GlassEffectContainer {
                            HStack {
                                QueryField(text: $query)
                                Button("Filter", systemImage: "line.3.horizontal.decrease") { filter() }
                                    .buttonStyle(.glass)
                            }
                        }
                        HStack {
                            PlainField(text: $query)
                            Button("Filter", systemImage: "line.3.horizontal.decrease") { filter() }
                                .buttonStyle(.glass)
                        }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct QueryField: View {
                        @Binding var text: String
                        var body: some View { TextField("Search", text: $text).padding(10).glassEffect() }
                    }
                    """,
                    """
                    struct PlainField: View {
                        @Binding var text: String
                        var body: some View { TextField("Search", text: $text).textFieldStyle(.roundedBorder) }
                    }
                    """,
                ]),
            // A helper used only inside a container.
            Example(
                """
                struct Player: View {
                    var body: some View { GlassEffectContainer { transport } }
                    private var transport: some View {
                        HStack {
                            Button("Back", systemImage: "backward.fill") { back() }.glassEffect()
                            Button("Next", systemImage: "forward.fill") { next() }.glassEffect()
                        }
                    }
                }
                """),
            // Seventh tuning half (pattern written anew): a helper used inside a container on iOS 26 and in the
            // pre-iOS 26 bar beside it, which shows no glass.
            Example(
                """
                struct ComposerBar: View {
                    var body: some View {
                        if #available(iOS 26, *) { glassBar } else { legacyBar }
                    }
                    private var glassBar: some View {
                        GlassEffectContainer(spacing: 8) { HStack { attachments; field } }
                    }
                    private var legacyBar: some View { HStack { attachments; field } }
                    private var attachments: some View {
                        HStack {
                            Button(action: addPhoto) { Image(systemName: "photo") }.glassEffect(.regular.interactive())
                            Button(action: addFile) { Image(systemName: "paperclip") }.glassEffect(.regular.interactive())
                        }
                    }
                }
                """),
            // A component view used only inside a container (corpus: LiquidGlass-Handbook UnifiedSymbolRow).
            Example(
                """
                struct SymbolRow: View {
                    var body: some View {
                        HStack { ForEach(symbols, id: \\.self) { Image(systemName: $0).glassEffect() } }
                    }
                }
                struct Unified: View {
                    var body: some View { GlassEffectContainer { SymbolRow() } }
                }
                """),
            // Different branches are never on screen together.
            Example(
                """
                HStack {
                    if isEditing {
                        Button("Done") { finish() }.buttonStyle(.glass)
                    } else {
                        Button("Edit") { edit() }.buttonStyle(.glass)
                    }
                }
                """),
            // The pre-iOS 26 path has no glass.
            Example(
                """
                HStack {
                    if #available(iOS 26, *) {
                        GlassEffectContainer { tools }
                    } else {
                        Button("A") { a() }.glassEffect()
                        Button("B") { b() }.glassEffect()
                    }
                }
                """),
        ],
        triggeringExamples: [
            // The same helper also used on iOS 26 outside the container (a compact layout): its glass is ungrouped
            // there.
            Example(
                """
                struct ComposerBar: View {
                    var body: some View {
                        if compact { legacyBar } else { glassBar }
                    }
                    private var glassBar: some View {
                        GlassEffectContainer(spacing: 8) { HStack { attachments; field } }
                    }
                    private var legacyBar: some View { HStack { attachments; field } }
                    private var attachments: some View {
                        ↓HStack {
                            Button(action: addPhoto) { Image(systemName: "photo") }.glassEffect(.regular.interactive())
                            Button(action: addFile) { Image(systemName: "paperclip") }.glassEffect(.regular.interactive())
                        }
                    }
                }
                """),
            // Issue 45 (UIKit grouping): glass neighbours placed by constraints or frames, no stack view.
            Example(
                """
                final class Controls: UIView {
                    let back = UIButton(configuration: .glass())
                    let next = UIButton(configuration: .glass())
                    func setUp() {
                        addSubview(back)
                        addSubview(next)
                        NSLayoutConstraint.activate([
                            back.leadingAnchor.constraint(equalTo: leadingAnchor),
                            ↓next.leadingAnchor.constraint(equalTo: back.trailingAnchor, constant: 8),
                        ])
                    }
                }
                """),
            Example(
                """
                final class Overlay: UIView {
                    let play = UIVisualEffectView(effect: UIGlassEffect())
                    let info = UIVisualEffectView(effect: UIGlassEffect())
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        play.frame = CGRect(x: 16, y: 16, width: 44, height: 44)
                        ↓info.frame = CGRect(x: play.frame.maxX + 8, y: 16, width: 44, height: 44)
                    }
                }
                """),
            // Issue 45 (UIKit grouping): glass buttons arranged in one stack, no UIGlassContainerEffect.
            Example(
                """
                final class Controls: UIView {
                    let row = UIStackView()
                    func setUp() {
                        let back = UIButton(configuration: .glass())
                        let next = UIButton(configuration: .glass())
                        row.addArrangedSubview(back)
                        ↓row.addArrangedSubview(next)
                    }
                }
                """),
            // Seventh held-back reading (pattern written anew): a glass button beside a project component whose
            // body has glass (declared in another file), in one row without a container.
            Example(
                """
                struct ContactsScreen: View {
                    var body: some View {
                        list.safeAreaInset(edge: .bottom) {
                            ↓HStack {
                                Button { filter() } label: {
                                    Image(systemName: "line.3.horizontal.decrease").padding(10).glassEffect()
                                }
                                if showsSearch {
                                    QueryField(text: $query).padding(.trailing)
                                }
                            }
                        }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct QueryField: View {
                        @Binding var text: String
                        var body: some View { TextField("Search", text: $text).padding(10).glassEffect() }
                    }
                    """,
                ]),
            // Issue 45: glass siblings built by helpers, one under `if #available`.
            Example(
                """
                struct Bar: View {
                    var body: some View {
                        ↓HStack {
                            closeButton
                            if #available(iOS 26, *) {
                                shareButton()
                            }
                        }
                    }
                    var closeButton: some View { Button("Close") { close() }.buttonStyle(.glass) }
                    func shareButton() -> some View { Button("Share") { share() }.buttonStyle(.glass) }
                }
                """),
            Example(
                """
                ↓HStack(spacing: 12) {
                    Button("Undo", systemImage: "arrow.uturn.backward") { undo() }
                        .glassEffect()
                    Button("Redo", systemImage: "arrow.uturn.forward") { redo() }
                        .glassEffect()
                }
                """),
            Example(
                """
                ↓VStack {
                    Button("Locate", systemImage: "location") { locate() }.buttonStyle(.glass)
                    Button("Layers", systemImage: "square.3.layers.3d") { layers() }.buttonStyle(.glass)
                }
                """),
            // Siblings inside an `if #available` block of the stack (corpus pattern: four glass buttons).
            Example(
                """
                ↓HStack(spacing: 8) {
                    if #available(iOS 26, *) {
                        Button("Back", systemImage: "chevron.left") { back() }.buttonStyle(.glass)
                        Button("Forward", systemImage: "chevron.right") { forward() }.buttonStyle(.glass)
                        Button("Reload", systemImage: "arrow.clockwise") { reload() }.buttonStyle(.glass)
                        Button("Share", systemImage: "square.and.arrow.up") { share() }.buttonStyle(.glass)
                    }
                }
                """),
            Example(
                """
                ↓VStack {
                    Button("Locate", systemImage: "location") { locate() }.glassEffect()
                    switch mode {
                    case .map: Button("Layers", systemImage: "map") { layers() }.glassEffect()
                    case .list: EmptyView()
                    }
                }
                """),
            Example(
                """
                ↓HStack {
                    ForEach(reactions) { reaction in
                        Text(reaction.emoji).padding(8).glassEffect(in: .circle)
                    }
                }
                """),
        ])

    static let stacks: Set<String> = ["HStack", "VStack", "ZStack"]

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        // Glass elements per stack; a ForEach in the stack counts as many elements.
        var members: [SyntaxIdentifier: (stack: FunctionCallExprSyntax, elements: [(Syntax, Int)])] = [:]
        var order: [SyntaxIdentifier] = []
        var helpersSeen: Set<SyntaxIdentifier> = []
        for site in context.glassSites where site.isSwiftUI && site.variant != .identity {
            guard !site.isPreGlassFallback else { continue }
            // Glass that is a control's whole label (`Button { … } label: { Image(…).glassEffect() }`): the control
            // is the stack's element (seventh held-back reading: a filter button drawn so, beside a search field).
            var element = site.chain.expression
            if stack(holding: element) == nil, let control = Self.control(labelledBy: element) { element = control }
            guard let (stack, weight) = stack(holding: element) else {
                // Glass that is the result of a helper property or function: each use of the helper listed in
                // a stack is a glass element of that stack (issue 45: 2–5 glass controls in one row, each from
                // a helper, often under `if #available`, were not seen as siblings).
                guard let (name, declaration) = HelperUses.helper(around: site.call),
                    helpersSeen.insert(declaration.id).inserted, !isInContainer(site.call, context)
                else { continue }
                for use in HelperUses.uses(of: name, in: Syntax(declaration.root), excluding: declaration) {
                    guard let element = Self.statementExpression(around: use), GlassCodeScope.appliesRules(at: element),
                        let (stack, weight) = stack(holding: element)
                    else { continue }
                    if members[stack.id] == nil { order.append(stack.id) }
                    members[stack.id, default: (stack, [])].elements.append((Syntax(element), weight))
                }
                continue
            }
            if members[stack.id] == nil { order.append(stack.id) }
            members[stack.id, default: (stack, [])].elements.append((Syntax(element), weight))
        }
        // The project's own component types that draw glass (in their declaration, in any file of the project),
        // written as elements of a stack: each is a glass element there (seventh held-back reading, issue 45: a
        // glass filter button beside the project's search bar, whose body has glass, in one `HStack`).
        for (stack, weight, element) in componentElements(context) {
            if members[stack.id] == nil { order.append(stack.id) }
            guard !(members[stack.id]?.elements.contains { $0.0.id == element.id } ?? false) else { continue }
            members[stack.id, default: (stack, [])].elements.append((Syntax(element), weight))
        }
        return order.compactMap { id in
            guard let entry = members[id], showsSeveral(entry.elements), !isGrouped(entry.stack, context) else {
                return nil
            }
            let name = SyntaxQueries.calledName(entry.stack) ?? "stack"
            return Violation(
                at: entry.stack,
                message: "Several glass elements in one `\(name)` without a GlassEffectContainer; group them in "
                    + "`GlassEffectContainer { … }`")
        } + uikitStacks(context) + uikitNeighbours(context)
    }

    /// UIKit: two glass views (or glass-configured buttons) placed next to each other by a constraint between
    /// their anchors (`next.leadingAnchor.constraint(equalTo: back.trailingAnchor, constant: 8)`) or by a frame
    /// computed from the other's (`next.frame = CGRect(x: back.frame.maxX + 8, …)`), neither in the
    /// `contentView` of a `UIGlassContainerEffect` view (issue 45: neighbours with no stack view). Views merely
    /// added to one superview, or each pinned to the superview, are not: nothing says they sit together.
    private func uikitNeighbours(_ context: RuleContext) -> [Violation] {
        // Only files that make UIKit glass (`.frame(…)` alone is in most SwiftUI files: looking at every file's
        // frames cost 2 % of the lint's instructions on the bench corpus, callgrind).
        let file = context.file
        guard file.hasCalls("UIGlassEffect") || GlassOnGlassRule.glassConfigurations.contains(where: file.hasCalls)
        else { return [] }
        let constraints = context.file.calls("constraint")
        let frames = context.file.members("frame")
        guard !constraints.isEmpty || !frames.isEmpty else { return [] }
        let views = UIKitGlassViews(file: context.file, declarations: context.declarations)
        let buttons = GlassOnGlassRule.glassButtonNames(context)
        let grouped = Self.groupedUIKitNames(context, views)
        func glassName(_ expression: ExprSyntax) -> String? {
            guard let name = UIKitGlassViews.lastName(expression) else { return nil }
            let key = GlassOnGlassRule.Key(scope: UIKitGlassViews.scope(of: expression), name: name)
            guard !grouped.contains(key) else { return nil }
            if case .glass(let variant)? = views.material(ofView: expression) { return variant != .identity ? name : nil }
            return buttons.contains(key) ? name : nil
        }
        var pairs: Set<[String]> = []
        var violations: [Violation] = []
        func report(_ first: String, _ second: String, at node: some SyntaxProtocol) {
            guard first != second, GlassCodeScope.appliesRules(at: node),
                pairs.insert([first, second].sorted() + [String(UIKitGlassViews.scope(of: node))]).inserted
            else { return }
            violations.append(
                Violation(
                    at: node,
                    message: "Glass views `\(first)` and `\(second)` placed next to each other without a "
                        + "UIGlassContainerEffect; add both to the contentView of a "
                        + "`UIVisualEffectView(effect: UIGlassContainerEffect())`"))
        }
        // `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, …)`: the view of each anchor.
        for call in constraints {
            guard let anchor = SyntaxQueries.calledMember(call)?.base?.as(MemberAccessExprSyntax.self),
                anchor.declName.baseName.text.hasSuffix("Anchor"), let view = anchor.base,
                let other = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                other.declName.baseName.text.hasSuffix("Anchor"), let otherView = other.base,
                let first = glassName(view), let second = glassName(otherView)
            else { continue }
            report(first, second, at: call)
        }
        // `b.frame = CGRect(x: a.frame.maxX + 8, …)`: a frame computed from another glass view's frame.
        for member in frames {
            guard let target = member.base, let first = glassName(target),
                let value = UIKitGlassViews.assignedValue(to: ExprSyntax(member))
            else { continue }
            for token in value.tokens(viewMode: .sourceAccurate) where token.text == "frame" {
                guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    access.declName.baseName.id == token.id, let base = access.base, let second = glassName(base)
                else { continue }
                report(first, second, at: member)
            }
        }
        return violations
    }

    /// Names (by scope) added to the `contentView` of a `UIGlassContainerEffect` view.
    static func groupedUIKitNames(_ context: RuleContext, _ views: UIKitGlassViews) -> Set<GlassOnGlassRule.Key> {
        var grouped: Set<GlassOnGlassRule.Key> = []
        for call in context.file.calls("addSubview") + context.file.calls("addArrangedSubview") {
            guard let receiver = SyntaxQueries.calledMember(call)?.base?.as(MemberAccessExprSyntax.self),
                receiver.declName.baseName.text == "contentView", let holder = receiver.base,
                views.material(ofView: holder) == .container,
                let added = call.arguments.first?.expression, let name = UIKitGlassViews.lastName(added)
            else { continue }
            grouped.insert(GlassOnGlassRule.Key(scope: UIKitGlassViews.scope(of: call), name: name))
        }
        return grouped
    }

    /// UIKit: two or more glass views (or glass-configured buttons) arranged in one `UIStackView` that is not
    /// in the `contentView` of a `UIGlassContainerEffect` view — the stack is UIKit's row of neighbours, as an
    /// `HStack` is SwiftUI's. Views merely added to one superview are not: nothing says they sit together.
    private func uikitStacks(_ context: RuleContext) -> [Violation] {
        guard context.file.hasCalls("addArrangedSubview") else { return [] }
        let views = UIKitGlassViews(file: context.file, declarations: context.declarations)
        let buttons = GlassOnGlassRule.glassButtonNames(context)
        // Stacks put in a glass container's contentView, by scope and name.
        var grouped: Set<GlassOnGlassRule.Key> = []
        for call in context.file.calls("addSubview") {
            guard let receiver = SyntaxQueries.calledMember(call)?.base?.as(MemberAccessExprSyntax.self),
                receiver.declName.baseName.text == "contentView", let holder = receiver.base,
                views.material(ofView: holder) == .container,
                let added = call.arguments.first?.expression, let name = UIKitGlassViews.lastName(added)
            else { continue }
            grouped.insert(GlassOnGlassRule.Key(scope: UIKitGlassViews.scope(of: call), name: name))
        }
        var counts: [GlassOnGlassRule.Key: Int] = [:]
        var violations: [Violation] = []
        for call in context.file.calls("addArrangedSubview") {
            guard let stack = SyntaxQueries.calledMember(call)?.base, let stackName = UIKitGlassViews.lastName(stack),
                let added = call.arguments.first?.expression, GlassCodeScope.appliesRules(at: call)
            else { continue }
            let scope = UIKitGlassViews.scope(of: call)
            let isGlass: Bool
            if case .glass(let variant)? = views.material(ofView: added) {
                isGlass = variant != .identity
            } else {
                isGlass = UIKitGlassViews.lastName(added).map {
                    buttons.contains(GlassOnGlassRule.Key(scope: scope, name: $0))
                } ?? false
            }
            let key = GlassOnGlassRule.Key(scope: scope, name: stackName)
            guard isGlass, !grouped.contains(key) else { continue }
            counts[key, default: 0] += 1
            if counts[key] == 2 {
                violations.append(
                    Violation(
                        at: call,
                        message: "Several glass views in one `UIStackView` without a UIGlassContainerEffect; add the "
                            + "stack to the contentView of a `UIVisualEffectView(effect: UIGlassContainerEffect())`"))
            }
        }
        return violations
    }

    /// The whole expression of the control (`Button`, `Link`, `NavigationLink`, …) whose label is `expression`
    /// alone, or nil.
    static func control(labelledBy expression: ExprSyntax) -> ExprSyntax? {
        guard let item = expression.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let closure = list.parent?.as(ClosureExprSyntax.self)
        else { return nil }
        var node = closure.parent
        for _ in 0..<3 {
            guard let current = node else { return nil }
            if let call = current.as(FunctionCallExprSyntax.self) {
                guard MissingInteractiveGlassRule.labelClosures(of: call).contains(where: { $0.id == closure.id }) else {
                    return nil
                }
                return ModifierChain(containing: call).expression
            }
            node = current.parent
        }
        return nil
    }

    /// Stacks whose component elements count: a row or an overlay of controls. A `VStack` of components is most
    /// often a page of sections or cards each with some glass inside, not glass elements side by side (ninth
    /// round's tuning half: 8 such `VStack`s of dashboard sections in a `ScrollView`, all wrong).
    static let rowStacks: Set<String> = ["HStack", "ZStack"]

    /// Uses of the project's component types that produce glass (``GlassProducers``) listed in a row stack, with the
    /// stack, the weight (2 through a `ForEach`) and the whole expression of the use (`SearchField().padding()`).
    /// Wrappers around `GlassEffectContainer` group, they are not glass; a type used inside its own declaration
    /// is not an element of it.
    private func componentElements(_ context: RuleContext) -> [(FunctionCallExprSyntax, Int, ExprSyntax)] {
        var found: [(FunctionCallExprSyntax, Int, ExprSyntax)] = []
        for name in context.file.calledTypeNames().sorted()
        where !GlassOnContentRule.systemViews.contains(name) && name != "GlassEffectContainer" {
            for call in context.file.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                // Syntax first (which calls sit in a stack), then the index, so few questions are asked.
                guard let element = Self.statementExpression(around: Syntax(call)),
                    let (stack, weight) = stack(holding: element),
                    SyntaxQueries.calledName(stack).map(Self.rowStacks.contains) == true,
                    GlassCodeScope.appliesRules(at: call)
                else { continue }
                let owner = context.file.viewScope(of: call)?.name
                guard owner != name, !context.declarations.isContainerWrapper(name),
                    context.declarations.producesGlass(name, in: owner)
                else { continue }
                found.append((stack, weight, element))
            }
        }
        return found
    }

    /// The whole expression a helper use is part of: `closeButton`, `chip("a")`, `self.chip("a").padding()`.
    static func statementExpression(around use: Syntax) -> ExprSyntax? {
        guard var expression = use.as(ExprSyntax.self) else { return nil }
        for _ in 0..<32 {
            guard let parent = expression.parent else { break }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == expression.id
                || member.declName.id == expression.id
            {
                expression = ExprSyntax(member)
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id {
                expression = ExprSyntax(call)
            } else {
                break
            }
        }
        return expression
    }

    /// Whether two of the elements can be on screen together (a ForEach counts as several by itself).
    private func showsSeveral(_ elements: [(Syntax, Int)]) -> Bool {
        if elements.contains(where: { $0.1 >= 2 }) { return true }
        for i in elements.indices {
            for j in elements.indices where j > i {
                if !BranchExclusivity.areExclusive(elements[i].0, elements[j].0) { return true }
            }
        }
        return false
    }

    /// The stack whose closure lists `element` directly (weight 1), or through a ForEach (weight 2); an `if`,
    /// `switch` or `#if` block in the closure lists its statements too.
    private func stack(holding element: ExprSyntax) -> (FunctionCallExprSyntax, Int)? {
        guard let call = builderCall(listing: element), let name = SyntaxQueries.calledName(call) else { return nil }
        if Self.stacks.contains(name) { return (call, 1) }
        if name == "ForEach", let outer = builderCall(listing: ExprSyntax(call)),
            let outerName = SyntaxQueries.calledName(outer), Self.stacks.contains(outerName)
        {
            return (outer, 2)
        }
        return nil
    }

    /// The call whose trailing closure has `element` as one of its statements, directly or inside `if`,
    /// `switch` and `#if` blocks (bounded: a builder nests these only a few levels deep).
    private func builderCall(listing element: ExprSyntax) -> FunctionCallExprSyntax? {
        guard var item = element.parent?.as(CodeBlockItemSyntax.self) ?? element.parent?.parent?.as(CodeBlockItemSyntax.self)
        else { return nil }
        for _ in 0..<16 {
            guard let list = item.parent else { return nil }
            let container = list.parent
            if let closure = container?.as(ClosureExprSyntax.self) {
                guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id
                else { return nil }
                return call
            }
            // Climb out of the block to the statement that holds it.
            var node: Syntax? = container
            var next: CodeBlockItemSyntax? = nil
            while let current = node {
                if let found = current.as(CodeBlockItemSyntax.self) {
                    next = found
                    break
                }
                switch current.kind {
                case .codeBlock, .ifExpr, .expressionStmt, .switchCase, .switchCaseList, .switchExpr,
                    .ifConfigClause, .ifConfigClauseList, .ifConfigDecl:
                    node = current.parent
                default:
                    return nil
                }
            }
            guard let next else { return nil }
            item = next
        }
        return nil
    }

    private func isGrouped(_ stack: FunctionCallExprSyntax, _ context: RuleContext) -> Bool {
        if isInContainer(stack, context) { return true }
        // A helper property or function used only inside containers.
        if HelperUses.allUses(ofHelperAround: stack, satisfy: { isInContainer($0, context) }) { return true }
        return HelperUses.allUses(ofComponentAround: stack, in: context.file, satisfy: { isInContainer($0, context) })
    }

    private func isInContainer(_ node: some SyntaxProtocol, _ context: RuleContext) -> Bool {
        for enclosing in context.file.enclosingCalls(of: node) where enclosing.isContent {
            if enclosing.name == "GlassEffectContainer" || context.declarations.isContainerWrapper(enclosing.name) {
                return true
            }
            if EnclosingCall.presentationModifiers.contains(enclosing.name) { return false }
        }
        return false
    }
}
