import Foundation
import LiquidGlassFiles

/// Writes image files so that readers see either the old file or the complete new one, never a part
/// (``OutputPolicy``: a temporary sibling renamed over the path; devices and pipes written straight through).
enum AtomicFileWriter {
    package static func write(_ data: Data, to url: URL) throws(ImageIOError) {
        do {
            try OutputPolicy.write(data, to: url.path)
        } catch {
            throw ImageIOError(file: error.file, reason: error.reason)
        }
    }
}
