import Foundation
import LiquidGlassCore

/// Backdrop blur (``DisplayItem/backdropBlur``): the pixels already painted under a fill's shape are replaced by
/// their Gaussian blur before the fill is painted over them — SwiftUI's pre-iOS 26 `Material` backgrounds, which
/// frost what lies behind them and lay their tint on it.
///
/// The canvas around the shape, grown by three standard deviations (beyond the canvas's edge its edge pixels
/// repeated, so a panel touching the edge does not darken there), is blurred with the frost's Gaussian
/// (``blurred(_:sigma:threads:)``) and mixed in by the shape's coverage (its clip and the item's opacity included).
extension DisplayListPainter {
    func blurBackdrop(under item: DisplayItem, transform t: DisplayTransform, into image: inout LinearImage) throws(RenderError) {
        let sigma = item.backdropBlur
        guard sigma.isFinite, sigma >= 0, sigma <= 1000 else {
            throw RenderError("display item '\(item.id)': backdrop blur must be 0…1000 pt (got \(sigma))")
        }
        guard sigma > 0, case .fill(let shape, let frame, _) = item.content, Self.isFinite(frame) else { return }
        guard t.isIdentity || t.inverted != nil else { return }
        let field = shape.signedDistanceField(in: frame)
        let clip = PixelClip(rect: item.clip, shape: item.clipShape, scale: scale)
        guard let region = pixelRegion(t.apply(field.bounds), clip: clip, image: image, margin: 1) else { return }
        let reach = Int((3 * sigma * scale).rounded(.up)) + 1
        let lx0 = region.x0 - reach, ly0 = region.y0 - reach
        let lw = region.x1 - region.x0 + 2 * reach, lh = region.y1 - region.y0 + 2 * reach
        guard lw * lh <= image.pixels.count + 4 * 1024 * 1024 else {
            throw RenderError("display item '\(item.id)': its backdrop blur would need a layer of \(lw)×\(lh) px; use a smaller radius")
        }
        var layer = LinearImage(width: lw, height: lh)
        let w = image.width, h = image.height
        for j in 0..<lh {
            let y = min(max(ly0 + j, 0), h - 1)
            for i in 0..<lw { layer.pixels[j * lw + i] = image.pixels[y * w + min(max(lx0 + i, 0), w - 1)] }
        }
        let frosted = Self.blurred(layer, sigma: Float(sigma * scale), threads: threads)
        let s = Float(scale), opacity = Float(item.unitOpacity)
        let inverse = t.isIdentity ? nil : t.inverted.map(Self.matrix)
        let stretch = Float(abs(t.determinant).squareRoot())
        for y in region.y0..<region.y1 {
            for x in region.x0..<region.x1 {
                var p = SIMD2<Float>((Float(x) + 0.5) / s, (Float(y) + 0.5) / s)
                var k: Float = 1
                if let m = inverse { p = Self.map(p, m); k = stretch }
                var cov = min(max(0.5 - field.distance(to: p) * k * s, 0), 1) * opacity
                if let c = clip { cov *= c.coverage(x, y) }
                guard cov > 0 else { continue }
                let under = frosted.pixels[(y - ly0) * lw + (x - lx0)]
                image.pixels[y * w + x] = under * cov + image.pixels[y * w + x] * (1 - cov)
            }
        }
    }
}
