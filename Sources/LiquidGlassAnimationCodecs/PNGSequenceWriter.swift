import Foundation
import LiquidGlass
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
        let name = url.lastPathComponent
        _ = try FrameSequence(frames, lastFrameDuration: nil, output: name)
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
        do throws(AnimationEncodingError) {
            var csv = "frame,time_seconds,file\n"
            let digits = max(4, String(frames.count - 1).count)
            let files = frames.indices.map { index in
                "frame-" + String(repeating: "0", count: max(0, digits - String(index).count)) + String(index) + ".png"
            }
            // The frames are independent files: they are encoded on every core (one PNG of a 1020 × 1020 frame
            // took ≈ 120 ms on one thread, `liquidglass bench --motion`, 2026-11-24). The files do not depend on
            // the order they are written in; the first failing frame (by index) is reported.
            let failures = FrameFailures()
            ParallelLoop.forEach(frames.count, threads: RenderThreads.available) { index in
                let file = files[index]
                do {
                    try PNGEncoder.encode(frames[index].image, bitDepth: .eight).write(to: temporary.appendingPathComponent(file))
                } catch let error as ImageIOError {
                    failures.record(index, AnimationEncodingError(output: name, reason: "frame \(index): \(error.reason)"))
                } catch {
                    failures.record(index, AnimationEncodingError(output: name, reason: "cannot write \(file) (\(OutputFile.describe(error)))"))
                }
            }
            if let failure = failures.first { throw failure }
            for (index, frame) in frames.enumerated() {
                csv += "\(index),\(String(format: "%.6f", frame.time - frames[0].time)),\(files[index])\n"
            }
            do {
                try Data(csv.utf8).write(to: temporary.appendingPathComponent("frames.csv"))
            } catch {
                throw AnimationEncodingError(output: name, reason: "cannot write frames.csv (\(OutputFile.describe(error)))")
            }
            if manager.fileExists(atPath: url.path) { try? manager.removeItem(at: url) }
            guard rename(temporary.path, url.path) == 0 else {
                throw AnimationEncodingError(output: name, reason: "cannot move the folder into place (\(String(cString: strerror(errno))))")
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw error
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
