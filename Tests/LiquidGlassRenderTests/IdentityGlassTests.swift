import Foundation
import LiquidGlassCodecs
import LiquidGlassCore
import LiquidGlassGallery
import LiquidGlassRender
import LiquidGlassScene
import Testing

/// `identity` glass leaves content as if no glass were applied: the backdrop's bytes come back unchanged.
@Suite struct IdentityGlassTests {
    @Test(arguments: [SampleBackdrop.coffee, .brick])
    func identityGlassLeavesThePhotoByteIdentical(_ sample: SampleBackdrop) throws {
        let url = try #require(sample.url)
        let original = try ImageDecoder.decode(contentsOf: url)
        // A canvas of exactly the photo's pixel size, so filling it does not resample.
        let scene = Scene(
            canvas: Canvas(width: Double(original.width), height: Double(original.height), scale: 1),
            background: Background(.image(url, fill: .cover)),
            elements: [
                GlassElement(frame: CGRect(x: 20, y: 20, width: 200, height: 60), glass: .identity),
                GlassElement(shape: Circle(), frame: CGRect(x: 100, y: 120, width: 120, height: 120), glass: .identity.tint(.systemBlue)),
            ])
        guard case .image(let rendered) = try GlassRenderer(options: RenderOptions(threads: 2)).render(scene) else {
            Issue.record("no image")
            return
        }
        #expect(rendered == original)
        let renderedPNG = try PNGEncoder.encode(rendered)
        let originalPNG = try PNGEncoder.encode(original)
        #expect(renderedPNG == originalPNG)
        // And the encoded pixels are the file's own: decoding the re-encoded PNG gives the original values.
        #expect(try ImageDecoder.decode(renderedPNG, name: "rendered.png") == original)
    }

    @Test func regularGlassOverTheSamePhotoDoesChangeIt() throws {
        // The control for the test above: the same scene with real glass differs.
        let url = try #require(SampleBackdrop.coffee.url)
        let original = try ImageDecoder.decode(contentsOf: url)
        let scene = Scene(
            canvas: Canvas(width: Double(original.width), height: Double(original.height), scale: 1),
            background: Background(.image(url, fill: .cover)),
            elements: [GlassElement(frame: CGRect(x: 20, y: 20, width: 200, height: 60), glass: .regular)])
        guard case .image(let rendered) = try GlassRenderer(options: RenderOptions(threads: 2)).render(scene) else {
            Issue.record("no image")
            return
        }
        #expect(rendered != original)
    }
}
