import Foundation

/// How far the backdrop is displaced inwards at each distance from the edge: the refraction of Liquid Glass.
///
/// The profile is fitted to the public measurement of Apple's **clear** glass on a 300×64 pt capsule
/// (flutter_liquid_glass, `refraction-ab/report.md`; see `docs/MATERIAL.md`):
///
///     d(s) = A · exp(−s / τ) · (1 − (s / h)⁴)     for 0 ≤ s < h, and 0 beyond,
///
/// with `s` the inset from the edge in points. For that capsule (half-minor axis 32 pt) the fit is
/// A = 47.2 pt, τ = 4.7 pt, h = 20 pt: every measured band of the straight (top) wall is matched within 4 %
/// except the last two, which are within 0.3 pt. A quarter-circle bevel, the model other implementations use,
/// undershoots the 1–2 pt band by 25 % and overshoots the middle, which is why this project fits its own curve.
///
/// Where the edge is curved (the capsule's round end, circles, corners) Apple displaces less near the edge:
/// the end of the same capsule measures 25.5 pt in the 1–2 pt band against 35.5 pt on the straight wall.
/// We model that as a factor `1 − c · k · exp(−s / τc)` with `k` = edge curvature × half-minor axis (clamped
/// to 0…1; 1 on the capsule's end), c = 0.42, τc = 4.0 pt — every band of the end within 5 % (last two within
/// 0.1 pt).
///
/// The profile scales with the shape: A, τ, τc and h scale with `λ = min(r, rMax) / 32` where `r` is the
/// half-minor axis (so a 44 pt circle gets a 13.75 pt band). Regular glass passes the displacement through a
/// soft clamp so that it never reaches the half-minor axis.
public struct LensProfile: Sendable, Equatable {
    /// Displacement at the very edge, in points, for the reference half-minor axis of 32 pt.
    public var amplitude: Float
    /// Exponential decay length, in points at the reference size.
    public var decay: Float
    /// Width of the lensing band, in points at the reference size; the face beyond it is undisplaced.
    public var band: Float
    /// Strength of the reduction on curved edges (0 = none).
    public var curvatureReduction: Float
    /// Decay length of that reduction, in points at the reference size.
    public var curvatureDecay: Float
    /// If set, displacement is softly limited to this fraction of the half-minor axis (regular glass).
    public var softLimit: Float?
    /// The half-minor axis above which the lens stops growing with the shape, in points.
    public var maximumReferenceRadius: Float

    /// The reference half-minor axis the constants are fitted at (the 64 pt tall capsule).
    public static let referenceRadius: Float = 32

    public init(amplitude: Float, decay: Float, band: Float, curvatureReduction: Float, curvatureDecay: Float,
                softLimit: Float?, maximumReferenceRadius: Float = 48) {
        self.amplitude = amplitude
        self.decay = decay
        self.band = band
        self.curvatureReduction = curvatureReduction
        self.curvatureDecay = curvatureDecay
        self.softLimit = softLimit
        self.maximumReferenceRadius = maximumReferenceRadius
    }

    /// Apple's clear glass, as measured.
    public static let clear = LensProfile(amplitude: 47.2, decay: 4.7, band: 20, curvatureReduction: 0.42,
                                          curvatureDecay: 4.0, softLimit: nil)
    /// Regular glass: the same curve, never displacing by more than 90 % of the half-minor axis.
    public static let regular = LensProfile(amplitude: 47.2, decay: 4.7, band: 20, curvatureReduction: 0.42,
                                            curvatureDecay: 4.0, softLimit: 0.9)
    /// No displacement at all.
    public static let none = LensProfile(amplitude: 0, decay: 1, band: 0, curvatureReduction: 0,
                                         curvatureDecay: 1, softLimit: nil)

    /// The profile resolved for one shape, given its half-minor axis in points.
    public func resolved(halfMinorAxis r: Float) -> Resolved {
        let radius = max(r, 0)
        let lambda = min(radius, maximumReferenceRadius) / LensProfile.referenceRadius
        return Resolved(
            amplitude: amplitude * lambda,
            inverseDecay: lambda > 0 ? 1 / (decay * lambda) : 0,
            band: band * lambda,
            curvatureReduction: curvatureReduction,
            inverseCurvatureDecay: lambda > 0 ? 1 / (curvatureDecay * lambda) : 0,
            halfMinorAxis: radius,
            limit: softLimit.map { $0 * radius })
    }

    /// A lens profile for one shape: evaluate per pixel.
    public struct Resolved: Sendable {
        public let amplitude: Float
        @usableFromInline let inverseDecay: Float
        /// Width of the lensing band in points: pixels deeper than this are not displaced.
        public let band: Float
        @usableFromInline let curvatureReduction: Float
        @usableFromInline let inverseCurvatureDecay: Float
        @usableFromInline let halfMinorAxis: Float
        @usableFromInline let limit: Float?

        /// A profile between `a` (weight 1) and `b` (weight 0), for the neck where two elements merge.
        static func mix(_ a: Resolved, _ b: Resolved, weight w: Float) -> Resolved {
            func lerp(_ x: Float, _ y: Float) -> Float { x * w + y * (1 - w) }
            let limit: Float? = a.limit.map { la in lerp(la, b.limit ?? la) }
            return Resolved(amplitude: lerp(a.amplitude, b.amplitude), inverseDecay: lerp(a.inverseDecay, b.inverseDecay),
                            band: lerp(a.band, b.band), curvatureReduction: lerp(a.curvatureReduction, b.curvatureReduction),
                            inverseCurvatureDecay: lerp(a.inverseCurvatureDecay, b.inverseCurvatureDecay),
                            halfMinorAxis: lerp(a.halfMinorAxis, b.halfMinorAxis), limit: limit)
        }

        /// Inward displacement in points at inset `s` (points inside the edge), where the edge has
        /// curvature `edgeCurvature` (1/points, positive where convex).
        @inlinable
        public func displacement(inset s: Float, edgeCurvature: Float) -> Float {
            guard s >= 0, s < band else { return 0 }
            let t = s / band
            let t2 = t * t
            var d = amplitude * Foundation.exp(-s * inverseDecay) * (1 - t2 * t2)
            let k = min(max(edgeCurvature * halfMinorAxis, 0), 1)
            d *= 1 - curvatureReduction * k * Foundation.exp(-s * inverseCurvatureDecay)
            if let limit, limit > 0 {
                // Soft limit: identity for small d, approaching `limit` smoothly.
                d = limit * (1 - Foundation.exp(-d / limit))
            }
            return d
        }
    }
}
