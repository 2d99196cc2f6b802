import Foundation

/// Scales images and places them on a canvas, in linear light with premultiplied alpha.
///
/// Resampling is separable (rows, then columns). Along each axis:
/// - shrinking uses area averaging: every output pixel is the exact mean of the source area it
///   covers (fractional pixels weighted by their overlap), so no source pixel is skipped;
/// - enlarging uses Catmull-Rom bicubic interpolation, clamped to the range of the four source
///   pixels it reads so that edges do not ring (constant regions stay constant, nothing goes
///   negative);
/// - a scale of exactly 1 at a whole-pixel offset copies pixels unchanged.
/// Sampling beyond the image edge repeats the edge pixels.
public enum ImageResampler {
    /// Places `image` on a transparent canvas of `width` × `height` pixels.
    ///
    /// - ``ImageFill/cover``: scaled uniformly to cover the canvas, the overflow cropped equally
    ///   from both sides;
    /// - ``ImageFill/contain``: scaled uniformly to fit inside, centred, transparent elsewhere;
    /// - ``ImageFill/stretch``: scaled to the canvas size on each axis independently.
    ///
    /// An image that is already `width` × `height` is returned unchanged (the same pixels) in every mode.
    public static func fill(_ image: LinearImage, width: Int, height: Int, mode: ImageFill) -> LinearImage {
        let width = max(width, 0), height = max(height, 0)
        if image.width == width && image.height == height { return image }
        if width == 0 || height == 0 || image.width == 0 || image.height == 0 {
            return LinearImage(width: width, height: height)
        }
        let w = image.width, h = image.height
        switch mode {
        case .stretch:
            return resize(image, width: width, height: height)
        case .cover:
            // Compare aspect ratios exactly in integers: width * h >= height * w means the canvas is
            // relatively wider, so the image's full width is used and its height is cropped.
            if width * h >= height * w {
                let window = Double(height) * Double(w) / Double(width)
                return resample(image, x: Axis(start: 0, length: Double(w), count: width),
                                y: Axis.centred(window: window, in: h, count: height))
            } else {
                let window = Double(width) * Double(h) / Double(height)
                return resample(image, x: Axis.centred(window: window, in: w, count: width),
                                y: Axis(start: 0, length: Double(h), count: height))
            }
        case .contain:
            let (fitWidth, fitHeight): (Int, Int)
            if width * h <= height * w {
                fitWidth = width
                fitHeight = min(max(Int((Double(h) * Double(width) / Double(w)).rounded()), 1), height)
            } else {
                fitHeight = height
                fitWidth = min(max(Int((Double(w) * Double(height) / Double(h)).rounded()), 1), width)
            }
            let fitted = resize(image, width: fitWidth, height: fitHeight)
            var canvas = LinearImage(width: width, height: height)
            let left = (width - fitWidth) / 2, top = (height - fitHeight) / 2
            fitted.pixels.withUnsafeBufferPointer { source in
                canvas.pixels.withUnsafeMutableBufferPointer { target in
                    for y in 0..<fitHeight {
                        let from = y * fitWidth, to = (top + y) * width + left
                        for x in 0..<fitWidth { target[to + x] = source[from + x] }
                    }
                }
            }
            return canvas
        }
    }

    /// Scales the whole image to `width` × `height` pixels (each axis independently).
    public static func resize(_ image: LinearImage, width: Int, height: Int) -> LinearImage {
        let width = max(width, 0), height = max(height, 0)
        return resize(image, width: width, height: height, columns: 0..<width, rows: 0..<height)
    }

    /// The part `columns` × `rows` of the image scaled to `width` × `height` pixels — the same pixels as that part
    /// cropped from ``resize(_:width:height:)``, computed without the rest. A photo scaled to fill a frame larger
    /// than the canvas only needs its visible part: the whole resample was 14 % of an `ImageRenderer` frame
    /// (`liquidglass bench --ui`). The ranges are clamped to the output size.
    public static func resize(_ image: LinearImage, width: Int, height: Int, columns: Range<Int>, rows: Range<Int>) -> LinearImage {
        let width = max(width, 0), height = max(height, 0)
        let columns = columns.clamped(to: 0..<width), rows = rows.clamped(to: 0..<height)
        if image.width == width && image.height == height {
            return columns == 0..<width && rows == 0..<height ? image : crop(image, columns: columns, rows: rows)
        }
        if columns.isEmpty || rows.isEmpty || image.width == 0 || image.height == 0 {
            return LinearImage(width: columns.count, height: rows.count)
        }
        return resample(image, x: Axis(start: 0, length: Double(image.width), count: width, window: columns),
                        y: Axis(start: 0, length: Double(image.height), count: height, window: rows))
    }

    /// The pixels `columns` × `rows` of `image` (in range).
    static func crop(_ image: LinearImage, columns: Range<Int>, rows: Range<Int>) -> LinearImage {
        var pixels: [LinearPixel] = []
        pixels.reserveCapacity(columns.count * rows.count)
        for y in rows { pixels.append(contentsOf: image.pixels[(y * image.width + columns.lowerBound)..<(y * image.width + columns.upperBound)]) }
        return LinearImage(width: columns.count, height: rows.count, pixels: pixels)
    }

