import SwiftSyntax

/// Sibling glass elements in a stack without a `GlassEffectContainer`.
public struct UngroupedGlassRule: Rule {
    public static let description = RuleDescription(
        identifier: "ungrouped_glass",
        name: "Ungrouped Glass",
        description: """
            Two or more glass elements are siblings in one `HStack`, `VStack` or `ZStack` (or come from one \
            `ForEach` there) without a `GlassEffectContainer` around them. Design rule: glass elements that sit \
            together go in one `GlassEffectContainer`, so they share one sampling region and can blend and morph.
            """,
        rationale: """
            Glass cannot sample other glass. Ungrouped neighbours are rendered separately: where their shapes come \
            close they clip instead of merging, their light/dark adaptation can disagree, and each costs its \
            own pass.
            """,
        severity: .warning,
        nonTriggeringExamples: [
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
        ],
        triggeringExamples: [
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
        // Glass elements counted per stack; a ForEach in the stack counts as many elements.
        var counts: [SyntaxIdentifier: (stack: FunctionCallExprSyntax, count: Int)] = [:]
        for site in context.glassSites where site.isSwiftUI && site.variant != .identity {
            guard let (stack, weight) = stack(holding: site.chain.expression) else { continue }
            counts[stack.id, default: (stack, 0)].count += weight
        }
        return counts.values.compactMap { entry in
            guard entry.count >= 2, !isGrouped(entry.stack, context) else { return nil }
            let name = SyntaxQueries.calledName(entry.stack) ?? "stack"
            return Violation(
                at: entry.stack,
                message: "Several glass elements in one `\(name)` without a GlassEffectContainer; group them in "
                    + "`GlassEffectContainer { … }`")
        }
    }

    /// The stack whose closure lists `element` directly (weight 1), or through a ForEach (weight 2).
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

    /// The call whose trailing closure has `element` as one of its statements.
    private func builderCall(listing element: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let item = element.parent?.as(CodeBlockItemSyntax.self),
            let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
            let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id
        else { return nil }
        return call
    }

    private func isGrouped(_ stack: FunctionCallExprSyntax, _ context: RuleContext) -> Bool {
        for enclosing in context.file.enclosingCalls(of: stack) where enclosing.isContent {
            if enclosing.name == "GlassEffectContainer" || context.declarations.isContainerWrapper(enclosing.name) {
                return true
            }
            if EnclosingCall.presentationModifiers.contains(enclosing.name) { return false }
        }
        return false
    }
}
