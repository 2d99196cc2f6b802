/// Findings could not be encoded in the requested format (a reporter never prints an empty report instead).
public struct ReportEncodingError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}
