import SwiftSyntax

/// Whether two pieces of code can never be on screen together because they sit in different branches of one
/// `if`/`else`, `switch`, ternary or `#if`: `if isEditing { Save() } else { Edit() }` shows one of the two.
public enum BranchExclusivity {
    /// Whether `first` and `second` are in different branches of a common `if`, `switch`, `?:` or `#if`.
    public static func areExclusive(_ first: some SyntaxProtocol, _ second: some SyntaxProtocol) -> Bool {
        // The branch each ancestor of `first` was entered through, by the ancestor's id.
        var branchOfFirst: [SyntaxIdentifier: SyntaxIdentifier] = [:]
        var child = Syntax(first)
        while let parent = child.parent {
            if let branch = branch(of: child, in: parent) { branchOfFirst[parent.id] = branch }
            child = parent
        }
        child = Syntax(second)
        while let parent = child.parent {
            if let theirs = branchOfFirst[parent.id] {
                // The innermost common branching construct decides.
                if let ours = branch(of: child, in: parent) { return ours != theirs }
            }
            child = parent
        }
        return false
    }

    /// The branch of `parent` that `child` belongs to, when `parent` chooses between branches.
    private static func branch(of child: Syntax, in parent: Syntax) -> SyntaxIdentifier? {
        if let ifExpression = parent.as(IfExprSyntax.self) {
            if ifExpression.body.id == child.id || ifExpression.elseBody?.id == child.id { return child.id }
            return nil
        }
        if let ternary = parent.as(TernaryExprSyntax.self) {
            if ternary.thenExpression.id == child.id || ternary.elseExpression.id == child.id { return child.id }
            return nil
        }
        // The parser leaves `a ? b : c` unfolded: `[a, ? b :, c]`; the ternary marker and what follows it are
        // the two branches.
        if let list = parent.as(ExprListSyntax.self), parent.parent?.is(SequenceExprSyntax.self) == true {
            guard let marker = list.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                let index = list.firstIndex(where: { $0.id == child.id }), index >= marker
            else { return nil }
            return child.id
        }
        // A switch's cases and an #if's clauses are list elements: the list's parent is the construct.
        if parent.is(SwitchCaseListSyntax.self), child.is(SwitchCaseSyntax.self) { return child.id }
        if parent.is(IfConfigClauseListSyntax.self), child.is(IfConfigClauseSyntax.self) { return child.id }
        return nil
    }
}
