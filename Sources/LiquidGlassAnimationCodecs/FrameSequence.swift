import Foundation
import LiquidGlassCodecs
import LiquidGlassCore

/// Validated frames, their 8-bit sRGB pixels and their display times in whole units (milliseconds or
/// centiseconds), shared by the encoders. Built a frame at a time (``add(_:)``, then ``close(lastFrameDuration:)``)
/// when an animation is written while it is rendered, or from all frames at once.
struct FrameSequence {
    /// The output named in error messages.
    let output: String
    private(set) var width = 0
    private(set) var height = 0
    private(set) var frames: [AnimationFrame] = []
    /// Start of each frame relative to the first; once closed, also the end of the last one.
    private(set) var times: [Double] = []

    init(output: String) { self.output = output }

    /// Checks `frames`: at least one; all the size of the first; times finite and strictly increasing;
    /// `lastFrameDuration` (default: the previous frame's interval, or 0.1 s for a single frame) positive.
    init(_ frames: [AnimationFrame], lastFrameDuration: TimeInterval?, output: String) throws(AnimationEncodingError) {
        self.init(output: output)
        for frame in frames { try add(frame) }
        try close(lastFrameDuration: lastFrameDuration)
    }

    /// Appends a frame: the first fixes the size (and must not be empty); later ones must match it and come later.
    mutating func add(_ frame: AnimationFrame) throws(AnimationEncodingError) {
        let index = frames.count
        if let first = frames.first {
            guard frame.image.width == width, frame.image.height == height else {
                throw AnimationEncodingError(
                    output: output,
                    reason: "frame \(index) is \(frame.image.width)×\(frame.image.height), expected \(width)×\(height) like frame 0")
            }
            guard frame.time.isFinite else {
                throw AnimationEncodingError(output: output, reason: "frame \(index) has a time that is not finite")
            }
            let t = frame.time - first.time
            guard t > times[index - 1] else {
                throw AnimationEncodingError(
                    output: output, reason: "frame \(index)'s time \(frame.time) s is not after frame \(index - 1)'s")
            }
            times.append(t)
        } else {
            guard frame.image.width > 0, frame.image.height > 0 else {
                throw AnimationEncodingError(output: output, reason: "frame 0 is empty (\(frame.image.width)×\(frame.image.height))")
            }
            guard frame.time.isFinite else {
                throw AnimationEncodingError(output: output, reason: "frame 0 has a time that is not finite")
            }
            width = frame.image.width
            height = frame.image.height
            times.append(0)
        }
        frames.append(frame)
    }

    /// Ends the sequence: the last frame shows for `lastFrameDuration` (default: the previous frame's interval,
    /// or 0.1 s for a single frame), which must be positive; there must be a frame.
    mutating func close(lastFrameDuration: TimeInterval?) throws(AnimationEncodingError) {
        guard !frames.isEmpty else {
            throw AnimationEncodingError(output: output, reason: "an animation needs at least one frame")
        }
        let last = lastFrameDuration ?? (times.count > 1 ? times[times.count - 1] - times[times.count - 2] : 0.1)
        guard last.isFinite, last > 0 else {
            throw AnimationEncodingError(output: output, reason: "the last frame's duration must be positive, got \(last) s")
        }
        times.append(times[times.count - 1] + last)
    }

    /// Times rounded to whole `unitsPerSecond` (cumulatively, so rounding never drifts), one more than frames
    /// once closed.
    func ticks(unitsPerSecond: Double) -> [Int] {
        times.map { Self.tick($0, unitsPerSecond: unitsPerSecond) }
    }

    /// The start of frame `index` (or, at `frames.count` once closed, the end of the last) in whole units.
    func tick(_ index: Int, unitsPerSecond: Double) -> Int { Self.tick(times[index], unitsPerSecond: unitsPerSecond) }

    private static func tick(_ time: Double, unitsPerSecond: Double) -> Int { Int((time * unitsPerSecond).rounded()) }

    /// True if some pixel of some frame is not opaque at 8 bits (the threshold ``PNGEncoder`` uses).
    var hasTransparency: Bool { frames.contains { Self.isTransparent($0.image) } }

    /// True if some pixel of `image` is not opaque at 8 bits.
    static func isTransparent(_ image: LinearImage) -> Bool {
        let threshold: Float = 254.5 / 255
        return image.pixels.contains { $0.w < threshold }
    }

    /// A frame as 8-bit sRGB RGBA, unpremultiplied, with the same exact quantiser as ``PNGEncoder``.
    func rgba8(_ index: Int) -> [UInt8] {
        let image = frames[index].image
        let count = image.width * image.height
        // Converted in bands of rows on every core: one 1020 × 1020 frame took ≈ 13 ms on one thread, for each
        // encoder (perf of `liquidglass bench --motion`). Each pixel's bytes depend only on it.
        let rowsPerBand = 64
        let bands = (image.height + rowsPerBand - 1) / rowsPerBand
        return [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            image.pixels.withUnsafeBufferPointer { pixels in
                let target = SendablePointer(base: out.baseAddress!), source = SendablePointer(base: pixels.baseAddress!)
                let quantize = SRGB.quantizer8
                ParallelLoop.forEach(bands, threads: RenderThreads.available) { band in
                    let first = band * rowsPerBand * image.width
                    let last = min(count, (band + 1) * rowsPerBand * image.width)
                    for i in first..<last {
                        let p = source.base[i]
                        let a = min(max(p.w, 0), 1)
                        let o = i * 4
                        if a > 0 {
                            let scale: Float = a == 1 ? 1 : 1 / a
                            target.base[o] = quantize(p.x * scale)
                            target.base[o + 1] = quantize(p.y * scale)
                            target.base[o + 2] = quantize(p.z * scale)
                        } else {
                            target.base[o] = 0; target.base[o + 1] = 0; target.base[o + 2] = 0
                        }
                        target.base[o + 3] = UInt8((a * 255).rounded())
                    }
                }
            }
            initialized = count * 4
        }
    }
}

/// A pointer handed to the conversion's threads, each of which writes (or reads) its own rows only.
private struct SendablePointer<Pointee>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Pointee>
    init(base: UnsafeMutablePointer<Pointee>) { self.base = base }
    init(base: UnsafePointer<Pointee>) { self.base = UnsafeMutablePointer(mutating: base) }
}
