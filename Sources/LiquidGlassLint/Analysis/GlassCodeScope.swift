import SwiftSyntax

/// Code where the iOS Liquid Glass design rules do not apply: fallbacks that run only before iOS 26 (no glass
/// there, so a custom sheet or bar background is the right thing), and code compiled only for visionOS (which
/// has its own glass material and rules).
public enum GlassCodeScope {
    /// Where a node sits with respect to these scopes, from one walk up its ancestors.
    public struct Placement: Sendable, Equatable {
        /// Runs only before iOS 26 (see ``GlassCodeScope/isPreGlassFallback(_:iOS:)``).
        public var isPreGlassFallback: Bool
        /// Compiled only for visionOS (`#if os(visionOS)`).
        public var isVisionOSOnly: Bool
        /// Whether the design rules for iOS glass apply (neither of the above).
        public var appliesRules: Bool { !isPreGlassFallback && !isVisionOSOnly }
    }

    /// Both scopes of `node` in one walk to the root. ``GlassSite`` computes this once per site: the rules
    /// asked it of the same sites again and again (on the 40k-line bench corpus, 138,000 ancestor checks
    /// where 34,000 suffice; callgrind).
    public static func placement(of node: some SyntaxProtocol) -> Placement {
        var placement = Placement(isPreGlassFallback: false, isVisionOSOnly: false)
        var child = Syntax(node)
        while let parent = child.parent {
            if !placement.isVisionOSOnly, parent.kind == .ifConfigClause, let clause = parent.as(IfConfigClauseSyntax.self),
                isVisionOSOnly(clause)
            {
                placement.isVisionOSOnly = true
            }
            if !placement.isPreGlassFallback, endsFallback(parent, child: child, .liquidGlass) {
                placement.isPreGlassFallback = true
            }
            if placement.isVisionOSOnly && placement.isPreGlassFallback { break }
            child = parent
        }
        return placement
    }

    /// Whether the design rules for iOS glass apply at `node`: neither a pre-iOS 26 fallback nor a
    /// visionOS-only `#if` clause encloses it. (For a glass site, ask ``GlassSite/appliesRules``: kept from
    /// the walk made when the site was found.)
    public static func appliesRules(at node: some SyntaxProtocol) -> Bool {
        placement(of: node).appliesRules
    }

    /// Whether `node` runs only on iOS versions before Liquid Glass: the `else` of
    /// `if #available(iOS 26, *)`, the body of `if #unavailable(iOS 26)`, the `else` of
    /// `guard #available(iOS 26, *)`, or a declaration marked `@available(iOS, obsoleted: 26)` or
    /// `deprecated: 26` (the legacy path that glass replaces).
    public static func isPreGlassFallback(_ node: some SyntaxProtocol, iOS version: Version = .liquidGlass) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if endsFallback(parent, child: child, version) { return true }
            child = parent
        }
        return false
    }

    /// Whether `child`, a child of `parent`, is a branch that runs only before `version`. Checks the node's
    /// kind first: this runs for every ancestor of every site.
    private static func endsFallback(_ parent: Syntax, child: Syntax, _ version: Version) -> Bool {
        switch parent.kind {
        case .ifExpr:
            guard let ifExpression = parent.as(IfExprSyntax.self) else { return false }
            if ifExpression.elseBody?.id == child.id {
                return AvailabilityScope.conditions(ifExpression.conditions, require: version, negated: false)
            }
            if ifExpression.body.id == child.id {
                return AvailabilityScope.conditions(ifExpression.conditions, require: version, negated: true)
            }
            return false
        case .guardStmt:
            guard let guardStatement = parent.as(GuardStmtSyntax.self), guardStatement.body.id == child.id else {
                return false
            }
            return AvailabilityScope.conditions(guardStatement.conditions, require: version, negated: false)
        case .functionDecl, .variableDecl, .initializerDecl, .structDecl, .classDecl, .enumDecl, .extensionDecl,
            .actorDecl, .subscriptDecl:
            guard let declaration = parent.asProtocol(WithAttributesSyntax.self), !declaration.attributes.isEmpty
            else { return false }
            return endsBefore(declaration.attributes, version)
        default:
            return false
        }
    }

    /// An `#if os(visionOS)` clause, or the `#else` of `#if !os(visionOS)` (as `CompilationConditions` reads
    /// them).
    private static func isVisionOSOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        if let condition = clause.condition {
            return CompilationConditions.requires(condition, os: "visionOS", negated: false)
        }
        guard let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return false }
        return block.clauses.contains { earlier in
            earlier.id != clause.id
                && earlier.condition.map { CompilationConditions.requires($0, os: "visionOS", negated: true) } == true
        }
    }

    /// `@available(iOS, obsoleted: 26)` or `@available(iOS, deprecated: 26)`.
    private static func endsBefore(_ list: AttributeListSyntax, _ version: Version) -> Bool {
        list.contains { element in
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedDescription == "available",
                case .availability(let arguments) = attribute.arguments
            else { return false }
            var platform: String? = nil
            for argument in arguments {
                switch argument.argument {
                case .token(let token):
                    platform = platform ?? token.text
                case .availabilityLabeledArgument(let labeled):
                    guard let platform, AvailabilityScope.isIOS(platform),
                        ["obsoleted", "deprecated"].contains(labeled.label.text),
                        case .version(let written) = labeled.value,
                        let parsed = Version(parsing: written.trimmedDescription)
                    else { continue }
                    // Obsoleted by 26: runs only before it. Deprecated in 26: the path glass replaces.
                    if labeled.label.text == "obsoleted" ? parsed <= version : parsed.major == version.major {
                        return true
                    }
                default:
                    continue
                }
            }
            return false
        }
    }
}
