import CImageCodecs
import Foundation
import LiquidGlassCore

/// JPEG decoding through libjpeg (via the CImageCodecs C layer).
///
/// Baseline and progressive, greyscale and YCbCr; CMYK/YCCK files are refused with an error.
/// The EXIF Orientation tag (1–8) is applied, so the result is the upright picture.
/// Samples are taken as sRGB; ICC profiles are ignored.
enum JPEGDecoder {
    package static func decode(_ data: Data, name: String, limits: ImageLimits) throws(ImageIOError) -> LinearImage {
        let result: Result<LinearImage, ImageIOError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var message = [CChar](repeating: 0, count: Int(LG_MESSAGE_CAPACITY))
            var info = lg_jpeg_info()
            guard let decoder = lg_jpeg_decoder_create(bytes.baseAddress, bytes.count, &info, &message, message.count) else {
                return .failure(ImageIOError(file: name, reason: SampleUnpacker.message(message)))
            }
            defer { lg_jpeg_decoder_destroy(decoder) }
            let width = Int(info.width), height = Int(info.height)
            do throws(ImageIOError) {
                // The sample buffer below, plus a progressive file's whole-image DCT coefficients (2 bytes
                // per sample, libjpeg's coefficient arrays), counted for every file to keep the rule simple.
                try limits.check(width: width, height: height,
                                 decoderBytesPerPixel: 3 * Int(info.channels), file: name)
            } catch {
                return .failure(error)
            }
            let channels = Int(info.channels)
            var samples = [UInt8](repeating: 0, count: width * height * channels)
            let status = samples.withUnsafeMutableBufferPointer { out in
                lg_jpeg_decode(decoder, out.baseAddress, out.count, &message, message.count)
            }
            guard status == LG_OK else {
                return .failure(ImageIOError(file: name, reason: SampleUnpacker.message(message)))
            }
            let image = samples.withUnsafeBufferPointer {
                SampleUnpacker.unpack($0, channels: channels, width: width, height: height)
            }
            let orientation = ExifOrientation(jpeg: bytes)
            return .success(orientation.apply(to: image))
        }
        return try result.get()
    }
}
