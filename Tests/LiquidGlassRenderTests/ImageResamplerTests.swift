import Foundation
import LiquidGlassCore
import LiquidGlassRender
import Testing

@Suite struct ImageResamplerTests {
    /// A deterministic image with varied, valid premultiplied pixels.
    static func pattern(width: Int, height: Int, opaque: Bool = false) -> LinearImage {
        var pixels = [LinearPixel]()
        for y in 0..<height {
            for x in 0..<width {
                let a: Float = opaque ? 1 : Float((x * 7 + y * 3) % 11 + 1) / 11
                let c = SIMD3<Float>(Float(x % 13) / 12, Float(y % 7) / 6, Float((x + y) % 5) / 4)
                pixels.append(LinearPixel(c.x * a, c.y * a, c.z * a, a))
            }
        }
        return LinearImage(width: width, height: height, pixels: pixels)
    }

    static func maxDifference(_ a: LinearPixel, _ b: LinearPixel) -> Float {
        let d = a - b
        return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w)))
    }

    /// How many pixels of `image` differ from `expected(x, y)`.
    static func mismatches(_ image: LinearImage, _ expected: (Int, Int) -> LinearPixel) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != expected(x, y) { count += 1 }
        }
        return count
    }

    static let sizes = [(1, 1), (7, 5), (64, 48), (100, 37), (37, 100), (300, 200)]

    @Test(arguments: Background.Fill.allCases)
    func constantImagesStayConstant(_ mode: Background.Fill) {
        let colour = LinearPixel(0.3, 0.2, 0.1, 0.6)
        for (w, h) in Self.sizes {
            let image = LinearImage(width: w, height: h, fill: colour)
            for (tw, th) in Self.sizes {
                let out = ImageResampler.fill(image, width: tw, height: th, mode: mode)
                #expect(out.width == tw && out.height == th)
                let worst = out.pixels.filter { $0.w != 0 || mode != .contain }
                    .map { Self.maxDifference($0, colour) }.max() ?? 0
                #expect(worst < 1e-6, "\(w)×\(h) → \(tw)×\(th) \(mode): off by \(worst)")
            }
        }
    }

    @Test(arguments: Background.Fill.allCases)
    func sameSizeReturnsTheImageUnchanged(_ mode: Background.Fill) {
        let image = Self.pattern(width: 31, height: 17)
        #expect(ImageResampler.fill(image, width: 31, height: 17, mode: mode) == image)
        #expect(ImageResampler.resize(image, width: 31, height: 17) == image)
    }

    @Test func areaAverageWhenShrinking() {
        // Four pixels to two: each output is the mean of two inputs.
        let values: [Float] = [0.1, 0.3, 0.6, 1.0]
        let row = LinearImage(width: 4, height: 1, pixels: values.map { LinearPixel($0, $0, $0, 1) })
        let half = ImageResampler.resize(row, width: 2, height: 1)
        #expect(abs(half[0, 0].x - (0.1 + 0.3) / 2) < 1e-6)
        #expect(abs(half[1, 0].x - (0.6 + 1.0) / 2) < 1e-6)
        // Three to two: output 0 covers pixel 0 and half of pixel 1; output 1 the other half and pixel 2.
        let three = LinearImage(width: 1, height: 3, pixels: values.prefix(3).map { LinearPixel($0, $0, $0, 1) })
        let two = ImageResampler.resize(three, width: 1, height: 2)
        #expect(abs(two[0, 0].x - (0.1 + 0.5 * 0.3) / 1.5) < 1e-6)
        #expect(abs(two[0, 1].x - (0.5 * 0.3 + 0.6) / 1.5) < 1e-6)
    }

    @Test func shrinkingPreservesTheMean() {
        let image = Self.pattern(width: 120, height: 90)
        let small = ImageResampler.resize(image, width: 40, height: 30)  // exact 3 × 3 boxes
        func mean(_ i: LinearImage) -> LinearPixel { i.pixels.reduce(.zero, +) / Float(i.pixels.count) }
        #expect(Self.maxDifference(mean(image), mean(small)) < 1e-5)
        // And each output is exactly its 3 × 3 block's mean.
        var block = LinearPixel.zero
        for y in 3..<6 { for x in 6..<9 { block += image[x, y] } }
        #expect(Self.maxDifference(small[2, 1], block / 9) < 1e-6)
    }

    @Test func enlargingReproducesARamp() {
        // Catmull-Rom interpolation is exact for linear functions (away from the clamped edges).
        let ramp = LinearImage(width: 10, height: 1, pixels: (0..<10).map { LinearPixel(repeating: Float($0) / 10) })
        let big = ImageResampler.resize(ramp, width: 40, height: 1)
        for i in 8..<32 {
            let position = (Float(i) + 0.5) / 4 - 0.5  // the output centre in source pixel coordinates
            #expect(abs(big[i, 0].x - position / 10) < 1e-5, "pixel \(i)")
        }
    }

    @Test func enlargingDoesNotRingAtEdges() {
        // A hard black/white edge: interpolation must not overshoot outside 0…1.
        var pixels = [LinearPixel]()
        for x in 0..<8 { pixels.append(x < 4 ? LinearPixel(0, 0, 0, 1) : LinearPixel(1, 1, 1, 1)) }
        let big = ImageResampler.resize(LinearImage(width: 8, height: 1, pixels: pixels), width: 29, height: 3)
        #expect(big.pixels.allSatisfy { $0.x >= 0 && $0.x <= 1 && $0.w == 1 })
        #expect(big[0, 0].x == 0 && big[28, 2].x == 1)
    }

    @Test func stretchGeometry() {
        // Left half red, right half blue; stretched to another aspect ratio, the halves stay halves.
        var image = LinearImage(width: 20, height: 10, fill: LinearPixel(1, 0, 0, 1))
        for y in 0..<10 { for x in 10..<20 { image[x, y] = LinearPixel(0, 0, 1, 1) } }
        let out = ImageResampler.fill(image, width: 10, height: 30, mode: .stretch)
        #expect(out.width == 10 && out.height == 30)
        for y in 0..<30 {
            for x in 0..<5 { #expect(Self.maxDifference(out[x, y], LinearPixel(1, 0, 0, 1)) < 1e-6) }
            for x in 5..<10 { #expect(Self.maxDifference(out[x, y], LinearPixel(0, 0, 1, 1)) < 1e-6) }
        }
    }

    @Test func coverWithoutScalingCropsTheCentre() {
        let image = Self.pattern(width: 200, height: 100)
        let out = ImageResampler.fill(image, width: 100, height: 100, mode: .cover)
        // Same scale (100 / 100 = 1): a centred crop, pixels copied exactly.
        #expect(out.width == 100 && out.height == 100)
        #expect(Self.mismatches(out) { x, y in image[x + 50, y] } == 0)
        // An odd overflow (100 - 51 = 49 rows) is split 24 above, 25 below.
        let tall = ImageResampler.fill(image, width: 200, height: 51, mode: .cover)
        #expect(Self.mismatches(tall) { x, y in image[x, y + 24] } == 0)
    }

    @Test func coverScalesToTheLargerRatio() {
        // 400 × 200 onto 100 × 100: scale 1/2 (set by the height); the middle 200 columns are used.
        let image = Self.pattern(width: 400, height: 200)
        let out = ImageResampler.fill(image, width: 100, height: 100, mode: .cover)
        #expect(out.width == 100 && out.height == 100)
        for (x, y) in [(0, 0), (37, 12), (99, 99)] {
            var box = LinearPixel.zero
            for dy in 0..<2 { for dx in 0..<2 { box += image[100 + 2 * x + dx, 2 * y + dy] } }
            #expect(Self.maxDifference(out[x, y], box / 4) < 1e-6, "(\(x), \(y))")
        }
    }

    @Test func containLetterboxes() {
        let image = Self.pattern(width: 200, height: 100, opaque: true)
        let out = ImageResampler.fill(image, width: 100, height: 100, mode: .contain)
        #expect(out.width == 100 && out.height == 100)
        let fitted = ImageResampler.resize(image, width: 100, height: 50)
        #expect(Self.mismatches(out) { x, y in y < 25 || y >= 75 ? .zero : fitted[x, y - 25] } == 0)
        // Pillarbox, with an odd leftover (100 - 33 = 67 columns): the image starts at column 33.
        let narrow = Self.pattern(width: 33, height: 100, opaque: true)
        let boxed = ImageResampler.fill(narrow, width: 100, height: 100, mode: .contain)
        #expect(boxed[32, 50] == .zero && boxed[66, 50] == .zero)
        #expect(boxed[33, 50] == narrow[0, 50] && boxed[65, 50] == narrow[32, 50])
    }

    @Test func emptyTargetsAndSources() {
        let image = Self.pattern(width: 5, height: 5)
        #expect(ImageResampler.fill(image, width: 0, height: 10, mode: .cover).pixels.isEmpty)
        let fromEmpty = ImageResampler.fill(LinearImage(width: 0, height: 0), width: 3, height: 2, mode: .stretch)
        #expect(fromEmpty.width == 3 && fromEmpty.pixels.allSatisfy { $0 == .zero })
    }

    /// A part of a resize is that part cropped from the whole resize, bit for bit — shrinking, enlarging, mixed
    /// and same-size axes, windows at the edges and inside.
    @Test func aWindowOfAResizeIsThatPartOfTheWholeResize() {
        let image = Self.pattern(width: 37, height: 23)
        for (tw, th) in [(37, 23), (100, 60), (12, 9), (80, 11), (5, 70)] {
            let whole = ImageResampler.resize(image, width: tw, height: th)
            for (columns, rows) in [(0..<tw, 0..<th), (1..<(tw - 1), 2..<(th - 1)), (tw / 3..<tw, 0..<th / 2), (3..<4, (th - 1)..<th)] {
                let part = ImageResampler.resize(image, width: tw, height: th, columns: columns, rows: rows)
                #expect(part.width == columns.count && part.height == rows.count)
                #expect(Self.mismatches(part) { whole[columns.lowerBound + $0, rows.lowerBound + $1] } == 0,
                        "\(tw)×\(th), columns \(columns), rows \(rows)")
            }
        }
        // Ranges are clamped to the output.
        let clamped = ImageResampler.resize(image, width: 50, height: 30, columns: -5..<10, rows: 25..<40)
        #expect(clamped.width == 10 && clamped.height == 5)
    }
}
