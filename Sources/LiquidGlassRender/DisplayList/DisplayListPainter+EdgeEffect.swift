import Foundation
import LiquidGlassCore

/// Paints a ``DisplayEdgeEffect`` over what is already painted.
///
/// Soft: the progressive blur mixes the pixels as painted, the canvas frosted at half the blur radius and at the
/// whole radius (``FrostedBackdrop``, the glass's frost) — linearly by depth into the band, so the blur grows from
/// 0 at the content's side to ``DisplayEdgeEffect/blurRadius`` at the bar's edge — and the colour covers the
/// result by `coverage · smoothstep(depth)`. Hard: the whole band takes the full blur under `coverage` of the
/// colour, and a divider one device pixel wide on the content's side. Every pixel is computed by one worker from
/// the same inputs, so the image does not depend on the thread count.
extension DisplayListPainter {
    func paintEdgeEffect(_ effect: DisplayEdgeEffect, opacity: Float, clip: PixelClip?, transform t: DisplayTransform,
                         id: String, into image: inout LinearImage) throws(RenderError) {
        guard Self.isFinite(effect.rect), effect.blurRadius.isFinite, effect.blurRadius >= 0, effect.blurRadius <= 1000,
              effect.coverage.isFinite else {
            throw RenderError("display item '\(id)': an edge effect needs a finite rect, a blur radius of 0…1000 pt and a finite coverage")
        }
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else {
            throw RenderError("display item '\(id)': an edge effect takes translation and positive scale only (got \(t))")
        }
        var placed = effect
        placed.rect = t.apply(effect.rect)
        let e = placed
        let band = PixelClip(rect: e.rect, shape: nil, scale: scale)
        guard let region = pixelRegion(e.rect, clip: clip, image: image, margin: 0), let band else { return }
        let pixels = PixelRect(x0: region.x0, y0: region.y0, x1: region.x1, y1: region.y1)
        let sigma = Float(e.blurRadius * scale)
        let soft = e.style == .soft
        let full = sigma >= 0.5 ? FrostedBackdrop(backdrop: image, region: pixels, sigma: sigma, threads: threads) : nil
        let half = soft && sigma >= 1 ? FrostedBackdrop(backdrop: image, region: pixels, sigma: sigma / 2, threads: threads) : nil
        let ink = e.color.linear(in: colorScheme)
        let coverage = Float(min(max(e.coverage, 0), 1))
        let s = Float(scale)
        let w = image.width
        image.pixels.withUnsafeMutableBufferPointer { buf in
            let out = SharedPixels(base: buf.baseAddress!, width: w)
            ParallelLoop.forEach(region.y1 - region.y0, threads: threads) { j in
                let y = region.y0 + j
                for x in region.x0..<region.x1 {
                    var strength = band.coverage(x, y) * opacity
                    if let clip { strength *= clip.coverage(x, y) }
                    guard strength > 0 else { continue }
                    let fx = Float(x) + 0.5, fy = Float(y) + 0.5
                    let original = out[x, y]
                    let depth = e.depth(SIMD2(fx / s, fy / s))
                    var blurred = original
                    var cover = coverage
                    if soft {
                        if let half, let full {
                            let halfway = half.sample(x: fx, y: fy)
                            blurred = depth < 0.5 ? original + (halfway - original) * (depth * 2)
                                : halfway + (full.sample(x: fx, y: fy) - halfway) * (depth * 2 - 1)
                        }
                        cover *= depth * depth * (3 - 2 * depth)
                    } else if let full {
                        blurred = full.sample(x: fx, y: fy)
                    }
                    // The colour over the blurred content (source-over, premultiplied), then the whole mixed in
                    // by the pixel's share of the band and the item's opacity.
                    let result = ink * cover + blurred * (1 - ink.w * cover)
                    out[x, y] = original + (result - original) * strength
                }
            }
        }
        if !soft, let divider = e.dividerColor { paintDivider(e, color: divider, opacity: opacity, clip: clip, into: &image) }
    }

    /// The hard style's divider: one device pixel along the side of the band opposite its edge, inside the band.
    private func paintDivider(_ e: DisplayEdgeEffect, color: Color, opacity: Float, clip: PixelClip?, into image: inout LinearImage) {
        let r = e.rect
        let line: CGRect
        let onePixel = 1 / scale
        switch e.edge {
        case .top: line = CGRect(x: r.minX, y: (Double(r.maxY) * scale).rounded() / scale - onePixel, width: r.width, height: onePixel)
        case .bottom: line = CGRect(x: r.minX, y: (Double(r.minY) * scale).rounded() / scale, width: r.width, height: onePixel)
        case .left: line = CGRect(x: (Double(r.maxX) * scale).rounded() / scale - onePixel, y: r.minY, width: onePixel, height: r.height)
        case .right: line = CGRect(x: (Double(r.minX) * scale).rounded() / scale, y: r.minY, width: onePixel, height: r.height)
        }
        guard let pixelLine = PixelClip(rect: line, shape: nil, scale: scale),
              let region = pixelRegion(line, clip: clip, image: image, margin: 0) else { return }
        let ink = color.encoded(in: colorScheme)
        let w = image.width
        image.pixels.withUnsafeMutableBufferPointer { buf in
            let out = SharedPixels(base: buf.baseAddress!, width: w)
            ParallelLoop.forEach(region.y1 - region.y0, threads: threads) { j in
                let y = region.y0 + j
                for x in region.x0..<region.x1 {
                    var cov = pixelLine.coverage(x, y) * opacity
                    if let clip { cov *= clip.coverage(x, y) }
                    guard cov > 0 else { continue }
                    out[x, y] = EncodedCompositing.over(ink * cov, out[x, y])
                }
            }
        }
    }
}
