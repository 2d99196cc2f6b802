import CLaneMath
import Foundation
import LiquidGlassCore

/// The backdrop under one glass element, blurred by a Gaussian (the frost), ready to be sampled anywhere
/// in the region it was made for.
///
/// Blurs of 6 px and more are computed on a grid `factor` times coarser than the canvas: the region is first averaged in
/// `factor`×`factor` blocks, blurred there, and sampled back bilinearly. The block average and the bilinear
/// reconstruction add variance `(f² − 1)/12 + f²/6` px², which is subtracted from the coarse Gaussian so the
/// total blur keeps the requested σ; the composite kernel is the requested Gaussian within a few percent.
/// Measured on the benchmark's tab bar (σ = 7 pt at @3x = 21 px): a direct separable blur costs ~43 taps per
/// pixel per pass; with f = 7 the whole frost takes under 1 ms.
final class FrostedBackdrop: @unchecked Sendable {
    /// Canvas pixel coordinate of the coarse grid's top-left corner.
    let originX: Float, originY: Float
    /// Canvas pixels per coarse pixel.
    let factor: Int
    private let inverseFactor: Float
    /// The blurred coarse pixels (the only copy kept), read by `sample` without reference counting.
    private let pixels: UnsafeMutablePointer<LinearPixel>
    private let width: Int, height: Int

    /// Blurs `backdrop` with standard deviation `sigma` (canvas pixels) so that it can be sampled anywhere in
    /// `region`. Pixels outside the backdrop extend its edge.
    init(backdrop: LinearImage, region: PixelRect, sigma: Float, threads: Int) {
        // From σ = 6 px (the default regular frost, 2 pt, at @3x) on, a grid f = ⌊σ/3⌋ times coarser, so the coarse
        // Gaussian keeps about 3 coarse pixels of σ at every size (the toned frost's error beside an edge depends
        // on that ratio, TonedFrostTests); at full resolution σ = 6 px costs 37 taps a pixel a pass.
        let f = sigma >= 6 ? max(1, Int((sigma / 3).rounded(.down))) : 1
        let extraVariance = f > 1 ? Float(f * f - 1) / 12 + Float(f * f) / 6 : 0
        let coarseSigma = max(0, sigma * sigma - extraVariance).squareRoot() / Float(f)
        let kernel = FrostedBackdrop.gaussianKernel(sigma: coarseSigma)
        let reach = kernel.count / 2 + 2 // coarse pixels beyond the region that the blur reads
        let cx0 = Int((Float(region.x0) / Float(f)).rounded(.down)) - reach
        let cy0 = Int((Float(region.y0) / Float(f)).rounded(.down)) - reach
        let cx1 = Int((Float(region.x1) / Float(f)).rounded(.up)) + reach
        let cy1 = Int((Float(region.y1) / Float(f)).rounded(.up)) + reach
        let cw = max(1, cx1 - cx0), ch = max(1, cy1 - cy0)

        // The grid is made in its final storage and blurred in place, a row or a strip of columns at a time, so
        // there is one copy of it at any moment (with the default 2 pt frost at @3x it has a quarter of its region's
        // pixels).
        let storage = UnsafeMutablePointer<LinearPixel>.allocate(capacity: cw * ch)
        storage.initialize(repeating: .zero, count: cw * ch)
        let grid = SharedPixels(base: storage, width: cw)
        // 1. Block average onto the coarse grid (a copy when f = 1).
        let inv = 1 / Float(f * f)
        let bw = backdrop.width, bh = backdrop.height
        backdrop.pixels.withUnsafeBufferPointer { source in
            let src = SharedPixels(base: UnsafeMutablePointer(mutating: source.baseAddress!), width: bw)
            ParallelLoop.forEach(ch, threads: threads) { j in
                let fy = (cy0 + j) * f
                for i in 0..<cw {
                    var sum = LinearPixel.zero
                    let fx = (cx0 + i) * f
                    for yy in fy..<(fy + f) {
                        let y = min(max(yy, 0), bh - 1)
                        for xx in fx..<(fx + f) { sum += src[min(max(xx, 0), bw - 1), y] }
                    }
                    grid[i, j] = sum * inv
                }
            }
        }
        // 2. Separable Gaussian on the coarse grid.
        if kernel.count > 1 {
            FrostedBackdrop.blurRows(grid, width: cw, height: ch, kernel: kernel, threads: threads)
            FrostedBackdrop.blurColumns(grid, width: cw, height: ch, kernel: kernel, threads: threads)
        }
        width = cw
        height = ch
        pixels = storage
        factor = f
        inverseFactor = 1 / Float(f)
        originX = Float(cx0 * f)
        originY = Float(cy0 * f)
    }

