import Foundation
import LiquidGlassUI
import LiquidGlassUIExamples

/// Renders the SwiftUI creations of `examples/LiquidGlassUIExamples` into `DIR/ui/NAME-resting.png` and
/// `-expanded.png`, with their reports (`.json`); a creation that a tap expands is also recorded as it
/// animates from the tap: `NAME-tap.apng` (30 fps) and `NAME-tap-filmstrip.png` (the radial menu's burst by
/// default, every such creation with `--animations all`).
@MainActor
enum DemoCreations {
    /// Seconds and frame rate of a tap recording.
    static let recordedSeconds = 0.8, recordedFramesPerSecond = 30.0

    /// How many images `render` writes (a recording's frames each count as one), for the progress bar.
    static func imageCount(only: String?, animations: DemoAnimations) -> Int {
        let frames = Int((recordedSeconds * recordedFramesPerSecond - 1e-9).rounded(.up)) + 1
        var count = 0
        for entry in CreationGallery.entries where only.map({ ("ui/" + entry.name).hasPrefix($0) }) ?? true {
            count += 2
            if entry.tap != nil, records(entry.name, animations) { count += frames }
        }
        for entry in SystemChromeGallery.entries where only.map({ ("ui/" + entry.name).hasPrefix($0) }) ?? true { count += 1 }
        return count
    }

    private static func records(_ name: String, _ animations: DemoAnimations) -> Bool {
        animations == .all || (animations == .burst && name == "01-radial-action-menu")
    }

    static func render(into dir: URL, only: String?, animations: DemoAnimations, progress: DemoProgress) throws {
        SampleImages.register()
        let uiDir = dir.appendingPathComponent("ui", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: uiDir, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("\(uiDir.path): cannot create the output directory (\(error.localizedDescription))")
        }
        for entry in CreationGallery.entries where only.map({ ("ui/" + entry.name).hasPrefix($0) }) ?? true {
            for (state, view) in [("resting", entry.resting), ("expanded", entry.expanded)] {
                progress.begin("ui/\(entry.name)-\(state)")
                try writeStill(view, device: nil, to: uiDir.appendingPathComponent("\(entry.name)-\(state).png"), progress: progress)
            }
            if let tap = entry.tap, records(entry.name, animations) {
                try record(entry.name, tapping: tap, view: entry.resting, into: uiDir, progress: progress)
            }
        }
        try renderSystemChrome(into: uiDir, only: only, progress: progress)
    }

    /// System chrome on a device's screen: `DIR/ui/NAME.png` and its report.
    private static func renderSystemChrome(into uiDir: URL, only: String?, progress: DemoProgress) throws {
        for entry in SystemChromeGallery.entries where only.map({ ("ui/" + entry.name).hasPrefix($0) }) ?? true {
            progress.begin("ui/" + entry.name)
            try writeStill(entry.view, device: entry.device, to: uiDir.appendingPathComponent("\(entry.name).png"), progress: progress)
        }
    }

    /// Renders `view` at 2× (on `device`'s screen when given) to `url`, its report beside it as JSON, and prints
    /// the path.
    private static func writeStill(_ view: AnyView, device: Device?, to url: URL, progress: DemoProgress) throws {
        let renderer = ImageRenderer(content: view)
        renderer.device = device
        renderer.scale = 2
        do {
            try renderer.writePNGAndReport(to: url)
        } catch {
            throw CommandFailure("\(error)")
        }
        progress.advance()
        progress.wrote(url.path)
    }

    static func record(_ name: String, tapping label: String, view: AnyView, into dir: URL, progress: DemoProgress) throws {
        let recorder = AnimationRecorder(content: view)
        recorder.scale = 2
        recorder.framesPerSecond = recordedFramesPerSecond
        recorder.progress = { done, total in progress.advance(item: "ui/\(name)-tap frame \(done)/\(total)") }
        let animation = dir.appendingPathComponent("\(name)-tap.apng")
        let filmstrip = dir.appendingPathComponent("\(name)-tap-filmstrip.png")
        do {
            try recorder.tap(label)
            // The APNG is encoded while the frames are rendered.
            let recording = try recorder.record(duration: recordedSeconds, writingTo: [animation])
            try recording.writeFilmstrip(to: filmstrip)
        } catch {
            throw CommandFailure("\(name): \(error)")
        }
        progress.wrote(animation.path)
        progress.wrote(filmstrip.path)
    }
}
