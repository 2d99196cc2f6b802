import Foundation

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

    /// A short reason for a Foundation file error: the POSIX error text when there is one
    /// ("no such file or directory", "permission denied"), else the error's own description.
    static func describe(fileError error: any Error) -> String {
        let nsError = error as NSError
        var posixCode: Int?
        if nsError.domain == NSPOSIXErrorDomain {
            posixCode = nsError.code
        } else if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
                  underlying.domain == NSPOSIXErrorDomain {
            posixCode = underlying.code
        } else if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: posixCode = Int(ENOENT)
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: posixCode = Int(EACCES)
            default: break
            }
        }
        guard let posixCode else { return nsError.localizedDescription }
        let text = String(cString: strerror(Int32(posixCode)))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
