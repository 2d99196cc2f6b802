import CAnimationCodecs
import Foundation
import LiquidGlassCodecs
import LiquidGlassCore

/// Encodes frames as an animated WebP with libwebp's `WebPAnimEncoder` (lossless or near-lossless).
///
/// libwebp finds the changed sub-rectangle of each frame itself. It runs single-threaded here, so the same
/// frames give the same bytes. Timestamps are whole milliseconds, rounded cumulatively from the frames' times.
public enum WebPAnimationEncoder {
    /// How frames are compressed.
    public enum Compression: Sendable, Equatable {
        /// Every pixel kept exactly (8-bit sRGB, as ``PNGEncoder`` quantises).
        case lossless
        /// libwebp's near-lossless preprocessing at `level` 0…99 (lower changes more pixels, by small amounts,
        /// for a smaller file); still the lossless bitstream.
        case nearLossless(level: Int)
    }

    /// Encodes `frames` (all the same size) as animated WebP bytes.
    ///
    /// - Parameters:
    ///   - compression: lossless (default) or near-lossless.
    ///   - method: libwebp's effort, 0 (fast) … 6 (small); default 4, libwebp's own default.
    ///   - loopCount: how many times to play (0: forever).
    ///   - lastFrameDuration: how long the last frame shows (default: the previous interval; 0.1 s for one frame).
    /// - Throws: ``AnimationEncodingError`` for invalid frames or times, sizes beyond WebP's 16383-pixel limit,
    ///   or a libwebp failure.
    public static func encode(
        _ frames: [AnimationFrame], compression: Compression = .lossless, method: Int = 4, loopCount: Int = 0,
        lastFrameDuration: TimeInterval? = nil
    ) throws(AnimationEncodingError) -> Data {
        try encode(frames, compression: compression, method: method, loopCount: loopCount,
                   lastFrameDuration: lastFrameDuration, output: "(WebP data)")
    }

    /// Encodes and writes atomically to `url`.
    public static func write(
        _ frames: [AnimationFrame], to url: URL, compression: Compression = .lossless, method: Int = 4,
        loopCount: Int = 0, lastFrameDuration: TimeInterval? = nil
    ) throws(AnimationEncodingError) {
        let data = try encode(frames, compression: compression, method: method, loopCount: loopCount,
                              lastFrameDuration: lastFrameDuration, output: url.lastPathComponent)
        try OutputFile.write(data, to: url)
    }

    static func encode(
        _ frames: [AnimationFrame], compression: Compression, method: Int, loopCount: Int,
        lastFrameDuration: TimeInterval?, output: String
    ) throws(AnimationEncodingError) -> Data {
        try Stream.encodeAll(frames, lastFrameDuration: lastFrameDuration, output: output) { () throws(AnimationEncodingError) in
            try Stream(compression: compression, method: method, loopCount: loopCount, output: output)
        }
    }

    /// An animated WebP made a frame at a time: each frame goes to libwebp's animation encoder as it comes
    /// (its timestamp is known then), which keeps what it needs to find the next frame's changes.
    final class Stream: AnimationStreamEncoder {
        private var sequence: FrameSequence
        private let loopCount: Int, level: Int, method: Int
        private var encoder: OpaquePointer?
        private var message = [CChar](repeating: 0, count: 256)

        init(compression: Compression, method: Int, loopCount: Int, output: String) throws(AnimationEncodingError) {
            guard (0...65535).contains(loopCount) else {
                throw AnimationEncodingError(output: output, reason: "loop count \(loopCount) is out of WebP's range 0…65535")
            }
            guard (0...6).contains(method) else {
                throw AnimationEncodingError(output: output, reason: "WebP method \(method) is out of range 0…6")
            }
            switch compression {
            case .lossless: level = 100
            case let .nearLossless(value):
                guard (0...99).contains(value) else {
                    throw AnimationEncodingError(output: output, reason: "near-lossless level \(value) is out of range 0…99")
                }
                level = value
            }
            self.loopCount = loopCount
            self.method = method
            sequence = FrameSequence(output: output)
        }

        deinit { if let encoder { lg_webp_encoder_destroy(encoder) } }

        func add(_ frame: AnimationFrame) throws(AnimationEncodingError) {
            try sequence.add(frame)
            let index = sequence.frames.count - 1
            if index > 0 { try checkDuration(index - 1) }
            let start = sequence.tick(index, unitsPerSecond: 1000)
            guard start <= Int(Int32.max) else { throw tooLong }
            if encoder == nil {
                guard let made = lg_webp_encoder_create(
                    Int32(sequence.width), Int32(sequence.height), Int32(loopCount), Int32(level), Int32(method),
                    &message, message.count)
                else {
                    throw AnimationEncodingError(output: sequence.output, reason: AnimationEncodingError.text(of: message))
                }
                encoder = made
            }
            let rgba = sequence.rgba8(index)
            let status = rgba.withUnsafeBufferPointer {
                lg_webp_encoder_add(encoder, $0.baseAddress, Int32(start), &message, message.count)
            }
            guard status == 0 else {
                throw AnimationEncodingError(output: sequence.output, reason: "frame \(index): \(AnimationEncodingError.text(of: message))")
            }
        }

        func finish(lastFrameDuration: TimeInterval?) throws(AnimationEncodingError) -> Data {
            try sequence.close(lastFrameDuration: lastFrameDuration)
            let count = sequence.frames.count
            try checkDuration(count - 1)
            let end = sequence.tick(count, unitsPerSecond: 1000)
            guard end <= Int(Int32.max) else { throw tooLong }
            var bytes: UnsafeMutablePointer<UInt8>?
            var size = 0
            guard let encoder, lg_webp_encoder_finish(encoder, Int32(end), &bytes, &size, &message, message.count) == 0,
                  let bytes
            else {
                throw AnimationEncodingError(output: sequence.output, reason: AnimationEncodingError.text(of: message))
            }
            defer { lg_anim_free(bytes) }
            return Data(bytes: bytes, count: size)
        }

        private var tooLong: AnimationEncodingError {
            AnimationEncodingError(output: sequence.output, reason: "the animation is too long for WebP's millisecond timestamps")
        }

        /// Frame `index` lasts at least a millisecond (WebP's timestamps are whole milliseconds).
        private func checkDuration(_ index: Int) throws(AnimationEncodingError) {
            guard sequence.tick(index + 1, unitsPerSecond: 1000) > sequence.tick(index, unitsPerSecond: 1000) else {
                throw AnimationEncodingError(output: sequence.output, reason: "frame \(index) lasts under 1 ms; WebP times are whole milliseconds")
            }
        }
    }
}
