import Foundation

/// Warnings about what a render cannot draw from the user's assets and text (an image or colour no catalog has,
/// a character no font has): each goes to the render's report (``RenderNotes``) and, once per process, to
/// standard error, so that nothing is silently missing even where the report is not read.
enum AssetWarnings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var printed: Set<String> = []

    nonisolated static func note(_ message: String) {
        RenderNotes.note(message)
        lock.lock()
        let isNew = printed.insert(message).inserted
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
    }
}
