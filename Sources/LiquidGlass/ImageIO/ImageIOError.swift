/// A failure to read or write an image file.
///
/// The ``description`` names the file and the reason, for example
/// `backdrop.png: truncated PNG data (expected more image rows)`.
public struct ImageIOError: Error, CustomStringConvertible, Equatable {
    /// The file's name (or the name given for in-memory data).
    public var file: String
    /// What went wrong, in words.
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// `"<file>: <reason>"`.
    public var description: String { "\(file): \(reason)" }
}
