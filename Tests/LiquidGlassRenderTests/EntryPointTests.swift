import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene
import Testing

/// Every way into the renderer validates the same way and reports bad input as a ``RenderError``: the frame-buffer
/// entry points used to stop the process on it (a `preconditionFailure`) and to ignore `RenderOptions.scale`.
@Suite struct EntryPointTests {
    static func scene(frame: CGRect = CGRect(x: 10, y: 10, width: 60, height: 30)) -> Scene {
        Scene(canvas: Canvas(width: 80, height: 50, scale: 1), background: Background(.color(Color(red: 0.3, green: 0.5, blue: 0.7))),
              elements: [GlassElement(id: "pill", frame: frame)])
    }

    @Test(arguments: [CGRect(x: Double.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: Double.infinity, height: 10)])
    func aFrameTheRendererCannotDrawIsAnErrorAtEveryEntryPoint(_ frame: CGRect) throws {
        let bad = Self.scene(frame: frame)
        let backdrop = try BackdropBuilder.backdrop(for: Self.scene())
        let renderer = GlassRenderer(options: RenderOptions(threads: 1))
        var canvas = backdrop
        let expected = "element pill: frame must be finite with non-negative size"
        var errors: [RenderError?] = []
        errors.append(#expect(throws: RenderError.self) { _ = try renderer.renderWithReport(bad) })
        errors.append(#expect(throws: RenderError.self) { _ = try renderer.render(bad, over: backdrop) })
        errors.append(#expect(throws: RenderError.self) { try renderer.render(bad, over: backdrop, into: &canvas) })
        let prepared = PreparedBackdrop(backdrop)
        errors.append(#expect(throws: RenderError.self) { try renderer.render(bad, over: prepared, into: &canvas) })
        for error in errors {
            #expect(error?.message.hasPrefix(expected) == true, "\(error?.message ?? "no error")")
        }
        // Nothing was drawn into the frame buffer.
        let untouched = canvas.pixels == backdrop.pixels
        #expect(untouched)
    }

    /// `RenderOptions.scale` sets the canvas's scale at every entry point: a backdrop painted at the scene's own
    /// scale no longer fits, and says so, where it was drawn at the wrong scale before.
    @Test func theFrameBufferEntryPointsHonourTheOptionsScale() throws {
        let scene = Self.scene()
        let backdrop = try BackdropBuilder.backdrop(for: scene)   // 80×50 px at the scene's scale 1
        var canvas = backdrop
        let doubled = GlassRenderer(options: RenderOptions(threads: 1, scale: 2))
        let error = #expect(throws: RenderError.self) { try doubled.render(scene, over: backdrop, into: &canvas) }
        #expect(error?.message.contains("the canvas is 160×100") == true, "\(error?.message ?? "no error")")
        // At scale 2 over a backdrop of 160×100 px it draws, as renderWithReport does at that scale.
        let large = try BackdropBuilder.backdrop(for: doubled.effectiveScene(scene))
        var frame = large
        try doubled.render(scene, over: large, into: &frame)
        guard case .image(let alone) = try doubled.renderWithReport(scene).output else { throw RenderError("no image") }
        let same = frame.pixels == alone.pixels
        #expect(same)
    }

    @Test func aFrameBufferOfAnotherSizeIsAnError() throws {
        let backdrop = try BackdropBuilder.backdrop(for: Self.scene())
        var small = LinearImage(width: 10, height: 10)
        let error = #expect(throws: RenderError.self) {
            try GlassRenderer(options: RenderOptions(threads: 1)).render(Self.scene(), over: backdrop, into: &small)
        }
        #expect(error?.message.hasPrefix("the frame buffer is 10×10 pixels") == true)
    }
}