    // MARK: - Implementation

    /// One axis of a resampling: the source interval `start ..< start + length` (in source pixels,
    /// may be fractional) is mapped onto `count` output pixels.
    struct Axis {
        var start: Double
        var length: Double
        var count: Int
        /// The outputs computed, a part of `0..<count` (each computed exactly as in the whole axis).
        var window: Range<Int>

        init(start: Double, length: Double, count: Int, window: Range<Int>? = nil) {
            self.start = start
            self.length = length
            self.count = count
            self.window = window ?? 0..<count
        }

        /// A window of `window` source pixels centred in `size`. Without scaling, the offset is
        /// rounded to a whole pixel so that the crop copies pixels instead of blending neighbours.
        static func centred(window: Double, in size: Int, count: Int) -> Axis {
            var start = (Double(size) - window) / 2
            if window == Double(count) { start = start.rounded(.down) }
            return Axis(start: start, length: window, count: count)
        }
    }

    /// For each output index, which source indices contribute and with what weights.
    struct Kernel {
        /// `offsets[i] ..< offsets[i + 1]` indexes `indices` and `weights` for output `i`.
        var offsets: [Int]
        var indices: [Int]
        var weights: [Float]
        /// Clamp each output to the range of its taps (used for interpolation, which can overshoot).
        var clampsToTaps: Bool

        var isIdentity: Bool

        init(axis: Axis, size: Int) {
            offsets = [0]
            indices = []
            weights = []
            let scale = Double(axis.count) / axis.length  // output pixels per source pixel
            isIdentity = axis.count == size && axis.start == 0 && axis.length == Double(size) && axis.window == 0..<size
            if axis.length == Double(axis.count) && axis.start == axis.start.rounded() {
                // A pure shift by whole pixels: copy.
                clampsToTaps = false
                let shift = Int(axis.start)
                for i in axis.window {
                    indices.append(min(max(i + shift, 0), size - 1))
                    weights.append(1)
                    offsets.append(indices.count)
                }
            } else if scale < 1 {
                // Area average: output i covers [start + i / scale, start + (i + 1) / scale).
                clampsToTaps = false
                let step = 1 / scale
                for i in axis.window {
                    let lo = axis.start + Double(i) * step, hi = axis.start + Double(i + 1) * step
                    var first = Int(lo.rounded(.down))
                    var last = Int(hi.rounded(.up)) - 1
                    first = max(first, 0)
                    last = min(last, size - 1)
                    var taps: [(Int, Double)] = []
                    var total = 0.0
                    if first <= last {
                        for j in first...last {
                            let overlap = min(hi, Double(j + 1)) - max(lo, Double(j))
                            if overlap > 0 {
                                taps.append((j, overlap))
                                total += overlap
                            }
                        }
                    }
                    if taps.isEmpty {
                        // Only possible for windows outside the image; fall back to the nearest pixel.
                        taps = [(min(max(Int(lo), 0), size - 1), 1)]
                        total = 1
                    }
                    for (j, weight) in taps {
                        indices.append(j)
                        weights.append(Float(weight / total))
                    }
                    offsets.append(indices.count)
                }
            } else {
                // Catmull-Rom centred on each output pixel's centre, mapped into the source.
                clampsToTaps = true
                for i in axis.window {
                    let centre = axis.start + (Double(i) + 0.5) / scale - 0.5
                    let base = centre.rounded(.down)
                    let t = centre - base
                    let b = Int(base)
                    let w = Self.catmullRom(t)
                    var merged: [(Int, Double)] = []
                    for k in 0..<4 where w[k] != 0 {
                        let j = min(max(b - 1 + k, 0), size - 1)
                        if let at = merged.firstIndex(where: { $0.0 == j }) {
                            merged[at].1 += w[k]
                        } else {
                            merged.append((j, w[k]))
                        }
                    }
                    for (j, weight) in merged {
                        indices.append(j)
                        weights.append(Float(weight))
                    }
                    offsets.append(indices.count)
                }
            }
        }

        /// Catmull-Rom weights for the four samples at -1, 0, 1, 2 around a position `t` in 0..<1.
        static func catmullRom(_ t: Double) -> [Double] {
            let t2 = t * t, t3 = t2 * t
            return [
                0.5 * (-t3 + 2 * t2 - t),
                0.5 * (3 * t3 - 5 * t2 + 2),
                0.5 * (-3 * t3 + 4 * t2 + t),
                0.5 * (t3 - t2),
            ]
        }

        var minIndex: Int { indices.min() ?? 0 }
        var maxIndex: Int { indices.max() ?? 0 }
    }

