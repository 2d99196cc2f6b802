import SwiftParser
import SwiftSyntax

/// Reads the iOS deployment target from a `Package.swift`: `platforms: [.iOS(.v17)]`, `.iOS(.v17_4)` or
/// `.iOS("17.4")`. The manifest is parsed, not run.
public enum PackageManifest {
    /// The iOS version in the manifest's `platforms`, or `nil` when it declares none.
    public static func iOSDeploymentTarget(manifest: String) -> Version? {
        let tree = Parser.parse(source: manifest)
        let finder = Finder()
        finder.walk(tree)
        return finder.version
    }

    /// The platforms and iOS version of the manifest's `platforms:` (empty platforms when it declares none:
    /// a package without `platforms:` builds for every platform, which says nothing).
    public static func settings(manifest: String) -> TargetSettings {
        let tree = Parser.parse(source: manifest)
        let finder = PlatformFinder()
        finder.walk(tree)
        return TargetSettings(
            platforms: finder.platforms, iOSDeploymentTarget: iOSDeploymentTarget(manifest: manifest))
    }

    private final class PlatformFinder: SyntaxVisitor {
        var platforms: Set<Platform> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.label?.text == "platforms", let array = node.expression.as(ArrayExprSyntax.self) else {
                return .visitChildren
            }
            for element in array.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                    let member = SyntaxQueries.calledMember(call), member.base == nil,
                    let platform = Platform(name: member.declName.baseName.text)
                else { continue }
                platforms.insert(platform)
            }
            return .skipChildren
        }
    }

    private final class Finder: SyntaxVisitor {
        var version: Version?

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard version == nil, let member = SyntaxQueries.calledMember(node), member.base == nil,
                member.declName.baseName.text == "iOS", let argument = node.arguments.first?.expression
            else { return .visitChildren }
            if let versionMember = argument.as(MemberAccessExprSyntax.self) {
                version = Version(parsing: versionMember.declName.baseName.text)
            } else if let string = argument.as(StringLiteralExprSyntax.self) {
                version = Version(parsing: string.segments.trimmedDescription)
            }
            return .skipChildren
        }
    }
}
