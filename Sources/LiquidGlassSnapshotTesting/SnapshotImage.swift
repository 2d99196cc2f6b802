import Foundation
internal import LiquidGlass

/// A rendered snapshot as swift-snapshot-testing stores it: a PNG file and its pixels, 8-bit sRGB with straight
/// (unpremultiplied) alpha, rows top to bottom.
///
/// New snapshots and references on disk both pass through PNG decoding before they are compared, so a render
/// equals its recorded reference exactly when their PNG samples are equal — the library does the same on Apple
/// platforms, re-decoding a new `UIImage` from its PNG data.
public struct SnapshotImage: Sendable {
    /// The PNG file's bytes (what `toData` writes and `fromData` reads).
    public let pngData: Data
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    public let rgba: [UInt8]
    /// Why there are no pixels: the render or the PNG decoding failed (nil when the image is valid).
    public let failure: String?

    /// Decodes PNG data (a reference read from disk, or a fresh render).
    public init(pngData: Data) {
        self.pngData = pngData
        do {
            let image = try ImageDecoder.decode(pngData, name: "snapshot PNG")
            width = image.width
            height = image.height
            rgba = Self.bytes(image)
            failure = nil
        } catch {
            (width, height, rgba, failure) = (0, 0, [], error.description)
        }
    }

    /// Pixels without a file (comparison tests).
    init(width: Int, height: Int, rgba: [UInt8]) {
        (pngData, self.width, self.height, self.rgba, failure) = (Data(), width, height, rgba, nil)
    }

    /// A snapshot that could not be taken.
    init(failure: String) {
        (pngData, width, height, rgba, self.failure) = (Data(), 0, 0, [], failure)
    }

    /// The 8-bit samples the PNG held: colour unpremultiplied and sRGB-encoded with the exact quantiser,
    /// alpha rounded (linear); transparent pixels are (0, 0, 0, 0).
    private static func bytes(_ image: LinearImage) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.width * image.height * 4)
        for (i, p) in image.pixels.enumerated() where p.w > 0 {
            let a = min(p.w, 1)
            out[4 * i] = SRGB.quantize8(p.x / a)
            out[4 * i + 1] = SRGB.quantize8(p.y / a)
            out[4 * i + 2] = SRGB.quantize8(p.z / a)
            out[4 * i + 3] = UInt8((a * 255).rounded())
        }
        return out
    }

    /// Pixel `i` as RGBA bytes.
    func pixel(_ i: Int) -> SIMD4<UInt8> {
        SIMD4(rgba[4 * i], rgba[4 * i + 1], rgba[4 * i + 2], rgba[4 * i + 3])
    }
}
