import Foundation
import LiquidGlass
import LiquidGlassTestSupport
import Testing

/// Golden images for LiquidGlassUI renders: a ``GoldenFolder``, as the engine's (this file sees only the engine,
/// not the UI types).
///
/// - References: `Tests/LiquidGlassUITests/Golden/NAME.png` (8-bit sRGB).
/// - Regenerate: `LIQUIDGLASS_RECORD_GOLDENS=1 swift test --filter CreationGoldenTests`, then look at the new
///   PNGs before committing them.
/// - A failure writes `NAME-comparison.png` (expected | difference × 8 | actual) into
///   `$TMPDIR/liquidglass-golden-failures/` and names it in the message.
enum UIGoldenImage {
    /// Renders are deterministic on one machine; the tolerance absorbs floating-point differences between
    /// compilers and CPUs (a few codes at most), not changes to layout or material: 3 codes in any channel, and
    /// at most 0.2 % of pixels more than 1 code off.
    static let tolerance = GoldenFolder.Tolerance(maxChannelDelta: 3, maxDifferingFraction: 0.002)

    static let folder = GoldenFolder(besides: #filePath)

    static func check(width: Int, height: Int, pixels: [SIMD4<Float>], named name: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        var image = LinearImage(width: width, height: height)
        image.pixels = pixels
        try folder.check(image, named: name, tolerance: tolerance, sourceLocation: sourceLocation)
    }
}
