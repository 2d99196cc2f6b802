import LiquidGlassCore
/// Turns interleaved sRGB samples (as decoded from a file) into linear, premultiplied pixels.
///
/// Channel layouts: 1 grey, 2 grey + alpha, 3 RGB, 4 RGBA. Colour samples go through the exact
/// sRGB tables; alpha is linear (`code / 255` or `code / 65535`) and multiplies the colour.
enum SampleUnpacker {
    /// `decode16Table[code]` == `SRGB.decode16(code)`; built once (65,536 entries, 256 KiB) because
    /// evaluating the curve per sample would dominate decoding time for large 16-bit images.
    static let decode16Table: [Float] = (0...65535).map { SRGB.decode16(UInt16($0)) }

    static func unpack(_ samples: UnsafeBufferPointer<UInt8>, channels: Int, width: Int, height: Int) -> LinearImage {
        unpack(samples, channels: channels, width: width, height: height, table: SRGB.decode8, alphaScale: 1 / 255)
    }

    static func unpack(_ samples: UnsafeBufferPointer<UInt16>, channels: Int, width: Int, height: Int) -> LinearImage {
        unpack(samples, channels: channels, width: width, height: height, table: decode16Table, alphaScale: 1 / 65535)
    }

    private static func unpack<Sample: FixedWidthInteger & UnsignedInteger>(
        _ samples: UnsafeBufferPointer<Sample>, channels: Int, width: Int, height: Int,
        table: [Float], alphaScale: Float
    ) -> LinearImage {
        let count = width * height
        precondition(samples.count >= count * channels, "sample buffer too small")
        let pixels = table.withUnsafeBufferPointer { lut in
            [LinearPixel](unsafeUninitializedCapacity: count) { out, initialized in
                switch channels {
                case 1:
                    for i in 0..<count {
                        let g = lut[Int(samples[i])]
                        out[i] = LinearPixel(g, g, g, 1)
                    }
                case 2:
                    for i in 0..<count {
                        let g = lut[Int(samples[2 * i])]
                        let a = Float(samples[2 * i + 1]) * alphaScale
                        out[i] = LinearPixel(g * a, g * a, g * a, a)
                    }
                case 3:
                    for i in 0..<count {
                        out[i] = LinearPixel(
                            lut[Int(samples[3 * i])], lut[Int(samples[3 * i + 1])], lut[Int(samples[3 * i + 2])], 1)
                    }
                default:
                    for i in 0..<count {
                        let a = Float(samples[4 * i + 3]) * alphaScale
                        out[i] = LinearPixel(
                            lut[Int(samples[4 * i])] * a, lut[Int(samples[4 * i + 1])] * a,
                            lut[Int(samples[4 * i + 2])] * a, a)
                    }
                }
                initialized = count
            }
        }
        return LinearImage(width: width, height: height, pixels: pixels)
    }

    /// The text of a NUL-terminated C message buffer.
    package static func message(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
