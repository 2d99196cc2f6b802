import SwiftSyntax

/// Small questions about syntax nodes that many rules ask.
public enum SyntaxQueries {
    /// The name a call is made by: `List` in `List { }`, `glassEffect` in `x.glassEffect()` and
    /// `.glassEffect()`, `ForEach` in `ForEach<[Int], Int, Text>(…)`.
    public static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        calleeName(call.calledExpression)
    }

    static func calleeName(_ expression: ExprSyntax) -> String? {
        switch expression.kind {
        case .declReferenceExpr: expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        case .memberAccessExpr: expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        case .genericSpecializationExpr: expression.as(GenericSpecializationExprSyntax.self).flatMap { calleeName($0.expression) }
        default: nil
        }
    }

    /// The member access a call is made through (`.glassEffect` in `x.glassEffect()`), if any.
    public static func calledMember(_ call: FunctionCallExprSyntax) -> MemberAccessExprSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)
    }

    /// Where a finding about a call is reported: the `.` of a modifier (`Text("a")↓.glassEffect()`), or the
    /// start of the call otherwise (`↓GlassEffectContainer { }`).
    public static func anchor(of call: FunctionCallExprSyntax) -> AbsolutePosition {
        if let member = calledMember(call), member.base != nil {
            return member.period.positionAfterSkippingLeadingTrivia
        }
        return call.positionAfterSkippingLeadingTrivia
    }

    /// The argument labels of a call in order (`nil` for an unlabelled argument), trailing closures excluded.
    public static func argumentLabels(_ call: FunctionCallExprSyntax) -> [String?] {
        call.arguments.map { $0.label?.text }
    }

    /// The number of trailing closures of a call.
    public static func trailingClosureCount(_ call: FunctionCallExprSyntax) -> Int {
        (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
    }

    /// The argument with this label (`nil` label: the first unlabelled argument).
    public static func argument(_ label: String?, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The attributes of `node` when it is a declaration that has any (`@available(…) func …`), else nil.
    /// Checks the node's kind before the protocol cast: walks up from glass sites ask this of every ancestor,
    /// and a conformance lookup for each cost ~2,400 instructions (callgrind).
    public static func declarationAttributes(_ node: Syntax) -> AttributeListSyntax? {
        guard node.is(DeclSyntax.self), let declaration = node.asProtocol(WithAttributesSyntax.self),
            !declaration.attributes.isEmpty
        else { return nil }
        return declaration.attributes
    }

    /// Whether a call resolves to a function the project declares with the same name and compatible labels.
    public static func resolvesToProject(_ call: FunctionCallExprSyntax, _ declarations: DeclarationLookup) -> Bool {
        guard let name = calledName(call) else { return false }
        if call.calledExpression.is(DeclReferenceExprSyntax.self), name.first?.isUppercase == true {
            return declarations.declaresType(name)
        }
        return declarations.declaresFunction(
            name, acceptingLabels: argumentLabels(call), trailingClosures: trailingClosureCount(call),
            receiver: receiver(of: call))
    }

    /// The names in a call's receiver chain (`[view, backport]` for `view.backport.glassEffect()`), or, for an
    /// implicit or `self` receiver, the enclosing type.
    static func receiver(of call: FunctionCallExprSyntax) -> DeclarationIndex.Receiver {
        guard let member = calledMember(call), var base = member.base else {
            return DeclarationIndex.Receiver(names: [], enclosingType: typeName(around: call))
        }
        var names: [String] = []
        for _ in 0..<32 {
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                let text = reference.baseName.text
                if text == "self" && names.isEmpty {
                    return DeclarationIndex.Receiver(names: [], enclosingType: typeName(around: call))
                }
                names.append(text.lowercased())
                break
            } else if let access = base.as(MemberAccessExprSyntax.self) {
                names.append(access.declName.baseName.text.lowercased())
                guard let next = access.base else { break }
                base = next
            } else if let inner = base.as(FunctionCallExprSyntax.self) {
                if let innerName = calledName(inner) { names.append(innerName.lowercased()) }
                base = inner.calledExpression
                if let innerMember = base.as(MemberAccessExprSyntax.self), let next = innerMember.base {
                    base = next
                } else {
                    break
                }
            } else {
                break
            }
        }
        return DeclarationIndex.Receiver(names: names, enclosingType: nil)
    }

    private static func typeName(around node: some SyntaxProtocol) -> String? {
        ViewScope(around: node)?.name.split(separator: ".").last.map(String.init)
    }

    /// The leftmost member name of an implicit member chain: `regular` in `.regular.tint(.blue).interactive()`,
    /// `clear` in `Glass.clear`; `nil` when the expression is not such a chain.
    public static func rootMemberName(_ expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return member.declName.baseName.text }
                if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                    return member.declName.baseName.text
                }
                current = base
            } else {
                return nil
            }
        }
    }

    /// Names of all members called or accessed along a chain: `["regular", "tint", "interactive"]` for
    /// `.regular.tint(.blue).interactive()`.
    public static func memberNames(_ expression: ExprSyntax) -> [String] {
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                names.append(member.declName.baseName.text)
                current = member.base
            } else {
                current = nil
            }
        }
        return names.reversed()
    }

    /// Whether a variable declaration holds a namespace: `@Namespace var ns` or `let ns: Namespace.ID`.
    public static func isNamespaceDeclaration(_ variable: VariableDeclSyntax) -> Bool {
        let hasAttribute = variable.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == "Namespace"
        }
        return hasAttribute || variable.bindings.contains { isNamespaceType($0.typeAnnotation?.type) }
    }

    /// `Namespace.ID` (or `SwiftUI.Namespace.ID`, optionally optional).
    public static func isNamespaceType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        let text = type.trimmedDescription
        return text.hasSuffix("Namespace.ID") || text.hasSuffix("Namespace.ID?")
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFunctionType(only.type)
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        return false
    }

    /// The innermost type declaration or extension containing `node`.
    public static func enclosingTypeDeclaration(of node: some SyntaxProtocol) -> DeclSyntax? {
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                return parent.as(DeclSyntax.self)
            default:
                current = parent.parent
            }
        }
        return nil
    }

    /// The innermost function, initializer, accessor or property declaration containing `node`.
    public static func enclosingMemberDeclaration(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.parent?.is(MemberBlockItemSyntax.self) == true
            {
                return parent
            }
            current = parent.parent
        }
        return nil
    }
}
