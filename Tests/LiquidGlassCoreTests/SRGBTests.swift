import Foundation
@testable import LiquidGlassCore
import Testing

@Suite struct SRGBTests {
    @Test func everyEightBitCodeRoundTrips() {
        for code in 0...255 {
            let linear = SRGB.decode8[code]
            #expect(SRGB.quantize8(linear) == UInt8(code), "code \(code)")
        }
    }

    @Test func quantize8MatchesRoundedEncode() {
        // Dense sweep: the fast path must equal the definition round(encode(v) * 255).
        for i in 0...100_000 {
            let v = Float(i) / 100_000
            let c = Double(v)
            let encoded = c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1.0 / 2.4) - 0.055
            let expected = UInt8((encoded * 255).rounded())
            #expect(SRGB.quantize8(v) == expected, "v = \(v)")
        }
    }

    @Test func quantizer8MatchesTheDefinitionAtEveryThreshold() {
        // Where the code changes, the table lookup and its scan must land exactly: at every threshold and the
        // floats either side of it the quantiser equals round(encode(v) · 255), computed in Double here; outside
        // 0…1 (NaN included) it clamps.
        let quantize = SRGB.quantizer8
        var differing = 0
        for t in SRGB.thresholds8 {
            for v in [t.nextDown, t, t.nextUp] {
                let c = Double(v)
                let encoded = c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1.0 / 2.4) - 0.055
                if quantize(v) != UInt8((encoded * 255).rounded()) { differing += 1 }
            }
        }
        #expect(differing == 0)
        #expect(quantize(-1) == 0 && quantize(.nan) == 0 && quantize(1.5) == 255 && quantize(.infinity) == 255)
        #expect(quantize(SRGB.decode8[200]) == 200)
    }

    @Test func everySixteenBitCodeRoundTrips() {
        var failures = 0
        for code in 0...65535 where SRGB.quantize16(SRGB.decode16(UInt16(code))) != UInt16(code) {
            failures += 1
        }
        #expect(failures == 0)
    }

    @Test func curveEndpointsAndLinearSegment() {
        #expect(SRGB.decode(0) == 0)
        #expect(abs(SRGB.decode(1) - 1) < 1e-6)
        #expect(abs(SRGB.decode(0.04) - 0.04 / 12.92) < 1e-9)
        #expect(abs(SRGB.encode(0.5) - 0.735_356_6) < 1e-5)
    }
}
