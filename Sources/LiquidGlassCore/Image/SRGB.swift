import Foundation

/// The sRGB transfer functions (IEC 61966-2-1), exact, and fast exact quantisers built on them.
///
/// Guarantees:
/// - `decode` and `encode` are the piecewise sRGB curves (linear segment below 0.04045 / 0.0031308).
/// - `quantize8(_:)` returns exactly `round(encode(v) * 255)` for every linear `v` in 0…1, using thresholds
///   computed in `Double`; so an 8-bit value decoded with `decode8` and quantised again comes back unchanged.
public enum SRGB {
    /// sRGB-encoded (0…1) to linear light (0…1).
    @inlinable
    public static func decode(_ v: Float) -> Float {
        v <= 0.04045 ? v / 12.92 : Float(pow(Double((v + 0.055) / 1.055), 2.4))
    }

    /// Linear light (0…1) to sRGB-encoded (0…1). Values outside 0…1 are clamped.
    @inlinable
    public static func encode(_ v: Float) -> Float {
        let c = min(max(v, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : Float(1.055 * pow(Double(c), 1.0 / 2.4) - 0.055)
    }

    /// The linear value of each 8-bit sRGB code.
    public static let decode8: [Float] = (0..<256).map { i in
        let v = Double(i) / 255
        return Float(v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4))
    }

    /// `thresholds8[i]` is the linear value at which the 8-bit code changes from `i` to `i + 1`.
    static let thresholds8: [Float] = (0..<255).map { i in
        let s = (Double(i) + 0.5) / 255
        let lin = s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        // The smallest Float whose encoding rounds up to i + 1.
        var f = Float(lin)
        while encodeDouble(Double(f)) * 255 >= Double(i) + 0.5 { f = f.nextDown }
        while encodeDouble(Double(f)) * 255 < Double(i) + 0.5 { f = f.nextUp }
        return f
    }

    private static func encodeDouble(_ c: Double) -> Double {
        c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1.0 / 2.4) - 0.055
    }

    /// Coarse index into `thresholds8`: for a linear value quantised to 1/4096, the lowest code it can have.
    static let coarse8: [UInt8] = (0...4096).map { j in
        let v = Float(j) / 4096
        var code = 0
        while code < 255 && thresholds8[code] <= v { code += 1 }
        return UInt8(code)
    }

    /// Exact 8-bit quantisation of a linear value: `round(encode(v) * 255)`, clamped to 0…255 (``quantizer8``;
    /// take that once for a loop over many values).
    @inlinable
    public static func quantize8(_ v: Float) -> UInt8 {
        quantizer8(v)
    }

    /// The exact 8-bit quantiser, its tables held by pointer: for loops over many pixels take it once
    /// (`let quantize = SRGB.quantizer8`) and call it per channel. Reached through a global's accessor at every
    /// call (as ``quantize8(_:)`` does) — with the tables as arrays, a lazy-initialisation check and bounds checks
    /// per channel — it cost about 4 % of `liquidglass bench --motion` (perf).
    public struct Quantizer8: @unchecked Sendable {
        @usableFromInline let coarse: UnsafePointer<UInt8>
        @usableFromInline let thresholds: UnsafePointer<Float>

        @inlinable
        public func callAsFunction(_ v: Float) -> UInt8 {
            guard v > 0 else { return 0 }
            guard v < 1 else { return 255 }
            // The table lookup gives a lower bound; a short scan (at most a few steps) finds the exact code.
            var code = Int(coarse[Int(v * 4096)])
            while code < 255 && thresholds[code] <= v { code += 1 }
            return UInt8(code)
        }
    }

    /// The tables copied once for the life of the process (never freed: a few kilobytes).
    public static let quantizer8: Quantizer8 = {
        let coarse = UnsafeMutablePointer<UInt8>.allocate(capacity: coarse8.count)
        coarse.initialize(from: coarse8, count: coarse8.count)
        let thresholds = UnsafeMutablePointer<Float>.allocate(capacity: thresholds8.count)
        thresholds.initialize(from: thresholds8, count: thresholds8.count)
        return Quantizer8(coarse: coarse, thresholds: thresholds)
    }()

    /// 16-bit quantisation: `round(encode(v) * 65535)`.
    @inlinable
    public static func quantize16(_ v: Float) -> UInt16 {
        UInt16((Double(encode(v)) * 65535).rounded())
    }

    /// The linear value of a 16-bit sRGB code.
    @inlinable
    public static func decode16(_ code: UInt16) -> Float {
        let v = Double(code) / 65535
        return Float(v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4))
    }
}
