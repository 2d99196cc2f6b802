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
        guard width > 0, rows > 0 else { return }
        // Pointers stepped through the row instead of indices computed per pixel: the index arithmetic's
        // overflow checks were most of the loop (under the fuzzer's instrumentation, 40 % of decoding a JPEG).
        // The indices are in range by construction: the image's size passed the pixel limit before decoding.
        var source = samples.baseAddress!
        for row in 0..<rows {
            let (start, step) = placement.line(ofStoredRow: firstRow + row)
            var target = out + start
            // One switch per row, not per pixel.
            switch channels {
            case 1:
                for _ in 0..<width {
                    let g = lut[Int(source[0])]
                    target.pointee = LinearPixel(g, g, g, 1)
                    source += 1; target += step
                }
            case 2:
                for _ in 0..<width {
                    let g = lut[Int(source[0])], a = Float(source[1]) * alphaScale
                    target.pointee = LinearPixel(g * a, g * a, g * a, a)
                    source += 2; target += step
                }
            case 3:
                for _ in 0..<width {
                    target.pointee = LinearPixel(lut[Int(source[0])], lut[Int(source[1])], lut[Int(source[2])], 1)
                    source += 3; target += step
                }
            default:
                for _ in 0..<width {
                    let a = Float(source[3]) * alphaScale
                    target.pointee = LinearPixel(lut[Int(source[0])] * a, lut[Int(source[1])] * a, lut[Int(source[2])] * a, a)
                    source += 4; target += step
                }
            }
        }
    }

    /// The text of a NUL-terminated C message buffer.
    package static func message(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
