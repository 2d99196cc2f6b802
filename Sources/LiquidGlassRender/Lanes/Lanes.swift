import CLaneMath

/// Eight pixels' worth of one value, shaded together (``ElementShader/shadeLanes(x0:y:count:cell:stride:shadowCell:looks:pixels:out:)``).
///
/// `SIMD8<Float>` lowers to two SSE registers on baseline x86-64 (one AVX register where the target has it) and
/// to two NEON registers on arm64; every operation the shading needs is a vector instruction except the frost
/// sample, which gathers.
typealias Lanes = SIMD8<Float>
typealias LaneMask = SIMDMask<SIMD8<Int32>>

/// Whether any lane of `mask` is set: the module's lanes use this rather than the standard library's generic
/// `any`, which reduced through an out-of-line `SIMD.min()` call per use (CLaneMath.h).
@inline(__always) func any(_ mask: LaneMask) -> Bool { lg_any8(unsafeBitCast(mask, to: SIMD8<Int32>.self)) != 0 }

/// Whether every lane of `mask` is set (see ``any(_:)``).
@inline(__always) func all(_ mask: LaneMask) -> Bool { lg_all8(unsafeBitCast(mask, to: SIMD8<Int32>.self)) != 0 }
/// The lanes of `mask` as bits (lane k: bit k).
@inline(__always) func bits(_ mask: LaneMask) -> Int { Int(lg_bits8(unsafeBitCast(mask, to: SIMD8<Int32>.self))) }

// Square roots, minima and maxima go through CLaneMath: the stdlib's SIMD versions run lane by lane (see there).
extension SIMD8 where Scalar == Float {
    /// Each lane raised to at least `v` (a NaN lane becomes `v`).
    @inline(__always) func atLeast(_ v: Float) -> Lanes { lg_max8(self, Lanes(repeating: v)) }
    /// Each lane raised to at least the same lane of `v`.
    @inline(__always) func atLeast(_ v: Lanes) -> Lanes { lg_max8(self, v) }
    /// Each lane lowered to at most `v` (a NaN lane becomes `v`).
    @inline(__always) func atMost(_ v: Float) -> Lanes { lg_min8(self, Lanes(repeating: v)) }
    /// Each lane lowered to at most the same lane of `v`.
    @inline(__always) func atMost(_ v: Lanes) -> Lanes { lg_min8(self, v) }
    /// Each lane's square root (NaN for a negative lane).
    @inline(__always) var root: Lanes { lg_sqrt8(self) }
    /// Each lane clamped to 0…1.
    @inline(__always) var clampedToUnit: Lanes { atLeast(0).atMost(1) }
    /// Each lane's absolute value.
    @inline(__always) var magnitude: Lanes { lg_max8(self, -self) }
}

/// A premultiplied colour per lane, channel by channel (structure of arrays).
struct PixelLanes {
    var r: Lanes, g: Lanes, b: Lanes, a: Lanes

    @inline(__always) init(r: Lanes, g: Lanes, b: Lanes, a: Lanes) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// The same colour in every lane.
    @inline(__always) init(_ c: SIMD4<Float>) {
        self.init(r: Lanes(repeating: c.x), g: Lanes(repeating: c.y), b: Lanes(repeating: c.z), a: Lanes(repeating: c.w))
    }

    @inline(__always) static func + (x: PixelLanes, y: PixelLanes) -> PixelLanes {
        PixelLanes(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a)
    }

    @inline(__always) static func * (x: PixelLanes, k: Lanes) -> PixelLanes {
        PixelLanes(r: x.r * k, g: x.g * k, b: x.b * k, a: x.a * k)
    }

    @inline(__always) static func * (x: PixelLanes, k: Float) -> PixelLanes {
        PixelLanes(r: x.r * k, g: x.g * k, b: x.b * k, a: x.a * k)
    }

