import Foundation

/// Reduces 8-bit sRGB colours to a palette of at most 256 and maps pixels to it with ordered dithering.
///
/// Written here rather than taken from libimagequant: Debian's libimagequant is GPL-3.0-or-later, which would
/// bind every program linking this library. The method is the classic one, documented so it can be judged:
/// 1. a histogram of all frames' opaque pixels on a 5-bit-per-channel grid, each cell keeping the exact sum of
///    the colours that fell into it;
/// 2. median cut: repeatedly split the box with the largest squared error along its widest-variance channel at
///    the weighted median, until there are as many boxes as palette entries (or cells);
/// 3. k-means (Lloyd) refinement of the box means over the histogram cells, weighted by count (8 rounds);
/// 4. mapping with an 8×8 Bayer ordered dither of ±`ditherAmplitude / 2` levels: ordered rather than error
///    diffusion because it is stable from frame to frame — an unchanged area maps to the same indices in every
///    frame, so animations do not crawl — and because it is independent per pixel.
/// Distances are weighted squared differences in sRGB (weights 2, 4, 3 for R, G, B: green matters most to the
/// eye, red least). Everything is integer or fixed-order arithmetic: the same input gives the same palette.
struct PaletteQuantizer {
    /// The palette, RGB triples.
    private(set) var colors: [SIMD3<Int32>]
    /// Peak-to-peak dither in 8-bit levels.
    let ditherAmplitude: Int32
    /// Nearest-palette cache over a 6-bit-per-channel grid of (dithered) colours; -1 when not computed yet.
    private var cache: [Int16]

    static let weights = SIMD3<Int32>(2, 4, 3)

    /// Builds a palette of at most `maximumColors` (1…256) from the RGBA8 frames (pixels with alpha < 128
    /// are left out: they become transparent).
    init(frames: [[UInt8]], maximumColors: Int, ditherAmplitude: Int32 = 10) {
        precondition((1...256).contains(maximumColors))
        self.ditherAmplitude = ditherAmplitude
        cache = [Int16](repeating: -1, count: 1 << 18)

        // 1. Histogram.
        var count = [UInt32](repeating: 0, count: 1 << 15)
        var sums = [SIMD3<Int64>](repeating: .zero, count: 1 << 15)
        for frame in frames {
            frame.withUnsafeBufferPointer { p in
                var i = 0
                while i < p.count {
                    if p[i + 3] >= 128 {
                        let r = Int(p[i]), g = Int(p[i + 1]), b = Int(p[i + 2])
                        let key = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3)
                        count[key] += 1
                        sums[key] &+= SIMD3(Int64(r), Int64(g), Int64(b))
                    }
                    i += 4
                }
            }
        }
        var cells: [Cell] = []
        for key in 0..<(1 << 15) where count[key] > 0 {
            let n = Int64(count[key])
            let mean = SIMD3<Double>(Double(sums[key].x) / Double(n), Double(sums[key].y) / Double(n), Double(sums[key].z) / Double(n))
            cells.append(Cell(mean: mean, weight: Double(n)))
        }
        guard !cells.isEmpty else {
            colors = [SIMD3(0, 0, 0)]
            return
        }

        // 2. Median cut.
        var boxes: [Box] = [Box(cells: cells)]
        while boxes.count < maximumColors {
            guard let index = boxes.indices.filter({ boxes[$0].cells.count > 1 }).max(by: { boxes[$0].error < boxes[$1].error }),
                  boxes[index].error > 0
            else { break }
            let (a, b) = boxes[index].split()
            boxes[index] = a
            boxes.append(b)
        }
        var centroids = boxes.map(\.mean)

