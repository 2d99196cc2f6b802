import Foundation
@testable import LiquidGlassCodecs
import LiquidGlassCore
import Testing

/// Issue 15: images are decoded a band of rows at a time, straight into their float pixels, so decoding costs
/// the float image (16 bytes a pixel) and one band — not the whole file's samples besides (docs/LIMITS.md).
@Suite struct ImageDecodeBandsTests {
    /// An opaque picture of 8-bit codes, different in every row and column (so a misplaced band shows).
    static func picture(width: Int, height: Int) -> LinearImage {
        var image = LinearImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = LinearPixel(SRGB.decode8[(x * 7 + y) & 255], SRGB.decode8[(y * 3) & 255],
                                          SRGB.decode8[(x ^ y) & 255], 1)
            }
        }
        return image
    }

    /// 256 × 2048 RGB: rows of 768 bytes, so a band of 256 KiB holds 341 rows (262,144 / 768, rounded down)
    /// and the image comes in six full bands and one of 2 rows. The decode is exact (8-bit codes round-trip,
    /// see ``LinearImage``) and costs 16 bytes a pixel plus 341 × 768 bytes: that budget passes, a byte less
    /// fails — the whole samples (3 bytes a pixel, 1.5 MiB) are not counted because they are never held.
    @Test func aPNGIsDecodedInBandsAndCostsTheImagePlusOneBand() throws {
        let image = Self.picture(width: 256, height: 2048)
        let png = try PNGEncoder.encode(image)
        #expect(RowBands.rowsPerBand(rowBytes: 768, height: 2048) == 341)
        let exact = 256 * 2048 * 16 + 341 * 768
        let decoded = try ImageDecoder.decode(
            png, name: "bands.png", limits: ImageLimits(maxPixels: 1 << 28, memory: MemoryBudget(bytes: exact)))
        #expect(decoded == image)
        #expect(throws: ImageIOError.self) {
            try ImageDecoder.decode(png, name: "bands.png",
                                    limits: ImageLimits(maxPixels: 1 << 28, memory: MemoryBudget(bytes: exact - 1)))
        }
    }

    /// A 16-bit file's band holds half as many rows of twice the bytes; the decode is still exact.
    @Test func sixteenBitRowsAreBandedToo() throws {
        let image = Self.picture(width: 300, height: 700)
        let png = try PNGEncoder.encode(image, bitDepth: .sixteen)
        #expect(RowBands.rowsPerBand(rowBytes: 300 * 3 * 2, height: 700) == 145)  // 262,144 / 1,800
        let decoded = try ImageDecoder.decode(png, name: "sixteen.png")
        #expect(try PNGEncoder.encode(decoded, bitDepth: .sixteen) == png)
    }

    /// An Adam7 file's passes each touch every row, so its samples are held whole: 13 × 11 RGB fixture,
    /// 3 + 16 bytes a pixel.
    @Test func anInterlacedPNGStillCountsItsSamples() throws {
        let data = try ImageIOFixtures.data("png-rgb8-adam7.png")
        let image = try ImageDecoder.decode(data, name: "adam7.png")
        let exact = image.width * image.height * 19
        #expect(throws: Never.self) {
            try ImageDecoder.decode(data, name: "adam7.png", limits: ImageLimits(maxPixels: 1 << 28, memory: MemoryBudget(bytes: exact)))
        }
        #expect(throws: ImageIOError.self) {
            try ImageDecoder.decode(data, name: "adam7.png", limits: ImageLimits(maxPixels: 1 << 28, memory: MemoryBudget(bytes: exact - 1)))
        }
    }

    /// A baseline JPEG costs the image and one band; a progressive one adds libjpeg's whole-image coefficients,
    /// 2 bytes per sample (3 channels: 6 bytes a pixel).
    @Test(arguments: [("baseline.jpg", 0), ("progressive.jpg", 6)])
    func aJPEGCostsTheImagePlusOneBand(_ file: String, coefficientBytes: Int) throws {
        let data = try ImageIOFixtures.data(file)
        let image = try ImageDecoder.decode(data, name: file)
        let exact = image.width * image.height * (16 + coefficientBytes)
            + RowBands.bandSize(rowBytes: image.width * 3, height: image.height)
        #expect(throws: Never.self) {
            try ImageDecoder.decode(data, name: file, limits: ImageLimits(maxPixels: 1 << 28, memory: MemoryBudget(bytes: exact)))
        }
        #expect(throws: ImageIOError.self) {
            try ImageDecoder.decode(data, name: file, limits: ImageLimits(maxPixels: 1 << 28, memory: MemoryBudget(bytes: exact - 1)))
        }
    }

    /// Each orientation's placement against the EXIF definitions written the other way round — for each
    /// upright pixel, the stored pixel it shows (EXIF 2.32, tag 0x0112) — on a 5 × 3 image, where a mix-up of
    /// width and height would show; every stored pixel lands exactly once.
    @Test(arguments: 1...8)
    func rowPlacementTurnsThePictureAsEXIFSays(_ orientation: Int) throws {
        let w = 5, h = 3
        let placement = RowPlacement(width: w, height: h, orientation: try #require(ExifOrientation(rawValue: orientation)))
        let upright = placement.resultSize
        #expect(orientation >= 5 ? (upright.width == h && upright.height == w) : (upright.width == w && upright.height == h))
        // For each upright (x, y): the stored (column, row).
        func stored(_ x: Int, _ y: Int) -> (Int, Int) {
            switch orientation {
            case 2: return (w - 1 - x, y)
            case 3: return (w - 1 - x, h - 1 - y)
            case 4: return (x, h - 1 - y)
            case 5: return (y, x)
            case 6: return (y, h - 1 - x)
            case 7: return (w - 1 - y, h - 1 - x)
            case 8: return (w - 1 - y, x)
            default: return (x, y)
            }
        }
        var expected = [Int](repeating: -1, count: w * h)  // upright index → stored index
        for y in 0..<upright.height {
            for x in 0..<upright.width {
                let (sx, sy) = stored(x, y)
                expected[y * upright.width + x] = sy * w + sx
            }
        }
        var placed = [Int](repeating: -1, count: w * h)
        for sy in 0..<h {
            let (start, step) = placement.line(ofStoredRow: sy)
            for sx in 0..<w { placed[start + sx * step] = sy * w + sx }
        }
        #expect(placed == expected)
    }

    /// A file cut off in the middle of its bands is an error naming the rows, and nothing is returned.
    @Test func aTruncatedFileFailsBetweenBands() throws {
        let png = try PNGEncoder.encode(Self.picture(width: 256, height: 2048))
        do {
            _ = try ImageDecoder.decode(png.prefix(png.count / 2), name: "cut.png")
            Issue.record("a truncated PNG decoded")
        } catch {
            #expect(error.description == "cut.png: truncated PNG data (expected more image rows)")
        }
    }
}
