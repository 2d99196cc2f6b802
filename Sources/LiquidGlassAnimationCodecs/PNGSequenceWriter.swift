import Foundation
import LiquidGlass

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
            for (index, frame) in frames.enumerated() {
                let number = String(repeating: "0", count: max(0, digits - String(index).count)) + String(index)
                let file = "frame-\(number).png"
                do {
                    try PNGEncoder.encode(frame.image, bitDepth: .eight).write(to: temporary.appendingPathComponent(file))
                } catch let error as ImageIOError {
                    throw AnimationEncodingError(output: name, reason: "frame \(index): \(error.reason)")
                } catch {
                    throw AnimationEncodingError(output: name, reason: "cannot write \(file) (\(OutputFile.describe(error)))")
                }
                csv += "\(index),\(String(format: "%.6f", frame.time - frames[0].time)),\(file)\n"
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