    static func resample(_ image: LinearImage, x: Axis, y: Axis) -> LinearImage {
        let horizontal = Kernel(axis: x, size: image.width)
        let vertical = Kernel(axis: y, size: image.height)
        // Only the source rows the vertical pass reads need the horizontal pass.
        let rowLow = vertical.minIndex, rowHigh = vertical.maxIndex
        let rows = rowHigh - rowLow + 1
        let outWidth = x.window.count, outHeight = y.window.count

        // Horizontal pass: source rows rowLow...rowHigh → outWidth columns.
        var middle = [LinearPixel](repeating: .zero, count: outWidth * rows)
        image.pixels.withUnsafeBufferPointer { sourceBuffer in
            middle.withUnsafeMutableBufferPointer { targetBuffer in
                let sourceWidth = image.width
                let shared = SharedBuffers(source: sourceBuffer, target: targetBuffer)
                forEachChunk(of: rows) { chunk in
                    let source = shared.source, target = shared.target
                    for r in chunk {
                        let sourceRow = (rowLow + r) * sourceWidth
                        let targetRow = r * outWidth
                        if horizontal.isIdentity {
                            for i in 0..<outWidth { target[targetRow + i] = source[sourceRow + i] }
                            continue
                        }
                        for i in 0..<outWidth {
                            target[targetRow + i] = horizontal.apply(output: i) { source[sourceRow + $0] }
                        }
                    }
                }
            }
        }

        // Vertical pass: each output row is a weighted sum of whole rows of `middle`.
        var output = [LinearPixel](repeating: .zero, count: outWidth * outHeight)
        middle.withUnsafeBufferPointer { sourceBuffer in
            output.withUnsafeMutableBufferPointer { targetBuffer in
                let shared = SharedBuffers(source: sourceBuffer, target: targetBuffer)
                forEachChunk(of: outHeight) { chunk in
                    let source = shared.source, target = shared.target
                    for j in chunk {
                        let targetRow = j * outWidth
                        let first = vertical.offsets[j], end = vertical.offsets[j + 1]
                        if end - first == 1, vertical.weights[first] == 1 {
                            let sourceRow = (vertical.indices[first] - rowLow) * outWidth
                            for i in 0..<outWidth { target[targetRow + i] = source[sourceRow + i] }
                            continue
                        }
                        let rowStarts = (first..<end).map { (vertical.indices[$0] - rowLow) * outWidth }
                        let weights = Array(vertical.weights[first..<end])
                        for i in 0..<outWidth {
                            var sum = LinearPixel.zero
                            if vertical.clampsToTaps {
                                var low = LinearPixel(repeating: .infinity), high = LinearPixel(repeating: -.infinity)
                                for k in 0..<rowStarts.count {
                                    let p = source[rowStarts[k] + i]
                                    sum += weights[k] * p
                                    low.replace(with: p, where: p .< low)
                                    high.replace(with: p, where: p .> high)
                                }
                                target[targetRow + i] = clamp(sum, low, high)
                            } else {
                                for k in 0..<rowStarts.count { sum += weights[k] * source[rowStarts[k] + i] }
                                target[targetRow + i] = sum
                            }
                        }
                    }
                }
            }
        }
        return LinearImage(width: outWidth, height: outHeight, pixels: output)
    }
}

extension ImageResampler {
    /// `value` clamped lane by lane to `low...high`. (Mask-and-replace compiles to vector compares
    /// and blends; `clamped(lowerBound:upperBound:)` and `pointwiseMin` were several times slower.)
    @inline(__always)
    static func clamp(_ value: LinearPixel, _ low: LinearPixel, _ high: LinearPixel) -> LinearPixel {
        value.replacing(with: low, where: value .< low).replacing(with: high, where: value .> high)
    }

    /// Runs `body` over `0..<count` split into contiguous chunks, in parallel for large counts.
    /// Each index is processed exactly once by the same code, so the result does not depend on
    /// the number of threads.
    static func forEachChunk(of count: Int, _ body: @Sendable (Range<Int>) -> Void) {
        let chunks = min(ProcessInfo.processInfo.activeProcessorCount, max(count / 64, 1))
        if chunks <= 1 {
            body(0..<count)
            return
        }
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            body(count * chunk / chunks..<count * (chunk + 1) / chunks)
        }
    }
}

/// A pass's input and output buffers, shared by the threads of ``ImageResampler/forEachChunk(of:_:)``.
/// Unchecked: each thread writes only its own rows of `target`, and `source` is read-only.
struct SharedBuffers: @unchecked Sendable {
    package let source: UnsafeBufferPointer<LinearPixel>
    package let target: UnsafeMutableBufferPointer<LinearPixel>
}

extension ImageResampler.Kernel {
    /// The weighted sum for output `index`, reading source pixel `k` through `pixel(k)`.
    @inline(__always)
    package func apply(output index: Int, _ pixel: (Int) -> LinearPixel) -> LinearPixel {
        let taps = offsets[index]..<offsets[index + 1]
        var sum = LinearPixel.zero
        if clampsToTaps {
            var low = LinearPixel(repeating: .infinity), high = LinearPixel(repeating: -.infinity)
            for t in taps {
                let p = pixel(indices[t])
                sum += weights[t] * p
                low.replace(with: p, where: p .< low)
                high.replace(with: p, where: p .> high)
            }
            return ImageResampler.clamp(sum, low, high)
        }
        for t in taps { sum += weights[t] * pixel(indices[t]) }
        return sum
    }
}
