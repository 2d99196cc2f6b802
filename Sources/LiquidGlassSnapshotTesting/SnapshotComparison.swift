import Foundation
internal import LiquidGlass

/// Compares a new snapshot with its reference the way swift-snapshot-testing compares images on Apple platforms
/// (`Snapshotting/UIImage.swift`, version 1.19):
///
/// - `precision`: the share of bytes (R, G, B and A of every pixel) that must be equal, when
///   `perceptualPrecision` is 1.
/// - `perceptualPrecision`: a pixel matches when its colour difference is at most `(1 − perceptualPrecision) ×
///   100` ΔE; `precision` is then the share of pixels that must match. The library measures ΔE with Core Image's
///   `CILabDeltaE`, which Apple documents as the CIE 1994 ΔE between the two images' Lab colours; Core Image is
///   not on Linux, so ``deltaE94(_:_:)`` computes the same formula here (graphic-arts weights, D65 white).
///
/// Both images compare as 8-bit samples decoded from PNG (``SnapshotImage``).
struct SnapshotComparison {
    var precision: Float
    var perceptualPrecision: Float

    /// What went wrong, or nil when the images match.
    func failure(reference: SnapshotImage, new: SnapshotImage) -> String? {
        if let failure = reference.failure { return "Reference image could not be loaded: \(failure)" }
        if let failure = new.failure { return "Newly-taken snapshot could not be rendered: \(failure)" }
        guard new.width > 0, new.height > 0 else { return "Newly-taken snapshot is empty." }
        guard reference.width == new.width, reference.height == new.height else {
            return "Newly-taken snapshot@\(new.width)×\(new.height) does not match reference@\(reference.width)×\(reference.height)."
        }
        if reference.rgba == new.rgba { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 { return perceptualFailure(reference, new) }
        var differing = 0
        for (a, b) in zip(reference.rgba, new.rgba) where a != b { differing += 1 }
        let threshold = Int((1 - precision) * Float(reference.rgba.count))
        guard differing > threshold else { return nil }
        let actual = 1 - Float(differing) / Float(reference.rgba.count)
        return "Actual image precision \(actual) is less than required \(precision)"
    }

    private func perceptualFailure(_ reference: SnapshotImage, _ new: SnapshotImage) -> String? {
        let threshold = (1 - perceptualPrecision) * 100
        let count = reference.width * reference.height
        var failing = 0
        var maximum: Float = 0
        for i in 0..<count {
            let p = reference.pixel(i), q = new.pixel(i)
            guard p != q else { continue }
            let e = Self.deltaE94(Self.lab(p), Self.lab(q))
            if e > threshold {
                failing += 1
                maximum = max(maximum, e)
            }
        }
        let actual = 1 - Float(failing) / Float(count)
        guard actual < precision else { return nil }
        let lowest = 1 - min(maximum / 100, 1)
        return """
            The percentage of pixels that match \(actual) is less than required \(precision)
            The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
            """
    }

    /// CIE L*a*b* (D65) of an 8-bit sRGB pixel composited over white: `CILabDeltaE` reads colour only, and
    /// compositing first keeps a change of alpha alone from passing unseen.
    static func lab(_ p: SIMD4<UInt8>) -> SIMD3<Float> {
        let a = Float(p.w) / 255
        let rgb = SIMD3(SRGB.decode8[Int(p.x)], SRGB.decode8[Int(p.y)], SRGB.decode8[Int(p.z)]) * a + SIMD3(repeating: 1 - a)
        // sRGB (linear) to XYZ, IEC 61966-2-1 matrix; then relative to the D65 white.
        let x = (0.4124 * rgb.x + 0.3576 * rgb.y + 0.1805 * rgb.z) / 0.95047
        let y = 0.2126 * rgb.x + 0.7152 * rgb.y + 0.0722 * rgb.z
        let z = (0.0193 * rgb.x + 0.1192 * rgb.y + 0.9505 * rgb.z) / 1.08883
        func f(_ t: Float) -> Float { t > 216 / 24389 ? Float(cbrt(Double(t))) : (24389 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE 1994 colour difference of `sample` from `reference` (CIE 116-1995; graphic-arts weights kL = 1,
    /// K1 = 0.045, K2 = 0.015). Not symmetric: the chroma weights use the reference's chroma.
    static func deltaE94(_ reference: SIMD3<Float>, _ sample: SIMD3<Float>) -> Float {
        let dL = reference.x - sample.x
        let c1 = (reference.y * reference.y + reference.z * reference.z).squareRoot()
        let c2 = (sample.y * sample.y + sample.z * sample.z).squareRoot()
        let dC = c1 - c2
        let da = reference.y - sample.y, db = reference.z - sample.z
        let dH2 = max(da * da + db * db - dC * dC, 0)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }
}
