import Foundation

/// Why a file the checker writes (a baseline, a fixed source, the build plugin's stamp) could not be written, in
/// words a user acts on. Foundation's own text for these ("The operation could not be completed. The file doesn't
/// exist.") names neither the folder nor the cause.
package enum FileWriteError {
    /// A short reason for a failure to write `path`: a missing folder by name, else the system's error text.
    package static func describe(_ error: any Error, writing path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        let parent = folder.isEmpty ? "." : folder
        if !FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) {
            return "the folder it goes in, \(parent), does not exist"
        }
        if !isDirectory.boolValue { return "\(parent) is not a folder" }
        let ns = error as NSError
        var code: Int?
        if ns.domain == NSPOSIXErrorDomain {
            code = ns.code
        } else if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            code = underlying.code
        } else if ns.domain == NSCocoaErrorDomain, ns.code == NSFileWriteNoPermissionError {
            code = Int(EACCES)
        }
        guard let code else { return ns.localizedDescription }
        let text = String(cString: strerror(Int32(code)))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
