import Foundation
import LiquidGlassCodecs
import LiquidGlassCore

/// Pictures on the canvas: placed on whole pixels (resampled to their pixel rect) or, under any other transform,
/// resampled once to their size on the canvas and sampled bilinearly.
extension DisplayListPainter {
    /// An affine transform as two rows (a, c, tx) and (b, d, ty) in single precision, for the pixel loops.
    static func matrix(_ t: DisplayTransform) -> (SIMD3<Float>, SIMD3<Float>) {
        (SIMD3(Float(t.a), Float(t.c), Float(t.tx)), SIMD3(Float(t.b), Float(t.d), Float(t.ty)))
    }

    @inline(__always)
    static func map(_ p: SIMD2<Float>, _ m: (SIMD3<Float>, SIMD3<Float>)) -> SIMD2<Float> {
        SIMD2(m.0.x * p.x + m.0.y * p.y + m.0.z, m.1.x * p.x + m.1.y * p.y + m.1.z)
    }

    /// Bilinear sample of a `width × height` grid of `T` at `u, v` (in grid cells, cell centres at +0.5),
    /// zero outside.
    @inline(__always)
    static func bilinear<T>(_ u: Float, _ v: Float, width: Int, height: Int, zero: T,
                                    _ at: (Int, Int) -> T, _ mix: (T, T, Float) -> T) -> T {
        let fx = u - 0.5, fy = v - 0.5
        let x0f = fx.rounded(.down), y0f = fy.rounded(.down)
        guard x0f >= -1, y0f >= -1, x0f < Float(width), y0f < Float(height) else { return zero }
        let x0 = Int(x0f), y0 = Int(y0f)
        let tx = fx - x0f, ty = fy - y0f
        func get(_ x: Int, _ y: Int) -> T { (x >= 0 && y >= 0 && x < width && y < height) ? at(x, y) : zero }
        return mix(mix(get(x0, y0), get(x0 + 1, y0), tx), mix(get(x0, y0 + 1), get(x0 + 1, y0 + 1), tx), ty)
    }

    /// Paints `picture` filling `rect` (item space) under a transform that is not a whole-pixel move: resampled
    /// once to its size on the canvas, then sampled bilinearly at each pixel centre mapped back.
    func paintTransformedImage(_ picture: LinearImage, in rect: CGRect, transform t: DisplayTransform, opacity: Float,
                                       clip: PixelClip?, into image: inout LinearImage) {
        guard picture.width > 0, picture.height > 0, rect.width > 0, rect.height > 0, let inv = t.inverted,
              let region = pixelRegion(t.apply(rect), clip: clip, image: image, margin: 1) else { return }
        let stretch = abs(t.determinant).squareRoot()
        let pw = Int((Double(rect.width) * scale * stretch).rounded()), ph = Int((Double(rect.height) * scale * stretch).rounded())
        guard pw >= 1, ph >= 1, pw <= 4 * max(image.width, image.height) + 64, ph <= 4 * max(image.width, image.height) + 64 else { return }
        let sized = (picture.width == pw && picture.height == ph) ? picture : ImageResampler.resize(picture, width: pw, height: ph)
        let m = Self.matrix(inv)
        let s = Float(scale)
        let ox = Float(rect.minX), oy = Float(rect.minY)
        let sx = Float(pw) / Float(rect.width), sy = Float(ph) / Float(rect.height)
        let clipPx = clip
        let w = image.width
        image.pixels.withUnsafeMutableBufferPointer { buf in
            let out = SharedPixels(base: buf.baseAddress!, width: w)
            ParallelLoop.forEach(region.y1 - region.y0, threads: threads) { j in
                let y = region.y0 + j
                for x in region.x0..<region.x1 {
                    let p = Self.map(SIMD2((Float(x) + 0.5) / s, (Float(y) + 0.5) / s), m)
                    var src = Self.bilinear((p.x - ox) * sx, (p.y - oy) * sy, width: pw, height: ph, zero: LinearPixel.zero,
                                            { sized[$0, $1] }, { $0 + ($1 - $0) * $2 })
                    var a = opacity
                    if let c = clipPx { a *= c.coverage(x, y) }
                    src *= a
                    guard src.w > 0 else { continue }
                    out[x, y] = EncodedCompositing.over(linear: src, out[x, y])
                }
            }
        }
    }

    /// The pixel edges of an image's `rect` (points), rounded to whole pixels and clamped far outside any canvas
    /// so that a huge rect cannot overflow `Int`.
    func pixelEdges(of rect: CGRect) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        func edge(_ v: CGFloat) -> Int { Int(min(max((Double(v) * scale).rounded(), -1e9), 1e9)) }
        return (edge(rect.minX), edge(rect.minY), edge(rect.maxX), edge(rect.maxY))
    }

    /// Resamples `picture` to the pixels of `rect` (rounded to whole pixels) and composites it.
    func paintImage(_ picture: LinearImage, in rect: CGRect, opacity: Float, clip: PixelClip?, into image: inout LinearImage) {
        let (x0, y0, x1, y1) = pixelEdges(of: rect)
        guard x1 > x0, y1 > y0, picture.width > 0, picture.height > 0,
              let region = pixelRegion(rect, clip: clip, image: image, margin: 0) else { return }
        // Only the visible part is resampled (the same pixels as cropping the whole resample).
        let vx0 = max(region.x0, x0), vx1 = min(region.x1, x1), vy0 = max(region.y0, y0), vy1 = min(region.y1, y1)
        guard vx1 > vx0, vy1 > vy0 else { return }
        let sized = ImageResampler.resize(picture, width: x1 - x0, height: y1 - y0,
                                          columns: (vx0 - x0)..<(vx1 - x0), rows: (vy0 - y0)..<(vy1 - y0))
        let w = image.width
        image.pixels.withUnsafeMutableBufferPointer { buf in
            let out = SharedPixels(base: buf.baseAddress!, width: w)
            ParallelLoop.forEach(vy1 - vy0, threads: threads) { j in
                let y = vy0 + j
                // Unclipped, the loop reads no clip at all: testing the optional per pixel copied it each time.
                if let c = clip {
                    for x in vx0..<vx1 {
                        let a = opacity * c.coverage(x, y)
                        guard a > 0 else { continue }
                        let src = sized[x - vx0, j] * a
                        out[x, y] = EncodedCompositing.over(linear: src, out[x, y])
                    }
                } else {
                    guard opacity > 0 else { return }
                    for x in vx0..<vx1 {
                        let src = sized[x - vx0, j] * opacity
                        out[x, y] = EncodedCompositing.over(linear: src, out[x, y])
                    }
                }
            }
        }
    }
}
