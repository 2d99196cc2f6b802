import Foundation
import LiquidGlassCore
import LiquidGlassText
import LiquidGlassCodecs

/// Paints a display list's content items into a linear-light, premultiplied image, compositing them as iOS does.
///
/// Shapes are anti-aliased from their exact signed distance field: a pixel's coverage is
/// `clamp(0.5 − d·scale, 0, 1)` with `d` the distance (points) at its centre — a ramp one pixel wide across the
/// outline. Every item is composited source-over on premultiplied, gamma-encoded sRGB values, as Core Graphics and
/// Core Animation composite (``EncodedCompositing``): coverage and opacity mix encoded values, so `secondaryLabel`
/// over white is 138 as on iOS, not the 175 linear-light compositing gave; the image stores the result in linear
/// light for the glass, which samples it there. Rows are painted in parallel;
/// each pixel is computed by one worker from the same inputs, so the image is byte-identical at any thread count.
public struct DisplayListPainter: Sendable {
    /// Pixels per point.
    public var scale: Double
    /// The colour scheme colours resolve in.
    public var colorScheme: ColorScheme
    public var threads: Int
    /// Limits for decoding a background photo (``DisplayItem/Content/background(_:)``).
    public var limits: ImageLimits

    public init(scale: Double, colorScheme: ColorScheme = .light, threads: Int = RenderThreads.available,
                limits: ImageLimits = .default) {
        self.scale = scale
        self.colorScheme = colorScheme
        self.threads = threads
        self.limits = limits
    }

