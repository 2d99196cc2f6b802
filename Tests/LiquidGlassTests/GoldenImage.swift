import Foundation
import Testing
@testable import LiquidGlass

/// Golden-image comparison with an explicit tolerance, a regeneration switch and a diff image on failure.
///
/// - References live in `Tests/LiquidGlassTests/Golden/NAME.png` (8-bit sRGB).
/// - Regenerate them: `LIQUIDGLASS_RECORD_GOLDENS=1 swift test --filter GoldenImageTests`, then look at the
///   new PNGs before committing them.
/// - A failure writes `NAME-comparison.png` (expected | difference ×8 | actual) into
///   `$TMPDIR/liquidglass-golden-failures/` and names it in the test's message.
struct GoldenImage {
    /// How far a render may drift from its reference.
    struct Tolerance {
        /// Largest allowed difference of any 8-bit channel.
        var maxChannelDelta: Int
        /// Largest allowed fraction of pixels differing by more than 1 in some channel.
        var maxDifferingFraction: Double
    }

    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["LIQUIDGLASS_RECORD_GOLDENS"] == "1"
    }

    /// 8-bit sRGB, unpremultiplied, RGBA bytes of an image.
    static func bytes(_ image: LinearImage) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: image.pixels.count * 4)
        for (i, p) in image.pixels.enumerated() {
            let a = min(max(p.w, 0), 1)
            let c = a > 0 ? p / a : .zero
            out[4 * i] = SRGB.quantize8(c.x)
            out[4 * i + 1] = SRGB.quantize8(c.y)
            out[4 * i + 2] = SRGB.quantize8(c.z)
            out[4 * i + 3] = UInt8((a * 255).rounded())
        }
        return out
    }

    /// Compares `image` with the reference `name`, recording an issue (and writing a comparison image) on failure.
    static func check(_ image: LinearImage, named name: String, tolerance: Tolerance,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".png")
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGEncoder.write(image, to: url, alpha: false)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("no golden image \(url.path); record it with LIQUIDGLASS_RECORD_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        let expected = try ImageDecoder.decode(contentsOf: url)
        guard expected.width == image.width, expected.height == image.height else {
            Issue.record("\(name): size \(image.width)×\(image.height), golden \(expected.width)×\(expected.height)",
                         sourceLocation: sourceLocation)
            return
        }
        let a = bytes(expected), b = bytes(image)
        var maxDelta = 0, differing = 0
        for i in stride(from: 0, to: a.count, by: 4) {
            var pixelDelta = 0
            for c in 0..<4 { pixelDelta = max(pixelDelta, abs(Int(a[i + c]) - Int(b[i + c]))) }
            maxDelta = max(maxDelta, pixelDelta)
            if pixelDelta > 1 { differing += 1 }
        }
        let fraction = Double(differing) / Double(max(a.count / 4, 1))
        if maxDelta > tolerance.maxChannelDelta || fraction > tolerance.maxDifferingFraction {
            let path = try writeComparison(expected: expected, actual: image, name: name)
            Issue.record("""
                \(name): max channel difference \(maxDelta) (allowed \(tolerance.maxChannelDelta)), \
                \(String(format: "%.3f", fraction * 100)) % of pixels differ by more than 1 \
                (allowed \(String(format: "%.3f", tolerance.maxDifferingFraction * 100)) %); comparison: \(path)
                """, sourceLocation: sourceLocation)
        }
    }

    /// Writes expected | |difference| × 8 | actual side by side; returns its path.
    static func writeComparison(expected: LinearImage, actual: LinearImage, name: String) throws -> String {
        let w = expected.width, h = expected.height
        var sheet = LinearImage(width: w * 3, height: h, fill: LinearPixel(0, 0, 0, 1))
        for y in 0..<h {
            for x in 0..<w {
                let e = expected[x, y], a = actual[x, y]
                sheet[x, y] = e
                sheet[2 * w + x, y] = a
                let d = SIMD4<Float>(Swift.abs(SRGB.encode(e.x) - SRGB.encode(a.x)), Swift.abs(SRGB.encode(e.y) - SRGB.encode(a.y)),
                                     Swift.abs(SRGB.encode(e.z) - SRGB.encode(a.z)), 0) * 8
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
