import SwiftSyntax

/// `glassEffectID` / `glassEffectUnion` without a `@Namespace` in scope.
public struct GlassIDWithoutNamespaceRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_id_without_namespace",
        name: "Glass ID without Namespace",
        description: """
            `glassEffectID(_:in:)` or `glassEffectUnion(id:namespace:)` is given a namespace that is not a \
            `@Namespace` property (or a `Namespace.ID` passed in) of the view. Design rule: morphing and unions \
            identify glass by an ID within a namespace declared with `@Namespace`.
            """,
        rationale: """
            The namespace argument must be a `Namespace.ID`. A missing argument, a misspelled name or a value of \
            another type does not compile; code written from examples that leave the namespace out never morphs.
            """,
        severity: .error,
        // Opt-in since the eighth held-back reading: its one held-back finding was wrong (a `Namespace.ID?`
        // property unwrapped with `if let ns = namespace` in a component; RulePrecision, docs/lint-corpus.md).
        isOptIn: true,
        nonTriggeringExamples: [
            Example(
                """
                struct Controls: View {
                    @Namespace private var controls
                    var body: some View {
                        GlassEffectContainer {
                            Button("Play") { play() }.glassEffect().glassEffectID("play", in: controls)
                        }
                    }
                }
                """),
            Example(
                """
                struct Chip: View {
                    let namespace: Namespace.ID
                    var body: some View {
                        Text("New").glassEffect().glassEffectUnion(id: "chips", namespace: namespace)
                    }
                }
                """),
            Example(
                """
                func badge(in space: Namespace.ID) -> some View {
                    Text("1").glassEffect().glassEffectID("badge", in: space)
                }
                """),
            // Declared in another extension of the same view.
            Example(
                """
                struct Player: View { @Namespace var morph }
                extension Player {
                    var body: some View { Circle().glassEffect().glassEffectID("dot", in: morph) }
                }
                """),
        ],
        triggeringExamples: [
            Example(
                """
                struct Toolbar: View {
                    @State private var glassSpace = UUID()
                    var body: some View {
                        Text("a").glassEffect().glassEffectID("a", in: ↓glassSpace)
                    }
                }
                """),
            Example(
                """
                struct Toolbar: View {
                    var body: some View {
                        Text("a").glassEffect().glassEffectID("a", in: ↓namespace)
                    }
                }
                """),
            Example(
                """
                struct Toolbar: View {
                    var body: some View {
                        Text("a").glassEffect()↓.glassEffectID("a")
                    }
                }
                """),
            Example(
                """
                struct Pills: View {
                    let group = "pills"
                    var body: some View {
                        Text("a").glassEffect().glassEffectUnion(id: 1, namespace: ↓group)
                    }
                }
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for (name, label) in [("glassEffectID", "in"), ("glassEffectUnion", "namespace")] {
            for call in context.file.systemCalls(name, context.declarations) {
                guard let namespace = SyntaxQueries.argument(label, of: call) else {
                    violations.append(
                        Violation(
                            position: SyntaxQueries.anchor(of: call),
                            message: "`\(name)` needs a namespace: add `\(label): namespace` with a "
                                + "`@Namespace private var namespace` in the view"))
                    continue
                }
                if let problem = problem(with: namespace, context) {
                    violations.append(Violation(at: namespace, message: "`\(name)` \(problem)"))
                }
            }
        }
        return violations
    }

    /// What is wrong with the namespace expression, if it is a simple name that is not a namespace.
    private func problem(with expression: ExprSyntax, _ context: RuleContext) -> String? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            name = member.declName.baseName.text
        } else {
            return nil  // `model.namespace`, a call…: not resolvable here.
        }
        if isLocalNamespace(name, around: expression) { return nil }
        guard let scope = context.file.viewScope(of: expression) else { return nil }
        if context.declarations.declaresNamespace(name, in: scope.name) { return nil }
        if context.declarations.declaresProperty(name, in: scope.name) {
            return "uses `\(name)`, which is not a namespace; declare it as `@Namespace private var \(name)`"
        }
        return "uses `\(name)`, but the view declares no `@Namespace var \(name)`"
    }

    /// A parameter or local of type `Namespace.ID` (or a local `@Namespace`) between the use and its type.
    private func isLocalNamespace(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                if function.signature.parameterClause.parameters.contains(where: {
                    ($0.secondName ?? $0.firstName).text == name && SyntaxQueries.isNamespaceType($0.type)
                }) {
                    return true
                }
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                if initializer.signature.parameterClause.parameters.contains(where: {
                    ($0.secondName ?? $0.firstName).text == name && SyntaxQueries.isNamespaceType($0.type)
                }) {
                    return true
                }
            } else if let statements = parent.as(CodeBlockItemListSyntax.self) {
                for item in statements {
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                        SyntaxQueries.isNamespaceDeclaration(variable),
                        variable.bindings.contains(where: { $0.pattern.trimmedDescription == name })
                    else { continue }
                    return true
                }
            } else if parent.is(MemberBlockSyntax.self) {
                return false
            }
            current = parent.parent
        }
        return false
    }
}
