import Foundation
import LiquidGlassCore
import LiquidGlassText

/// Paints a display list's content items into a linear-light, premultiplied image.
///
/// Shapes are anti-aliased from their exact signed distance field: a pixel's coverage is
/// `clamp(0.5 − d·scale, 0, 1)` with `d` the distance (points) at its centre — a ramp one pixel wide across the
/// outline. Every item is composited source-over in premultiplied linear light. Rows are painted in parallel;
/// each pixel is computed by one worker from the same inputs, so the image is byte-identical at any thread count.
public struct DisplayListPainter: Sendable {
    /// Pixels per point.
    public var scale: Double
    /// The colour scheme colours resolve in.
    public var colorScheme: ColorScheme
    public var threads: Int

    public init(scale: Double, colorScheme: ColorScheme = .light, threads: Int = RenderThreads.available) {
        self.scale = scale
        self.colorScheme = colorScheme
        self.threads = threads
    }

    /// Paints `item` over `image`. Glass items are not painted here (``GlassRenderer`` draws them).
    public func paint(_ item: DisplayItem, into image: inout LinearImage) throws(RenderError) {
        let opacity = Float(min(max(item.opacity.isFinite ? item.opacity : 0, 0), 1))
        guard opacity > 0 else { return }
        switch item.content {
        case .glass:
            return
        case .fill(let shape, let frame, let paint):
            guard Self.isFinite(frame) else { throw RenderError("display item '\(item.id)': frame must be finite (got \(frame))") }
            let field = shape.signedDistanceField(in: frame)
            paintField(paint, opacity: opacity, clip: item.clip, bounds: field.bounds, into: &image) { p in
                field.distance(to: p)
            }
        case .stroke(let shape, let frame, let paint, let lineWidth, let placement):
            guard Self.isFinite(frame), lineWidth.isFinite, lineWidth >= 0 else {
                throw RenderError("display item '\(item.id)': stroke needs a finite frame and a line width ≥ 0")
            }
            let field = shape.signedDistanceField(in: frame)
            let w = Float(lineWidth)
            let grow = placement == .centered ? lineWidth / 2 : 0
            let bounds = field.bounds.insetBy(dx: -grow, dy: -grow)
            paintField(paint, opacity: opacity, clip: item.clip, bounds: bounds, into: &image) { p in
                let d = field.distance(to: p)
                // The band |d| ≤ w/2 for a centred stroke; −w ≤ d ≤ 0 for an inner one (distance to the band).
                return placement == .centered ? abs(d) - w / 2 : max(d, -d - w)
            }
        case .image(let picture, let rect):
            guard Self.isFinite(rect) else { throw RenderError("display item '\(item.id)': image rect must be finite (got \(rect))") }
            paintImage(picture, in: rect, opacity: opacity, clip: item.clip, into: &image)
        case .text(let text, let origin):
            let spec = LabelSpec(text: text.string, size: text.size, weight: text.weight, fontPath: text.fontPath)
            try paintLabel(spec, origin: origin, color: text.color, opacity: opacity, clip: item.clip, id: item.id, into: &image)
        case .symbol(let symbol, let origin):
            guard SymbolLibrary.contains(symbol.name) else {
                let near = SymbolLibrary.suggestions(for: symbol.name)
                throw RenderError("display item '\(item.id)': no symbol named '\(symbol.name)'"
                    + (near.isEmpty ? "" : "; nearest: " + near.joined(separator: ", ")))
            }
            let spec = LabelSpec(symbol: symbol.name, size: symbol.pointSize, weight: symbol.weight)
            try paintLabel(spec, origin: origin, color: symbol.color, opacity: opacity, clip: item.clip, id: item.id, into: &image)
        }
    }

    // MARK: Coverage

    /// Composites `paint` × coverage-from-distance over the pixels of `bounds` (points, grown by a pixel).
    private func paintField(_ paint: DisplayPaint, opacity: Float, clip: CGRect?, bounds: CGRect, into image: inout LinearImage,
                            distance: @escaping @Sendable (SIMD2<Float>) -> Float) {
        guard let region = pixelRegion(bounds, clip: clip, image: image, margin: 1) else { return }
        let resolved = paint.resolved(in: colorScheme)
        let s = Float(scale)
        let clipPx = clip.map(clipInPixels)
        let w = image.width
        image.pixels.withUnsafeMutableBufferPointer { buf in
            let out = SharedPixels(base: buf.baseAddress!, width: w)
            ParallelLoop.forEach(region.y1 - region.y0, threads: threads) { j in
                let y = region.y0 + j
                for x in region.x0..<region.x1 {
                    let p = SIMD2<Float>((Float(x) + 0.5) / s, (Float(y) + 0.5) / s)
                    var cov = min(max(0.5 - distance(p) * s, 0), 1)
                    if let c = clipPx { cov *= Self.boxCoverage(x, y, c) }
                    guard cov > 0 else { continue }
                    let src = resolved.color(at: p) * (cov * opacity)
                    out[x, y] = src + out[x, y] * (1 - src.w)
                }
            }
        }
    }

