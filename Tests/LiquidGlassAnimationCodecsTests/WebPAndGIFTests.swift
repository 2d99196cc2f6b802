import CAnimationCodecs
import Foundation
import LiquidGlass
import LiquidGlassAnimationCodecs
import Testing

/// Frames and timings read back by libwebp's demuxing animation decoder (WebPAnimDecoder).
func decodeWebP(_ data: Data) throws -> (width: Int, height: Int, loops: Int, frames: [[UInt8]], endTimes: [Int]) {
    var width: Int32 = 0, height: Int32 = 0, count: Int32 = 0, loops: Int32 = 0
    var pixels: UnsafeMutablePointer<UInt8>?
    var times: UnsafeMutablePointer<Int32>?
    var message = [CChar](repeating: 0, count: 256)
    let status = [UInt8](data).withUnsafeBufferPointer {
        lg_webp_decode_animation($0.baseAddress, $0.count, &width, &height, &count, &loops, &pixels, &times, &message, 256)
    }
    guard status == 0, let pixels, let times else { throw ReaderError(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
    defer { lg_anim_free(pixels); lg_anim_free(times) }
    let size = Int(width * height * 4)
    let frames = (0..<Int(count)).map { Array(UnsafeBufferPointer(start: pixels + $0 * size, count: size)) }
    return (Int(width), Int(height), Int(loops), frames, (0..<Int(count)).map { Int(times[$0]) })
}

/// Composited frames and delays read back by giflib's DGifSlurp.
func decodeGIF(_ data: Data) throws -> (width: Int, height: Int, frames: [[UInt8]], delays: [Int]) {
    var width: Int32 = 0, height: Int32 = 0, count: Int32 = 0
    var pixels: UnsafeMutablePointer<UInt8>?
    var delays: UnsafeMutablePointer<Int32>?
    var message = [CChar](repeating: 0, count: 256)
    let status = [UInt8](data).withUnsafeBufferPointer {
        lg_gif_decode($0.baseAddress, $0.count, &width, &height, &count, &pixels, &delays, &message, 256)
    }
    guard status == 0, let pixels, let delays else { throw ReaderError(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
    defer { lg_anim_free(pixels); lg_anim_free(delays) }
    let size = Int(width * height * 4)
    let frames = (0..<Int(count)).map { Array(UnsafeBufferPointer(start: pixels + $0 * size, count: size)) }
    return (Int(width), Int(height), frames, (0..<Int(count)).map { Int(delays[$0]) })
}

/// Mean and maximum absolute difference over the colour channels of opaque pixels.
func colourError(_ a: [UInt8], _ b: [UInt8]) -> (mean: Double, max: Int) {
    var total = 0, worst = 0, n = 0
    for i in stride(from: 0, to: a.count, by: 4) where b[i + 3] == 255 {
        for c in 0..<3 {
            let d = abs(Int(a[i + c]) - Int(b[i + c]))
            total += d; worst = max(worst, d); n += 1
        }
    }
    return (Double(total) / Double(max(n, 1)), worst)
}

@Suite("WebP encoder")
struct WebPEncoderTests {
    @Test("lossless frames decode exactly with libwebp's animation decoder, with ms timestamps")
    func lossless() throws {
        let frames = TestFrames.moving(count: 5)
        let decoded = try decodeWebP(try WebPAnimationEncoder.encode(frames, loopCount: 2))
        #expect(decoded.width == 48 && decoded.height == 32)
        #expect(decoded.loops == 2)
        #expect(decoded.frames.count == 5)
        for (k, frame) in frames.enumerated() {
            #expect(decoded.frames[k] == TestFrames.rgba8(frame.image), "frame \(k)")
        }
        // WebPAnimDecoder reports each frame's end time: cumulative rounding of k/30 s to ms.
        #expect(decoded.endTimes == [33, 67, 100, 133, 167])
    }

    @Test("near-lossless changes pixels only slightly")
    func nearLossless() throws {
        let frames = TestFrames.moving(count: 3)
        let decoded = try decodeWebP(try WebPAnimationEncoder.encode(frames, compression: .nearLossless(level: 40)))
        for (k, frame) in frames.enumerated() {
            let error = colourError(decoded.frames[k], TestFrames.rgba8(frame.image))
            #expect(error.mean < 2 && error.max <= 16, "frame \(k): \(error)")
        }
    }

    @Test("deterministic, and out-of-range options are errors")
    func deterministicAndErrors() throws {
        let frames = TestFrames.moving(count: 3)
        #expect(try WebPAnimationEncoder.encode(frames) == WebPAnimationEncoder.encode(frames))
        #expect(throws: AnimationEncodingError(output: "(WebP data)", reason: "near-lossless level 120 is out of range 0…99")) {
            try WebPAnimationEncoder.encode(frames, compression: .nearLossless(level: 120))
        }
    }
}

@Suite("GIF encoder")
struct GIFEncoderTests {
    @Test("frames decode with giflib close to the originals (one palette, ordered dither); delays in cs")
    func quality() throws {
        let frames = TestFrames.moving(count: 5, interval: 0.04)
        let decoded = try decodeGIF(try GIFEncoder.encode(frames))
        #expect(decoded.width == 48 && decoded.height == 32)
        #expect(decoded.frames.count == 5)
        #expect(decoded.delays == [4, 4, 4, 4, 4])
        for (k, frame) in frames.enumerated() {
            let error = colourError(decoded.frames[k], TestFrames.rgba8(frame.image))
            // Measured 2026-11-23: mean ≈ 1–2 levels; the dither alone moves a pixel by up to ±5.
            #expect(error.mean < 3 && error.max <= 24, "frame \(k): \(error)")
        }
    }

    @Test("an image with few, distinct colours is kept exactly")
    func fewColoursExact() throws {
        var image = LinearImage(width: 32, height: 16)
        let palette: [(Float, Float, Float)] = [(0, 0, 0), (1, 1, 1), (1, 0, 0), (0, 0.5, 1), (0.2, 0.8, 0.2), (0.5, 0.5, 0.5)]
        for y in 0..<16 { for x in 0..<32 { let c = palette[(x / 6 + y / 8) % palette.count]; image[x, y] = LinearPixel(c.0, c.1, c.2, 1) } }
        let frames = [AnimationFrame(image: image, time: 0), AnimationFrame(image: image, time: 0.1)]
        let decoded = try decodeGIF(try GIFEncoder.encode(frames))
        #expect(decoded.frames[0] == TestFrames.rgba8(image))
        #expect(decoded.frames[1] == TestFrames.rgba8(image))
    }

    @Test("60 fps frames are thinned to delays of at least 2 cs without losing time")
    func sixtyFPS() throws {
        let frames = TestFrames.moving(count: 7, interval: 1.0 / 60)
        let decoded = try decodeGIF(try GIFEncoder.encode(frames))
        #expect(decoded.delays.allSatisfy { $0 >= 2 })
        // Seven frames at 1/60 s plus the last interval: 7/60 s = 11.67 cs, rounded 12.
        #expect(decoded.delays.reduce(0, +) == 12)
        #expect(decoded.frames.count < 7)
    }

    @Test("transparent pixels stay transparent")
    func transparency() throws {
        let frames = TestFrames.moving(count: 2, transparentCorner: true)
        let decoded = try decodeGIF(try GIFEncoder.encode(frames))
        #expect(decoded.frames[1][3] == 0)
        #expect(decoded.frames[1][(31 * 48 + 47) * 4 + 3] == 255)
    }

    @Test("deterministic")
    func deterministic() throws {
        let frames = TestFrames.moving(count: 3)
        #expect(try GIFEncoder.encode(frames) == GIFEncoder.encode(frames))
    }
}
