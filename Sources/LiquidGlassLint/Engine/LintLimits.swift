/// The linter's per-file budget (docs/LIMITS.md). A file over a limit is reported as a `parse_error` finding
/// naming the limit, and every other file is still linted and reported.
public struct LintLimits: Sendable, Equatable {
    /// Largest source file read, in bytes (`--max-file-bytes`). Hand-written Swift files are rarely over 1 MB;
    /// the parse and index take about 100 bytes of memory per byte of source, so 8 MB stays under 1 GB.
    public var maximumFileBytes: Int
    /// Deepest syntax tree checked, in syntax levels. The rules' walks are recursive; they run on threads with
    /// ``stackBytes`` of stack, and at this depth (a chain of about 2,000 modifiers, each two levels) the
    /// deepest walk stays well inside it (measured on the debug build, whose frames are the largest).
    public var maximumSyntaxDepth: Int
    /// Wall-clock seconds one file may take to parse and check (`--file-time-limit`); a file over it is reported
    /// and the batch goes on without waiting for it.
    public var fileSeconds: Double
    /// Stack reserved for each file's worker thread (address space only; pages are used as the walk deepens).
    public var stackBytes: Int

    public init(maximumFileBytes: Int = 8 << 20, maximumSyntaxDepth: Int = 4_000, fileSeconds: Double = 20,
                stackBytes: Int = 256 << 20) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumSyntaxDepth = maximumSyntaxDepth
        self.fileSeconds = fileSeconds
        self.stackBytes = stackBytes
    }

    public static let `default` = LintLimits()

    /// The parser's own nesting limit (brackets, generics, `#if`, closures), swift-syntax's release default;
    /// beyond it a file is a syntax error. Not adjustable: each level costs the parser stack.
    public static let parserNestingLevel = 256
}