    /// Resamples `picture` to the pixels of `rect` (rounded to whole pixels) and composites it.
    private func paintImage(_ picture: LinearImage, in rect: CGRect, opacity: Float, clip: CGRect?, into image: inout LinearImage) {
        let x0 = Int((Double(rect.minX) * scale).rounded()), y0 = Int((Double(rect.minY) * scale).rounded())
        let x1 = Int((Double(rect.maxX) * scale).rounded()), y1 = Int((Double(rect.maxY) * scale).rounded())
        guard x1 > x0, y1 > y0, picture.width > 0, picture.height > 0,
              let region = pixelRegion(rect, clip: clip, image: image, margin: 0) else { return }
        // Only the visible part matters, but the resampler works on whole images; bounded by the canvas size.
        guard (x1 - x0) <= 4 * max(image.width, 1) + 64, (y1 - y0) <= 4 * max(image.height, 1) + 64 else { return }
        let sized = (picture.width == x1 - x0 && picture.height == y1 - y0)
            ? picture : ImageResampler.resize(picture, width: x1 - x0, height: y1 - y0)
        let clipPx = clip.map(clipInPixels)
        let w = image.width
        image.pixels.withUnsafeMutableBufferPointer { buf in
            let out = SharedPixels(base: buf.baseAddress!, width: w)
            ParallelLoop.forEach(region.y1 - region.y0, threads: threads) { j in
                let y = region.y0 + j
                guard y >= y0, y < y1 else { return }
                for x in max(region.x0, x0)..<min(region.x1, x1) {
                    var a = opacity
                    if let c = clipPx { a *= Self.boxCoverage(x, y, c) }
                    guard a > 0 else { continue }
                    let src = sized[x - x0, y - y0] * a
                    out[x, y] = src + out[x, y] * (1 - src.w)
                }
            }
        }
    }

    /// Rasterises text or a symbol with the label machinery and composites `color` × its coverage.
    private func paintLabel(_ spec: LabelSpec, origin: CGPoint, color: Color, opacity: Float, clip: CGRect?, id: String,
                            into image: inout LinearImage) throws(RenderError) {
        guard origin.x.isFinite, origin.y.isFinite, abs(origin.x) < 1e7, abs(origin.y) < 1e7 else {
            throw RenderError("display item '\(id)': origin must be finite (got \(origin))")
        }
        let raster: RasterizedLabel
        do { raster = try LabelRasterizer().rasterize(spec, scale: scale) } catch {
            throw RenderError("display item '\(id)': \(error)")
        }
        let mask = raster.mask
        guard !mask.isEmpty else { return }
        // The box's corner on a whole pixel, so the ink is not resampled (as labels on glass are placed).
        let left = Int((Double(origin.x) * scale).rounded()) + mask.origin.x
        let top = Int((Double(origin.y) * scale).rounded()) + mask.origin.y
        let ink = color.linear(in: colorScheme) * opacity
        let clipPx = clip.map(clipInPixels)
        let xs = max(left, 0)..<min(left + mask.width, image.width)
        let ys = max(top, 0)..<min(top + mask.height, image.height)
        guard !xs.isEmpty, !ys.isEmpty else { return }
        let w = image.width
        image.pixels.withUnsafeMutableBufferPointer { buf in
            let out = SharedPixels(base: buf.baseAddress!, width: w)
            ParallelLoop.forEach(ys.count, threads: threads) { j in
                let y = ys.lowerBound + j
                for x in xs {
                    var cov = mask[x - left, y - top]
                    if let c = clipPx { cov *= Self.boxCoverage(x, y, c) }
                    guard cov > 0 else { continue }
                    let src = ink * cov
                    out[x, y] = src + out[x, y] * (1 - src.w)
                }
            }
        }
    }

    // MARK: Regions

    private struct Region { var x0, y0, x1, y1: Int }

    /// The canvas pixels that `bounds` (points), grown by `margin` pixels and cut by `clip`, can touch.
    private func pixelRegion(_ bounds: CGRect, clip: CGRect?, image: LinearImage, margin: Int) -> Region? {
        var b = bounds
        if let clip { b = b.intersection(clip) }
        guard !b.isNull, b.width.isFinite, b.height.isFinite else { return nil }
        let clampPx = { (v: Double) -> Int in Int(min(max(v, -1), 1e8)) }
        let x0 = max(clampPx((Double(b.minX) * scale).rounded(.down)) - margin, 0)
        let y0 = max(clampPx((Double(b.minY) * scale).rounded(.down)) - margin, 0)
        let x1 = min(clampPx((Double(b.maxX) * scale).rounded(.up)) + margin, image.width)
        let y1 = min(clampPx((Double(b.maxY) * scale).rounded(.up)) + margin, image.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return Region(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    private func clipInPixels(_ r: CGRect) -> SIMD4<Float> {
        SIMD4(Float(Double(r.minX) * scale), Float(Double(r.minY) * scale), Float(Double(r.maxX) * scale), Float(Double(r.maxY) * scale))
    }

    /// The share of pixel (x, y) inside the clip rectangle `c` (pixels: minX, minY, maxX, maxY).
    @inline(__always)
    private static func boxCoverage(_ x: Int, _ y: Int, _ c: SIMD4<Float>) -> Float {
        let fx = Float(x), fy = Float(y)
        let wx = max(min(fx + 1, c.z) - max(fx, c.x), 0)
        let wy = max(min(fy + 1, c.w) - max(fy, c.y), 0)
        return wx * wy
    }

    private static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
    }
}
