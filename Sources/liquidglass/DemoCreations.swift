import Foundation
import LiquidGlassUI
import LiquidGlassUIExamples

/// Renders the SwiftUI creations of `examples/LiquidGlassUIExamples` into `DIR/ui/NAME-resting.png` and
/// `-expanded.png`, with their reports (`.json`).
@MainActor
enum DemoCreations {
    static func render(into dir: URL, only: String?) throws {
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
        }
    }
}
