import Foundation

/// An error in SVG path data: where (a character offset into the string) and what was expected.
public struct PathParseError: Error, Equatable, CustomStringConvertible {
    /// The offset of the offending character, counted in Unicode scalars from 0 (for ASCII path data, the
    /// character offset). At the end of the string it equals the string's length.
    public var offset: Int
    /// What was found and what was expected.
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "at character \(offset + 1): \(message)" }
}
