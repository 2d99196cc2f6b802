import Foundation
import LiquidGlassCodecs
import LiquidGlassCore
import Testing

/// A folder of golden images: renders compared with reviewed references with an explicit tolerance, a regeneration
/// switch and a diff image on failure. Each test target keeps its references in a `Golden` folder beside the tests
/// that own them (read and regenerated in the source tree, not copied into the bundle).
///
/// - A reference is `Golden/NAME.png`, 8-bit sRGB without alpha.
/// - `LIQUIDGLASS_RECORD_GOLDENS=1` writes the references instead of comparing (then look at the new PNGs before
///   committing them).
/// - A failure writes `NAME-comparison.png` (expected | difference × 8 | actual) into
///   `$TMPDIR/liquidglass-golden-failures/` and names it in the test's message.
public struct GoldenFolder: Sendable {
    /// How far a render may drift from its reference.
    public struct Tolerance: Sendable {
        /// Largest allowed difference of any 8-bit channel.
        public var maxChannelDelta: Int
        /// Largest allowed fraction of pixels differing by more than 1 in some channel.
        public var maxDifferingFraction: Double

        public init(maxChannelDelta: Int, maxDifferingFraction: Double) {
            self.maxChannelDelta = maxChannelDelta
            self.maxDifferingFraction = maxDifferingFraction
        }
    }

    /// Where the references are.
    public let directory: URL

    /// The `Golden` folder beside `file` (a test target's helper passes its own `#filePath`).
    public init(besides file: String) {
        directory = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["LIQUIDGLASS_RECORD_GOLDENS"] == "1"
    }

    /// 8-bit sRGB, unpremultiplied, RGBA bytes of an image.
    public static func bytes(_ image: LinearImage) -> [UInt8] {
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
    public func check(_ image: LinearImage, named name: String, tolerance: Tolerance,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".png")
        if Self.isRecording {
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
        let a = Self.bytes(expected), b = Self.bytes(image)
        var maxDelta = 0, differing = 0
        for i in stride(from: 0, to: a.count, by: 4) {
            var pixelDelta = 0
            for c in 0..<4 { pixelDelta = max(pixelDelta, abs(Int(a[i + c]) - Int(b[i + c]))) }
            maxDelta = max(maxDelta, pixelDelta)
            if pixelDelta > 1 { differing += 1 }
        }
        let fraction = Double(differing) / Double(max(a.count / 4, 1))
        if maxDelta > tolerance.maxChannelDelta || fraction > tolerance.maxDifferingFraction {
            let path = try Self.writeComparison(expected: expected, actual: image, name: name)
            Issue.record("""
                \(name): max channel difference \(maxDelta) (allowed \(tolerance.maxChannelDelta)), \
                \(String(format: "%.3f", fraction * 100)) % of pixels differ by more than 1 \
                (allowed \(String(format: "%.3f", tolerance.maxDifferingFraction * 100)) %); comparison: \(path)
                """, sourceLocation: sourceLocation)
        }
    }

    /// Writes expected | |difference| × 8 | actual side by side; returns its path.
    public static func writeComparison(expected: LinearImage, actual: LinearImage, name: String) throws -> String {
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
