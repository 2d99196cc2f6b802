import Foundation
import LiquidGlassCore
import LiquidGlassRender
import LiquidGlassScene
import Testing

/// The scene's `lightAngle` (docs/SCENES.md): the engine's highlight direction for every element, as the render
/// option `--light-angle` sets it; the option wins over the file.
@Suite struct SceneLightAngleTests {
    static func text(_ angle: String?) -> String {
        """
        canvas: {width: 120, height: 80, scale: 1}
        background: {color: "#335577"}
        \(angle.map { "lightAngle: \($0)\n" } ?? "")elements:
          - {shape: capsule, frame: [10, 20, 100, 40]}
        """
    }

    static func pixels(_ scene: Scene, option: Float? = nil) throws -> [LinearPixel] {
        let output = try GlassRenderer(options: RenderOptions(threads: 1, lightAngle: option)).render(scene)
        guard case .image(let image) = output else { throw RenderError("not a picture") }
        return image.pixels
    }

    @Test func theKeyIsDecodedAndChecked() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory())
        #expect(try SceneLoader.parse(Self.text(nil), fileName: "a.yaml", baseDirectory: base).lightAngle == nil)
        #expect(try SceneLoader.parse(Self.text("90"), fileName: "a.yaml", baseDirectory: base).lightAngle == 90)
        #expect(try SceneLoader.parse(Self.text("-135.5"), fileName: "a.yaml", baseDirectory: base).lightAngle == -135.5)
        for bad in ["400", "up", ".nan"] {
            #expect(throws: SceneError.self, "lightAngle: \(bad)") {
                try SceneLoader.parse(Self.text(bad), fileName: "a.yaml", baseDirectory: base)
            }
        }
    }

    /// The file's angle draws what the option's does; another angle moves the highlights (some pixels change), and
    /// the option overrides the file.
    @Test func theSceneAngleLightsTheGlassAsTheOptionDoes() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory())
        let plain = try SceneLoader.parse(Self.text(nil), fileName: "a.yaml", baseDirectory: base)
        let lit = try SceneLoader.parse(Self.text("90"), fileName: "a.yaml", baseDirectory: base)
        let fromOption = try Self.pixels(plain, option: 90)
        #expect(try Self.pixels(lit) == fromOption)
        #expect(try Self.pixels(plain) != fromOption, "light from below draws the same pixels as the default −50°")
        #expect(try Self.pixels(lit, option: -50) == (try Self.pixels(plain)), "the option does not win over the file")
        // The default is the material's: naming −50 changes nothing.
        let named = try SceneLoader.parse(Self.text("-50"), fileName: "a.yaml", baseDirectory: base)
        #expect(try Self.pixels(named) == (try Self.pixels(plain)))
    }
}
