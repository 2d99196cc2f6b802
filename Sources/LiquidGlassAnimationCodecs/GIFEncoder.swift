import CAnimationCodecs
import Foundation
import LiquidGlassCore

/// Encodes frames as an animated GIF through giflib, with one palette for the whole animation.
///
/// - Colour: one global palette of up to 256 colours made by ``PaletteQuantizer`` (median cut refined by
///   k-means, ordered dithering; see there for why not libimagequant). One palette for all frames keeps colours
///   steady from frame to frame.
/// - Transparency: pixels with alpha below 50 % become transparent (one palette slot is kept for it); then
///   every frame is written whole and cleared after showing. Opaque animations write only the rectangle that
///   changed since the previous frame, left in place.
/// - Timing: GIF delays are hundredths of a second and browsers stretch delays under 2 cs to 10 cs, so frames
///   closer than 20 ms to the previous kept frame are dropped (a 60 fps recording plays at 50 fps); delays are
///   rounded cumulatively from the frames' times.
/// Deterministic: the same frames give the same bytes.
public enum GIFEncoder {
    /// Encodes `frames` (all the same size) as GIF bytes.
    ///
    /// - Parameters:
    ///   - loopCount: how many times to play (0: forever).
    ///   - lastFrameDuration: how long the last frame shows (default: the previous interval; 0.1 s for one frame).
    /// - Throws: ``AnimationEncodingError`` for invalid frames or times, frames larger than 65535 pixels a side
    ///   or a giflib failure.
    public static func encode(
        _ frames: [AnimationFrame], loopCount: Int = 0, lastFrameDuration: TimeInterval? = nil
    ) throws(AnimationEncodingError) -> Data {
        try encode(frames, loopCount: loopCount, lastFrameDuration: lastFrameDuration, output: "(GIF data)")
    }

    /// Encodes and writes atomically to `url`.
    public static func write(
        _ frames: [AnimationFrame], to url: URL, loopCount: Int = 0, lastFrameDuration: TimeInterval? = nil
    ) throws(AnimationEncodingError) {
        let data = try encode(frames, loopCount: loopCount, lastFrameDuration: lastFrameDuration, output: url.lastPathComponent)
        try OutputFile.write(data, to: url)
    }

    static func encode(
        _ frames: [AnimationFrame], loopCount: Int, lastFrameDuration: TimeInterval?, output: String
    ) throws(AnimationEncodingError) -> Data {
        try Stream.encodeAll(frames, lastFrameDuration: lastFrameDuration, output: output) { () throws(AnimationEncodingError) in
            try Stream(loopCount: loopCount, output: output)
        }
    }

    /// A GIF made a frame at a time: which frames are kept is decided as they come, and a kept frame is turned
    /// into 8-bit RGBA then; the palette, which is the whole animation's, and the file are made at the end.
    final class Stream: AnimationStreamEncoder {
        private let loopCount: Int
        private var sequence: FrameSequence
        /// The frames kept (at least 2 cs after the previous kept one), and their 8-bit RGBA.
        private var kept: [Int] = []
        private var rgba: [[UInt8]] = []

        init(loopCount: Int, output: String) throws(AnimationEncodingError) {
            guard (0...65535).contains(loopCount) else {
                throw AnimationEncodingError(output: output, reason: "loop count \(loopCount) is out of GIF's range 0…65535")
            }
            self.loopCount = loopCount
            sequence = FrameSequence(output: output)
        }

        func add(_ frame: AnimationFrame) throws(AnimationEncodingError) {
            try sequence.add(frame)
            guard sequence.width <= 65535, sequence.height <= 65535 else {
                throw AnimationEncodingError(output: sequence.output, reason: "GIF frames are at most 65535 pixels a side")
            }
            // Keep frames at least 2 cs after the previous kept one.
            let index = sequence.frames.count - 1
            if let last = kept.last,
               sequence.tick(index, unitsPerSecond: 100) - sequence.tick(last, unitsPerSecond: 100) < 2 { return }
            kept.append(index)
            rgba.append(sequence.rgba8(index))
        }

        func finish(lastFrameDuration: TimeInterval?) throws(AnimationEncodingError) -> Data {
            try sequence.close(lastFrameDuration: lastFrameDuration)
            let frameCount = sequence.frames.count
            let ticks = sequence.ticks(unitsPerSecond: 100)
            // The final kept frame must also last at least 2 cs (the last end time closes it); otherwise merge it
            // into the one before.
            if kept.count > 1, ticks[frameCount] - ticks[kept.last!] < 2 {
                kept.removeLast()
                rgba.removeLast()
            }
            return try GIFEncoder.assemble(rgba, kept: kept, ticks: ticks, sequence: sequence, loopCount: loopCount)
        }
    }

