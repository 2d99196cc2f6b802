import SwiftSyntax

/// A rewrite of one range of a file: the UTF-8 offsets `start..<end` replaced by `replacement`.
public struct Fix: Sendable, Hashable {
    public let start: Int
    public let end: Int
    public let replacement: String

    public init(start: Int, end: Int, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    /// Replaces `node` (without its leading and trailing trivia) by `replacement`.
    public init(replacing node: some SyntaxProtocol, with replacement: String) {
        self.init(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement)
    }
}
