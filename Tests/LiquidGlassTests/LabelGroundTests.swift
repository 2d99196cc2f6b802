import Foundation
import Testing
@testable import LiquidGlass
@testable import LiquidGlassRender
@testable import LiquidGlassText

/// What labels measure while they cross-fade: the part of the picture under them, copied before any is drawn.
@Suite struct LabelGroundTests {
    static func picture() -> LinearImage {
        var image = LinearImage(width: 30, height: 20)
        for y in 0..<20 { for x in 0..<30 { image[x, y] = LinearPixel(Float(x) / 30, Float(y) / 20, 0.5, 1) } }
        return image
    }

    @Test func aRegionReadsThePictureAndNothingOutsideIt() throws {
        let image = Self.picture()
        let ground = try #require(LabelGround(image, rect: PixelRect(x0: 5, y0: 3, x1: 12, y1: 9)))
        #expect(ground.image.width == 7 && ground.image.height == 6)
        for y in 0..<20 {
            for x in 0..<30 {
                let inside = x >= 5 && x < 12 && y >= 3 && y < 9
                #expect(ground.pixel(x, y) == (inside ? image[x, y] : nil), "pixel \(x), \(y)")
            }
        }
    }

    @Test func aRegionIsClippedToThePicture() throws {
        let image = Self.picture()
        let ground = try #require(LabelGround(image, rect: PixelRect(x0: -4, y0: 15, x1: 3, y1: 40)))
        #expect(ground.origin == SIMD2(0, 15) && ground.image.width == 3 && ground.image.height == 5)
        #expect(ground.pixel(2, 19) == image[2, 19] && ground.pixel(3, 19) == nil)
        #expect(LabelGround(image, rect: PixelRect(x0: 30, y0: 0, x1: 40, y1: 5)) == nil)
    }

    /// A label measured against the copied region chooses as against a copy of the whole picture: the ink of
    /// another label drawn meanwhile is not seen.
    @Test func measuringTheRegionIgnoresInkDrawnSince() throws {
        let compositor = LabelCompositor(rasterizer: LabelRasterizer(), scale: 3)
        let frame = CGRect(x: 0, y: 0, width: 10, height: 6.6)
        // Light glass: black text is preferred.
        var canvas = LinearImage(width: 30, height: 20, fill: LinearPixel(0.9, 0.9, 0.9, 1))
        let label = GlassLabel(symbol: "plus", size: 15)
        let ink = try #require(try compositor.ink(label, in: frame, fontPath: nil))
        let ground = try #require(LabelGround(canvas, rect: PixelRect(x0: 0, y0: 0, x1: 30, y1: 20)))
        // Black ink everywhere since the copy (as if another label had been drawn over the whole area).
        canvas = LinearImage(width: 30, height: 20, fill: LinearPixel(0, 0, 0, 1))
        let measured = try #require(compositor.draw(ink.mask, at: ink.origin, fixedColor: nil, target: 3, appearance: .light,
                                                    measuring: ground, canvas: &canvas))
        #expect(measured.foreground == LinearPixel(0, 0, 0, 1))
        var again = LinearImage(width: 30, height: 20, fill: LinearPixel(0, 0, 0, 1))
        let unmeasured = try #require(compositor.draw(ink.mask, at: ink.origin, fixedColor: nil, target: 3, appearance: .light,
                                                      canvas: &again))
        #expect(unmeasured.foreground == LinearPixel(1, 1, 1, 1))
    }
}
