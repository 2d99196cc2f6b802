@_spi(RawSyntax) import SwiftSyntax

/// The depth test of ``RawIndexer`` without the indexing: for files the prefilter does not check, whose tree is
/// only needed to find out whether they would be reported as `parse_error` (``Linter``).
enum SyntaxDepth {
    /// Whether the tree has a layout node deeper than `limit` levels (the root is level 1; tokens are not counted,
    /// as in ``RawIndexer``). Recursive, like the indexer's walk, on the same large-stack worker; stops at the first
    /// node over the limit.
    static func exceeds(_ tree: SourceFileSyntax, limit: Int) -> Bool {
        visit(tree.raw, depth: 1, limit: limit)
    }

    private static func visit(_ raw: RawSyntax, depth: Int, limit: Int) -> Bool {
        if depth > limit { return true }
        guard let layout = raw.layoutView else { return false }
        for case let child? in layout.children where !child.isToken {
            if visit(child, depth: depth + 1, limit: limit) { return true }
        }
        return false
    }
}
