import SwiftSyntax

/// Code where the iOS Liquid Glass design rules do not apply: fallbacks that run only before iOS 26 (no glass
/// there, so a custom sheet or bar background is the right thing), and code compiled only for visionOS (which
/// has its own glass material and rules).
public enum GlassCodeScope {
    /// Whether the design rules for iOS glass apply at `node`.
    public static func appliesRules(at node: some SyntaxProtocol) -> Bool {
        !isPreGlassFallback(node) && !CompilationConditions.isCompiledOnly(forOS: "visionOS", node)
    }

    /// Whether `node` runs only on iOS versions before Liquid Glass: the `else` of
    /// `if #available(iOS 26, *)`, the body of `if #unavailable(iOS 26)`, the `else` of
    /// `guard #available(iOS 26, *)`, or a declaration marked `@available(iOS, obsoleted: 26)` or
    /// `deprecated: 26` (the legacy path that glass replaces).
    public static func isPreGlassFallback(_ node: some SyntaxProtocol, iOS version: Version = .liquidGlass) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self) {
                if ifExpression.elseBody?.id == child.id,
                    AvailabilityScope.conditions(ifExpression.conditions, require: version, negated: false)
                {
                    return true
                }
                if ifExpression.body.id == child.id,
                    AvailabilityScope.conditions(ifExpression.conditions, require: version, negated: true)
                {
                    return true
                }
            } else if let guardStatement = parent.as(GuardStmtSyntax.self) {
                if guardStatement.body.id == child.id,
                    AvailabilityScope.conditions(guardStatement.conditions, require: version, negated: false)
                {
                    return true
                }
            } else if let declaration = parent.asProtocol(WithAttributesSyntax.self),
                endsBefore(declaration.attributes, version)
            {
                return true
            }
            child = parent
        }
        return false
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
