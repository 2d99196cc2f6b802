internal import LiquidGlass
internal import LiquidGlassAnimationCodecs

/// The frames an ``AnimationRecorder`` rendered, and the ways to write them. A LiquidGlassUI addition.
public struct AnimationRecording: Sendable {
    /// One rendered instant.
    public struct Frame: Sendable {
        /// Seconds since the interaction the recording starts at (frame 0 is that instant).
        public let time: TimeInterval
        public let image: RecordedImage
        /// Every glass element where it is at this instant.
        public let report: RenderReport
    }

    public let frames: [Frame]

    /// Writes the animation to `url`, the format chosen by the extension: `.png` or `.apng` an animated PNG,
    /// `.webp` an animated lossless WebP, `.gif` a GIF, no extension a folder of numbered PNGs.
    ///
    /// - Throws: ``RenderFailure`` naming the file: an unknown extension, no frames, or a write that failed
    ///   (nothing is left half-written).
    public func write(to url: URL) throws {
        do {
            try AnimationFileFormat.write(animationFrames(url), to: url)
        } catch {
            throw RenderFailure(message: "\(url.path): \(error.reason)")
        }
    }

    /// Writes a filmstrip: up to `maximumFrames` frames side by side, each captioned with its time, as one PNG
    /// a reviewer can read as the animation.
    public func writeFilmstrip(to url: URL, maximumFrames: Int = 8, columns: Int? = nil) throws {
        do {
            try Filmstrip.write(animationFrames(url), to: url, maximumFrames: maximumFrames, columns: columns)
        } catch {
            throw RenderFailure(message: "\(url.path): \(error.reason)")
        }
    }

    private func animationFrames(_ url: URL) throws(AnimationEncodingError) -> [AnimationFrame] {
        guard !frames.isEmpty else { throw AnimationEncodingError(output: url.lastPathComponent, reason: "the recording has no frames") }
        return frames.map { AnimationFrame(image: $0.image.image, time: $0.time) }
    }
}

/// A rendered frame: `width`×`height` pixels (points times the recorder's scale).
public struct RecordedImage: Sendable {
    let image: LinearImage
    init(_ image: LinearImage) { self.image = image }

    public var width: Int { image.width }
    public var height: Int { image.height }

    /// The frame as PNG data (8-bit sRGB with alpha).
    public func pngData() -> Data? { EngineBridge.png(image) }

    /// Linear light, premultiplied RGBA per pixel, rows top to bottom (the engine's working format).
    public var linearPixels: [SIMD4<Float>] { image.pixels }
}
