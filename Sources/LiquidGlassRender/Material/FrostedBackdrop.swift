import Foundation
import LiquidGlassCore

/// The backdrop under one glass element, blurred by a Gaussian (the frost), ready to be sampled anywhere
/// in the region it was made for.
///
/// Large blurs are computed on a grid `factor` times coarser than the canvas: the region is first averaged in
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
        let f = sigma > 6 ? max(1, Int((sigma / 3).rounded(.down))) : 1
        let extraVariance = f > 1 ? Float(f * f - 1) / 12 + Float(f * f) / 6 : 0
        let coarseSigma = max(0, sigma * sigma - extraVariance).squareRoot() / Float(f)
        let kernel = FrostedBackdrop.gaussianKernel(sigma: coarseSigma)
        let reach = kernel.count / 2 + 2 // coarse pixels beyond the region that the blur reads
        let cx0 = Int((Float(region.x0) / Float(f)).rounded(.down)) - reach
        let cy0 = Int((Float(region.y0) / Float(f)).rounded(.down)) - reach
        let cx1 = Int((Float(region.x1) / Float(f)).rounded(.up)) + reach
        let cy1 = Int((Float(region.y1) / Float(f)).rounded(.up)) + reach
        let cw = max(1, cx1 - cx0), ch = max(1, cy1 - cy0)

        // 1. Block average onto the coarse grid (a copy when f = 1).
        var coarse = LinearImage(width: cw, height: ch)
        let inv = 1 / Float(f * f)
        let bw = backdrop.width, bh = backdrop.height
        backdrop.pixels.withUnsafeBufferPointer { source in
            let src = SharedPixels(base: UnsafeMutablePointer(mutating: source.baseAddress!), width: bw)
            coarse.pixels.withUnsafeMutableBufferPointer { buf in
                let out = SharedPixels(base: buf.baseAddress!, width: cw)
                ParallelLoop.forEach(ch, threads: threads) { j in
                    let fy = (cy0 + j) * f
                    for i in 0..<cw {
                        var sum = LinearPixel.zero
                        let fx = (cx0 + i) * f
                        for yy in fy..<(fy + f) {
                            let y = min(max(yy, 0), bh - 1)
                            for xx in fx..<(fx + f) { sum += src[min(max(xx, 0), bw - 1), y] }
                        }
                        out[i, j] = sum * inv
                    }
                }
            }
        }
        // 2. Separable Gaussian on the coarse grid.
        if kernel.count > 1 {
            coarse = FrostedBackdrop.convolve(coarse, kernel: kernel, horizontal: true, threads: threads)
            coarse = FrostedBackdrop.convolve(coarse, kernel: kernel, horizontal: false, threads: threads)
        }
        width = coarse.width
        height = coarse.height
        let storage = UnsafeMutablePointer<LinearPixel>.allocate(capacity: coarse.pixels.count)
        coarse.pixels.withUnsafeBufferPointer { storage.initialize(from: $0.baseAddress!, count: $0.count) }
        pixels = storage
        factor = f
        inverseFactor = 1 / Float(f)
        originX = Float(cx0 * f)
        originY = Float(cy0 * f)
    }

    deinit {
        pixels.deallocate()
    }

    /// The frosted backdrop at a canvas position in pixels (pixel centres at +0.5), bilinear, edges clamped.
    @inline(__always)
    package func sample(x: Float, y: Float) -> LinearPixel {
        let fx = (x - originX) * inverseFactor - 0.5, fy = (y - originY) * inverseFactor - 0.5
        let x0f = fx.rounded(.down), y0f = fy.rounded(.down)
        let tx = fx - x0f, ty = fy - y0f
        let xi = Int(x0f), yi = Int(y0f)
        let xa = min(max(xi, 0), width - 1), xb = min(max(xi + 1, 0), width - 1)
        let ya = min(max(yi, 0), height - 1) * width, yb = min(max(yi + 1, 0), height - 1) * width
        let a = pixels[ya + xa], b = pixels[ya + xb], c = pixels[yb + xa], d = pixels[yb + xb]
        let top = a + (b - a) * tx
        let bottom = c + (d - c) * tx
        return top + (bottom - top) * ty
    }

    /// ``sample(x:y:)`` at eight positions, into `out[0..<8]`; lanes not in `mask` get zero. The same arithmetic
    /// as the scalar sample, so each pixel is the same bit for bit, with the cell indices found in lanes: the
    /// scalar `rounded(.down)` is a call to libm's floorf on baseline x86-64 (no SSE4.1), two per sample — the
    /// hottest loop of a sheet frame (perf annotate, 2026-11-24).
    @inline(__always)
    func sample(x: Lanes, y: Lanes, mask: LaneMask, into out: UnsafeMutablePointer<LinearPixel>) {
        // Positions beyond ±2²¹ coarse pixels are clamped first: the floor below is exact up to 2²², and every
        // position that far out reads the grid's edge anyway.
        let limit: Float = 2_097_152
        let fx = ((x - originX) * inverseFactor - 0.5).atLeast(-limit).atMost(limit)
        let fy = ((y - originY) * inverseFactor - 0.5).atLeast(-limit).atMost(limit)
        let x0f = LaneMath.floor(fx), y0f = LaneMath.floor(fy)
        let tx = fx - x0f, ty = fy - y0f
        // Cell coordinates clamped as floats (exact: grids are far below 2²² pixels a side), then read as integers.
        let right = Float(width - 1), bottom = Float(height - 1)
        let xa = LaneMath.wholeNumber(x0f.atLeast(0).atMost(right)), xb = LaneMath.wholeNumber((x0f + 1).atLeast(0).atMost(right))
        let ya = LaneMath.wholeNumber(y0f.atLeast(0).atMost(bottom)) &* Int32(width)
        let yb = LaneMath.wholeNumber((y0f + 1).atLeast(0).atMost(bottom)) &* Int32(width)
        for k in 0..<8 {
            guard mask[k] else { out[k] = .zero; continue }
            let a = pixels[Int(ya[k] &+ xa[k])], b = pixels[Int(ya[k] &+ xb[k])]
            let c = pixels[Int(yb[k] &+ xa[k])], d = pixels[Int(yb[k] &+ xb[k])]
            let top = a + (b - a) * tx[k]
            let bottom = c + (d - c) * tx[k]
            out[k] = top + (bottom - top) * ty[k]
        }
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

    private static func convolve(_ src: LinearImage, kernel: [Float], horizontal: Bool, threads: Int) -> LinearImage {
        var dst = LinearImage(width: src.width, height: src.height)
        let r = kernel.count / 2
        let w = src.width, h = src.height
        dst.pixels.withUnsafeMutableBufferPointer { buf in
            let out = SharedPixels(base: buf.baseAddress!, width: w)
            ParallelLoop.forEach(h, threads: threads) { y in
                for x in 0..<w {
                    var acc = LinearPixel.zero
                    for k in 0..<kernel.count {
                        let p = horizontal ? src.clamped(x + k - r, y) : src.clamped(x, y + k - r)
                        acc += p * kernel[k]
                    }
                    out[x, y] = acc
                }
            }
        }
        return dst
    }
}
