import Foundation
import LiquidGlassCore
import LiquidGlassText

/// Blur and shadow of painted items (``DisplayItem/blurRadius``, ``DisplayItem/shadow``).
///
/// The item is painted alone into a transparent layer covering what it draws plus three standard deviations of
/// blur, moved by whole pixels so that it rasterises exactly as it would on the canvas; the layer is blurred with
/// the frost's Gaussian (``FrostedBackdrop``: exact below σ = 6 px, on a grid coarser by σ/3 above it — the bound
/// its tests state); the shadow is the layer's coverage in the shadow's colour, moved by its offset (rounded to
/// whole pixels), composited under the layer, and the layer over the canvas, source-over in premultiplied linear
/// light, as the painter composites everything. Blur comes first: a blurred item casts a blurred shadow.
extension DisplayListPainter {
    /// Whether `item` goes through ``paintFiltered(_:into:transform:)`` (any blur radius other than 0, NaN
    /// included, goes there to be refused).
    static func isFiltered(_ item: DisplayItem) -> Bool {
        guard item.blurRadius != 0 || item.shadow != nil else { return false }
        switch item.content {
        case .glass, .background, .edgeEffect: return false
        default: return true
        }
    }

    func paintFiltered(_ item: DisplayItem, into image: inout LinearImage, transform outer: DisplayTransform) throws(RenderError) {
        guard item.blurRadius.isFinite, item.blurRadius >= 0, item.blurRadius <= 1000 else {
            throw RenderError("display item '\(item.id)': blur radius must be 0…1000 pt (got \(item.blurRadius))")
        }
        if let shadow = item.shadow {
            guard shadow.radius.isFinite, shadow.radius >= 0, shadow.radius <= 1000,
                  shadow.offset.width.isFinite, shadow.offset.height.isFinite,
                  abs(shadow.offset.width) <= 1e5, abs(shadow.offset.height) <= 1e5 else {
                throw RenderError("display item '\(item.id)': shadow radius must be 0…1000 pt and its offset finite")
            }
        }
        var plain = item
        plain.blurRadius = 0
        plain.shadow = nil
        let t = item.transform.concatenating(outer)
        guard let drawn = try bounds(of: item, transform: t) else { return }
        // The layer: what the item draws, grown by the blurs' reach, in whole canvas pixels.
        let blurPx = item.blurRadius * scale, shadowPx = (item.shadow?.radius ?? 0) * scale
        let margin = Int((3 * (blurPx + shadowPx)).rounded(.up)) + 2
        let x0 = Int((Double(drawn.minX) * scale).rounded(.down)) - margin
        let y0 = Int((Double(drawn.minY) * scale).rounded(.down)) - margin
        let x1 = Int((Double(drawn.maxX) * scale).rounded(.up)) + margin
        let y1 = Int((Double(drawn.maxY) * scale).rounded(.up)) + margin
        // Only what can reach the canvas (the shadow may come in from outside it).
        let dx = Int(((item.shadow?.offset.width ?? 0) * scale).rounded()), dy = Int(((item.shadow?.offset.height ?? 0) * scale).rounded())
        let lx0 = max(x0, min(0, -dx) - margin), ly0 = max(y0, min(0, -dy) - margin)
        let lx1 = min(x1, image.width + max(0, -dx) + margin), ly1 = min(y1, image.height + max(0, -dy) + margin)
        guard lx1 > lx0, ly1 > ly0 else { return }
        // At most about one more canvas of memory (a very large radius on a large item would need far more).
        guard (lx1 - lx0) * (ly1 - ly0) <= image.pixels.count + 4 * 1024 * 1024 else {
            throw RenderError("display item '\(item.id)': its blur or shadow would need a layer of \(lx1 - lx0)×\(ly1 - ly0) px, "
                + "more than the canvas; use a smaller radius")
        }
        var layer = LinearImage(width: lx1 - lx0, height: ly1 - ly0)
        let shift = DisplayTransform.translation(x: -Double(lx0) / scale, y: -Double(ly0) / scale)
        plain.clip = item.clip?.offsetBy(dx: -Double(lx0) / scale, dy: -Double(ly0) / scale)
        plain.clipShape = item.clipShape.map { DisplayClip($0.shape, frame: $0.frame.offsetBy(dx: -Double(lx0) / scale, dy: -Double(ly0) / scale)) }
        try paint(plain, into: &layer, transform: outer.concatenating(shift))
        if blurPx > 0 { layer = Self.blurred(layer, sigma: Float(blurPx), threads: threads) }
        if let shadow = item.shadow {
            let ink = shadow.color.linear(in: colorScheme)
            let cast = shadowPx > 0 ? Self.blurred(layer, sigma: Float(shadowPx), threads: threads) : layer
            composite(cast, at: (lx0 + dx, ly0 + dy), into: &image) { p in ink * p.w }
        }
        composite(layer, at: (lx0, ly0), into: &image) { $0 }
    }

