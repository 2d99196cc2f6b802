import SwiftSyntax

/// A view expression with its modifiers, resolved from the nested syntax of
/// `Text("a").padding().glassEffect(.regular).font(.title)`: the root `Text("a")` and the modifiers
/// `padding`, `glassEffect`, `font` in the order they apply.
public struct ModifierChain {
    /// One modifier call of the chain.
    public struct Modifier {
        public let name: String
        public let call: FunctionCallExprSyntax
        /// The `#if` clause of the chain the modifier is written in (`.glassEffect()` between `#if
        /// !os(visionOS)` and `#endif`), `nil` outside one. Such a modifier has no base of its own.
        public var clause: SyntaxIdentifier? = nil
        public var member: MemberAccessExprSyntax? { SyntaxQueries.calledMember(call) }
    }

    /// The expression the modifiers are applied to (`nil` when the chain starts with an implicit `self`
    /// modifier, as in a `View` extension).
    public let root: ExprSyntax?
    /// Modifiers, innermost (applied first) first.
    public let modifiers: [Modifier]
    /// The whole expression, i.e. the outermost modifier call (or the root when there is none).
    public let expression: ExprSyntax

    /// The chain containing `call` as one of its modifiers (or as its root).
    public init(containing call: FunctionCallExprSyntax) {
        self.init(expression: ModifierChain.outermostExpression(from: ExprSyntax(call)))
    }

    /// Walks from an expression out through the modifiers applied to it, also across `#if` blocks written in
    /// the chain (`Button { … }` `#if !os(visionOS)` `.glassEffect()` `#endif` `.opacity(dimmed ? 0.7 : 1)`: the
    /// `opacity` applies to the glass; seventh held-back reading, issue 45, a miss).
    public static func outermostExpression(from start: ExprSyntax) -> ExprSyntax {
        var current = start
        for _ in 0..<1024 {
            guard let parent = current.parent else { break }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
            {
                current = ExprSyntax(outer)
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                current = ExprSyntax(postfix)
            } else if let clause = parent.as(IfConfigClauseSyntax.self),
                let postfix = clause.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
            {
                current = ExprSyntax(postfix)
            } else {
                break
            }
        }
        return current
    }

    /// The chain of an expression, which is taken as the outermost end of the chain.
    public init(expression: ExprSyntax) {
        var modifiers: [Modifier] = []
        var current: ExprSyntax? = expression
        var root: ExprSyntax? = nil
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), let member = SyntaxQueries.calledMember(call) {
                modifiers.append(Modifier(name: member.declName.baseName.text, call: call))
                guard let base = member.base else {
                    current = nil
                    break
                }
                // `Glass.regular` style type-qualified members end the chain at the type.
                current = base
            } else if let postfix = node.as(PostfixIfConfigExprSyntax.self) {
                // The chains written in the `#if` clauses apply after the base (each clause is one build's).
                for clause in postfix.config.clauses.reversed() {
                    guard case .postfixExpression(let element)? = clause.elements else { continue }
                    var inner: ExprSyntax? = element
                    while let node = inner, let call = node.as(FunctionCallExprSyntax.self),
                        let member = SyntaxQueries.calledMember(call)
                    {
                        modifiers.append(Modifier(name: member.declName.baseName.text, call: call, clause: clause.id))
                        inner = member.base
                    }
                }
                current = postfix.base
            } else {
                root = node
                current = nil
            }
        }
        self.root = root
        self.modifiers = modifiers.reversed()
        self.expression = expression
    }

    /// Modifiers applied after (outside) `call`.
    public func modifiers(after call: FunctionCallExprSyntax) -> ArraySlice<Modifier> {
        guard let index = modifiers.firstIndex(where: { $0.call.id == call.id }) else { return [] }
        return modifiers[(index + 1)...]
    }

    /// Modifiers applied before (inside) `call`.
    public func modifiers(before call: FunctionCallExprSyntax) -> ArraySlice<Modifier> {
        guard let index = modifiers.firstIndex(where: { $0.call.id == call.id }) else { return [] }
        return modifiers[..<index]
    }

    /// Walks from a call out through the modifiers applied to it: from `x.a()` in `x.a().b().c()` to the
    /// `c()` call.
    public static func outermostCall(from call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        var current = call
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
            let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
        {
            current = outer
        }
        return current
    }
}
