import Foundation

/// Why an animation could not be encoded or written: names the output (file or folder) and what was wrong.
public struct AnimationEncodingError: Error, Equatable, CustomStringConvertible {
    /// The output's name (a file or folder name, or "(APNG data)" and the like for in-memory encoding).
    public var output: String
    /// What went wrong, in words.
    public var reason: String

    public init(output: String, reason: String) {
        self.output = output
        self.reason = reason
    }

    public var description: String { "\(output): \(reason)" }
}

extension AnimationEncodingError {
    /// The C glue's message buffer (NUL-terminated UTF-8) as text.
    static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