    /// `source`'s grid with every coarse pixel passed through `transform` — the glass's tone, applied once per
    /// coarse pixel instead of once per canvas pixel (``ElementShader``'s toned frosts) — and cropped to the coarse
    /// pixels that samples at the canvas pixels of `region`, each moved by at most `margin` canvas pixels, can read
    /// (with a coarse pixel to spare on every side; where the crop meets the source's edge it is that edge, so the
    /// clamping there is the source's). The same factor; the crop's own origin. A `margin` that is not finite
    /// keeps the whole grid.
    init(toning source: FrostedBackdrop, region: PixelRect, margin: Float, threads: Int,
         transform: @Sendable (_ row: UnsafePointer<LinearPixel>, _ into: UnsafeMutablePointer<LinearPixel>, _ count: Int) -> Void) {
        let f = Float(source.factor)
        func cell(_ v: Float, _ origin: Float, _ count: Int) -> Int {
            let c = ((v - origin) / f - 0.5).rounded(.down)
            return Int(min(max(c, -1), Float(count)))
        }
        var i0 = 0, i1 = source.width - 1, j0 = 0, j1 = source.height - 1
        if margin.isFinite, !region.isEmpty {
            i0 = max(0, cell(Float(region.x0) + 0.5 - margin, source.originX, source.width) - 1)
            i1 = min(source.width - 1, max(i0, cell(Float(region.x1) - 0.5 + margin, source.originX, source.width) + 2))
            j0 = max(0, cell(Float(region.y0) + 0.5 - margin, source.originY, source.height) - 1)
            j1 = min(source.height - 1, max(j0, cell(Float(region.y1) - 0.5 + margin, source.originY, source.height) + 2))
            i0 = min(i0, i1)
            j0 = min(j0, j1)
        }
        width = i1 - i0 + 1
        height = j1 - j0 + 1
        factor = source.factor
        inverseFactor = source.inverseFactor
        originX = source.originX + Float(i0 * source.factor)
        originY = source.originY + Float(j0 * source.factor)
        let storage = UnsafeMutablePointer<LinearPixel>.allocate(capacity: width * height)
        storage.initialize(repeating: .zero, count: width * height)
        let out = SharedPixels(base: storage, width: width), from = SharedPixels(base: source.pixels, width: source.width)
        let (w, left, top) = (width, i0, j0)
        ParallelLoop.forEach(height, threads: threads) { j in
            transform(from.base + (top + j) * from.width + left, out.base + j * w, w)
        }
        pixels = storage
    }

    deinit {
        pixels.deallocate()
    }

    /// The frosted backdrop at a canvas position in pixels (pixel centres at +0.5), bilinear, edges clamped:
    /// first down the two columns (`a`→`c`, `b`→`d`), then across. That order lets a row of samples at one
    /// height share the vertical step per coarse column (``sampleRow(x:row:first:count:)``).
    @inline(__always)
    package func sample(x: Float, y: Float) -> LinearPixel {
        let fx = (x - originX) * inverseFactor - 0.5, fy = (y - originY) * inverseFactor - 0.5
        let x0f = fx.rounded(.down), y0f = fy.rounded(.down)
        let tx = fx - x0f, ty = fy - y0f
        let xi = Int(x0f), yi = Int(y0f)
        let xa = min(max(xi, 0), width - 1), xb = min(max(xi + 1, 0), width - 1)
        let ya = min(max(yi, 0), height - 1) * width, yb = min(max(yi + 1, 0), height - 1) * width
        let a = pixels[ya + xa], b = pixels[ya + xb], c = pixels[yb + xa], d = pixels[yb + xb]
        let left = a + (c - a) * ty
        let right = b + (d - b) * ty
        return left + (right - left) * tx
    }

