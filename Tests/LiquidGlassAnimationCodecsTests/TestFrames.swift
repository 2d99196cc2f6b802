import Foundation
import LiquidGlass
import LiquidGlassAnimationCodecs

/// Synthetic animations for the encoder tests: a soft disc moving over a diagonal gradient (smooth colour,
/// as glass renders are), opaque unless asked, `count` frames every `interval` seconds.
enum TestFrames {
    static func moving(count: Int = 6, width: Int = 48, height: Int = 32, interval: Double = 1.0 / 30,
                       transparentCorner: Bool = false) -> [AnimationFrame] {
        (0..<count).map { k in
            var image = LinearImage(width: width, height: height)
            let cx = 8 + Double(k) * 5, cy = Double(height) / 2
            for y in 0..<height {
                for x in 0..<width {
                    let g = Float(x + y) / Float(width + height)
                    var p = LinearPixel(0.1 + 0.6 * g, 0.2 + 0.3 * g, 0.7 - 0.5 * g, 1)
                    let d = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                    let disc = Float(min(max(7 - d, 0), 1))
                    p = p * (1 - disc) + LinearPixel(0.95, 0.9, 0.2, 1) * disc
                    if transparentCorner && x < 10 && y < 10 { p = .zero }
                    image[x, y] = p
                }
            }
            return AnimationFrame(image: image, time: 2 + Double(k) * interval)
        }
    }

    /// The frame as 8-bit sRGB RGBA, computed independently of the encoders (sRGB curve in Double).
    static func rgba8(_ image: LinearImage) -> [UInt8] {
        var out: [UInt8] = []
        for p in image.pixels {
            let a = Double(min(max(p.w, 0), 1))
            for c in [p.x, p.y, p.z] {
                let v = a > 0 ? min(max(Double(c) / a, 0), 1) : 0
                let s = v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
                out.append(UInt8((s * 255).rounded()))
            }
            out.append(UInt8((a * 255).rounded()))
        }
        return out
    }
}

/// CRC-32 (ISO-HDLC, reflected 0xEDB88320), bit by bit: the tests' own, independent of zlib's.
func testCRC32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}