    /// Eight consecutive pixels from `p`, transposed into channels. Loading whole pixels and shuffling them is
    /// what keeps this cheap: filling lanes one pixel at a time through memory stalled on every store-to-load
    /// forward (10 % of a frame at one instruction, perf annotate).
    @inline(__always) init(pixels p: UnsafePointer<SIMD4<Float>>) {
        self.init(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7])
    }

    /// Eight pixels held in registers, transposed into channels.
    @inline(__always) init(_ q0: SIMD4<Float>, _ q1: SIMD4<Float>, _ q2: SIMD4<Float>, _ q3: SIMD4<Float>,
                           _ q4: SIMD4<Float>, _ q5: SIMD4<Float>, _ q6: SIMD4<Float>, _ q7: SIMD4<Float>) {
        self.init(r: Lanes(q0.x, q1.x, q2.x, q3.x, q4.x, q5.x, q6.x, q7.x),
                  g: Lanes(q0.y, q1.y, q2.y, q3.y, q4.y, q5.y, q6.y, q7.y),
                  b: Lanes(q0.z, q1.z, q2.z, q3.z, q4.z, q5.z, q6.z, q7.z),
                  a: Lanes(q0.w, q1.w, q2.w, q3.w, q4.w, q5.w, q6.w, q7.w))
    }

    /// Lane `k` as one pixel.
    @inline(__always) subscript(k: Int) -> SIMD4<Float> {
        get { SIMD4(r[k], g[k], b[k], a[k]) }
        set { r[k] = newValue.x; g[k] = newValue.y; b[k] = newValue.z; a[k] = newValue.w }
    }

    /// `other`'s lanes where `mask` is set, these elsewhere.
    @inline(__always) func replacing(with other: PixelLanes, where mask: LaneMask) -> PixelLanes {
        PixelLanes(r: r.replacing(with: other.r, where: mask), g: g.replacing(with: other.g, where: mask),
                   b: b.replacing(with: other.b, where: mask), a: a.replacing(with: other.a, where: mask))
    }

    static let zero = PixelLanes(.zero)
}

/// The transcendental functions of the shading, eight lanes at a time.
///
/// No library here offers vector `exp`/`log` to Swift (Foundation's are scalar libm calls — `__expf_fma` alone
/// was 7 % of a frame, perf), so these are written out: Cephes' single-precision polynomials
/// (S. L. Moshier, *Methods and Programs for Mathematical Functions*, 1989), whose published relative error is
/// under 2 ulp in float. `LaneMathTests` checks both against libm over their whole working range.
enum LaneMath {
    /// e^x, relative error below 2·10⁻⁷ for x in −87…88; below −87 it returns about 10⁻³⁸ (not 0), above 88
    /// about 3·10³⁸ (not ∞). NaN lanes give an unspecified finite value.
    @inline(__always)
    static func exp(_ x: Lanes) -> Lanes {
        let x = x.atLeast(-87.3).atMost(88.3)
        // x = n·ln 2 + r, |r| ≤ ½ ln 2; ln 2 split in two so that n·ln 2 is exact to float precision.
        // n = round(x / ln 2) by ``roundingShift``; the sum's low mantissa bits hold n + 127 below.
        let shifted = x * 1.44269504088896341 + (roundingShift + 127)
        let n = shifted - (roundingShift + 127)
        let r = x - n * 0.693359375 + n * 2.12194440e-4
        let r2 = r * r
        var p = Lanes(repeating: 1.9875691500e-4)
        p = p * r + 1.3981999507e-3
        p = p * r + 8.3334519073e-3
        p = p * r + 4.1665795894e-2
        p = p * r + 1.6666665459e-1
        p = p * r + 5.0000001201e-1
        let e = p * r2 + r + 1
        // 2ⁿ built from its exponent bits (n + 127 is within 1…254 after the clamp), read from `shifted`.
        let biased = unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- Int32(bitPattern: roundingShift.bitPattern)
        return e * unsafeBitCast(biased &<< 23, to: Lanes.self)
    }

