import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
@testable import LiquidGlassText
import Testing

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
        #expect(ground.patches.count == 1 && ground.patches[0].image.width == 7 && ground.patches[0].image.height == 6)
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
        let patch = try #require(ground.patches.first)
        #expect(patch.origin == SIMD2(0, 15) && patch.image.width == 3 && patch.image.height == 5)
        #expect(ground.pixel(2, 19) == image[2, 19] && ground.pixel(3, 19) == nil)
        #expect(LabelGround(image, rect: PixelRect(x0: 30, y0: 0, x1: 40, y1: 5)) == nil)
    }

    /// Several regions (one per label): each reads the picture, a pixel in two reads it once, a region outside
    /// the picture is left out, and nothing between them is copied.
    @Test func regionsReadThePictureUnderEachAndNothingBetween() throws {
        let image = Self.picture()
        let rects = [PixelRect(x0: 2, y0: 2, x1: 8, y1: 6), PixelRect(x0: 6, y0: 4, x1: 10, y1: 9),
                     PixelRect(x0: 20, y0: 12, x1: 34, y1: 25), PixelRect(x0: 40, y0: 0, x1: 50, y1: 5)]
        let ground = try #require(LabelGround(image, rects: rects))
        #expect(ground.patches.count == 3)
        for y in 0..<20 {
            for x in 0..<30 {
                let inside = rects.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
                #expect(ground.pixel(x, y) == (inside ? image[x, y] : nil), "pixel \(x), \(y)")
            }
        }
        #expect(LabelGround(image, rects: [PixelRect(x0: 40, y0: 0, x1: 50, y1: 5)]) == nil)
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