    /// The coarse cells and weights of eight sample positions along one axis (`origin`, `count` cells): the
    /// scalar sample's floor and clamps, in lanes. The scalar `rounded(.down)` is a call to libm's floorf on
    /// baseline x86-64 (no SSE4.1), two per sample — the hottest loop of a sheet frame (perf annotate).
    @inline(__always)
    private func cells(_ v: Lanes, origin: Float, count: Int) -> (low: SIMD8<Int32>, high: SIMD8<Int32>, t: Lanes) {
        // Positions beyond ±2²¹ coarse pixels are clamped first: the floor below is exact up to 2²², and every
        // position that far out reads the grid's edge anyway.
        let limit: Float = 2_097_152
        let f = ((v - origin) * inverseFactor - 0.5).atLeast(-limit).atMost(limit)
        let f0 = LaneMath.floor(f)
        // Cell coordinates clamped as floats (exact: grids are far below 2²² pixels a side), then read as integers.
        let last = Float(count - 1)
        return (LaneMath.wholeNumber(f0.atLeast(0).atMost(last)), LaneMath.wholeNumber((f0 + 1).atLeast(0).atMost(last)), f - f0)
    }

    /// ``sample(x:y:)`` at eight positions; lanes not in `mask` are zero. The same arithmetic as the scalar sample,
    /// so each pixel is the same bit for bit. The eight samples are written out one by one (no loop over the
    /// lanes): as a loop, each lane's index and weights go through the stack (perf annotate).
    @inline(__always)
    func sample(x: Lanes, y: Lanes, mask: LaneMask) -> PixelLanes {
        let (xa, xb, tx) = cells(x, origin: originX, count: width)
        let (ra, rb, ty) = cells(y, origin: originY, count: height)
        let ya = ra &* Int32(width), yb = rb &* Int32(width)
        let p = pixels
        @inline(__always) func one(_ k: Int) -> LinearPixel {
            let a = p[Int(ya[k] &+ xa[k])], b = p[Int(ya[k] &+ xb[k])]
            let c = p[Int(yb[k] &+ xa[k])], d = p[Int(yb[k] &+ xb[k])]
            let left = a + (c - a) * ty[k]
            let right = b + (d - b) * ty[k]
            return left + (right - left) * tx[k]
        }
        let sampled = PixelLanes(one(0), one(1), one(2), one(3), one(4), one(5), one(6), one(7))
        return sampled.replacing(with: .zero, where: .!mask)
    }

    /// The vertical step of ``sample(x:y:)`` for every coarse column that samples at height `y` and horizontal
    /// positions `x0 ... x1` can read, into `row` (at most ``rowCapacity(span:)`` pixels); returns the first
    /// column's index, for ``sampleRow(x:row:first:count:)``.
    @inline(__always)
    func verticalRow(y: Float, x0: Float, x1: Float, into row: UnsafeMutablePointer<LinearPixel>) -> (first: Int32, count: Int) {
        let (ra, rb, ty) = cells(Lanes(repeating: y), origin: originY, count: height)
        let ends = cells(Lanes(x0, x1, x1, x1, x1, x1, x1, x1), origin: originX, count: width)
        let first = Int(ends.low[0]), last = Int(ends.high[1])
        let top = pixels + Int(ra[0]) * width, bottom = pixels + Int(rb[0]) * width, t = ty[0]
        for c in first...last {
            let a = top[c], below = bottom[c]
            row[c - first] = a + (below - a) * t
        }
        return (Int32(first), last - first + 1)
    }

    /// Columns ``verticalRow(y:x0:x1:into:)`` may write for samples `span` canvas pixels apart at most.
    func rowCapacity(span: Int) -> Int { span / factor + 3 }

    /// ``sample(x:y:)`` at eight positions of the height a ``verticalRow(y:x0:x1:into:)`` was made for (all
    /// lanes; positions beyond the row's columns read its ends): the horizontal step only, bit for bit the same.
    @inline(__always)
    func sampleRow(x: Lanes, row: UnsafePointer<LinearPixel>, first: Int32, count: Int) -> PixelLanes {
        let (xa, xb, tx) = cells(x, origin: originX, count: width)
        let end = Int32(count - 1)
        let ia = lg_clamp8i(xa &- first, end), ib = lg_clamp8i(xb &- first, end)
        @inline(__always) func one(_ k: Int) -> LinearPixel {
            let left = row[Int(ia[k])], right = row[Int(ib[k])]
            return left + (right - left) * tx[k]
        }
        return PixelLanes(one(0), one(1), one(2), one(3), one(4), one(5), one(6), one(7))
    }

