import CImageCodecs
import Foundation
import LiquidGlassCore

/// PNG decoding through libpng (via the CImageCodecs C layer, which keeps libpng's longjmp-based
/// error handling out of Swift frames).
///
/// Supports every PNG colour type and bit depth (1, 2, 4, 8, 16 bits; grey, grey + alpha, RGB,
/// RGBA, palette with or without `tRNS`; Adam7 interlacing). Samples are taken as sRGB:
/// `gAMA`, `cHRM`, `sRGB` and `iCCP` chunks are ignored.
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
            do throws(ImageIOError) {
                // The sample buffer below, and libpng's two row buffers (small next to it).
                try limits.check(width: width, height: height,
                                 decoderBytesPerPixel: Int(info.channels) * Int(info.bit_depth) / 8, file: name)
            } catch {
                return .failure(error)
            }
            let channels = Int(info.channels)
            let sampleCount = width * height * channels
            if info.bit_depth == 16 {
                var samples = [UInt16](repeating: 0, count: sampleCount)
                let status = samples.withUnsafeMutableBytes { out in
                    lg_png_decode_rows(
                        decoder, out.baseAddress?.assumingMemoryBound(to: UInt8.self), out.count, &message, message.count)
                }
                guard status == LG_OK else {
                    return .failure(ImageIOError(file: name, reason: SampleUnpacker.message(message)))
                }
                return .success(samples.withUnsafeBufferPointer {
                    SampleUnpacker.unpack($0, channels: channels, width: width, height: height)
                })
            } else {
                var samples = [UInt8](repeating: 0, count: sampleCount)
                let status = samples.withUnsafeMutableBufferPointer { out in
                    lg_png_decode_rows(decoder, out.baseAddress, out.count, &message, message.count)
                }
                guard status == LG_OK else {
                    return .failure(ImageIOError(file: name, reason: SampleUnpacker.message(message)))
                }
                return .success(samples.withUnsafeBufferPointer {
                    SampleUnpacker.unpack($0, channels: channels, width: width, height: height)
                })
            }
        }
        return try result.get()
    }
}
