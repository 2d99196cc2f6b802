import Foundation
import LiquidGlass
import LiquidGlassAnimationCodecs
import Testing

/// A minimal APNG reader written from the APNG specification for these tests (independent of the encoder):
/// checks chunk CRCs and sequence numbers, rebuilds each frame as a standalone PNG decoded by libpng, and
/// composites frames onto the canvas.
struct APNGReader {
    struct Chunk { let type: String; let data: [UInt8] }
    var width = 0, height = 0, plays = -1
    var frames: [[UInt8]] = []  // composited RGBA8 canvases
    var delaysMS: [Double] = []
    var idatCount = 0

    static func u32(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
    static func u16(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 8 | Int(b[o + 1]) }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let crc = testCRC32(typeBytes + data)
        return [UInt8(data.count >> 24), UInt8((data.count >> 16) & 255), UInt8((data.count >> 8) & 255), UInt8(data.count & 255)]
            + typeBytes + data + [UInt8(crc >> 24), UInt8((crc >> 16) & 255), UInt8((crc >> 8) & 255), UInt8(crc & 255)]
    }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw ReaderError("signature") }
        var chunks: [Chunk] = []
        var o = 8
        while o < bytes.count {
            let length = APNGReader.u32(bytes, o)
            let type = String(decoding: bytes[(o + 4)..<(o + 8)], as: UTF8.self)
            let body = Array(bytes[(o + 8)..<(o + 8 + length)])
            let crc = UInt32(APNGReader.u32(bytes, o + 8 + length))
            guard crc == testCRC32(Array(type.utf8) + body) else { throw ReaderError("bad CRC in \(type)") }
            chunks.append(Chunk(type: type, data: body))
            o += 12 + length
        }
        guard chunks.first?.type == "IHDR", chunks.last?.type == "IEND" else { throw ReaderError("IHDR/IEND") }
        let ihdr = chunks[0].data
        width = APNGReader.u32(ihdr, 0); height = APNGReader.u32(ihdr, 4)
        guard let actl = chunks.first(where: { $0.type == "acTL" }) else { throw ReaderError("no acTL") }
        guard chunks.firstIndex(where: { $0.type == "acTL" })! < chunks.firstIndex(where: { $0.type == "IDAT" })! else {
            throw ReaderError("acTL must come before IDAT")
        }
        let declared = APNGReader.u32(actl.data, 0)
        plays = APNGReader.u32(actl.data, 4)

        var expectedSequence = 0
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var current: (w: Int, h: Int, x: Int, y: Int, delay: Double)?
        var pieces: [UInt8] = []
        func finishFrame() throws {
            guard let f = current else { return }
            var header = ihdr
            header.replaceSubrange(0..<4, with: [UInt8(f.w >> 24), UInt8((f.w >> 16) & 255), UInt8((f.w >> 8) & 255), UInt8(f.w & 255)])
            header.replaceSubrange(4..<8, with: [UInt8(f.h >> 24), UInt8((f.h >> 16) & 255), UInt8((f.h >> 8) & 255), UInt8(f.h & 255)])
            let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + APNGReader.chunk("IHDR", header)
                + APNGReader.chunk("IDAT", pieces) + APNGReader.chunk("IEND", [])
            let image = try ImageDecoder.decode(Data(png), name: "frame")
            let rgba = TestFrames.rgba8(image)
            for y in 0..<f.h {
                for x in 0..<f.w {
                    for c in 0..<4 { canvas[((f.y + y) * width + f.x + x) * 4 + c] = rgba[(y * f.w + x) * 4 + c] }
                }
            }
            frames.append(canvas)
            delaysMS.append(f.delay)
            pieces = []
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try finishFrame()
                guard APNGReader.u32(chunk.data, 0) == expectedSequence else { throw ReaderError("fcTL sequence") }
                expectedSequence += 1
                let d = chunk.data
                guard d[24] == 0, d[25] == 0 else { throw ReaderError("unexpected dispose/blend") }
                let den = APNGReader.u16(d, 22)
                current = (APNGReader.u32(d, 4), APNGReader.u32(d, 8), APNGReader.u32(d, 12), APNGReader.u32(d, 16),
                           Double(APNGReader.u16(d, 20)) * 1000 / Double(den == 0 ? 100 : den))
                guard current!.x + current!.w <= width, current!.y + current!.h <= height else { throw ReaderError("frame outside canvas") }
            case "IDAT":
                idatCount += 1
                pieces += chunk.data
            case "fdAT":
                guard APNGReader.u32(chunk.data, 0) == expectedSequence else { throw ReaderError("fdAT sequence") }
                expectedSequence += 1
                pieces += chunk.data[4...]
            default: break
            }
        }
        try finishFrame()
        guard frames.count == declared else { throw ReaderError("acTL says \(declared) frames, found \(frames.count)") }
    }
}

