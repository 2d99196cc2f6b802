import Foundation
import LiquidGlassCore
import LiquidGlassRender
import LiquidGlassScene

/// Helpers for the system-level tests: rendering small scenes and measuring the results.
enum SystemTestSupport {
    static func mask(_ scene: Scene) throws -> LinearImage {
        guard case .image(let image) = try GlassRenderer(options: RenderOptions(threads: 2, layer: .mask)).render(scene) else {
            throw RenderError("the mask layer did not produce an image")
        }
        return image
    }

    /// Connected regions of pixels with coverage above one half (4-connectivity).
    static func components(_ mask: LinearImage) -> Int {
        var seen = [Bool](repeating: false, count: mask.pixels.count)
        var count = 0
        for start in mask.pixels.indices where mask.pixels[start].x > 0.5 && !seen[start] {
            count += 1
            var stack = [start]
            seen[start] = true
            while let i = stack.popLast() {
                let x = i % mask.width, y = i / mask.width
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                where nx >= 0 && ny >= 0 && nx < mask.width && ny < mask.height {
                    let j = ny * mask.width + nx
                    if !seen[j] && mask.pixels[j].x > 0.5 { seen[j] = true; stack.append(j) }
                }
            }
        }
        return count
    }

    static func color(_ r: Double, _ g: Double, _ b: Double) -> Color { Color(red: r, green: g, blue: b) }

    /// A backdrop of black text-like strokes on white: rows of short dark bars.
    static func textPage(width: Int, height: Int) -> LinearImage {
        var image = LinearImage(width: width, height: height, fill: LinearPixel(1, 1, 1, 1))
        for y in 0..<height where (y / 3) % 4 == 0 {
            for x in 0..<width where (x / 5) % 3 != 2 && ((x / 17 + y / 12) % 5 != 0) {
                image[x, y] = LinearPixel(0.01, 0.01, 0.01, 1)
            }
        }
        return image
    }

    static func render(_ scene: Scene, threads: Int = 2) throws -> RenderResult {
        try GlassRenderer(options: RenderOptions(threads: threads)).renderWithReport(scene)
    }

    static func image(_ result: RenderResult) throws -> LinearImage {
        guard case .image(let image) = result.output else { throw RenderError("no image") }
        return image
    }

    /// Standard deviation of luminance over the pixels of `rect` (pixels) — how much detail shows.
    static func detail(_ image: LinearImage, _ rect: PixelRect) -> Double {
        var sum = 0.0, squares = 0.0, n = 0.0
        for y in rect.y0..<rect.y1 {
            for x in rect.x0..<rect.x1 {
                let l = ContrastRatio.luminance(image[x, y])
                sum += l; squares += l * l; n += 1
            }
        }
        let mean = sum / n
        return max(squares / n - mean * mean, 0).squareRoot()
    }
}