    /// The coarse grid as the native kernels read it (CLaneMath's lg_shade_look): its pixels as RGBA floats.
    var grid: (pixels: UnsafePointer<Float>, width: Int, height: Int, inverseFactor: Float) {
        (UnsafeRawPointer(pixels).assumingMemoryBound(to: Float.self), width, height, inverseFactor)
    }

    /// Normalised Gaussian weights, radius ⌈3σ⌉ (a single tap of weight 1 for σ below 0.05).
    static func gaussianKernel(sigma: Float) -> [Float] {
        guard sigma >= 0.05 else { return [1] }
        let radius = Int((3 * sigma).rounded(.up))
        var w = (-radius...radius).map { i -> Float in
            let x = Float(i)
            return Foundation.exp(-(x * x) / (2 * sigma * sigma))
        }
        let total = w.reduce(0, +)
        for i in w.indices { w[i] /= total }
        return w
    }

    /// Blurs every row of the `width`×`height` grid in place: each row is copied out and convolved back, its ends
    /// extended. The kernel is symmetric, so the two taps at ±j are added before they are weighted: half the
    /// multiplications (the frost of a still at @3x is most of an `ImageRenderer` frame, callgrind of `bench --ui`).
    private static func blurRows(_ grid: SharedPixels, width w: Int, height h: Int, kernel: [Float], threads: Int) {
        ParallelLoop.forEach(h, threads: threads) { y in
            withUnsafeTemporaryAllocation(of: LinearPixel.self, capacity: w) { line in
                let row = grid.base + y * w
                for x in 0..<w { line[x] = row[x] }
                blurLine(line.baseAddress!, count: w, stride: 1, kernel: kernel, into: row, outputStride: 1)
            }
        }
    }

    /// Columns a strip of ``blurColumns(_:width:height:kernel:threads:)`` copies out at once: 16 pixels (256
    /// bytes) of each row, so a strip is read and written a few cache lines a row rather than a pixel a row.
    private static let columnStrip = 16

    /// Blurs every column of the grid in place, a strip of ``columnStrip`` columns at a time.
    private static func blurColumns(_ grid: SharedPixels, width w: Int, height h: Int, kernel: [Float], threads: Int) {
        let strip = columnStrip
        ParallelLoop.forEach((w + strip - 1) / strip, threads: threads) { s in
            let x0 = s * strip, n = min(strip, w - x0)
            withUnsafeTemporaryAllocation(of: LinearPixel.self, capacity: n * h) { copy in
                for y in 0..<h {
                    for i in 0..<n { copy[y * n + i] = grid[x0 + i, y] }
                }
                for i in 0..<n {
                    blurLine(copy.baseAddress! + i, count: h, stride: n, kernel: kernel, into: grid.base + x0 + i,
                             outputStride: grid.width)
                }
            }
        }
    }

    /// One line of `count` pixels `stride` apart convolved with the symmetric `kernel` (at least 3 taps) into
    /// `out`, the line's ends extended.
    @inline(__always)
    private static func blurLine(_ line: UnsafeMutablePointer<LinearPixel>, count: Int, stride: Int, kernel: [Float],
                                 into out: UnsafeMutablePointer<LinearPixel>, outputStride: Int) {
        let r = kernel.count / 2
        kernel.withUnsafeBufferPointer { k in
            let centre = k[r]
            @inline(__always) func at(_ i: Int) -> LinearPixel { line[min(max(i, 0), count - 1) * stride] }
            for x in 0..<count {
                var acc = line[x * stride] * centre
                if x >= r, x + r < count {
                    for j in 1...r {
                        acc += (line[(x - j) * stride] + line[(x + j) * stride]) * k[r + j]
                    }
                } else {
                    for j in 1...r { acc += (at(x - j) + at(x + j)) * k[r + j] }
                }
                out[x * outputStride] = acc
            }
        }
    }
}
