import Foundation
import LiquidGlassCore

extension GlassRenderer {
    /// Mask, distance field and displacement: per pixel, the nearest outline's distance and the topmost
    /// element's offset and coverage, over the whole canvas.
    ///
    /// Each tile of the canvas asks only the groups that can matter there (``DataLayerCulling``): every pixel
    /// still sees the same groups in the same order as if all were asked, so the output is the same, but a
    /// scene of many small elements no longer costs every element times every pixel — 1,000 lone 8 pt
    /// elements on a 1000 × 1000 pt canvas took 8.0 s for the mask (release), 10,000 would have taken minutes.
    func renderDataLayer(_ plan: RenderPlan, backdrop: LinearImage, culling: Bool = true) -> RenderOutput {
        let w = backdrop.width, h = backdrop.height
        let bandHeight = RenderPlan.bandHeight, tileWidth = RenderPlan.tileWidth
        // A data pass holds no frost (see RenderPlan.pass), so all of them fit at once.
        let passes = plan.groups.indices.compactMap { plan.pass($0) }
        let scale = Float(plan.canvas.scale)
        let culler = DataLayerCulling(passes: passes, scale: scale, enabled: culling)
        // (distance, dx, dy, coverage)
        var data = [SIMD4<Float>](repeating: SIMD4(.greatestFiniteMagnitude, 0, 0, 0), count: w * h)
        let bands = (h + bandHeight - 1) / bandHeight
        data.withUnsafeMutableBufferPointer { buf in
            let out = UnsafeSharedVectors(base: buf.baseAddress!)
            ParallelLoop.forEach(bands, threads: options.threads) { band in
                let y0 = band * bandHeight, y1 = min(y0 + bandHeight, h)
                var x0 = 0
                while x0 < w {
                    let x1 = min(x0 + tileWidth, w)
                    for index in culler.candidates(x0: x0, y0: y0, x1: x1, y1: y1) {
                        let pass = passes[index]
                        let shader = pass.shader, identity = pass.identityMembers
                        for y in y0..<y1 {
                            for x in x0..<x1 {
                                let i = y * w + x
                                var v = out.base[i]
                                let p = SIMD2<Float>((Float(x) + 0.5) / scale, (Float(y) + 0.5) / scale)
                                let near = shader.body.nearest(p)
                                v.x = min(v.x, near.distance)
                                let coverage = min(max(0.5 - near.distance * scale, 0), 1)
                                if coverage > 0 {
                                    let offset = identity.contains(near.first) ? .zero : shader.displacement(x: x, y: y)
                                    v.y = offset.x
                                    v.z = offset.y
                                    v.w = max(v.w, coverage)
                                }
                                out.base[i] = v
                            }
                        }
                    }
                    x0 = x1
                }
            }
        }
        switch options.layer {
        case .displacement:
            var rgba = [UInt16](repeating: 0, count: w * h * 4)
            for i in 0..<(w * h) {
                let v = data[i]
                let inside = v.w > 0
                rgba[4 * i] = DisplacementEncoding.encode(inside ? v.y : 0)
                rgba[4 * i + 1] = DisplacementEncoding.encode(inside ? v.z : 0)
                rgba[4 * i + 2] = DisplacementEncoding.encode(v.x)
                rgba[4 * i + 3] = inside ? 65535 : 0
            }
            return .data16(width: w, height: h, rgba: rgba)
        case .sdf:
            var image = LinearImage(width: w, height: h)
            for i in 0..<(w * h) {
                let d = data[i].x
                var g = min(max(0.5 + d / 80, 0), 1)
                // A darker contour every 4 points, and a bright line on the outline itself.
                let m = Swift.abs(d.truncatingRemainder(dividingBy: 4))
                if m < 0.3 || m > 3.7 { g *= 0.6 }
                if Swift.abs(d) < 0.4 { g = 1 }
                let v = SRGB.decode(g)
                image.pixels[i] = LinearPixel(v, v, v, 1)
            }
            return .image(image)
        default:
            var image = LinearImage(width: w, height: h)
            for i in 0..<(w * h) {
                let c = data[i].w
                image.pixels[i] = LinearPixel(c, c, c, 1)
            }
            return .image(image)
        }
    }
}

/// Shared pointer to `SIMD4<Float>` storage for parallel writers of disjoint rows (see ``SharedPixels``).
private struct UnsafeSharedVectors: @unchecked Sendable {
    let base: UnsafeMutablePointer<SIMD4<Float>>
}
