import Foundation
import LiquidGlassCodecs
import LiquidGlassFiles

/// Atomic output (``OutputPolicy``): a temporary sibling, then a rename, so a reader sees the old file or the
/// whole new one; devices and pipes are written straight through.
enum OutputFile {
    static func write(_ data: Data, to url: URL) throws(AnimationEncodingError) {
        do {
            try OutputPolicy.write(data, to: url.path)
        } catch {
            throw AnimationEncodingError(output: error.file, reason: error.reason)
        }
    }

    static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.localizedDescription
    }
}
