import Foundation
import LiquidGlassUI
import LiquidGlassUIExamples

/// Renders the SwiftUI creations of `examples/LiquidGlassUIExamples` into `DIR/ui/NAME-resting.png` and
/// `-expanded.png`, with their reports (`.json`); a creation that a tap expands is also recorded as it
/// animates from the tap: `NAME-tap.apng` (30 fps) and `NAME-tap-filmstrip.png` (the radial menu's burst by
/// default, every such creation with `--animations all`).
@MainActor
enum DemoCreations {
    static func render(into dir: URL, only: String?, animations: DemoAnimations) throws {
        SampleImages.register()
        let uiDir = dir.appendingPathComponent("ui", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: uiDir, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("\(uiDir.path): cannot create the output directory (\(error.localizedDescription))")
        }
        for entry in CreationGallery.entries where only.map({ ("ui/" + entry.name).hasPrefix($0) }) ?? true {
            for (state, view) in [("resting", entry.resting), ("expanded", entry.expanded)] {
                try writeStill(view, device: nil, to: uiDir.appendingPathComponent("\(entry.name)-\(state).png"))
            }
            if let tap = entry.tap, animations == .all || (animations == .burst && entry.name == "01-radial-action-menu") {
                try record(entry.name, tapping: tap, view: entry.resting, into: uiDir)
            }
        }
        try renderSystemChrome(into: uiDir, only: only)
    }

    /// System chrome on a device's screen: `DIR/ui/NAME.png` and its report.
    private static func renderSystemChrome(into uiDir: URL, only: String?) throws {
        for entry in SystemChromeGallery.entries where only.map({ ("ui/" + entry.name).hasPrefix($0) }) ?? true {
            try writeStill(entry.view, device: entry.device, to: uiDir.appendingPathComponent("\(entry.name).png"))
        }
    }

    /// Renders `view` at 2× (on `device`'s screen when given) to `url`, its report beside it as JSON, and prints
    /// the path.
    private static func writeStill(_ view: AnyView, device: Device?, to url: URL) throws {
        let renderer = ImageRenderer(content: view)
        renderer.device = device
        renderer.scale = 2
        do {
            try renderer.writePNGAndReport(to: url)
        } catch {
            throw CommandFailure("\(error)")
        }
        print(url.path)
    }

    static func record(_ name: String, tapping label: String, view: AnyView, into dir: URL) throws {
        let recorder = AnimationRecorder(content: view)
        recorder.scale = 2
        recorder.framesPerSecond = 30
        let animation = dir.appendingPathComponent("\(name)-tap.apng")
        let filmstrip = dir.appendingPathComponent("\(name)-tap-filmstrip.png")
        do {
            try recorder.tap(label)
            // The APNG is encoded while the frames are rendered.
            let recording = try recorder.record(duration: 0.8, writingTo: [animation])
            try recording.writeFilmstrip(to: filmstrip)
        } catch {
            throw CommandFailure("\(name): \(error)")
        }
        print(animation.path)
        print(filmstrip.path)
    }
}