    /// The GIF of the kept frames' 8-bit RGBA, shown from their ticks (centiseconds) to the next kept one's.
    private static func assemble(_ rgba: [[UInt8]], kept: [Int], ticks: [Int], sequence: FrameSequence, loopCount: Int)
        throws(AnimationEncodingError) -> Data {
        let frames = sequence.frames, output = sequence.output
        let transparent = sequence.hasTransparency && rgba.contains { frame in
            stride(from: 3, to: frame.count, by: 4).contains { frame[$0] < 128 }
        }
        var quantizer = PaletteQuantizer(frames: rgba, maximumColors: transparent ? 255 : 256)
        var palette = quantizer.colors
        let transparentIndex = transparent ? palette.count : -1
        if transparent { palette.append(SIMD3(0, 0, 0)) }
        // giflib needs a power-of-two palette size.
        var paletteSize = 2
        while paletteSize < palette.count { paletteSize *= 2 }
        var paletteBytes = [UInt8](repeating: 0, count: paletteSize * 3)
        for (i, c) in palette.enumerated() {
            paletteBytes[i * 3] = UInt8(c.x); paletteBytes[i * 3 + 1] = UInt8(c.y); paletteBytes[i * 3 + 2] = UInt8(c.z)
        }

        let width = sequence.width, height = sequence.height
        var indexFrames: [[UInt8]] = []
        for frame in rgba {
            var indices = [UInt8](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width {
                    let o = (y * width + x) * 4
                    if transparent && frame[o + 3] < 128 {
                        indices[y * width + x] = UInt8(transparentIndex)
                    } else {
                        indices[y * width + x] = UInt8(quantizer.index(r: frame[o], g: frame[o + 1], b: frame[o + 2], x: x, y: y))
                    }
                }
            }
            indexFrames.append(indices)
        }

        // Sub-rectangles (opaque animations only) and their pixels; kept alive while giflib writes.
        var rects: [(x: Int, y: Int, width: Int, height: Int)] = []
        var payloads: [[UInt8]] = []
        for (k, indices) in indexFrames.enumerated() {
            var rect = (x: 0, y: 0, width: width, height: height)
            if k > 0 && !transparent {
                rect = changedRect(indexFrames[k - 1], indices, width: width, height: height)
            }
            var payload = [UInt8]()
            payload.reserveCapacity(rect.width * rect.height)
            for y in rect.y..<(rect.y + rect.height) {
                payload.append(contentsOf: indices[(y * width + rect.x)..<(y * width + rect.x + rect.width)])
            }
            rects.append(rect)
            payloads.append(payload)
        }

        var message = [CChar](repeating: 0, count: 256)
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        // All frames' pixels in one buffer, so one base address stays valid while giflib writes.
        var offsets: [Int] = []
        var all: [UInt8] = []
        for payload in payloads { offsets.append(all.count); all.append(contentsOf: payload) }
        let status: Int32 = all.withUnsafeBufferPointer { buffer in
            var descriptors: [lg_gif_frame] = []
            for (k, index) in kept.enumerated() {
                let end = k + 1 < kept.count ? ticks[kept[k + 1]] : ticks[frames.count]
                let rect = rects[k]
                descriptors.append(lg_gif_frame(
                    left: Int32(rect.x), top: Int32(rect.y), width: Int32(rect.width), height: Int32(rect.height),
                    indices: buffer.baseAddress! + offsets[k], delay_cs: Int32(min(end - ticks[index], 65535)),
                    transparent_index: Int32(transparentIndex), restore_background: transparent ? 1 : 0))
            }
            return lg_gif_encode(Int32(width), Int32(height), paletteBytes, Int32(paletteSize), Int32(loopCount),
                                 descriptors, Int32(descriptors.count), &bytes, &size, &message, message.count)
        }
        guard status == 0, let bytes else {
            throw AnimationEncodingError(output: output, reason: AnimationEncodingError.text(of: message))
        }
        defer { lg_anim_free(bytes) }
        return Data(bytes: bytes, count: size)
    }

    static func changedRect(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = y * width
            for x in 0..<width where a[row + x] != b[row + x] {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        if maxX < 0 { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
