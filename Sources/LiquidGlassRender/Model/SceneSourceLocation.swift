import Foundation

/// A place in a scene file: a file name, a line and a column (both from 1; columns in Unicode scalars).
///
/// The loader records where each glass element of a scene file was written, so later stages (rendering, reports) can
/// point back at the file.
public struct SceneSourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
