import SwiftSyntax

/// Whether code runs only where an iOS version is available: inside `if #available(iOS 26, *)`, after
/// `guard #available(iOS 26, *) else { … }`, in the `else` of `if #unavailable(iOS 26)`, or in a declaration
/// marked `@available(iOS 26, *)` / `@available(iOS, introduced: 26)`.
public enum AvailabilityScope {
    /// Whether `node` only runs on iOS `minimum` or later.
    public static func isGuarded(_ node: some SyntaxProtocol, iOS minimum: Version) -> Bool {
        var memo: [SyntaxIdentifier: Bool] = [:]
        return isGuarded(node, iOS: minimum, memo: &memo)
    }

    /// `isGuarded(_:iOS:)` remembering the answer for the statements on the way up (`memo`, for one
    /// `minimum`), so the glass uses of one body share the walk above their common statements.
    ///
    /// A statement's answer covers everything above it, so a node's answer is what lies between it and a
    /// remembered statement, or that statement's answer.
    public static func isGuarded(_ node: some SyntaxProtocol, iOS minimum: Version, memo: inout [SyntaxIdentifier: Bool])
        -> Bool
    {
        var statements: [SyntaxIdentifier] = []
        let result = walk(Syntax(node), minimum, &memo, &statements)
        // Every statement passed below the point that decided is decided the same way.
        for statement in statements { memo[statement] = result }
        return result
    }

    private static func walk(
        _ start: Syntax, _ minimum: Version, _ memo: inout [SyntaxIdentifier: Bool], _ statements: inout [SyntaxIdentifier]
    ) -> Bool {
        var child = start
        while let parent = child.parent {
            if child.kind == .codeBlockItem {
                if let known = memo[child.id] { return known }
                statements.append(child.id)
            }
            // Dispatch on the kind first: most ancestors are expressions that cannot guard anything.
            switch parent.kind {
            case .ifExpr, .codeBlockItemList, .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl,
                .protocolDecl, .functionDecl, .initializerDecl, .variableDecl, .subscriptDecl:
                break
            default:
                child = parent
                continue
            }
            if let ifExpression = parent.as(IfExprSyntax.self) {
                if ifExpression.body.id == child.id, conditions(ifExpression.conditions, require: minimum, negated: false) {
                    return true
                }
                if ifExpression.elseBody?.id == child.id,
                    conditions(ifExpression.conditions, require: minimum, negated: true)
                {
                    return true
                }
            } else if let statements = parent.as(CodeBlockItemListSyntax.self), parent.parent?.kind != .sourceFile {
                // (A top-level `guard` is only valid in main.swift; the file's statements are not scanned.)
                // A `guard #available` earlier in the same block covers the statements after it.
                for item in statements {
                    if item.id == child.id { break }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self),
                        conditions(guardStatement.conditions, require: minimum, negated: false)
                    {
                        return true
                    }
                }
            } else if let list = SyntaxQueries.declarationAttributes(parent), attributes(list, require: minimum) {
                return true
            }
            child = parent
        }
        return false
    }

    /// Whether a condition list contains `#available(iOS ≥ minimum)` (or, when `negated`, `#unavailable`).
    static func conditions(_ list: ConditionElementListSyntax, require minimum: Version, negated: Bool) -> Bool {
        list.contains { element in
            guard case .availability(let availability) = element.condition else { return false }
            let isUnavailable = availability.availabilityKeyword.tokenKind == .poundUnavailable
            guard isUnavailable == negated else { return false }
            return arguments(availability.availabilityArguments, require: minimum)
        }
    }

    static func attributes(_ list: AttributeListSyntax, require minimum: Version) -> Bool {
        list.contains { element in
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedDescription == "available",
                case .availability(let arguments) = attribute.arguments
            else { return false }
            return Self.arguments(arguments, require: minimum)
        }
    }

    /// `iOS 26`, `iOS 26.0`, or `iOS, introduced: 26` with a version at least `minimum`.
    static func arguments(_ list: AvailabilityArgumentListSyntax, require minimum: Version) -> Bool {
        var platformOnly: String? = nil
        for argument in list {
            switch argument.argument {
            case .availabilityVersionRestriction(let restriction):
                guard isIOS(restriction.platform.text), let version = restriction.version else { continue }
                if let parsed = Self.version(version), canonicalIOS(parsed) >= minimum { return true }
            case .token(let token):
                platformOnly = token.text
            case .availabilityLabeledArgument(let labeled):
                guard let platform = platformOnly, isIOS(platform), labeled.label.text == "introduced",
                    case .version(let version) = labeled.value, let parsed = Self.version(version)
                else { continue }
                if canonicalIOS(parsed) >= minimum { return true }
            }
        }
        return false
    }

    /// The version of `26.0.1`, read from its number tokens (no text is built: this runs for every check).
    static func version(_ tuple: VersionTupleSyntax) -> Version? {
        guard let major = Int(tuple.major.text) else { return nil }
        var components = [major]
        for component in tuple.components {
            guard let number = Int(component.number.text) else { return nil }
            components.append(number)
        }
        return Version(components: components)
    }

    /// iOS 19 is iOS 26: the Swift 6.2 compiler canonicalises the pre-rename version numbers of the 2025
    /// releases (iOS 19, macOS 16, …) to 26, so `if #available(iOS 19.0, *)` guards iOS 26 API and compiles.
    /// Stossycord writes it that way; read as 19 < 26 it gave ten wrong `missing_glass_availability` findings.
    static func canonicalIOS(_ version: Version) -> Version {
        guard version.components.first == 19 else { return version }
        return Version(components: [26] + version.components.dropFirst())
    }

    static func isIOS(_ platform: String) -> Bool {
        platform == "iOS" || platform == "iOSApplicationExtension" || platform == "iPadOS"
            || platform == "macCatalyst"
    }
}
