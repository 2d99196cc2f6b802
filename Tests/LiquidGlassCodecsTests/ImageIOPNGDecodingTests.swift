import Foundation
import LiquidGlassCodecs
import LiquidGlassCore
import Testing

/// Decodes every PNG fixture and compares each pixel with the pattern it was generated from.
@Suite struct ImageIOPNGDecodingTests {
    enum ColorType: String, CaseIterable {
        case gray, rgb, palette, graya, rgba
    }

    struct Spec: CustomStringConvertible, Sendable {
        var type: ColorType
        var bits: Int
        var trns = false
        var adam7 = false

        var name: String { "png-\(type.rawValue)\(bits)\(trns ? "-trns" : "")\(adam7 ? "-adam7" : "").png" }
        var description: String { name }
    }

    // The same list as FIXTURES in make_png_fixtures.py.
    static let specs: [Spec] = [
        Spec(type: .gray, bits: 1), Spec(type: .gray, bits: 2), Spec(type: .gray, bits: 4),
        Spec(type: .gray, bits: 8), Spec(type: .gray, bits: 16),
        Spec(type: .gray, bits: 2, trns: true), Spec(type: .gray, bits: 8, trns: true),
        Spec(type: .gray, bits: 16, trns: true),
        Spec(type: .graya, bits: 8), Spec(type: .graya, bits: 16),
        Spec(type: .rgb, bits: 8), Spec(type: .rgb, bits: 16), Spec(type: .rgb, bits: 8, trns: true),
        Spec(type: .rgb, bits: 16, trns: true),
        Spec(type: .rgba, bits: 8), Spec(type: .rgba, bits: 16),
        Spec(type: .palette, bits: 1, trns: true), Spec(type: .palette, bits: 2),
        Spec(type: .palette, bits: 4, trns: true), Spec(type: .palette, bits: 8),
        Spec(type: .palette, bits: 8, trns: true),
        Spec(type: .gray, bits: 1, adam7: true), Spec(type: .graya, bits: 8, adam7: true),
        Spec(type: .rgb, bits: 8, adam7: true), Spec(type: .rgba, bits: 16, adam7: true),
        Spec(type: .palette, bits: 4, trns: true, adam7: true), Spec(type: .gray, bits: 16, trns: true, adam7: true),
    ]

    static let width = 13, height = 11

    /// The expected unpremultiplied codes (8-bit for depths up to 8, 16-bit for 16) of pixel (x, y).
    static func expected(_ spec: Spec, x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let bits = spec.bits
        let maxCode = bits == 16 ? 65535 : 255
        func s(_ px: Int, _ py: Int, _ c: Int) -> Int { ImageIOFixtures.sample(px, py, c, bits: bits) }
        // Samples below 8 bits are scaled to 8 bits (v * 255 / (2^bits - 1)).
        func widen(_ v: Int) -> Int { bits < 8 ? v * 255 / ((1 << bits) - 1) : v }
        switch spec.type {
        case .gray:
            let v = s(x, y, 0)
            let transparent = spec.trns && v == s(1, 1, 0)
            return (widen(v), widen(v), widen(v), transparent ? 0 : maxCode)
        case .graya:
            return (s(x, y, 0), s(x, y, 0), s(x, y, 0), s(x, y, 1))
        case .rgb:
            let v = (s(x, y, 0), s(x, y, 1), s(x, y, 2))
            let transparent = spec.trns && v == (s(1, 1, 0), s(1, 1, 1), s(1, 1, 2))
            return (v.0, v.1, v.2, transparent ? 0 : maxCode)
        case .rgba:
            return (s(x, y, 0), s(x, y, 1), s(x, y, 2), s(x, y, 3))
        case .palette:
            let size = bits == 8 ? 200 : 1 << bits
            let index = s(x, y, 0) % size
            let entry = (0..<3).map { ImageIOFixtures.sample(index, 1000, $0, bits: 8) }
            let trnsLength = max(1, size - 1)
            let alpha = spec.trns && index < trnsLength ? ImageIOFixtures.sample(index, 2000, 3, bits: 8) : 255
            return (entry[0], entry[1], entry[2], alpha)
        }
    }

    @Test(arguments: specs)
    func decodesEveryPixel(_ spec: Spec) throws {
        let image = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url(spec.name))
        #expect(image.width == Self.width && image.height == Self.height)
        let bits = spec.bits == 16 ? 16 : 8
        var mismatches = 0
        var sawTransparent = false
        for y in 0..<image.height {
            for x in 0..<image.width {
                let want = Self.expected(spec, x: x, y: y)
                let got = ImageIOFixtures.codes(image[x, y], bits: bits)
                if want.a == 0 { sawTransparent = true }
                // Where alpha is 0 the pixel must be fully zero (premultiplied); colour is undefined.
                let same = want.a == 0
                    ? image[x, y] == .zero
                    : (got.r, got.g, got.b, got.a) == (want.r, want.g, want.b, want.a)
                if !same {
                    mismatches += 1
                    if mismatches <= 3 { Issue.record("\(spec.name) (\(x), \(y)): got \(got), expected \(want)") }
                }
            }
        }
        #expect(mismatches == 0)
        // tRNS fixtures are made so that some pixels match the transparent colour.
        if spec.trns && spec.type != .palette { #expect(sawTransparent) }
    }

    @Test func interlacedDecodesLikeTheSameDataNonInterlaced() throws {
        let pairs = [("png-rgb8-adam7.png", "png-rgb8.png"), ("png-rgba16-adam7.png", "png-rgba16.png"),
                     ("png-palette4-trns-adam7.png", "png-palette4-trns.png")]
        for (interlaced, plain) in pairs {
            let a = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url(interlaced))
            let b = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url(plain))
            #expect(a == b, "\(interlaced) vs \(plain)")
        }
    }

    @Test func sixteenBitValuesAreDecodedExactly() throws {
        // A 16-bit sample must map through SRGB.decode16 itself, not via 8 bits.
        let image = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url("png-rgb16.png"))
        for (x, y) in [(0, 0), (5, 7), (12, 10)] {
            let code = UInt16(ImageIOFixtures.sample(x, y, 1, bits: 16))
            #expect(image[x, y].y == SRGB.decode16(code))
        }
    }

    @Test func decodesRealPhotographs() throws {
        for url in try ImageIOFixtures.backdropURLs() {
            let image = try ImageDecoder.decode(contentsOf: url)
            #expect(image.width > 0 && image.height > 0)
            #expect(image.pixels.allSatisfy { $0.w == 1 }, "\(url.lastPathComponent) is opaque")
        }
    }
}