    /// Paints `item` over `image`. Glass items are not painted here (``GlassRenderer`` draws them).
    ///
    /// - Parameter transform: applied after the item's own transform (the transform of the glass item a content
    ///   item is drawn on).
    public func paint(_ item: DisplayItem, into image: inout LinearImage,
                      transform outer: DisplayTransform = .identity) throws(RenderError) {
        let opacity = Float(item.unitOpacity)
        guard opacity > 0 else { return }
        if item.backdropBlur != 0 {
            try blurBackdrop(under: item, transform: item.transform.concatenating(outer), into: &image)
            var rest = item
            rest.backdropBlur = 0
            return try paint(rest, into: &image, transform: outer)
        }
        if let mask = item.mask, Self.isMaskable(item) { return try paintMasked(item, mask: mask, into: &image, transform: outer) }
        if Self.isFiltered(item) { return try paintFiltered(item, into: &image, transform: outer) }
        let t = item.transform.concatenating(outer)
        guard t.isIdentity || t.inverted != nil else {
            throw RenderError("display item '\(item.id)': the transform must be finite and invertible (got \(t))")
        }
        let clip = PixelClip(rect: item.clip, shape: item.clipShape, scale: scale)
        switch item.content {
        case .glass:
            return
        case .background(let background):
            try paintBackground(background, opacity: opacity, into: &image)
        case .edgeEffect(let effect):
            try paintEdgeEffect(effect, opacity: opacity, clip: clip, transform: t, id: item.id, into: &image)
        case .fill(let shape, let frame, let paint):
            guard Self.isFinite(frame) else { throw RenderError("display item '\(item.id)': frame must be finite (got \(frame))") }
            let field = shape.signedDistanceField(in: frame)
            paintField(paint, opacity: opacity, clip: clip, bounds: field.bounds, transform: t, into: &image) { p in
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
            paintField(paint, opacity: opacity, clip: clip, bounds: bounds, transform: t, into: &image) { p in
                let d = field.distance(to: p)
                // The band |d| ≤ w/2 for a centred stroke; −w ≤ d ≤ 0 for an inner one (distance to the band).
                return placement == .centered ? abs(d) - w / 2 : max(d, -d - w)
            }
        case .image(let picture, let rect):
            guard Self.isFinite(rect) else { throw RenderError("display item '\(item.id)': image rect must be finite (got \(rect))") }
            if Self.movesByWholePixels(t, scale: scale) {
                paintImage(picture, in: rect.offsetBy(dx: t.tx, dy: t.ty), opacity: opacity, clip: clip, into: &image)
            } else {
                paintTransformedImage(picture, in: rect, transform: t, opacity: opacity, clip: clip, into: &image)
            }
        case .text(let text, let origin):
            let spec = text.spec()
            try paintLabel(spec, origin: origin, color: text.color ?? primary, opacity: opacity * Float(text.unitInkOpacity),
                           clip: clip, transform: t, id: item.id, into: &image)
        case .symbol(let symbol, let origin):
            let spec = try Self.symbolSpec(symbol, id: item.id)
            try paintLabel(spec, origin: origin, color: symbol.color ?? primary, opacity: opacity * Float(symbol.unitInkOpacity),
                           clip: clip, transform: t, id: item.id, into: &image)
        }
    }

    /// The primary label colour of the colour scheme: what vibrant text is drawn in off glass.
    var primary: Color { colorScheme == .dark ? Color(red: 1, green: 1, blue: 1) : Color(red: 0, green: 0, blue: 0) }

    /// The label spec of a symbol, or an error naming the item and the nearest names if there is no such symbol.
    static func symbolSpec(_ symbol: DisplaySymbol, id: String) throws(RenderError) -> LabelSpec {
        guard SymbolLibrary.contains(symbol.name) else {
            let near = SymbolLibrary.suggestions(for: symbol.name)
            throw RenderError("display item '\(id)': no symbol named '\(symbol.name)'"
                + (near.isEmpty ? "" : "; nearest: " + near.joined(separator: ", ")))
        }
        var spec = LabelSpec(symbol: symbol.name, size: symbol.pointSize, weight: symbol.weight)
        spec.symbolLayer = symbol.layer
        return spec
    }

    /// When `item` is a picture covering the whole `width` × `height` canvas at full opacity, unclipped on it:
    /// the canvas it paints over a transparent one — the same pixels (src + 0·(1 − α) is src) without allocating
    /// an empty canvas and compositing over it. Nil otherwise. A photo filling the screen is how most
    /// `ImageRenderer` views start: the empty 50 MB canvas cost ≈ 14 % of such a frame in page faults
    /// (`liquidglass bench --ui`).
    func canvas(paintedBy item: DisplayItem, width: Int, height: Int) -> LinearImage? {
        guard let (picture, x0, y0, x1, y1) = covering(item, width: width, height: height) else { return nil }
        return ImageResampler.resize(picture, width: x1 - x0, height: y1 - y0,
                                     columns: -x0..<(width - x0), rows: -y0..<(height - y0))
    }

    /// Whether `item` hides everything painted before it: a picture with no transparent pixel covering the whole
    /// canvas (``canvas(paintedBy:width:height:)``'s case). A UIKit screen paints its views' white backgrounds
    /// and then a full-screen photo over them: compositing the photo over those fills was ≈ 677 M instructions of
    /// `liquidglass bench --uikit`'s still (callgrind), for pixels the photo replaces.
    func hidesWhatIsBelow(_ item: DisplayItem, width: Int, height: Int) -> Bool {
        guard let (picture, _, _, _, _) = covering(item, width: width, height: height) else { return false }
        return picture.pixels.allSatisfy { $0.w >= 1 }
    }

    /// The picture and its pixel edges when `item` is a picture drawn as it is (no filter, mask, clip shape or
    /// partial opacity; moved by whole pixels) over the whole canvas; nil otherwise.
    private func covering(_ item: DisplayItem, width: Int, height: Int) -> (LinearImage, Int, Int, Int, Int)? {
        // A blurred or shadowed picture, or one blurring what is behind it, is not its pixels as they are.
        guard case .image(let picture, let rect) = item.content, item.opacity == 1, item.clipShape == nil, item.mask == nil,
              !Self.isFiltered(item), item.backdropBlur == 0,
              picture.width > 0, picture.height > 0, Self.isFinite(rect),
              Self.movesByWholePixels(item.transform, scale: scale) else { return nil }
        if let clip = item.clip {
            guard Double(clip.minX) * scale <= 0, Double(clip.minY) * scale <= 0, Double(clip.maxX) * scale >= Double(width),
                  Double(clip.maxY) * scale >= Double(height) else { return nil }
        }
        let (x0, y0, x1, y1) = pixelEdges(of: rect.offsetBy(dx: item.transform.tx, dy: item.transform.ty))
        guard x0 <= 0, y0 <= 0, x1 >= width, y1 >= height else { return nil }
        return (picture, x0, y0, x1, y1)
    }

    /// A translation by whole pixels (or none): content is placed without resampling.
    static func movesByWholePixels(_ t: DisplayTransform, scale: Double) -> Bool {
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return false }
        return (t.tx * scale).rounded() == t.tx * scale && (t.ty * scale).rounded() == t.ty * scale
    }

