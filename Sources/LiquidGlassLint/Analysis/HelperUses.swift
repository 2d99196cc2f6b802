import SwiftSyntax

/// Where a view-returning helper — a property or function of a type, or a top-level one in the file — is used,
/// so a rule can judge glass in the helper by the places it ends up in (`.toolbar { editButton }`,
/// `GlassEffectContainer { controls }`).
public enum HelperUses {
    /// The helper declaration around `node` (its name and the declaration), if `node` sits in the body of a
    /// property or function.
    public static func helper(around node: some SyntaxProtocol) -> (name: String, declaration: Syntax)? {
        // One switch on the kind per ancestor: asked for most glass sites, and casts at every level cost.
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .variableDecl:
                if let variable = parent.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                    let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)
                {
                    let name = identifier.identifier.text
                    return name == "body" ? nil : (name, parent)
                }
            case .functionDecl:
                if let function = parent.as(FunctionDeclSyntax.self) { return (function.name.text, parent) }
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl, .sourceFile:
                return nil
            default:
                break
            }
            current = parent.parent
        }
        return nil
    }

    /// The uses of `name` (as a bare reference, `self.name`, or a call) inside `scope` other than in the helper
    /// `declaration` itself. Scans the scope's tokens: only asked for the few sites a rule is about to report.
    public static func uses(of name: String, in scope: Syntax, excluding declaration: Syntax) -> [Syntax] {
        var uses: [Syntax] = []
        let excluded = declaration.range
        for token in scope.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard case .identifier = token.tokenKind, !excluded.contains(token.position),
                let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { continue }
            // `other.name` is another instance's member; `self.name` and `name` are this one's.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                let base = member.base, base.trimmedDescription != "self"
            {
                continue
            }
            uses.append(Syntax(reference))
        }
        return uses
    }

    /// Whether every use of the helper around `node` (in the file: the type and its extensions there)
    /// satisfies `condition`; `false` when `node` is not in a helper or the helper is never used.
    public static func allUses(
        ofHelperAround node: some SyntaxProtocol, satisfy condition: (Syntax) -> Bool
    ) -> Bool {
        guard let (name, declaration) = helper(around: node) else { return false }
        // The whole file: a type's helpers are used in its extensions too.
        let scope = Syntax(declaration.root)
        // A use that runs only before iOS 26 — in the `else` of `if #available(iOS 26, *)`, or in a helper used
        // only there (a `legacyBar` next to the `glassBar` that wraps the helper in a container) — shows no
        // glass (seventh tuning half: a chat bar's action buttons, 4 wrong findings).
        let found = uses(of: name, in: scope, excluding: declaration).filter { !runsOnlyBeforeGlass($0, in: scope) }
        // A use inside another helper satisfies the condition when that helper's own uses all do (two levels
        // more: a cluster button used by an actions row used inside the container).
        func satisfied(_ use: Syntax, depth: Int) -> Bool {
            if condition(use) { return true }
            guard depth > 0, let (outerName, outerDeclaration) = helper(around: use) else { return false }
            let outer = uses(of: outerName, in: scope, excluding: outerDeclaration)
                .filter { !runsOnlyBeforeGlass($0, in: scope) }
            return !outer.isEmpty && outer.allSatisfy { satisfied($0, depth: depth - 1) }
        }
        return !found.isEmpty && found.allSatisfy { satisfied($0, depth: 2) }
    }

    /// Whether `use` is in code the iOS glass rules leave alone — pre-iOS 26 fallback code or a visionOS-only
    /// `#if` clause (ninth round: a toolbar helper used bare for visionOS and in a container otherwise, which
    /// the chain through `#if` blocks now reached) — or in a helper whose every use is.
    static func runsOnlyBeforeGlass(_ use: Syntax, in scope: Syntax) -> Bool {
        if !GlassCodeScope.appliesRules(at: use) { return true }
        guard let (name, declaration) = helper(around: use) else { return false }
        let outer = uses(of: name, in: scope, excluding: declaration)
        return !outer.isEmpty && outer.allSatisfy { !GlassCodeScope.appliesRules(at: $0) }
    }

    /// Whether every use of the component view around `node` — a `View` type whose `body` holds `node`, used
    /// as `Name(…)` in the file — satisfies `condition`; `false` when there is no such use.
    public static func allUses(
        ofComponentAround node: some SyntaxProtocol, in file: SourceFile, satisfy condition: (Syntax) -> Bool
    ) -> Bool {
        guard let scope = file.viewScope(of: node), scope.conforms(to: "View"), !scope.name.isEmpty,
            scope.declaration.is(StructDeclSyntax.self), helper(around: node) == nil
        else { return false }
        let uses = file.calls(scope.name)
        return !uses.isEmpty && uses.allSatisfy { condition(Syntax($0)) }
    }
}
