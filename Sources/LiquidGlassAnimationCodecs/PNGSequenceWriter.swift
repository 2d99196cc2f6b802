import Foundation
import LiquidGlassCodecs
import LiquidGlassCore

/// Writes frames as a folder of numbered PNG files (`frame-0000.png`, …) with `frames.csv` listing each
/// file's time.
public enum PNGSequenceWriter {
    /// Writes the folder at `url`. The folder is built beside it under a temporary name and renamed into
    /// place, so a reader never sees half of it; an existing empty folder at `url` is replaced.
    ///
    /// - Throws: ``AnimationEncodingError`` for invalid frames or times, when `url` exists and is a file or a
    ///   folder that is not empty, or when writing fails.
    public static func write(_ frames: [AnimationFrame], to url: URL) throws(AnimationEncodingError) {
        // Checked as a whole first; then through the same steps as frames written while they are rendered.
        _ = try FrameSequence(frames, lastFrameDuration: nil, output: url.lastPathComponent)
        let stream = try Stream(url: url)
        for frame in frames { try stream.add(frame) }
        try stream.finish()
    }

    /// The folder made a frame at a time: each frame is encoded and written into the temporary folder as it
    /// comes, several at once (one PNG of a 1020 × 1020 frame took ≈ 120 ms on one thread, `liquidglass bench
    /// --motion`); ``finish()`` waits for them, writes `frames.csv` and moves the folder into place.
    /// The files do not depend on the order they are written in; the first failing frame (by index) is reported.
    final class Stream: @unchecked Sendable {
        private let url: URL
        private let temporary: URL
        private var sequence: FrameSequence
        private let queue = DispatchQueue(label: "liquidglass.png-sequence", attributes: .concurrent)
        private let group = DispatchGroup()
        /// Frames being encoded at once: one per core.
        private let slots = DispatchSemaphore(value: RenderThreads.available)
        private let failures = FrameFailures()
        private var done = false
        /// The folder's name, for messages.
        var output: String { sequence.output }

        /// Checks that `url` is free (absent, or an empty folder) and makes the temporary folder beside it.
        init(url: URL) throws(AnimationEncodingError) {
            let name = url.lastPathComponent
            let manager = FileManager.default
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw AnimationEncodingError(output: name, reason: "exists and is a file; a PNG sequence needs a folder")
                }
                let contents = (try? manager.contentsOfDirectory(atPath: url.path)) ?? ["?"]
                guard contents.isEmpty else {
                    throw AnimationEncodingError(output: name, reason: "the folder exists and is not empty; choose a new or empty folder")
                }
            }
            let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(name).\(UUID().uuidString).tmp")
            do {
                try manager.createDirectory(at: temporary, withIntermediateDirectories: false)
            } catch {
                throw AnimationEncodingError(output: name, reason: "cannot create the folder (\(OutputFile.describe(error)))")
            }
            self.url = url
            self.temporary = temporary
            sequence = FrameSequence(output: name)
        }

        /// Leaves nothing behind when the folder was not finished.
        deinit { if !done { cancel() } }

        func add(_ frame: AnimationFrame) throws(AnimationEncodingError) {
            do { try sequence.add(frame) } catch { cancel(); throw error }
            let index = sequence.frames.count - 1, name = sequence.output
            // Named with four digits; renamed at the end if the sequence needs more.
            let file = temporary.appendingPathComponent(Self.fileName(index, digits: 4))
            let failures = failures, slots = slots
            slots.wait()
            queue.async(group: group) {
                defer { slots.signal() }
                do {
                    try PNGEncoder.encode(frame.image, bitDepth: .eight).write(to: file)
                } catch let error as ImageIOError {
                    failures.record(index, AnimationEncodingError(output: name, reason: "frame \(index): \(error.reason)"))
                } catch {
                    failures.record(index, AnimationEncodingError(
                        output: name, reason: "cannot write \(file.lastPathComponent) (\(OutputFile.describe(error)))"))
                }
            }
        }

        /// Waits for the frames, writes `frames.csv` and moves the folder into place.
        func finish() throws(AnimationEncodingError) {
            do throws(AnimationEncodingError) {
                try sequence.close(lastFrameDuration: nil)
                group.wait()
                if let failure = failures.first { throw failure }
                let name = sequence.output, frames = sequence.frames
                let digits = max(4, String(frames.count - 1).count)
                var csv = "frame,time_seconds,file\n"
                for (index, frame) in frames.enumerated() {
                    let file = Self.fileName(index, digits: digits)
                    if digits > 4 {
                        let from = temporary.appendingPathComponent(Self.fileName(index, digits: 4)).path
                        guard rename(from, temporary.appendingPathComponent(file).path) == 0 else {
                            throw AnimationEncodingError(output: name, reason: "cannot name \(file) (\(String(cString: strerror(errno))))")
                        }
                    }
                    csv += "\(index),\(String(format: "%.6f", frame.time - frames[0].time)),\(file)\n"
                }
                do {
                    try Data(csv.utf8).write(to: temporary.appendingPathComponent("frames.csv"))
                } catch {
                    throw AnimationEncodingError(output: name, reason: "cannot write frames.csv (\(OutputFile.describe(error)))")
                }
                // rename(2) replaces an empty folder and fails on one that is not: files that appeared in the
                // folder during the run are never deleted (removing it first did).
                guard rename(temporary.path, url.path) == 0 else {
                    let reason = errno == ENOTEMPTY || errno == EEXIST
                        ? "the folder is no longer empty (files appeared in it during the run); it was left as it is"
                        : "cannot move the folder into place (\(String(cString: strerror(errno))))"
                    throw AnimationEncodingError(output: name, reason: reason)
                }
                done = true
            } catch {
                cancel()
                throw error
            }
        }

        /// Waits for frames under way and removes the temporary folder.
        func cancel() {
            group.wait()
            done = true
            try? FileManager.default.removeItem(at: temporary)
        }

        static func fileName(_ index: Int, digits: Int) -> String {
            "frame-" + String(repeating: "0", count: max(0, digits - String(index).count)) + String(index) + ".png"
        }
    }
}

/// The failure of the lowest-numbered frame, collected from the encoding threads.
private final class FrameFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var earliest: (index: Int, error: AnimationEncodingError)?

    func record(_ index: Int, _ error: AnimationEncodingError) {
        lock.lock()
        defer { lock.unlock() }
        if earliest.map({ index < $0.index }) ?? true { earliest = (index, error) }
    }

    var first: AnimationEncodingError? {
        lock.lock()
        defer { lock.unlock() }
        return earliest?.error
    }
}
