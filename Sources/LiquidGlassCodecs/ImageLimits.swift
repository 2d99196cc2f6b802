import LiquidGlassCore

/// Limits applied to an image file before any pixel memory is allocated.
///
/// Decoders read the width and height from the file's header and refuse the file if `width * height`
/// exceeds ``maxPixels``, or if decoding it would allocate more than ``memory`` — the decoder's sample buffer
/// plus the float RGBA ``LinearImage`` it becomes, worked out from the header before anything is inflated.
/// So a small hostile or corrupt file (a zlib bomb that claims 16384 × 16384 pixels) is refused at once.
public struct ImageLimits: Sendable, Equatable {
    /// The largest number of pixels (`width * height`) an image may have.
    public var maxPixels: Int
    /// The bytes decoding may allocate (samples, the linear image, a progressive JPEG's coefficients).
    public var memory: MemoryBudget

    /// Limits allowing at most `maxPixels` pixels and `memory` bytes of decoding.
    public init(maxPixels: Int, memory: MemoryBudget = .default) {
        self.maxPixels = maxPixels
        self.memory = memory
    }

    /// 2^28 pixels (for example 16384 × 16384) within the default ``MemoryBudget`` (1 GiB), which in practice
    /// allows about 67 megapixels (16 bytes a pixel for a PNG that is not interlaced or a baseline JPEG).
    public static let `default` = ImageLimits(maxPixels: 1 << 28)

    /// Checks a header's dimensions: both must be positive, their product within the pixel limit, and the
    /// decode — `decoderBytesPerPixel` bytes of decoder buffers per pixel plus 16 for the ``LinearImage``,
    /// plus `decoderBytes` whatever the size (a band of rows) — within the memory budget.
    func check(width: Int, height: Int, decoderBytesPerPixel: Int, decoderBytes: Int = 0, file: String) throws(ImageIOError) {
        guard width > 0, height > 0 else {
            throw ImageIOError(file: file, reason: "invalid image size \(width)×\(height) (width and height must be at least 1)")
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maxPixels else {
            throw ImageIOError(
                file: file,
                reason: "image of \(width)×\(height) pixels exceeds the limit of \(maxPixels) pixels")
        }
        let perPixel = MemoryBudget.cost(pixels: pixels, bytesPerPixel: decoderBytesPerPixel + MemoryLayout<LinearPixel>.stride)
        let cost = perPixel.flatMap { $0.addingReportingOverflow(decoderBytes).overflow ? nil : $0 + decoderBytes }
        guard memory.allows(cost) else {
            throw ImageIOError(
                file: file,
                reason: "decoding this \(width)×\(height) image takes \(MemoryBudget.describe(bytes: cost)), "
                    + "over the memory budget of \(memory) (raise it with --memory-limit)")
        }
    }
}