    /// Paints a scene background as ``BackdropBuilder`` does, over what is there (over an empty canvas at full opacity the result is the background exactly: src + 0·(1 − α)).
    private func paintBackground(_ background: Background, opacity: Float, into image: inout LinearImage) throws(RenderError) {
        var backdrop = try BackdropBuilder.paint(background, width: image.width, height: image.height,
                                                 colorScheme: colorScheme, limits: limits)
        for i in backdrop.pixels.indices {
            backdrop.pixels[i] = EncodedCompositing.over(linear: backdrop.pixels[i] * opacity, image.pixels[i])
        }
        image = backdrop
    }

    // MARK: Coverage

    /// Composites `paint` × coverage-from-distance over the pixels of `bounds` (points, grown by a pixel).
    /// Under a transform each pixel centre is mapped back into the item's own space; the distance found there is
    /// scaled by √|det| (exact for rotations and uniform scales; for a non-uniform scale the anti-aliasing ramp
    /// is that of the mean scale). The paint is sampled in the item's own space, so gradients turn with it.
    private func paintField(_ paint: DisplayPaint, opacity: Float, clip: PixelClip?, bounds: CGRect, transform t: DisplayTransform,
                            into image: inout LinearImage, distance: @escaping @Sendable (SIMD2<Float>) -> Float) {
        guard let region = pixelRegion(t.apply(bounds), clip: clip, image: image, margin: 1) else { return }
        let resolved = paint.resolved(in: colorScheme)
        // A solid opaque paint at full coverage is the pixel itself: no trip through the sRGB curve.
        let opaque: LinearPixel? = resolved.kind == .solid && resolved.stops[0].1.w >= 1
            ? EncodedCompositing.decode(resolved.stops[0].1) : nil
        let s = Float(scale)
        let clipPx = clip
        let w = image.width
        let inverse = t.isIdentity ? nil : t.inverted.map(Self.matrix)
        let stretch = Float(abs(t.determinant).squareRoot())
        image.pixels.withUnsafeMutableBufferPointer { buf in
            let out = SharedPixels(base: buf.baseAddress!, width: w)
            ParallelLoop.forEach(region.y1 - region.y0, threads: threads) { j in
                let y = region.y0 + j
                for x in region.x0..<region.x1 {
                    var p = SIMD2<Float>((Float(x) + 0.5) / s, (Float(y) + 0.5) / s)
                    var cov: Float
                    if let m = inverse {
                        p = Self.map(p, m)
                        cov = min(max(0.5 - distance(p) * stretch * s, 0), 1)
                    } else {
                        cov = min(max(0.5 - distance(p) * s, 0), 1)
                    }
                    if let c = clipPx { cov *= c.coverage(x, y) }
                    guard cov > 0 else { continue }
                    let k = cov * opacity
                    if k >= 1, let opaque { out[x, y] = opaque; continue }
                    out[x, y] = EncodedCompositing.over(resolved.color(at: p) * k, out[x, y])
                }
            }
        }
    }

