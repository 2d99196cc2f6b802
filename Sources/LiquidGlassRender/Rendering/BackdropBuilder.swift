import Foundation
import LiquidGlassCore
import LiquidGlassCodecs

/// Paints a background onto a canvas-sized image: the image, gradient or colour, then the dimming layer.
public enum BackdropBuilder {
    /// Checks a `w × h` pixel canvas with `elements` glass elements against `limits` (size, pixel count, memory
    /// budget) and returns the limits left for decoding a background photo.
    package static func checkCanvas(width w: Int, height h: Int, elements: Int, limits: ImageLimits)
        throws(RenderError) -> ImageLimits {
        guard w > 0, h > 0 else { throw RenderError("the canvas is empty (\(w)×\(h) pixels)") }
        guard w.multipliedReportingOverflow(by: h).overflow == false, w * h <= limits.maxPixels else {
            throw RenderError("the canvas (\(w)×\(h) pixels) exceeds the limit of \(limits.maxPixels) pixels")
        }
        let canvasCost = try checkCanvasCost(width: w, height: h, elements: elements, limits: limits)
        // A background photo is decoded within what the canvas leaves of the budget.
        var imageLimits = limits
        imageLimits.memory = limits.memory.remaining(after: canvasCost)
        return imageLimits
    }

    /// `background` painted at `width × height` pixels, in linear light; a photo is decoded within `limits`.
    package static func paint(_ background: Background, width w: Int, height h: Int, colorScheme: ColorScheme,
                              limits imageLimits: ImageLimits) throws(RenderError) -> LinearImage {
        var image: LinearImage
        switch background.content {
        case .color(let color):
            image = LinearImage(width: w, height: h, fill: color.linear(in: colorScheme))
        case .gradient(let gradient):
            image = paint(gradient, width: w, height: h, scheme: colorScheme)
        case .image(let url, let fill):
            let decoded: LinearImage
            do { decoded = try ImageDecoder.decode(contentsOf: url, limits: imageLimits) } catch {
                throw RenderError(error.description)
            }
            image = ImageResampler.fill(decoded, width: w, height: h, mode: fill)
        case .decodedImage(let decoded, let fill):
            image = ImageResampler.fill(decoded, width: w, height: h, mode: fill)
        }
        let dim = Float(min(max(background.dim, 0), 1))
        if dim > 0 {
            for i in image.pixels.indices {
                let p = image.pixels[i]
                image.pixels[i] = LinearPixel(p.x * (1 - dim), p.y * (1 - dim), p.z * (1 - dim), p.w + dim * (1 - p.w))
            }
        }
        return image
    }

    /// Float RGBA images of the canvas's size a render holds at its peak, for the memory budget.
    ///
    /// The backdrop, the output, and the frost, field and label buffers near glass (bounded by the canvas).
    /// Measured on the standard scene (402×874 pt): peak RSS grew 55 MB from @2x to @3x while the canvas grew
    /// by 28 MB of float RGBA — about 2 canvases (debug build, `/usr/bin/time -f %M`); 3 leaves room
    /// for scenes whose glass covers the whole canvas.
    package static let canvasCopies = 3

    /// What each glass element costs beyond its pixels (its group, analysis, field table, report entry): 16 KiB.
    /// A group's frost and tiles live only while it is drawn (``RenderPlan/pass(_:)``). Measured (release build,
    /// `/usr/bin/time -f %M`): lone 10×20 pt elements on a 402×874 pt @1x canvas peaked at 40.1 MB
    /// for one, 43.7 MB for 1,000 and 86.6 MB for 10,000 (4.7 KB each); 10,000 circles in one container at
    /// 1000×1000 pt @1x at 140 MB against 48 MB of canvases (about 9 KB each). 16 KiB leaves room above both.
    /// (Before passes were compiled as drawn, 10,000 lone elements peaked at 1.65 GB: about 160 KB each.)
    package static let bytesPerElement = 16 << 10

    /// The bytes a render of a `width × height` canvas with `elements` glass elements needs (``canvasCopies``
    /// float RGBA images and ``bytesPerElement`` each), checked against the memory budget before anything is
    /// allocated.
    @discardableResult
    package static func checkCanvasCost(width w: Int, height h: Int, elements: Int, limits: ImageLimits)
        throws(RenderError) -> Int {
        let pixels = MemoryBudget.cost(pixels: w * h, bytesPerPixel: canvasCopies * MemoryLayout<LinearPixel>.stride)
        let perElement = MemoryBudget.cost(pixels: max(0, elements), bytesPerPixel: bytesPerElement)
        let cost = pixels.flatMap { p in perElement.flatMap { e in p.addingReportingOverflow(e).overflow ? nil : p + e } }
        guard limits.memory.allows(cost), let cost else {
            throw RenderError("the canvas (\(w)×\(h) pixels) with \(elements) glass element\(elements == 1 ? "" : "s") needs "
                + "\(MemoryBudget.describe(bytes: cost)) to render (\(canvasCopies) float RGBA images of its size, "
                + "\(MemoryBudget.describe(bytes: bytesPerElement)) per element), over the memory budget of "
                + "\(limits.memory) (raise it with --memory-limit)")
        }
        return cost
    }

    /// A linear gradient across the canvas, its stops mixed on premultiplied gamma-encoded sRGB values as Core
    /// Graphics and SwiftUI's `LinearGradient` mix them (``EncodedCompositing``; ``DisplayPaint`` does the same for
    /// content), then held in linear light: black to white is 128 halfway, not 188. Mixed in linear light, the
    /// gradient-shapes sample differed from its SwiftUI export by 7.18 levels on average, a third of its pixels by
    /// more than 32.
    static func paint(_ g: Background.Gradient, width w: Int, height h: Int, scheme: ColorScheme) -> LinearImage {
        var image = LinearImage(width: w, height: h)
        let colors = g.colors.map { $0.encoded(in: scheme) }
        guard let first = colors.first else { return image }
        let stops: [Float] = g.locations?.map { Float($0) }
            ?? (colors.count == 1 ? [0] : (0..<colors.count).map { Float($0) / Float(colors.count - 1) })
        let a = Float(g.angle) * .pi / 180
        let u = SIMD2<Float>(Foundation.cos(a), Foundation.sin(a))
        let extent = Swift.abs(Float(w) * u.x) + Swift.abs(Float(h) * u.y)
        let c = SIMD2<Float>(Float(w) / 2, Float(h) / 2)
        for y in 0..<h {
            for x in 0..<w {
                let p = SIMD2<Float>(Float(x) + 0.5, Float(y) + 0.5) - c
                let t = min(max(0.5 + p.dot(u) / max(extent, 1), 0), 1)
                var color = first
                if t >= stops[stops.count - 1] {
                    color = colors[colors.count - 1]
                } else if t > stops[0] {
                    for k in 1..<stops.count where t <= stops[k] {
                        let span = stops[k] - stops[k - 1]
                        let f = span > 0 ? (t - stops[k - 1]) / span : 1
                        color = colors[k - 1] + (colors[k] - colors[k - 1]) * f
                        break
                    }
                }
                image[x, y] = EncodedCompositing.decode(color)
            }
        }
        return image
    }
}