    /// The canvas rectangle (points) `item` can draw in under `t`; nil when it draws nothing.
    func bounds(of item: DisplayItem, transform t: DisplayTransform) throws(RenderError) -> CGRect? {
        let local: CGRect
        switch item.content {
        case .fill(let shape, let frame, _):
            local = shape.signedDistanceField(in: frame).bounds
        case .stroke(let shape, let frame, _, let lineWidth, _):
            local = shape.signedDistanceField(in: frame).bounds.insetBy(dx: -lineWidth, dy: -lineWidth)
        case .image(_, let rect):
            local = rect
        case .text(let text, let origin):
            local = try labelBox(text.spec(),
                                 origin: origin, id: item.id)
        case .symbol(let symbol, let origin):
            local = try labelBox(try Self.symbolSpec(symbol, id: item.id), origin: origin, id: item.id)
        case .glass, .background, .edgeEffect:
            return nil
        }
        guard Self.isFinite(local) else { throw RenderError("display item '\(item.id)': its geometry must be finite") }
        var r = t.apply(local)
        if let clip = item.clip { r = r.intersection(clip) }
        return r.isNull || r.isEmpty ? nil : r
    }

    /// The box a text or symbol's ink covers at `origin` (points).
    private func labelBox(_ spec: LabelSpec, origin: CGPoint, id: String) throws(RenderError) -> CGRect {
        let raster: RasterizedLabel
        do { raster = try LabelRasterizer().rasterize(spec, scale: scale) } catch {
            throw RenderError("display item '\(id)': \(error)")
        }
        // One point of slack each way: a transform that is not whole pixels rasterises at a slightly other size.
        return Self.inkBox(raster.mask, origin: origin, pixelsPerPoint: scale).insetBy(dx: -1, dy: -1)
    }

    /// `layer` blurred with a Gaussian of `sigma` pixels (all four channels; outside it is transparent).
    static func blurred(_ layer: LinearImage, sigma: Float, threads: Int) -> LinearImage {
        let frost = FrostedBackdrop(backdrop: layer, region: PixelRect(x0: 0, y0: 0, x1: layer.width, y1: layer.height),
                                    sigma: sigma, threads: threads)
        var out = LinearImage(width: layer.width, height: layer.height)
        let w = layer.width
        out.pixels.withUnsafeMutableBufferPointer { buf in
            let target = SharedPixels(base: buf.baseAddress!, width: w)
            ParallelLoop.forEach(layer.height, threads: threads) { y in
                for x in 0..<w { target[x, y] = frost.sample(x: Float(x) + 0.5, y: Float(y) + 0.5) }
            }
        }
        return out
    }

    /// Composites `layer` (its pixels mapped by `ink`) source-over onto `image` with its top-left at canvas pixel
    /// `origin`; what falls outside the canvas is dropped.
    func composite(_ layer: LinearImage, at origin: (x: Int, y: Int), into image: inout LinearImage,
                           _ ink: @escaping @Sendable (LinearPixel) -> LinearPixel) {
        let x0 = max(origin.x, 0), x1 = min(origin.x + layer.width, image.width)
        let y0 = max(origin.y, 0), y1 = min(origin.y + layer.height, image.height)
        guard x1 > x0, y1 > y0 else { return }
        let w = image.width
        layer.pixels.withUnsafeBufferPointer { src in
            let source = src.baseAddress!, lw = layer.width
            image.pixels.withUnsafeMutableBufferPointer { buf in
                let out = SharedPixels(base: buf.baseAddress!, width: w)
                let read = SharedPixels(base: UnsafeMutablePointer(mutating: source), width: lw)
                ParallelLoop.forEach(y1 - y0, threads: threads) { j in
                    let y = y0 + j
                    for x in x0..<x1 {
                        let p = ink(read[x - origin.x, y - origin.y])
                        guard p.w > 0 else { continue }
                        out[x, y] = EncodedCompositing.over(linear: p, out[x, y])
                    }
                }
            }
        }
    }
}
