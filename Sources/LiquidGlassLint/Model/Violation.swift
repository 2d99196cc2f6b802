import SwiftSyntax

/// A place where a rule is broken, as reported by the rule (before severity, disable comments and
/// baselines are applied).
public struct Violation: Sendable, Hashable {
    /// UTF-8 offset in the file of the reported character.
    public let position: AbsolutePosition
    public let message: String
    /// The one obvious rewrite, when there is one (`liquidglass lint --fix` applies it).
    public let fix: Fix?

    public init(position: AbsolutePosition, message: String, fix: Fix? = nil) {
        self.position = position
        self.message = message
        self.fix = fix
    }

    /// A violation at the first character of `node` (its leading trivia skipped).
    public init(at node: some SyntaxProtocol, message: String, fix: Fix? = nil) {
        self.init(position: node.positionAfterSkippingLeadingTrivia, message: message, fix: fix)
    }
}
