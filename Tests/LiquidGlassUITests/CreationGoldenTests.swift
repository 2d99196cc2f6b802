import Foundation
import LiquidGlassUIExamples
import Testing
@testable import LiquidGlassUICore

/// Golden images of three creations (layout, painting and glass together) and of one instant of the radial
/// menu's burst (the morph). Tolerance and regeneration: `UIGoldenImage`.
@MainActor
@Suite struct CreationGoldenTests {
    /// The creations show the gallery's sample photos.
    init() { SamplePhotos.register() }

    @Test(arguments: ["01-radial-action-menu-expanded", "02-music-player-resting", "06-dashboard-cards-resting"])
    func creation(name: String) throws {
        let entry = try #require(CreationGallery.entries.first { name.hasPrefix($0.name) })
        let renderer = ImageRenderer(content: name.hasSuffix("expanded") ? entry.expanded : entry.resting)
        renderer.scale = 1
        let image = try #require(renderer.linearImage(), "\(renderer.report?.warnings ?? [])")
        try UIGoldenImage.check(width: image.width, height: image.height, pixels: image.pixels, named: name)
    }

    /// 0.1 s after the tap: the actions half out of the centre button, necks between them.
    @Test func radialBurstMidMorph() throws {
        let recorder = AnimationRecorder(content: RadialActionMenu())
        recorder.framesPerSecond = 10
        try recorder.tap("fab")
        let frame = try recorder.record(duration: 0.1).frames[1]
        #expect(frame.time == 0.1)
        try UIGoldenImage.check(width: frame.image.width, height: frame.image.height, pixels: frame.image.linearPixels,
                                named: "01-radial-action-menu-burst-0.1s")
    }
}
