import Foundation

/// What the views of one render could not draw as iOS draws them: each note becomes a warning of the render's
/// report (`RenderReport.warnings`), so that nothing is silently different (an asset colour no catalog defines,
/// a modifier whose effect a still image cannot show). Views note while they resolve, lay out or draw;
/// ``ImageRenderer`` and ``AnimationRecorder`` clear the notes before a render and collect them after it.
enum RenderNotes {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var notes: [String] = []

    /// Records `message` once per render.
    nonisolated static func note(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        if !notes.contains(message) { notes.append(message) }
    }

    /// The notes since the last call, in the order they were made; clears them.
    nonisolated static func take() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let taken = notes
        notes.removeAll()
        return taken
    }
}
