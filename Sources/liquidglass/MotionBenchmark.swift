import Dispatch
import Foundation
import LiquidGlassUI
import LiquidGlassUIExamples

/// `liquidglass bench --motion`: the seeds' floating-action-button burst (the radial action menu opening from a
/// tap) recorded at @3x, 60 fps, and the cost of writing it in each format.
@MainActor
enum MotionBenchmark {
    /// The menu at @3x, 60 fps, just tapped.
    static func tappedMenu() throws -> AnimationRecorder<RadialActionMenu> {
        let recorder = AnimationRecorder(content: RadialActionMenu())
        recorder.scale = 3
        recorder.framesPerSecond = 60
        try recorder.tap("fab")
        return recorder
    }

    /// Seconds since `start`.
    static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// Records the burst `recordings` times (the figure is the median, each recording from a fresh recorder, so
    /// each pays its own frost and keeps its own frames), then, with `encoders`, writes the last in every format.
    static func run(recordings: Int, encoders: Bool) throws {
        var recording: AnimationRecording?
        var times: [Double] = []
        for _ in 0..<recordings {
            let recorder = try tappedMenu()
            recording = nil  // the previous recording's frames are freed before the next is made
            let start = DispatchTime.now()
            recording = try recorder.record(duration: 0.8)
            times.append(Self.seconds(since: start))
        }
        guard let recording else { return }
        times.sort()
        let seconds = times[times.count / 2]
        let frames = Double(recording.frames.count)
        let frame = recording.frames[0].image
        print("LiquidGlass motion benchmark — radial action menu burst: \(recording.frames.count) frames of "
              + "\(frame.width)×\(frame.height) px (@3x), 0.8 s at 60 fps")
        print(String(format: "record: %.2f s, %.1f frames/s (%.1f ms per frame; goal ≥ 60 frames/s)",
                     seconds, frames / seconds, seconds * 1000 / frames))
        if times.count > 1 {
            print(String(format: "  median of %d recordings; fastest %.1f frames/s, slowest %.1f frames/s",
                         times.count, frames / times[0], frames / times[times.count - 1]))
        }
        guard encoders else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("liquidglass-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var written: [String: Double] = [:]
        for name in ["burst.apng", "burst.webp", "burst.gif", "frames"] {
            let url = dir.appendingPathComponent(name)
            let t0 = DispatchTime.now()
            try recording.write(to: url)
            let ms = Self.seconds(since: t0) * 1000
            written[name] = ms
            print(String(format: "write %@: %.0f ms, %.1f ms per frame", name, ms, ms / Double(recording.frames.count)))
        }
        // The encoders working while the frames are rendered (AnimationRecorder.record(duration:writingTo:)).
        for name in ["burst.apng", "burst.webp"] {
            let live = try tappedMenu()
            let t0 = DispatchTime.now()
            _ = try live.record(duration: 0.8, writingTo: [dir.appendingPathComponent("live-" + name)])
            let both = Self.seconds(since: t0)
            print(String(format: "record while writing %@: %.2f s (record, then write: %.2f s)",
                         name, both, seconds + written[name]! / 1000))
        }
    }
}
