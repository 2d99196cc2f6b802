import Foundation
import Testing
@testable import LiquidGlassRender

/// The lanes' `exp`, `log` and `pow` (Cephes' polynomials, written out in Lanes.swift) against libm, over the
/// ranges the shading uses and beyond. The bounds are the functions' documented accuracy (relative error below
/// 2·10⁻⁷, a couple of float ulps), so a wrong coefficient or a broken exponent trick fails by orders of magnitude.
@Suite struct LaneMathTests {
    /// Eight arguments at a time from `values`, padded with the last one.
    static func lanes(_ values: [Float]) -> [Lanes] {
        stride(from: 0, to: values.count, by: 8).map { i in
            var v = Lanes(repeating: values[min(i + 7, values.count - 1)])
            for k in 0..<min(8, values.count - i) { v[k] = values[i + k] }
            return v
        }
    }

    static func relativeError(_ a: Float, _ b: Float) -> Float {
        b == 0 ? abs(a) : abs(a - b) / abs(b)
    }

    @Test func expMatchesLibmAcrossItsRange() {
        let xs = stride(from: Float(-87), through: 88, by: 0.0137).map { $0 }
        var worst: Float = 0
        for v in Self.lanes(xs) {
            let e = LaneMath.exp(v)
            for k in 0..<8 { worst = max(worst, Self.relativeError(e[k], Foundation.exp(v[k]))) }
        }
        #expect(worst < 2e-7, "largest relative error \(worst)")
        // Exact where the result is a power of two's neighbour: e^0 = 1.
        #expect(LaneMath.exp(.zero) == Lanes(repeating: 1))
    }

    @Test func expClampsInsteadOfOverflowing() {
        let e = LaneMath.exp(Lanes(-1e30, -200, -88, 89, 200, 1e30, -.infinity, .infinity))
        for k in 0..<8 { #expect(e[k].isFinite, "lane \(k): \(e[k])") }
        #expect(e[0] < 1e-37 && e[1] < 1e-37 && e[6] < 1e-37)
        #expect(e[4] > 1e38 && e[7] > 1e38)
    }

    @Test func logMatchesLibmFromTinyToHuge() {
        var xs: [Float] = []
        var x: Float = 1e-30
        while x < 1e30 { xs.append(x); x *= 1.0173 }
        xs += stride(from: Float(0.5), through: 2, by: 0.001).map { $0 }  // around 1, where the absolute error matters
        var worst: Float = 0
        for v in Self.lanes(xs) {
            let l = LaneMath.log(v)
            for k in 0..<8 {
                let expected = Foundation.log(v[k])
                // Near x = 1 the result goes to 0: compare absolutely there.
                let error = abs(expected) < 0.1 ? abs(l[k] - expected) : Self.relativeError(l[k], expected)
                worst = max(worst, error)
            }
        }
        #expect(worst < 2e-7, "largest error \(worst)")
    }

    @Test func powOfTheGlintLobe() {
        // |n·l|^2.5 for facings 0…1, the only use in the shading (GlassMaterial.glintFocus = 2.5).
        let xs = stride(from: Float(0), through: 1, by: 0.0009).map { $0 }
        var worst: Float = 0
        for v in Self.lanes(xs) {
            let p = LaneMath.pow(v, 2.5)
            for k in 0..<8 { worst = max(worst, abs(p[k] - Foundation.pow(v[k], 2.5))) }
        }
        #expect(worst < 1e-6, "largest absolute error \(worst)")
        #expect(LaneMath.pow(.zero, 2.5) == .zero)
    }

    /// Both ways of `pow`: products and a square root for half-whole exponents, `exp(y·log x)` for the rest.
    @Test(arguments: [Float(1), 2, 2.5, 3.5, 8, 0.75, 1.3, 9.5])
    func powAgreesWithLibmRelatively(exponent: Float) {
        let xs = stride(from: Float(0.001), through: 4, by: 0.0013).map { $0 }
        var worst: Float = 0
        for v in Self.lanes(xs) {
            let p = LaneMath.pow(v, exponent)
            for k in 0..<8 { worst = max(worst, Self.relativeError(p[k], Foundation.pow(v[k], exponent))) }
        }
        // exp(y·log x) carries log's absolute error times y into a relative error: 2·10⁻⁷ · 9.5 · |log x| ≲ 2·10⁻⁵.
        #expect(worst < 2e-5, "x^\(exponent): largest relative error \(worst)")
    }

    @Test func firstLanesMask() {
        for count in 0...8 {
            let mask = LaneMath.first(count)
            for k in 0..<8 { #expect(mask[k] == (k < count), "count \(count), lane \(k)") }
        }
    }
}
