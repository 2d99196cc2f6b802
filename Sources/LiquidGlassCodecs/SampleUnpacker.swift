import LiquidGlassCore
/// Turns interleaved sRGB samples (as decoded from a file) into linear, premultiplied pixels.
///
/// Channel layouts: 1 grey, 2 grey + alpha, 3 RGB, 4 RGBA. Colour samples go through the exact
/// sRGB tables; alpha is linear (`code / 255` or `code / 65535`) and multiplies the colour.
///
/// Decoders hand their samples over a band of rows at a time (``RowBands``), so an image's samples are never
/// held whole next to its float pixels; each stored row lands where ``RowPlacement`` says, which turns a
/// JPEG upright while it is decoded.
enum SampleUnpacker {
    /// `decode16Table[code]` == `SRGB.decode16(code)`; built once (65,536 entries, 256 KiB) because
    /// evaluating the curve per sample would dominate decoding time for large 16-bit images.
    static let decode16Table: [Float] = (0...65535).map { SRGB.decode16(UInt16($0)) }

    /// Unpacks `rows` stored rows of 8-bit samples, starting at stored row `firstRow`, into `out`.
    static func unpack(
        _ samples: UnsafeBufferPointer<UInt8>, channels: Int, width: Int, firstRow: Int, rows: Int,
        placement: RowPlacement, into out: UnsafeMutablePointer<LinearPixel>
    ) {
        SRGB.decode8.withUnsafeBufferPointer { lut in
            unpack(samples, channels: channels, width: width, firstRow: firstRow, rows: rows,
                   placement: placement, lut: lut, alphaScale: 1 / 255, into: out)
        }
    }

    /// Unpacks `rows` stored rows of 16-bit samples (native byte order), starting at stored row `firstRow`.
    static func unpack(
        _ samples: UnsafeBufferPointer<UInt16>, channels: Int, width: Int, firstRow: Int, rows: Int,
        placement: RowPlacement, into out: UnsafeMutablePointer<LinearPixel>
    ) {
        decode16Table.withUnsafeBufferPointer { lut in
            unpack(samples, channels: channels, width: width, firstRow: firstRow, rows: rows,
                   placement: placement, lut: lut, alphaScale: 1 / 65535, into: out)
        }
    }

    private static func unpack<Sample: FixedWidthInteger & UnsignedInteger>(
        _ samples: UnsafeBufferPointer<Sample>, channels: Int, width: Int, firstRow: Int, rows: Int,
        placement: RowPlacement, lut: UnsafeBufferPointer<Float>, alphaScale: Float,
        into out: UnsafeMutablePointer<LinearPixel>
    ) {
        precondition(samples.count >= rows * width * channels, "sample buffer too small")
        for row in 0..<rows {
            let (start, step) = placement.line(ofStoredRow: firstRow + row)
            let base = row * width * channels
            // One switch per row, not per pixel; `start + x * step` walks the destination row or column.
            switch channels {
            case 1:
                for x in 0..<width {
                    let g = lut[Int(samples[base + x])]
                    out[start + x * step] = LinearPixel(g, g, g, 1)
                }
            case 2:
                for x in 0..<width {
                    let g = lut[Int(samples[base + 2 * x])]
                    let a = Float(samples[base + 2 * x + 1]) * alphaScale
                    out[start + x * step] = LinearPixel(g * a, g * a, g * a, a)
                }
            case 3:
                for x in 0..<width {
                    let s = base + 3 * x
                    out[start + x * step] = LinearPixel(lut[Int(samples[s])], lut[Int(samples[s + 1])], lut[Int(samples[s + 2])], 1)
                }
            default:
                for x in 0..<width {
                    let s = base + 4 * x
                    let a = Float(samples[s + 3]) * alphaScale
                    out[start + x * step] = LinearPixel(
                        lut[Int(samples[s])] * a, lut[Int(samples[s + 1])] * a, lut[Int(samples[s + 2])] * a, a)
                }
            }
        }
    }

    /// The text of a NUL-terminated C message buffer.
    package static func message(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
