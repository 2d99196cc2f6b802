import Foundation
import LiquidGlassCore
import LiquidGlassTestSupport

/// Locations of test images, and the sample pattern the PNG fixtures were generated from.
enum ImageIOFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let images = root.appendingPathComponent("Fixtures/images")
    static let backdrops = TestFiles.sampleBackdrops

    static func url(_ name: String) -> URL { images.appendingPathComponent(name) }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    static func backdropURLs() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: backdrops, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "png" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The same function as `sample()` in Fixtures/images/make_png_fixtures.py.
    static func sample(_ x: Int, _ y: Int, _ c: Int, bits: Int) -> Int {
        let h = (UInt64(x * 37 + y * 101 + c * 59 + x * y * 13 + 1) * 2_654_435_761) % (1 << 32)
        return Int(h >> UInt64(32 - bits))
    }

    /// A fresh empty directory for files written by a test.
    static func temporaryDirectory() throws -> URL { try TestFiles.temporaryDirectory(prefix: "LiquidGlassCodecsTests") }

    /// Unpremultiplied sample codes of a decoded pixel at a bit depth (colour is meaningless
    /// where alpha is zero).
    static func codes(_ p: LinearPixel, bits: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let a = p.w
        let colour = a > 0 ? SIMD3(p.x, p.y, p.z) / a : .zero
        if bits == 16 {
            return (Int(SRGB.quantize16(colour.x)), Int(SRGB.quantize16(colour.y)),
                    Int(SRGB.quantize16(colour.z)), Int((a * 65535).rounded()))
        }
        return (Int(SRGB.quantize8(colour.x)), Int(SRGB.quantize8(colour.y)),
                Int(SRGB.quantize8(colour.z)), Int((a * 255).rounded()))
    }
}
