/// Limits applied to an image file before any pixel memory is allocated.
///
/// Decoders read the width and height from the file's header and refuse the file if
/// `width * height` exceeds ``maxPixels``, so a small hostile or corrupt file cannot make the
/// program allocate gigabytes.
public struct ImageLimits: Sendable, Equatable {
    /// The largest number of pixels (`width * height`) an image may have.
    public var maxPixels: Int

    /// Limits allowing at most `maxPixels` pixels.
    public init(maxPixels: Int) {
        self.maxPixels = maxPixels
    }

    /// 2^28 pixels (for example 16384 × 16384), about 4 GiB as a ``LinearImage``.
    public static let `default` = ImageLimits(maxPixels: 1 << 28)

    /// Checks a header's dimensions: both must be positive and their product within the limit.
    func check(width: Int, height: Int, file: String) throws(ImageIOError) {
        guard width > 0, height > 0 else {
            throw ImageIOError(file: file, reason: "invalid image size \(width)×\(height) (width and height must be at least 1)")
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maxPixels else {
            throw ImageIOError(
                file: file,
                reason: "image of \(width)×\(height) pixels exceeds the limit of \(maxPixels) pixels")
        }
    }
}
