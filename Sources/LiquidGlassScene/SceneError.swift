import Foundation
import LiquidGlassRender

/// A problem in a scene file, with the place it was found: `file:line:column: message`.
///
/// Lines and columns count from 1; columns count Unicode scalars, as YAML parsers do. A problem that
/// concerns the whole file (it cannot be read, it is empty) is reported at 1:1.
///
/// ```
/// scene.yaml:4:3: canvas: unknown key 'widht'; did you mean 'width'? (allowed: width, height, scale)
/// ```
public struct SceneError: Error, Equatable, CustomStringConvertible {
    /// The file name as given to the loader (a path, or a name for text parsed from memory).
    public var file: String
    public var line: Int
    public var column: Int
    /// What was wrong, and what was expected.
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error at a source location.
    public init(_ message: String, at location: SceneSourceLocation) {
        self.init(file: location.file, line: location.line, column: location.column, message: message)
    }

    /// Where the problem is.
    public var location: SceneSourceLocation {
        SceneSourceLocation(file: file, line: line, column: column)
    }

    /// `file:line:column: message`, the form compilers use, so editors can jump to the place.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
