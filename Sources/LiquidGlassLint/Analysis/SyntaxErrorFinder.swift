import SwiftSyntax

/// Finds where a file stops being valid Swift.
///
/// swift-syntax always returns a tree, recovering from errors with missing tokens and unexpected nodes. The
/// linter treats a file whose tree has any such node as unparsable: it reports one `parse_error` finding at
/// the first error and runs no rule on it, because rules reasoning about a recovered tree would report
/// nonsense.
public enum SyntaxErrorFinder {
    public struct Error: Sendable, Hashable {
        public let position: AbsolutePosition
        public let message: String
    }

    public static func firstError(in tree: SourceFileSyntax) -> Error? {
        firstError(in: Syntax(tree))
    }

    /// Depth-first, in source order, descending only into subtrees that contain an error.
    private static func firstError(in node: Syntax) -> Error? {
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            var snippet = unexpected.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            if snippet.count > 40 { snippet = String(snippet.prefix(40)) + "…" }
            return Error(position: unexpected.positionAfterSkippingLeadingTrivia, message: "unexpected code '\(snippet)'")
        }
        if let token = node.as(TokenSyntax.self) {
            guard token.presence == .missing else { return nil }
            let expected: String
            if token.text.hasPrefix("<#"), token.text.hasSuffix("#>") {
                // A placeholder stands for the missing piece: `<#expression#>` → "expected expression".
                expected = String(token.text.dropFirst(2).dropLast(2))
            } else {
                expected = token.text.isEmpty ? describe(token.tokenKind) : "'\(token.text)'"
            }
            return Error(position: token.position, message: "expected \(expected)")
        }
        for child in node.children(viewMode: .all) where child.hasError {
            if let error = firstError(in: child) { return error }
        }
        return nil
    }

    private static func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: "a name"
        case .integerLiteral, .floatLiteral: "a number"
        case .stringSegment: "text"
        default: "more code"
        }
    }
}
