import Foundation
import LiquidGlassUIExamples
import Testing
@testable import LiquidGlassUICore

/// End to end: the ten creations (ordinary SwiftUI code in examples/) render in both states; the report holds
/// their glass. Set LIQUIDGLASSUI_RENDER_DIR to keep the PNGs for looking at.
@MainActor
@Suite struct ExampleRenderTests {
    /// The creations show the gallery's sample photos.
    init() { SamplePhotos.register() }

    @Test func everyCreationRendersBothStates() throws {
        let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUI_RENDER_DIR"].map { URL(fileURLWithPath: $0) }
        for entry in CreationGallery.entries {
            for (state, view) in [("resting", entry.resting), ("expanded", entry.expanded)] {
                let renderer = ImageRenderer(content: view)
                renderer.scale = 1
                let png = try #require(renderer.pngData(), "\(entry.name) \(state): \(renderer.report?.warnings ?? [])")
                #expect(png.count > 1000)
                let report = try #require(renderer.report)
                #expect(!report.elements.isEmpty, "\(entry.name) \(state) has no glass")
                if let dir {
                    try png.write(to: dir.appendingPathComponent("\(entry.name)-\(state).png"))
                    try report.jsonData().write(to: dir.appendingPathComponent("\(entry.name)-\(state).json"))
                }
            }
        }
    }

    /// The radial menu opens into six actions around the centre button, 100 pt away (its radius).
    @Test func radialMenuExpandedFrames() throws {
        let renderer = ImageRenderer(content: RadialActionMenu(isOpen: true))
        _ = renderer.pngData()
        let report = try #require(renderer.report)
        #expect(report.elements.count == 7)
        let fab = try #require(report.element(named: "fab"))
        let camera = try #require(report.element(named: "camera"))
        // The centre button is 60 × 60 centred in 340 × 340; the camera action (−90°) is 100 pt above its centre.
        #expect(fab.frame == [140, 140, 60, 60])
        #expect(camera.frame == [144, 44, 52, 52])
        #expect(camera.container == fab.container)
    }
}
