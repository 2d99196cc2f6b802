import CImageCodecs
import Foundation
import LiquidGlassCore

/// PNG decoding through libpng (via the CImageCodecs C layer, which keeps libpng's longjmp-based
/// error handling out of Swift frames).
///
/// Supports every PNG colour type and bit depth (1, 2, 4, 8, 16 bits; grey, grey + alpha, RGB,
/// RGBA, palette with or without `tRNS`; Adam7 interlacing). Samples are taken as sRGB:
/// `gAMA`, `cHRM`, `sRGB` and `iCCP` chunks are ignored.
///
/// A file that is not interlaced is decoded a band of rows at a time (``RowBands``); an Adam7 file's passes
/// each touch every row, so its samples are held whole before they are unpacked.
enum PNGDecoder {
    package static func decode(_ data: Data, name: String, limits: ImageLimits) throws(ImageIOError) -> LinearImage {
        let result: Result<LinearImage, ImageIOError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var message = [CChar](repeating: 0, count: Int(LG_MESSAGE_CAPACITY))
            var info = lg_png_info()
            guard let decoder = lg_png_decoder_create(bytes.baseAddress, bytes.count, &info, &message, message.count) else {
                return .failure(ImageIOError(file: name, reason: SampleUnpacker.message(message)))
            }
            defer { lg_png_decoder_destroy(decoder) }
            let width = Int(info.width), height = Int(info.height)
            let interlaced = info.interlaced != 0
            do throws(ImageIOError) {
                // Beside the float image: the whole sample buffer for Adam7, else one band (libpng's own two
                // row buffers are small next to either).
                let sampleBytes = Int(info.channels) * Int(info.bit_depth) / 8
                if interlaced {
                    try limits.check(width: width, height: height, decoderBytesPerPixel: sampleBytes, file: name)
                } else {
                    try limits.check(width: width, height: height, decoderBytesPerPixel: 0,
                                     decoderBytes: RowBands.bandSize(rowBytes: Int(info.row_bytes), height: height),
                                     file: name)
                }
            } catch {
                return .failure(error)
            }
            let channels = Int(info.channels)
            let placement = RowPlacement(width: width, height: height)
            let image: LinearImage?
            if interlaced {
                image = info.bit_depth == 16
                    ? decodeWhole(decoder, UInt16.self, channels: channels, placement: placement, message: &message)
                    : decodeWhole(decoder, UInt8.self, channels: channels, placement: placement, message: &message)
            } else {
                image = info.bit_depth == 16
                    ? decodeBands(decoder, UInt16.self, channels: channels, placement: placement, message: &message)
                    : decodeBands(decoder, UInt8.self, channels: channels, placement: placement, message: &message)
            }
            guard let image else {
                return .failure(ImageIOError(file: name, reason: SampleUnpacker.message(message)))
            }
            return .success(image)
        }
        return try result.get()
    }

    /// Non-interlaced: band by band, then the end of the file.
    private static func decodeBands<Sample: FixedWidthInteger & UnsignedInteger>(
        _ decoder: OpaquePointer, _ type: Sample.Type, channels: Int, placement: RowPlacement, message: inout [CChar]
    ) -> LinearImage? {
        let capacity = message.count
        guard lg_png_start_rows(decoder, &message, capacity) == LG_OK else { return nil }
        let image = RowBands.decode(type, channels: channels, placement: placement) { band, count in
            let raw = UnsafeMutableRawBufferPointer(band)
            return lg_png_read_rows(decoder, raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count,
                                    UInt32(count), &message, capacity) == LG_OK
        }
        guard image != nil, lg_png_finish(decoder, &message, capacity) == LG_OK else { return nil }
        return image
    }

    /// Adam7: every row of every pass into one buffer, then unpacked as one band.
    private static func decodeWhole<Sample: FixedWidthInteger & UnsignedInteger>(
        _ decoder: OpaquePointer, _ type: Sample.Type, channels: Int, placement: RowPlacement, message: inout [CChar]
    ) -> LinearImage? {
        let capacity = message.count
        var samples = [Sample](repeating: 0, count: placement.width * placement.height * channels)
        let status = samples.withUnsafeMutableBytes { out in
            lg_png_decode_rows(decoder, out.baseAddress?.assumingMemoryBound(to: UInt8.self), out.count, &message, capacity)
        }
        guard status == LG_OK else { return nil }
        return samples.withUnsafeBufferPointer { RowBands.unpackWhole($0, channels: channels, placement: placement) }
    }
}
