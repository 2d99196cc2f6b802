import SwiftSyntax

/// `#if` awareness: which compilation conditions hold around a node.
public enum CompilationConditions {
    /// Whether `node` is compiled only for `os(<name>)`: it sits in an `#if` clause whose condition requires
    /// `os(name)` (e.g. `#if os(visionOS)` or `#if os(visionOS) && DEBUG`), or in the `#else` of a clause
    /// that excludes it (`#if !os(visionOS) … #else node #endif`).
    public static func isCompiledOnly(forOS name: String, _ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self) {
                if let condition = clause.condition {
                    if requires(condition, os: name, negated: false) { return true }
                } else if let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                    // `#else`: every earlier clause was false.
                    for earlier in block.clauses where earlier.id != clause.id {
                        if let condition = earlier.condition, requires(condition, os: name, negated: true) {
                            return true
                        }
                    }
                }
            }
            current = parent.parent
        }
        return false
    }

    /// Whether `condition` being true (or false, when `negated`) implies `os(name)`.
    static func requires(_ condition: ExprSyntax, os name: String, negated: Bool) -> Bool {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return requires(prefix.expression, os: name, negated: !negated)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return requires(only.expression, os: name, negated: negated)
        }
        if let call = condition.as(FunctionCallExprSyntax.self), SyntaxQueries.calledName(call) == "os" {
            return !negated && call.arguments.first?.expression.trimmedDescription == name
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // The parser leaves `a && b || c` unfolded; handle the unambiguous all-`&&` and all-`||` cases.
            let operands = sequence.elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            let operators = Set(
                sequence.elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text })
            if operators == ["&&"] {
                return negated
                    ? operands.allSatisfy { requires($0, os: name, negated: true) }
                    : operands.contains { requires($0, os: name, negated: false) }
            }
            if operators == ["||"] {
                return negated
                    ? operands.contains { requires($0, os: name, negated: true) }
                    : operands.allSatisfy { requires($0, os: name, negated: false) }
            }
            return false
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            // a && b implies os if either does; !(a || b) = !a && !b likewise.
            if (op == "&&" && !negated) || (op == "||" && negated) {
                return requires(infix.leftOperand, os: name, negated: negated)
                    || requires(infix.rightOperand, os: name, negated: negated)
            }
            if (op == "||" && !negated) || (op == "&&" && negated) {
                return requires(infix.leftOperand, os: name, negated: negated)
                    && requires(infix.rightOperand, os: name, negated: negated)
            }
        }
        return false
    }
}
