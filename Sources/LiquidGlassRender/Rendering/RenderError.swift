import Foundation

/// Why a scene could not be rendered: a message naming the file or value at fault.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