    /// ln x for positive finite x (relative error below 2·10⁻⁷; absolute below 10⁻⁷ near x = 1). Lanes at or
    /// below zero give an unspecified finite value: callers select them away.
    @inline(__always)
    static func log(_ x: Lanes) -> Lanes {
        let x = x.replacing(with: Lanes(repeating: .leastNormalMagnitude), where: x .< .leastNormalMagnitude)
        let bits = unsafeBitCast(x, to: SIMD8<Int32>.self)
        // x = m · 2^e with m in [½, 1).
        var e = Lanes((bits &>> 23) &- 126)
        var m = unsafeBitCast((bits & 0x007F_FFFF) | 0x3F00_0000, to: Lanes.self)
        // Move m into [√½, √2) so that the polynomial's argument stays within ±0.3.
        let small = m .< 0.707106781186547524
        e = e.replacing(with: e - 1, where: small)
        m = m.replacing(with: m + m, where: small) - 1
        let z = m * m
        var p = Lanes(repeating: 7.0376836292e-2)
        p = p * m - 1.1514610310e-1
        p = p * m + 1.1676998740e-1
        p = p * m - 1.2420140846e-1
        p = p * m + 1.4249322787e-1
        p = p * m - 1.6668057665e-1
        p = p * m + 2.0000714765e-1
        p = p * m - 2.4999993993e-1
        p = p * m + 3.3333331174e-1
        var y = p * m * z
        y += e * -2.12194440e-4
        y += -0.5 * z
        return m + y + e * 0.693359375
    }

    /// x^y for x in [0, ∞) and a positive exponent y: 0 where x is 0.
    ///
    /// Whole and half-whole exponents up to 8 (the glints' 2.5) are products and one square root — correctly
    /// rounded steps, within a few ulps of libm, and a fraction of the cost of `exp(y·log x)`, which was 4 % of a
    /// container frame (perf). Other exponents go through `exp` and `log`.
    @inline(__always)
    static func pow(_ x: Lanes, _ y: Float) -> Lanes {
        let twice = 2 * y
        if y > 0, y <= 8, twice == twice.rounded() {
            var result = Lanes(repeating: 1)
            for _ in 0..<Int(y) { result *= x }
            if Int(twice) % 2 == 1 { result *= x.atLeast(0).root }
            return result.replacing(with: 0, where: x .<= 0)
        }
        return exp(log(x) * y).replacing(with: 0, where: x .<= 0)
    }

    /// Lanes `0..<count` set.
    @inline(__always)
    static func first(_ count: Int) -> LaneMask {
        // Compared as floats: the same comparison on SIMD8<Int32> compiled to a loop that set one lane at a time
        // through memory (28 % of the lane shading, perf annotate).
        Lanes(0, 1, 2, 3, 4, 5, 6, 7) .< Float(count)
    }

    /// Eight floats from `p` (not necessarily aligned).
    @inline(__always)
    static func load(_ p: UnsafePointer<Float>) -> Lanes {
        UnsafeRawPointer(p).loadUnaligned(as: Lanes.self)
    }

    /// Eight integers from `p` (not necessarily aligned).
    @inline(__always)
    static func load(_ p: UnsafePointer<Int32>) -> SIMD8<Int32> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Int32>.self)
    }

    /// Eight integers to `p` (not necessarily aligned).
    @inline(__always)
    static func store(_ v: SIMD8<Int32>, to p: UnsafeMutablePointer<Int32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<Int32>.self)
    }

    /// Eight floats to `p` (not necessarily aligned).
    @inline(__always)
    static func store(_ v: Lanes, to p: UnsafeMutablePointer<Float>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Lanes.self)
    }

    /// 1.5·2²³: a float of magnitude below 2²² added to it is rounded to the nearest integer, which the sum's low
    /// mantissa bits then hold. The stdlib's `rounded` calls libm lane by lane where the target has no SSE4.1, and
    /// its float-to-integer conversion checks the range lane by lane (and traps on NaN); this does neither.
    @inline(__always)
    static var roundingShift: Float { 12_582_912 }

    /// ⌊v⌋ for |v| < 2²²: rounded to the nearest integer by ``roundingShift``, one taken away where that rounded up.
    @inline(__always)
    static func floor(_ v: Lanes) -> Lanes {
        let nearest = (v + roundingShift) - roundingShift
        return nearest.replacing(with: nearest - 1, where: nearest .> v)
    }

    /// Whole numbers in 0 ..< 2²² as integers, read from the low mantissa bits of `v + ` ``roundingShift``.
    @inline(__always)
    static func wholeNumber(_ v: Lanes) -> SIMD8<Int32> {
        unsafeBitCast(v + roundingShift, to: SIMD8<Int32>.self) &- Int32(bitPattern: roundingShift.bitPattern)
    }
}
