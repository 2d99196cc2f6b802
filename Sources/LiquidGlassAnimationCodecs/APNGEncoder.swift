import CAnimationCodecs
import Foundation
import LiquidGlassCodecs
import LiquidGlassCore

/// Encodes frames as an animated PNG (APNG): the PNG specification's `acTL`, `fcTL` and `fdAT` chunks around
/// image data made by the project's ``PNGEncoder`` (libpng).
///
/// Each frame is encoded as a standalone PNG with libpng, and its `IDAT` data is rewrapped: frame 0 keeps its
/// `IDAT` chunks (so viewers without APNG support show it as a still), later frames carry the same zlib data in
/// `fdAT` chunks. Frames after the first cover only the rectangle that changed since the previous frame
/// (dispose "none", blend "source"), which keeps files of mostly static scenes small. Delays are in
/// milliseconds (`delay_den` 1000) from the frames' times, rounded cumulatively so they never drift.
/// Output is deterministic: the same frames give the same bytes.
public enum APNGEncoder {
    /// Encodes `frames` (all the same size) as APNG bytes.
    ///
    /// - Parameters:
    ///   - loopCount: how many times to play (0: forever).
    ///   - lastFrameDuration: how long the last frame shows (default: the previous interval; 0.1 s for one frame).
    /// - Throws: ``AnimationEncodingError`` for no frames, frames of different sizes, times that do not
    ///   increase by at least 1 ms, a frame longer than 65.535 s, or a libpng failure.
    public static func encode(
        _ frames: [AnimationFrame], loopCount: Int = 0, lastFrameDuration: TimeInterval? = nil
    ) throws(AnimationEncodingError) -> Data {
        try encode(frames, loopCount: loopCount, lastFrameDuration: lastFrameDuration, output: "(APNG data)")
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

    /// An APNG made a frame at a time: each frame is compressed as it comes (only what changed since the frame
    /// before), the file put together at the end. Alpha is a property of the whole file: frames compressed
    /// without it before the first frame that needs it are compressed again at the end, so the bytes are those
    /// of encoding all the frames at once.
    final class Stream: AnimationStreamEncoder {
        let loopCount: Int
        private var sequence: FrameSequence
        private var alpha = false
        /// One frame compressed: the rectangle written, its zlib data (the IDAT chunks' payloads), whether with
        /// alpha, and the IHDR chunk libpng wrote for it.
        private struct Encoded {
            var region: (x: Int, y: Int, width: Int, height: Int)
            var data: [Data]
            var alpha: Bool
            var header: Data?
        }
        private var encoded: [Encoded] = []

        init(loopCount: Int, output: String) throws(AnimationEncodingError) {
            guard loopCount >= 0, loopCount <= Int(UInt32.max) else {
                throw AnimationEncodingError(output: output, reason: "loop count \(loopCount) is out of range")
            }
            self.loopCount = loopCount
            sequence = FrameSequence(output: output)
        }

        func add(_ frame: AnimationFrame) throws(AnimationEncodingError) {
            try sequence.add(frame)
            let index = sequence.frames.count - 1
            if index > 0 { try checkDelay(index - 1) }
            if !alpha, FrameSequence.isTransparent(frame.image) { alpha = true }
            encoded.append(try encode(index, alpha: alpha))
        }

        func finish(lastFrameDuration: TimeInterval?) throws(AnimationEncodingError) -> Data {
            let output = sequence.output
            try sequence.close(lastFrameDuration: lastFrameDuration)
            let frames = sequence.frames
            let ticks = sequence.ticks(unitsPerSecond: 1000)
            try checkDelay(frames.count - 1)
            for index in encoded.indices where encoded[index].alpha != alpha { encoded[index] = try encode(index, alpha: alpha) }

            var file = Data(pngSignature)
            guard let header = encoded[0].header else {
                throw AnimationEncodingError(output: output, reason: "libpng wrote no IHDR chunk")
            }
            appendChunk("IHDR", header, to: &file)
            var actl = Data()
            actl.appendBigEndian(UInt32(frames.count))
            actl.appendBigEndian(UInt32(loopCount))
            appendChunk("acTL", actl, to: &file)
            var sequenceNumber: UInt32 = 0
            for (index, frame) in encoded.enumerated() {
                var fctl = Data()
                fctl.appendBigEndian(sequenceNumber)
                fctl.appendBigEndian(UInt32(frame.region.width))
                fctl.appendBigEndian(UInt32(frame.region.height))
                fctl.appendBigEndian(UInt32(frame.region.x))
                fctl.appendBigEndian(UInt32(frame.region.y))
                fctl.appendBigEndian(UInt16(ticks[index + 1] - ticks[index]))
                fctl.appendBigEndian(UInt16(1000))
                fctl.append(0)  // dispose_op: APNG_DISPOSE_OP_NONE
                fctl.append(0)  // blend_op: APNG_BLEND_OP_SOURCE
                appendChunk("fcTL", fctl, to: &file)
                sequenceNumber += 1
                for data in frame.data {
                    if index == 0 {
                        appendChunk("IDAT", data, to: &file)
                    } else {
                        var fdat = Data()
                        fdat.appendBigEndian(sequenceNumber)
                        fdat.append(data)
                        appendChunk("fdAT", fdat, to: &file)
                        sequenceNumber += 1
                    }
                }
            }
            appendChunk("IEND", Data(), to: &file)
            return file
        }

        /// Frame `index` lasts 1…65535 ms (APNG's delay field, in milliseconds here).
        private func checkDelay(_ index: Int) throws(AnimationEncodingError) {
            let delay = sequence.tick(index + 1, unitsPerSecond: 1000) - sequence.tick(index, unitsPerSecond: 1000)
            guard delay >= 1, delay <= Int(UInt16.max) else {
                throw AnimationEncodingError(
                    output: sequence.output,
                    reason: "frame \(index) lasts \(delay) ms; APNG frames here last 1…65535 ms (times must differ by at least 1 ms)")
            }
        }

        /// Frame `index` compressed: whole for frame 0, else the rectangle that changed since the frame before.
        private func encode(_ index: Int, alpha: Bool) throws(AnimationEncodingError) -> Encoded {
            let frames = sequence.frames
            let region = index == 0 ? (x: 0, y: 0, width: sequence.width, height: sequence.height)
                : changedRegion(from: frames[index - 1].image, to: frames[index].image)
            let image = region.width == sequence.width && region.height == sequence.height
                ? frames[index].image : crop(frames[index].image, region)
            let png: Data
            do {
                png = try PNGEncoder.encode(image, bitDepth: .eight, alpha: alpha)
            } catch {
                throw AnimationEncodingError(output: sequence.output, reason: "frame \(index): \(error.reason)")
            }
            let chunks = try PNGChunks.parse(png, output: sequence.output)
            return Encoded(region: region, data: chunks.filter { $0.type == "IDAT" }.map(\.data), alpha: alpha,
                           header: chunks.first { $0.type == "IHDR" }?.data)
        }
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Appends length, type, data and the CRC-32 (zlib's) of type and data.
    static func appendChunk(_ type: String, _ data: Data, to file: inout Data) {
        file.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        file.append(contentsOf: typeBytes)
        file.append(data)
        var crc = typeBytes.withUnsafeBufferPointer { lg_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withUnsafeBytes { raw in
            lg_crc32(crc, raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
        }
        file.appendBigEndian(crc)
    }

    /// The smallest rectangle holding every pixel that differs between two frames (1×1 at the origin if none).
    static func changedRegion(from old: LinearImage, to new: LinearImage) -> (x: Int, y: Int, width: Int, height: Int) {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        old.pixels.withUnsafeBufferPointer { a in
            new.pixels.withUnsafeBufferPointer { b in
                for y in 0..<new.height {
                    let row = y * new.width
                    var x = 0
                    while x < new.width && a[row + x] == b[row + x] { x += 1 }
                    guard x < new.width else { continue }
                    var right = new.width - 1
                    while a[row + right] == b[row + right] { right -= 1 }
                    minX = min(minX, x); maxX = max(maxX, right)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        if maxX < 0 { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    static func crop(_ image: LinearImage, _ region: (x: Int, y: Int, width: Int, height: Int)) -> LinearImage {
        var pixels: [LinearPixel] = []
        pixels.reserveCapacity(region.width * region.height)
        for y in region.y..<(region.y + region.height) {
            let start = y * image.width + region.x
            pixels.append(contentsOf: image.pixels[start..<(start + region.width)])
        }
        return LinearImage(width: region.width, height: region.height, pixels: pixels)
    }
}

/// The chunks of a PNG file (the encoder reads libpng's output with it).
enum PNGChunks {
    struct Chunk {
        let type: String
        let data: Data
    }

    static func parse(_ png: Data, output: String) throws(AnimationEncodingError) -> [Chunk] {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, Array(bytes[0..<8]) == APNGEncoder.pngSignature else {
            throw AnimationEncodingError(output: output, reason: "libpng's output is not a PNG")
        }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else {
                throw AnimationEncodingError(output: output, reason: "libpng's output has a truncated \(type) chunk")
            }
            chunks.append(Chunk(type: type, data: Data(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return chunks
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)])
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(value & 0xff)])
    }
}
