/// Why the preview program could not be written, built or run: a message for the command line.
public struct PreviewBuildFailure: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