        // 3. k-means refinement.
        for _ in 0..<8 {
            var sum = [SIMD3<Double>](repeating: .zero, count: centroids.count)
            var weight = [Double](repeating: 0, count: centroids.count)
            for cell in cells {
                let nearest = PaletteQuantizer.nearest(cell.mean, in: centroids)
                sum[nearest] += cell.mean * cell.weight
                weight[nearest] += cell.weight
            }
            for i in centroids.indices where weight[i] > 0 { centroids[i] = sum[i] / weight[i] }
        }
        colors = centroids.map { c in
            SIMD3(Int32(c.x.rounded()), Int32(c.y.rounded()), Int32(c.z.rounded())).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
        }
    }

    struct Cell {
        var mean: SIMD3<Double>
        var weight: Double
    }

    struct Box {
        var cells: [Cell]
        var mean: SIMD3<Double>
        var error: Double

        init(cells: [Cell]) {
            self.cells = cells
            var total = 0.0, sum = SIMD3<Double>.zero
            for c in cells { total += c.weight; sum += c.mean * c.weight }
            mean = sum / total
            var e = 0.0
            let w = SIMD3<Double>(2, 4, 3)
            for c in cells { let d = c.mean - mean; e += ((d * d) * w).sum() * c.weight }
            error = e
        }

        /// Splits at the weighted median along the channel with the largest weighted variance.
        func split() -> (Box, Box) {
            var variance = SIMD3<Double>.zero
            for c in cells { let d = c.mean - mean; variance += d * d * c.weight }
            variance *= SIMD3(2, 4, 3)
            let axis = variance.x >= variance.y && variance.x >= variance.z ? 0 : (variance.y >= variance.z ? 1 : 2)
            let sorted = cells.sorted { a, b in
                a.mean[axis] != b.mean[axis] ? a.mean[axis] < b.mean[axis]
                    : (a.mean.x, a.mean.y, a.mean.z) < (b.mean.x, b.mean.y, b.mean.z)
            }
            let total = sorted.reduce(0) { $0 + $1.weight }
            var running = 0.0, cut = 1
            for (i, c) in sorted.enumerated() {
                running += c.weight
                if running >= total / 2 { cut = min(max(i + 1, 1), sorted.count - 1); break }
            }
            return (Box(cells: Array(sorted[..<cut])), Box(cells: Array(sorted[cut...])))
        }
    }

    static func nearest(_ colour: SIMD3<Double>, in centroids: [SIMD3<Double>]) -> Int {
        var best = 0, bestDistance = Double.infinity
        for (i, c) in centroids.enumerated() {
            let d = colour - c
            let distance = (d * d * SIMD3(2, 4, 3)).sum()
            if distance < bestDistance { bestDistance = distance; best = i }
        }
        return best
    }

    /// The 8×8 Bayer matrix (values 0…63), built by the usual recursion
    /// `M₂ₙ(y, x) = 4·Mₙ(y mod n, x mod n) + [[0, 2], [3, 1]](y div n, x div n)`.
    static let bayer: [Int32] = {
        var m: [[Int32]] = [[0]]
        let base: [[Int32]] = [[0, 2], [3, 1]]
        while m.count < 8 {
            let n = m.count
            m = (0..<(2 * n)).map { y in (0..<(2 * n)).map { x in 4 * m[y % n][x % n] + base[y / n][x / n] } }
        }
        return m.flatMap { $0 }
    }()

    /// The palette index for the colour at pixel (x, y), dithered.
    mutating func index(r: UInt8, g: UInt8, b: UInt8, x: Int, y: Int) -> Int {
        // Offset in −amplitude/2 … +amplitude/2 levels, from the Bayer threshold.
        let offset = ((PaletteQuantizer.bayer[(y & 7) * 8 + (x & 7)] * 2 + 1) * ditherAmplitude) / 128 - ditherAmplitude / 2
        let colour = SIMD3(Int32(r) + offset, Int32(g) + offset, Int32(b) + offset)
            .clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
        let key = Int(colour.x >> 2) << 12 | Int(colour.y >> 2) << 6 | Int(colour.z >> 2)
        if cache[key] >= 0 { return Int(cache[key]) }
        // Nearest to the centre of the 6-bit cell.
        let centre = SIMD3(Int32(colour.x >> 2) << 2 + 2, Int32(colour.y >> 2) << 2 + 2, Int32(colour.z >> 2) << 2 + 2)
        var best = 0
        var bestDistance = Int32.max
        for (i, c) in colors.enumerated() {
            let d = centre &- c
            let distance = (d &* d &* PaletteQuantizer.weights).wrappedSum()
            if distance < bestDistance { bestDistance = distance; best = i }
        }
        cache[key] = Int16(best)
        return best
    }
}