    /// The item-space box (points) a label's coverage mask, rasterised at `k` pixels per point, covers when the
    /// label is set at `origin`: mask pixel (i, j) covers origin + (mask.origin + (i, j)) / k.
    static func inkBox(_ mask: CoverageMask, origin: CGPoint, pixelsPerPoint k: Double) -> CGRect {
        CGRect(x: Double(origin.x) + Double(mask.origin.x) / k, y: Double(origin.y) + Double(mask.origin.y) / k,
               width: Double(mask.width) / k, height: Double(mask.height) / k)
    }

    /// Rasterises text or a symbol with the label machinery and composites `color` × its coverage. Without a
    /// transform (or moved by whole pixels) the ink is placed on whole pixels, unresampled, as labels on glass
    /// are; otherwise it is rasterised at its size on the canvas and sampled bilinearly.
    private func paintLabel(_ spec: LabelSpec, origin: CGPoint, color: Color, opacity: Float, clip: PixelClip?,
                            transform t: DisplayTransform, id: String, into image: inout LinearImage) throws(RenderError) {
        guard origin.x.isFinite, origin.y.isFinite, abs(origin.x) < 1e7, abs(origin.y) < 1e7 else {
            throw RenderError("display item '\(id)': origin must be finite (got \(origin))")
        }
        let whole = Self.movesByWholePixels(t, scale: scale)
        let stretch = whole ? 1 : abs(t.determinant).squareRoot()
        let raster: RasterizedLabel
        do { raster = try LabelRasterizer().rasterize(spec, scale: scale * stretch) } catch {
            throw RenderError("display item '\(id)': \(error)")
        }
        let mask = raster.mask
        guard !mask.isEmpty else { return }
        let colors = raster.colors
        let ink = color.encoded(in: colorScheme) * opacity
        let clipPx = clip
        let w = image.width
        if !whole {
            let k = scale * stretch
            let box = Self.inkBox(mask, origin: origin, pixelsPerPoint: k)
            guard let inv = t.inverted, let region = pixelRegion(t.apply(box), clip: clip, image: image, margin: 1) else { return }
            let m = Self.matrix(inv)
            let s = Float(scale), kf = Float(k)
            let ox = Float(box.minX), oy = Float(box.minY)
            image.pixels.withUnsafeMutableBufferPointer { buf in
                let out = SharedPixels(base: buf.baseAddress!, width: w)
                ParallelLoop.forEach(region.y1 - region.y0, threads: threads) { j in
                    let y = region.y0 + j
                    for x in region.x0..<region.x1 {
                        let p = Self.map(SIMD2((Float(x) + 0.5) / s, (Float(y) + 0.5) / s), m)
                        var cov = Self.bilinear((p.x - ox) * kf, (p.y - oy) * kf, width: mask.width, height: mask.height,
                                                zero: Float(0), { mask[$0, $1] }, { $0 + ($1 - $0) * $2 })
                        var clipCoverage: Float = 1
                        if let c = clipPx { clipCoverage = c.coverage(x, y); cov *= clipCoverage }
                        guard cov > 0 else { continue }
                        var src = ink * cov
                        if let colors {
                            // Colour glyphs: their own colour, sampled bilinearly like the mask, in place of the ink.
                            let paint = Self.bilinear((p.x - ox) * kf, (p.y - oy) * kf, width: mask.width, height: mask.height,
                                                      zero: SIMD4<Float>.zero,
                                                      { colors.linearColor(atReference: $0 + mask.origin.x, $1 + mask.origin.y) },
                                                      { $0 + ($1 - $0) * $2 })
                            src = ink * max(cov - paint.w * clipCoverage, 0) + EncodedCompositing.encode(paint) * (opacity * clipCoverage)
                        }
                        out[x, y] = EncodedCompositing.over(src, out[x, y])
                    }
                }
            }
            return
        }
        // The box's corner on a whole pixel, so the ink is not resampled (as labels on glass are placed).
        let left = Int(((Double(origin.x) + t.tx) * scale).rounded()) + mask.origin.x
        let top = Int(((Double(origin.y) + t.ty) * scale).rounded()) + mask.origin.y
        // A label wholly past the image's right or bottom edge has no pixels (and no valid range).
        let x0 = max(left, 0), x1 = min(left + mask.width, image.width)
        let y0 = max(top, 0), y1 = min(top + mask.height, image.height)
        guard x0 < x1, y0 < y1 else { return }
        let xs = x0..<x1, ys = y0..<y1
        image.pixels.withUnsafeMutableBufferPointer { buf in
            let out = SharedPixels(base: buf.baseAddress!, width: w)
            ParallelLoop.forEach(ys.count, threads: threads) { j in
                let y = ys.lowerBound + j
                for x in xs {
                    var cov = mask[x - left, y - top]
                    var clipCoverage: Float = 1
                    if let c = clipPx { clipCoverage = c.coverage(x, y); cov *= clipCoverage }
                    guard cov > 0 else { continue }
                    var src = ink * cov
                    if let colors {
                        // Colour glyphs (emoji) in their own colour, the rest of the coverage in the ink.
                        let rx = x - left + mask.origin.x, ry = y - top + mask.origin.y
                        let paint = colors.linearColor(atReference: rx, ry, opacity: opacity * clipCoverage)
                        src = ink * max(cov - paint.w / max(opacity, 1e-6), 0) + EncodedCompositing.encode(paint)
                    }
                    out[x, y] = EncodedCompositing.over(src, out[x, y])
                }
            }
        }
    }

