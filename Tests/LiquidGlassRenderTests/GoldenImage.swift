import Foundation
import LiquidGlassCore
import LiquidGlassTestSupport
import Testing

/// The renderer's golden images: a ``GoldenFolder`` (tolerance, regeneration switch, diff image on failure).
///
/// - References live in `Tests/LiquidGlassRenderTests/Golden/NAME.png` (8-bit sRGB).
/// - Regenerate them: `LIQUIDGLASS_RECORD_GOLDENS=1 swift test --filter GoldenImageTests`, then look at the
///   new PNGs before committing them.
/// - A failure writes `NAME-comparison.png` (expected | difference ×8 | actual) into
///   `$TMPDIR/liquidglass-golden-failures/` and names it in the test's message.
enum GoldenImage {
    typealias Tolerance = GoldenFolder.Tolerance

    static let folder = GoldenFolder(besides: #filePath)

    /// 8-bit sRGB, unpremultiplied, RGBA bytes of an image.
    static func bytes(_ image: LinearImage) -> [UInt8] { GoldenFolder.bytes(image) }

    /// Compares `image` with the reference `name`, recording an issue (and writing a comparison image) on failure.
    static func check(_ image: LinearImage, named name: String, tolerance: Tolerance,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        try folder.check(image, named: name, tolerance: tolerance, sourceLocation: sourceLocation)
    }
}
