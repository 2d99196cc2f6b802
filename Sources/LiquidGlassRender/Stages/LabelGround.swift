import LiquidGlassCore

/// The pixels a label chooses its colour from when they are not the canvas it is drawn on: the glass at rest
/// under a press (a whole picture), or the parts of the canvas under the labels, copied before any of them is
/// drawn (a label fading out and the one fading in must not measure each other's ink).
///
/// Only the covered parts are copied, one rectangle per label: a copy of the whole 1020 × 1020 px canvas per frame,
/// into fresh memory, was about a fifth of the burst's recording while its labels cross-fade (perf of
/// `liquidglass bench --motion`, kernel page clearing under `LabelCompositor.draw`); one rectangle
/// around all of them, spread over the opened menu, still 5 % of the recording's main thread, which the other core
/// waits for.
struct LabelGround {
    /// A copied rectangle: its pixels and the canvas position of its top-left pixel.
    struct Patch {
        let image: LinearImage
        let origin: SIMD2<Int>
    }

    /// The copied rectangles (a pixel in several is the same in each).
    let patches: [Patch]

    /// A whole picture of the canvas's size.
    init(_ picture: LinearImage) {
        patches = [Patch(image: picture, origin: .zero)]
    }

    /// The pixels of `canvas` in `rect` (canvas pixels, clipped to it); nil when nothing of it is inside.
    init?(_ canvas: LinearImage, rect: PixelRect) {
        self.init(canvas, rects: [rect])
    }

    /// The pixels of `canvas` in each of `rects` (clipped to it); nil when nothing of any is inside.
    init?(_ canvas: LinearImage, rects: [PixelRect]) {
        var patches: [Patch] = []
        for rect in rects {
            let r = rect.clipped(width: canvas.width, height: canvas.height)
            guard !r.isEmpty else { continue }
            var pixels: [LinearPixel] = []
            pixels.reserveCapacity(r.width * r.height)
            for y in r.y0..<r.y1 { pixels.append(contentsOf: canvas.pixels[(y * canvas.width + r.x0)..<(y * canvas.width + r.x1)]) }
            patches.append(Patch(image: LinearImage(width: r.width, height: r.height, pixels: pixels), origin: SIMD2(r.x0, r.y0)))
        }
        guard !patches.isEmpty else { return nil }
        self.patches = patches
    }

    /// The pixel at canvas position (`x`, `y`), or nil outside the copied parts.
    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> LinearPixel? {
        for patch in patches {
            let i = x - patch.origin.x, j = y - patch.origin.y
            if i >= 0, j >= 0, i < patch.image.width, j < patch.image.height { return patch.image[i, j] }
        }
        return nil
    }
}
