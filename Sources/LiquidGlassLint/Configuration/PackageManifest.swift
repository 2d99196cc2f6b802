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