struct ReaderError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

@Suite("APNG encoder")
struct APNGEncoderTests {
    @Test("frames decode exactly (independent chunk reader + libpng), with the right delays and loop count")
    func roundTrip() throws {
        let frames = TestFrames.moving(count: 6)
        let data = try APNGEncoder.encode(frames, loopCount: 3)
        let reader = try APNGReader(data)
        #expect(reader.width == 48 && reader.height == 32)
        #expect(reader.plays == 3)
        #expect(reader.frames.count == 6)
        #expect(reader.idatCount >= 1)  // frame 0 is the default image
        for (k, frame) in frames.enumerated() {
            #expect(reader.frames[k] == TestFrames.rgba8(frame.image), "frame \(k)")
        }
        // 1/30 s rounded cumulatively to ms: 33, 34, 33, 33, 34 and the last repeats the interval.
        #expect(reader.delaysMS == [33, 34, 33, 33, 34, 33])
    }

    @Test("later frames cover only the changed rectangle, so a static scene stays small")
    func changedRegionOnly() throws {
        let still = TestFrames.moving(count: 1)[0].image
        let frames = (0..<10).map { AnimationFrame(image: still, time: Double($0) / 10) }
        let data = try APNGEncoder.encode(frames)
        let single = try PNGEncoder.encode(still)
        // Ten identical frames cost the first frame plus nine tiny 1×1 frames.
        #expect(data.count < single.count + 9 * 120)
        let reader = try APNGReader(data)
        #expect(reader.frames.allSatisfy { $0 == TestFrames.rgba8(still) })
    }

    @Test("transparent frames are written as RGBA and keep their alpha")
    func transparency() throws {
        let frames = TestFrames.moving(count: 3, transparentCorner: true)
        let reader = try APNGReader(try APNGEncoder.encode(frames))
        #expect(reader.frames[2][3] == 0)             // corner pixel alpha
        #expect(reader.frames[2][(31 * 48 + 47) * 4 + 3] == 255)
    }

    @Test("deterministic: the same frames give the same bytes")
    func deterministic() throws {
        let frames = TestFrames.moving(count: 4)
        #expect(try APNGEncoder.encode(frames) == APNGEncoder.encode(frames))
    }

    @Test("bad input is a clear error")
    func errors() {
        #expect(throws: AnimationEncodingError(output: "(APNG data)", reason: "an animation needs at least one frame")) {
            try APNGEncoder.encode([])
        }
        var frames = TestFrames.moving(count: 2)
        frames[1].image = LinearImage(width: 10, height: 10)
        #expect(throws: AnimationEncodingError(output: "(APNG data)", reason: "frame 1 is 10×10, expected 48×32 like frame 0")) {
            try APNGEncoder.encode(frames)
        }
        var same = TestFrames.moving(count: 2)
        same[1].time = same[0].time
        #expect(throws: AnimationEncodingError.self) { try APNGEncoder.encode(same) }
    }
}
