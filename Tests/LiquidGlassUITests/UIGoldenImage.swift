import Foundation
import LiquidGlass
import Testing

/// Golden images for LiquidGlassUI renders, with an explicit tolerance, a regeneration switch and a diff image on
/// failure (the same rules as the engine's `GoldenImage`; this file sees only the engine, not the UI types).
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
    static let maxChannelDelta = 3
    static let maxDifferingFraction = 0.002

    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static func check(width: Int, height: Int, pixels: [SIMD4<Float>], named name: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        var image = LinearImage(width: width, height: height)
        image.pixels = pixels
        let url = directory.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["LIQUIDGLASS_RECORD_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGEncoder.write(image, to: url, alpha: false)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("no golden image \(url.path); record it with LIQUIDGLASS_RECORD_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        let expected = try ImageDecoder.decode(contentsOf: url)
        guard expected.width == width, expected.height == height else {
            Issue.record("\(name): size \(width)×\(height), golden \(expected.width)×\(expected.height)", sourceLocation: sourceLocation)
            return
        }
        var maxDelta = 0, differing = 0
        for (e, a) in zip(expected.pixels, image.pixels) {
            let x = srgb(e), y = srgb(a)
            let delta = (0..<3).map { abs(Int(x[$0]) - Int(y[$0])) }.max()!
            maxDelta = max(maxDelta, delta)
            if delta > 1 { differing += 1 }
        }
        let fraction = Double(differing) / Double(max(width * height, 1))
        if maxDelta > maxChannelDelta || fraction > maxDifferingFraction {
            let path = try writeComparison(expected: expected, actual: image, name: name)
            let share = String(format: "%.3f %% of pixels differ by more than 1 (allowed %.3f %%)", fraction * 100, maxDifferingFraction * 100)
            let message = "\(name): max channel difference \(maxDelta) (allowed \(maxChannelDelta)), \(share); comparison: \(path)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// 8-bit sRGB of a pixel composited over black (the golden PNGs have no alpha).
    private static func srgb(_ p: LinearPixel) -> [UInt8] {
        [SRGB.quantize8(p.x), SRGB.quantize8(p.y), SRGB.quantize8(p.z)]
    }

    private static func writeComparison(expected: LinearImage, actual: LinearImage, name: String) throws -> String {
        let w = expected.width, h = expected.height
        var sheet = LinearImage(width: w * 3, height: h, fill: LinearPixel(0, 0, 0, 1))
        for y in 0..<h {
            for x in 0..<w {
                let e = expected[x, y], a = actual[x, y]
                sheet[x, y] = e
                sheet[2 * w + x, y] = a
                let d = SIMD3<Float>(abs(SRGB.encode(e.x) - SRGB.encode(a.x)), abs(SRGB.encode(e.y) - SRGB.encode(a.y)),
                                     abs(SRGB.encode(e.z) - SRGB.encode(a.z))) * 8
                sheet[w + x, y] = LinearPixel(SRGB.decode(min(d.x, 1)), SRGB.decode(min(d.y, 1)), SRGB.decode(min(d.z, 1)), 1)
            }
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("liquidglass-golden-failures")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name + "-comparison.png")
        try PNGEncoder.write(sheet, to: url, alpha: false)
        return url.path
    }
}
