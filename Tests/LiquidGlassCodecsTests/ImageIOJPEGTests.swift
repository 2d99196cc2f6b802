import Foundation
import LiquidGlassCodecs
import LiquidGlassCore
import Testing

/// JPEG fixtures: a 24×16 pattern of six 8×8 blocks in known colours (see make_jpeg_fixtures.c).
@Suite struct ImageIOJPEGTests {
    /// The block colours, in the stored (unrotated) layout: row 0 = blocks 0, 1, 2; row 1 = 3, 4, 5.
    static let palette: [(Int, Int, Int)] = [
        (220, 40, 40), (40, 200, 60), (50, 70, 220),
        (240, 220, 50), (30, 30, 30), (230, 230, 230),
    ]

    /// The 8-bit colour at the centre of block (column, row), unpremultiplied.
    static func blockColour(_ image: LinearImage, column: Int, row: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        ImageIOFixtures.codes(image[column * 8 + 4, row * 8 + 4], bits: 8)
    }

    static func close(_ got: (r: Int, g: Int, b: Int, a: Int), _ want: (Int, Int, Int), tolerance: Int = 6) -> Bool {
        abs(got.r - want.0) <= tolerance && abs(got.g - want.1) <= tolerance && abs(got.b - want.2) <= tolerance
            && got.a == 255
    }

    @Test func baselineColours() throws {
        let image = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url("baseline.jpg"))
        #expect(image.width == 24 && image.height == 16)
        for row in 0..<2 {
            for column in 0..<3 {
                let got = Self.blockColour(image, column: column, row: row)
                #expect(Self.close(got, Self.palette[row * 3 + column]), "block (\(column), \(row)): \(got)")
            }
        }
    }

    @Test func chromaSubsampledProgressive() throws {
        // 4:2:0: chroma at half resolution, so colours are checked only at block centres, loosely.
        let image = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url("subsampled-420.jpg"))
        #expect(image.width == 24 && image.height == 16)
        for row in 0..<2 {
            for column in 0..<3 {
                let got = Self.blockColour(image, column: column, row: row)
                #expect(Self.close(got, Self.palette[row * 3 + column], tolerance: 16), "block (\(column), \(row)): \(got)")
            }
        }
    }

    @Test func progressiveMatchesBaseline() throws {
        // Same quantisation tables and samples, so the DCT coefficients are identical; only the
        // scan structure differs.
        let baseline = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url("baseline.jpg"))
        let progressive = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url("progressive.jpg"))
        #expect(progressive == baseline)
        let grayBaseline = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url("gray.jpg"))
        let grayProgressive = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url("gray-progressive.jpg"))
        #expect(grayProgressive == grayBaseline)
    }

    @Test func grayscaleHasEqualChannels() throws {
        let image = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url("gray.jpg"))
        #expect(image.pixels.allSatisfy { $0.x == $0.y && $0.y == $0.z && $0.w == 1 })
        // Luma of the first block: 0.299 R + 0.587 G + 0.114 B.
        let (r, g, b) = Self.palette[0]
        let luma = (r * 299 + g * 587 + b * 114 + 500) / 1000
        let got = Self.blockColour(image, column: 0, row: 0)
        #expect(abs(got.r - luma) <= 4, "got \(got.r), expected about \(luma)")
    }

    /// For each EXIF orientation, the block indices of the upright picture, row by row.
    static let uprightBlocks: [Int: [[Int]]] = [
        1: [[0, 1, 2], [3, 4, 5]],
        2: [[2, 1, 0], [5, 4, 3]],          // mirrored left-right
        3: [[5, 4, 3], [2, 1, 0]],          // turned 180°
        4: [[3, 4, 5], [0, 1, 2]],          // mirrored top-bottom
        5: [[0, 3], [1, 4], [2, 5]],        // transposed
        6: [[3, 0], [4, 1], [5, 2]],        // turned 90° clockwise
        7: [[5, 2], [4, 1], [3, 0]],        // transverse
        8: [[2, 5], [1, 4], [0, 3]],        // turned 90° anticlockwise
    ]

    @Test(arguments: 1...8)
    func exifOrientationIsApplied(_ orientation: Int) throws {
        let image = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url("orientation-\(orientation).jpg"))
        let blocks = try #require(Self.uprightBlocks[orientation])
        #expect(image.width == blocks[0].count * 8 && image.height == blocks.count * 8)
        for (row, indices) in blocks.enumerated() {
            for (column, index) in indices.enumerated() {
                let got = Self.blockColour(image, column: column, row: row)
                #expect(Self.close(got, Self.palette[index]), "orientation \(orientation), block (\(column), \(row)): \(got)")
            }
        }
    }

    @Test func rotationMovesPixelsExactly() throws {
        // The EXIF fixtures hold the same compressed pixels, so orientation 6 must equal
        // orientation 1 turned clockwise, pixel for pixel.
        let upright = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url("orientation-1.jpg"))
        let turned = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url("orientation-6.jpg"))
        #expect(turned.width == upright.height && turned.height == upright.width)
        var mismatches = 0
        for y in 0..<turned.height {
            for x in 0..<turned.width where turned[x, y] != upright[y, upright.height - 1 - x] {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    @Test func malformedExifMeansNormalOrientation() throws {
        var bytes = [UInt8](try ImageIOFixtures.data("orientation-6.jpg"))
        // Break the TIFF byte-order mark ("MM" at offset 12).
        bytes[12] = 0x58
        let orientation = bytes.withUnsafeBufferPointer { ExifOrientation(jpeg: $0) }
        #expect(orientation == .normal)
        // Orientation 9 does not exist.
        var outOfRange = [UInt8](try ImageIOFixtures.data("orientation-6.jpg"))
        outOfRange[31] = 9
        #expect(outOfRange.withUnsafeBufferPointer { ExifOrientation(jpeg: $0) } == .normal)
        let original = [UInt8](try ImageIOFixtures.data("orientation-6.jpg"))
        #expect(original.withUnsafeBufferPointer { ExifOrientation(jpeg: $0) }.rawValue == 6)
        let little = [UInt8](try ImageIOFixtures.data("orientation-3.jpg"))
        #expect(little.withUnsafeBufferPointer { ExifOrientation(jpeg: $0) }.rawValue == 3)
    }
}
