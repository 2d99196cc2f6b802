import Foundation

/// Atomic output: a temporary sibling, then a rename, so a reader sees the old file or the whole new one.
enum OutputFile {
    static func write(_ data: Data, to url: URL) throws(AnimationEncodingError) {
        let name = url.lastPathComponent
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw AnimationEncodingError(output: name, reason: "cannot write the file (\(describe(error)))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw AnimationEncodingError(output: name, reason: "cannot replace the file (\(reason))")
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
