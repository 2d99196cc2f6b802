import LiquidGlassCore

/// The pixels a label chooses its colour from when they are not the canvas it is drawn on: the glass at rest
/// under a press (a whole picture), or the part of the canvas the labels cover, copied before any of them is
/// drawn (a label fading out and the one fading in must not measure each other's ink).
///
/// Only the covered part is copied: a copy of the whole 1020 × 1020 px canvas per frame, into fresh memory, was
/// about a fifth of the burst's recording while its labels cross-fade (perf of `liquidglass bench --motion`,
/// kernel page clearing under `LabelCompositor.draw`, 2026-11-24).
struct LabelGround {
    /// The copied pixels.
    let image: LinearImage
    /// Canvas position of `image`'s top-left pixel.
    let origin: SIMD2<Int>

    /// A whole picture of the canvas's size.
    init(_ picture: LinearImage) {
        image = picture
        origin = .zero
    }

    /// The pixels of `canvas` in `rect` (canvas pixels, clipped to it); nil when nothing of it is inside.
    init?(_ canvas: LinearImage, rect: PixelRect) {
        let r = rect.clipped(width: canvas.width, height: canvas.height)
        guard !r.isEmpty else { return nil }
        var pixels: [LinearPixel] = []
        pixels.reserveCapacity(r.width * r.height)
        for y in r.y0..<r.y1 { pixels.append(contentsOf: canvas.pixels[(y * canvas.width + r.x0)..<(y * canvas.width + r.x1)]) }
        image = LinearImage(width: r.width, height: r.height, pixels: pixels)
        origin = SIMD2(r.x0, r.y0)
    }

    /// The pixel at canvas position (`x`, `y`), or nil outside the copied part.
    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> LinearPixel? {
        let i = x - origin.x, j = y - origin.y
        guard i >= 0, j >= 0, i < image.width, j < image.height else { return nil }
        return image[i, j]
    }
}
