import SwiftSyntax

/// The one full walk of a file: indexes calls, member accesses and type references by name, and collects the
/// file's declarations. Rules then look up what they need instead of walking the tree again.
final class IndexingVisitor: SyntaxVisitor {
    var calls: [String: [FunctionCallExprSyntax]] = [:]
    var members: [String: [MemberAccessExprSyntax]] = [:]
    /// Type-like names (starting with an upper-case letter) used as types or as expressions.
    var typeReferences: [String: [Syntax]] = [:]
    var declarations = DeclarationIndex()
    /// The enclosing type declarations and extensions, innermost last; each frame holds the type's name and
    /// the button-style protocols it conforms to (a static member there can be found as `.buttonStyle(.name)`).
    private var typeStack: [[String]] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = SyntaxQueries.calledName(node) {
            calls[name, default: []].append(node)
            // A type of the project that builds a GlassEffectContainer and is named like one is a wrapper
            // (`GlassEffectContainerCompat`); a screen that merely uses a container is not.
            if name == "GlassEffectContainer", let owner = typeStack.first?.first,
                owner.contains("Container") || owner.contains("Glass")
            {
                declarations.addContainerWrapper(owner)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        members[node.declName.baseName.text, default: []].append(node)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if name.first?.isUppercase == true { typeReferences[name, default: []].append(Syntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        guard name.first?.isUppercase == true else { return .skipChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .skipChildren
        }
        typeReferences[name, default: []].append(Syntax(node))
        return .skipChildren
    }

    // MARK: Declarations

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, inheriting: node.inheritanceClause)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension SwiftUI.ButtonStyle` counts as `ButtonStyle`.
        let extended = node.extendedType.trimmedDescription
        let name = String(extended.split(separator: ".").last ?? Substring(extended))
        typeStack.append([name] + Self.buttonStyleProtocols(node.inheritanceClause))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.addType(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        for owner in typeStack.last ?? [] { declarations.addStaticMember(node.name.text, of: owner) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            DeclarationIndex.Signature.Parameter(
                label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                hasDefault: parameter.defaultValue != nil,
                isVariadic: parameter.ellipsis != nil,
                isFunction: SyntaxQueries.isFunctionType(parameter.type))
        }
        declarations.addFunction(node.name.text, .init(parameters: parameters))
        if SyntaxQueries.isStatic(node.modifiers) {
            for owner in typeStack.last ?? [] { declarations.addStaticMember(node.name.text, of: owner) }
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Properties (not locals): the parent of a member is a MemberBlockItem.
        if let owner = typeStack.last?.first, node.parent?.is(MemberBlockItemSyntax.self) == true {
            let isNamespace = SyntaxQueries.isNamespaceDeclaration(node)
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    declarations.addProperty(name, of: owner, isNamespace: isNamespace)
                }
            }
        }
        if SyntaxQueries.isStatic(node.modifiers) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                for owner in typeStack.last ?? [] { declarations.addStaticMember(name, of: owner) }
            }
        }
        return .visitChildren
    }

    private func enterType(_ name: String, inheriting clause: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        declarations.addType(name)
        typeStack.append([name] + Self.buttonStyleProtocols(clause))
        return .visitChildren
    }

    private static func buttonStyleProtocols(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.compactMap { inherited in
            let name = inherited.type.trimmedDescription
            return name.hasSuffix("ButtonStyle") ? String(name.split(separator: ".").last ?? "") : nil
        }
    }
}
