import Foundation

/// Source-over compositing on gamma-encoded sRGB values, as Core Graphics and Core Animation composite in an sRGB
/// context, for pixels stored in linear light (``LinearPixel``).
///
/// Content (shapes, text, images, opacity groups) is composited this way so that a translucent colour comes out as
/// dark as on iOS: `secondaryLabel` (60, 60, 67) at α 0.6 over white is 0.4·255 + 0.6·60 = 138 on iOS, and came out
/// 175 composited in linear light; black at α 0.5 is 128 on iOS (188 in linear light), at α 0.8 51 (124). The glass
/// material keeps its linear-light model (it was fitted to Apple's glass in linear light); only the content painter
/// and the ink drawn on glass use this.
///
/// Guarantees:
/// - the "encoded premultiplied" form of a pixel with linear colour `c` and alpha `a` is `encode(c)·a` (what an 8-bit
///   premultiplied sRGB bitmap holds); ``encode(_:)`` and ``decode(_:)`` convert exactly between the two forms
///   (Float round-off aside), with the sRGB curve extended past 1 by the same formula (HDR headroom inside the
///   renderer survives a composite);
/// - ``over(_:_:)`` with an opaque source returns the source; with a transparent one, the destination untouched;
///   0 and 1 convert exactly (white ink is exactly white).
public enum EncodedCompositing {
    /// One channel, linear → encoded (the sRGB curve, negative values clamped to 0, values above 1 extended).
    /// Inside 0…1 it is read from a 4096-step table, interpolated (within 2·10⁻⁵ of the curve, a fiftieth of an 8-bit
    /// level): `pow` per channel made a full-screen translucent fill several times slower.
    @inlinable
    public static func encodeChannel(_ v: Float) -> Float {
        guard v > 0.0031308 else { return max(v, 0) * 12.92 }
        guard v < 1 else { return v == 1 ? 1 : 1.055 * Foundation.pow(v, 1 / 2.4) - 0.055 }
        return curves.encode(v)
    }

    /// One channel, encoded → linear (inverse of ``encodeChannel(_:)``; a table inside 0…1, as there).
    @inlinable
    public static func decodeChannel(_ e: Float) -> Float {
        guard e > 0.04045 else { return max(e, 0) / 12.92 }
        guard e < 1 else { return e == 1 ? 1 : Foundation.pow((e + 0.055) / 1.055, 2.4) }
        return curves.decode(e)
    }

    /// The two curves sampled at 4097 points over 0…1, held by pointer for the life of the process (as
    /// ``SRGB/Quantizer8``: no bounds or lazy-initialisation checks in the pixel loops beyond the global's own).
    public struct Curves: @unchecked Sendable {
        @usableFromInline let encoded: UnsafePointer<Float>
        @usableFromInline let decoded: UnsafePointer<Float>
        @usableFromInline static let steps: Float = 4096

        init() {
            let n = Int(Self.steps)
            let e = UnsafeMutablePointer<Float>.allocate(capacity: n + 2)
            let d = UnsafeMutablePointer<Float>.allocate(capacity: n + 2)
            for i in 0...(n + 1) {
                let x = Double(i) / Double(n)
                e[i] = Float(x <= 0.0031308 ? x * 12.92 : 1.055 * Foundation.pow(x, 1 / 2.4) - 0.055)
                d[i] = Float(x <= 0.04045 ? x / 12.92 : Foundation.pow((x + 0.055) / 1.055, 2.4))
            }
            encoded = UnsafePointer(e)
            decoded = UnsafePointer(d)
        }

        @inlinable
        func encode(_ v: Float) -> Float { Self.lookUp(encoded, v) }

        @inlinable
        func decode(_ v: Float) -> Float { Self.lookUp(decoded, v) }

        /// The table at `v` (0 ≤ v < 1), linearly interpolated.
        @inlinable
        static func lookUp(_ table: UnsafePointer<Float>, _ v: Float) -> Float {
            let t = v * steps
            let i = Int(t)
            let f = t - Float(i)
            return table[i] + (table[i + 1] - table[i]) * f
        }
    }

    /// The tables, built once.
    public static let curves = Curves()

    /// A premultiplied linear pixel in encoded premultiplied form.
    @inlinable
    public static func encode(_ p: LinearPixel) -> SIMD4<Float> {
        let a = p.w
        guard a > 0 else { return .zero }
        let k = 1 / a
        return SIMD4(encodeChannel(p.x * k) * a, encodeChannel(p.y * k) * a, encodeChannel(p.z * k) * a, a)
    }

    /// An encoded premultiplied pixel as a premultiplied linear one.
    @inlinable
    public static func decode(_ e: SIMD4<Float>) -> LinearPixel {
        let a = e.w
        guard a > 0 else { return .zero }
        let k = 1 / a
        return LinearPixel(decodeChannel(e.x * k) * a, decodeChannel(e.y * k) * a, decodeChannel(e.z * k) * a, a)
    }

    /// `source` (encoded premultiplied) over `destination` (premultiplied linear), composited on the encoded values;
    /// the result in premultiplied linear light.
    @inlinable
    public static func over(_ source: SIMD4<Float>, _ destination: LinearPixel) -> LinearPixel {
        let a = source.w
        guard a > 0 else { return destination }
        guard a < 1, destination.w > 0 else { return decode(source) }
        return decode(source + encode(destination) * (1 - a))
    }

    /// `source` (premultiplied linear) over `destination` (premultiplied linear), composited on the encoded values.
    @inlinable
    public static func over(linear source: LinearPixel, _ destination: LinearPixel) -> LinearPixel {
        let a = source.w
        guard a > 0 else { return destination }
        guard a < 1, destination.w > 0 else { return source }
        return decode(encode(source) + encode(destination) * (1 - a))
    }
}
