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
        let uiDir = dir.appendingPathComponent("ui", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: uiDir, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("\(uiDir.path): cannot create the output directory (\(error.localizedDescription))")
        }
        for entry in CreationGallery.entries where only.map({ ("ui/" + entry.name).hasPrefix($0) }) ?? true {
            for (state, view) in [("resting", entry.resting), ("expanded", entry.expanded)] {
                let renderer = ImageRenderer(content: view)
                renderer.scale = 2
                let url = uiDir.appendingPathComponent("\(entry.name)-\(state).png")
                do {
                    try renderer.writePNG(to: url)
                    if let report = renderer.report {
                        try report.jsonData().write(to: url.deletingPathExtension().appendingPathExtension("json"), options: .atomic)
                    }
                } catch {
                    throw CommandFailure("\(error)")
                }
                print(url.path)
            }
            if let tap = entry.tap, animations == .all || (animations == .burst && entry.name == "01-radial-action-menu") {
                try record(entry.name, tapping: tap, view: entry.resting, into: uiDir)
            }
        }
        try renderSystemChrome(into: dir, only: only)
    }

    /// System chrome on a device's screen: `DIR/ui/NAME.png` and its report.
    static func renderSystemChrome(into dir: URL, only: String?) throws {
        let uiDir = dir.appendingPathComponent("ui", isDirectory: true)
        for entry in SystemChromeGallery.entries where only.map({ ("ui/" + entry.name).hasPrefix($0) }) ?? true {
            let renderer = ImageRenderer(content: entry.view)
            renderer.device = entry.device
            renderer.scale = 2
            let url = uiDir.appendingPathComponent("\(entry.name).png")
            do {
                try renderer.writePNG(to: url)
                if let report = renderer.report {
                    try report.jsonData().write(to: url.deletingPathExtension().appendingPathExtension("json"), options: .atomic)
                }
            } catch {
                throw CommandFailure("\(error)")
            }
            print(url.path)
        }
    }

    static func record(_ name: String, tapping label: String, view: AnyView, into dir: URL) throws {
        let recorder = AnimationRecorder(content: view)
        recorder.scale = 2
        recorder.framesPerSecond = 30
        let animation = dir.appendingPathComponent("\(name)-tap.apng")
        let filmstrip = dir.appendingPathComponent("\(name)-tap-filmstrip.png")
        do {
            try recorder.tap(label)
            let recording = try recorder.record(duration: 0.8)
            try recording.write(to: animation)
            try recording.writeFilmstrip(to: filmstrip)
        } catch {
            throw CommandFailure("\(name): \(error)")
        }
        print(animation.path)
        print(filmstrip.path)
    }
}
