import CImageCodecs
import Foundation
import LiquidGlassCore

/// JPEG decoding through libjpeg (via the CImageCodecs C layer).
///
/// Baseline and progressive, greyscale and YCbCr; CMYK/YCCK files are refused with an error.
/// The EXIF Orientation tag (1–8) is applied, so the result is the upright picture: each band of rows
/// (``RowBands``) lands turned where it belongs (``RowPlacement``). Samples are taken as sRGB; ICC profiles
/// are ignored.
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
            let channels = Int(info.channels)
            do throws(ImageIOError) {
                // Beside the float image: one band of rows, and a progressive file's DCT coefficients for the
                // whole image (libjpeg's coefficient arrays: 2 bytes per sample of each component, at most
                // 2 × channels bytes a pixel when no component is subsampled).
                try limits.check(width: width, height: height,
                                 decoderBytesPerPixel: info.progressive != 0 ? 2 * channels : 0,
                                 decoderBytes: RowBands.bandSize(rowBytes: width * channels, height: height),
                                 file: name)
            } catch {
                return .failure(error)
            }
            let capacity = message.count
            guard lg_jpeg_start(decoder, &message, capacity) == LG_OK else {
                return .failure(ImageIOError(file: name, reason: SampleUnpacker.message(message)))
            }
            let placement = RowPlacement(width: width, height: height, orientation: ExifOrientation(jpeg: bytes))
            let image = RowBands.decode(UInt8.self, channels: channels, placement: placement) { band, count in
                lg_jpeg_read_rows(decoder, band.baseAddress, band.count, UInt32(count), &message, capacity) == LG_OK
            }
            guard let image, lg_jpeg_finish(decoder, &message, capacity) == LG_OK else {
                return .failure(ImageIOError(file: name, reason: SampleUnpacker.message(message)))
            }
            return .success(image)
        }
        return try result.get()
    }
}