    // MARK: Regions

    struct Region { var x0, y0, x1, y1: Int }

    /// The canvas pixels that `bounds` (points), grown by `margin` pixels and cut by `clip`, can touch.
    func pixelRegion(_ bounds: CGRect, clip: PixelClip?, image: LinearImage, margin: Int) -> Region? {
        var b = bounds
        if let clip { b = b.intersection(clip.bounds) }
        guard !b.isNull, b.width.isFinite, b.height.isFinite else { return nil }
        let clampPx = { (v: Double) -> Int in Int(min(max(v, -1), 1e8)) }
        let x0 = max(clampPx((Double(b.minX) * scale).rounded(.down)) - margin, 0)
        let y0 = max(clampPx((Double(b.minY) * scale).rounded(.down)) - margin, 0)
        let x1 = min(clampPx((Double(b.maxX) * scale).rounded(.up)) + margin, image.width)
        let y1 = min(clampPx((Double(b.maxY) * scale).rounded(.up)) + margin, image.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return Region(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    static func isFinite(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite
    }
}

/// A display item's clip in pixels: a rectangle (anti-aliased by the share of each pixel inside it) and/or a
/// shape (anti-aliased by its distance field, as fills are).
struct PixelClip: Sendable {
    /// minX, minY, maxX, maxY in pixels.
    let rect: SIMD4<Float>?
    let field: (any SignedDistanceField)?
    let scale: Float
    /// Points; nothing outside is drawn.
    let bounds: CGRect

    init?(rect: CGRect?, shape: DisplayClip?, scale: Double) {
        guard rect != nil || shape != nil else { return nil }
        self.rect = rect.map { r in
            SIMD4(Float(Double(r.minX) * scale), Float(Double(r.minY) * scale), Float(Double(r.maxX) * scale), Float(Double(r.maxY) * scale))
        }
        let field = shape.map { $0.shape.signedDistanceField(in: $0.frame) }
        self.field = field
        self.scale = Float(scale)
        var b = rect ?? .infinite
        if let field { b = b.intersection(field.bounds) }
        bounds = b
    }

    /// The share of pixel (x, y) inside the clip.
    @inline(__always)
    func coverage(_ x: Int, _ y: Int) -> Float {
        var c: Float = 1
        let fx = Float(x), fy = Float(y)
        if let r = rect {
            let wx = max(min(fx + 1, r.z) - max(fx, r.x), 0)
            let wy = max(min(fy + 1, r.w) - max(fy, r.y), 0)
            c = wx * wy
        }
        if let field {
            let p = SIMD2<Float>((fx + 0.5) / scale, (fy + 0.5) / scale)
            c *= min(max(0.5 - field.distance(to: p) * scale, 0), 1)
        }
        return c
    }
}
