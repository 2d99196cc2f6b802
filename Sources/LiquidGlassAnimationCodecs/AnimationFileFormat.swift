import Foundation
import LiquidGlassCodecs
import LiquidGlassCore

/// The animation formats, and the choice by a file name's extension.
public enum AnimationFileFormat: String, Sendable, CaseIterable {
    /// Animated PNG (`.png`, `.apng`).
    case apng
    /// Animated WebP, lossless (`.webp`).
    case webp
    /// Animated GIF (`.gif`).
    case gif
    /// A folder of numbered PNGs (a path without an extension, or ending in `/`).
    case pngSequence

    /// The format for an output path: `.png`/`.apng` APNG, `.webp` WebP, `.gif` GIF, no extension a folder.
    /// Nil for any other extension.
    public init?(url: URL) {
        switch url.pathExtension.lowercased() {
        case "png", "apng": self = .apng
        case "webp": self = .webp
        case "gif": self = .gif
        case "": self = .pngSequence
        default: return nil
        }
    }

    /// Writes `frames` to `url` in the format its extension names.
    ///
    /// - Throws: ``AnimationEncodingError`` for an unknown extension (listing the known ones) or any encoding
    ///   or writing failure.
    public static func write(_ frames: [AnimationFrame], to url: URL) throws(AnimationEncodingError) {
        guard let format = AnimationFileFormat(url: url) else { throw unknownExtension(url) }
        switch format {
        case .apng: try APNGEncoder.write(frames, to: url)
        case .webp: try WebPAnimationEncoder.write(frames, to: url)
        case .gif: try GIFEncoder.write(frames, to: url)
        case .pngSequence: try PNGSequenceWriter.write(frames, to: url)
        }
    }

    /// The error for a path whose extension names no animation format.
    static func unknownExtension(_ url: URL) -> AnimationEncodingError {
        AnimationEncodingError(
            output: url.lastPathComponent,
            reason: "unknown animation format '.\(url.pathExtension)'; use .png or .apng (APNG), .webp, .gif, or a folder name without an extension")
    }
}
