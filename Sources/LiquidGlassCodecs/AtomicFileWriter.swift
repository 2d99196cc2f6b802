import Foundation

/// Writes files so that readers see either the old file or the complete new one, never a part.
enum AtomicFileWriter {
    /// Writes `data` to a temporary file next to `url` (same directory, hence same file system),
    /// then renames it over `url`. On any failure the temporary file is removed and `url` is untouched.
    package static func write(_ data: Data, to url: URL) throws(ImageIOError) {
        let name = url.lastPathComponent
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ImageIOError(file: name, reason: "cannot write the file (\(ImageIOError.describe(fileError: error)))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw ImageIOError(file: name, reason: "cannot replace the file (\(reason))")
        }
    }
}
