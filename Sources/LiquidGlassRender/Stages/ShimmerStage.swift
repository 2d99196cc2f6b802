import Foundation
import LiquidGlassCore

/// The shimmer of a press: a soft, slanted band of light that sweeps once across interactive glass when a finger
/// comes down (Apple: interactive glass "shimmers" on touch — api-ground-truth.md; Reduce Motion removes it).
///
/// No measurement of Apple's shimmer exists in the reference material, so its shape is chosen, not fitted: the
/// band runs along the direction (1, 0.5) — leading-top to trailing-bottom, the way the highlights' default light
/// falls — with a Gaussian profile of 0.10 of the glass's extent along that direction; its centre travels from
/// −0.25 to 1.25 of the extent as the phase goes 0 → 1, so it enters and leaves fully; its peak is
/// `0.22 · sin(π · phase)` linear: over pressed glass, which the press's brightening (0.06) and glow (0.15)
/// have already lifted and the tone map compresses, 0.10 was not visible at 3x (looked at); 0.22
/// reads as a glint crossing the glass. It is light added like the press's brightening (premultiplied by the
/// glass's coverage), before the tone map.
extension ElementShader {
    struct Shimmer: Sendable, Equatable {
        /// The frame's top-left corner (points).
        let origin: SIMD2<Float>
        /// Unit direction of travel, divided by the glass's extent along it: `(p − origin) · step` runs 0 → 1.
        let step: SIMD2<Float>
        /// Where the band's centre is along the travel (0 = leading corner, 1 = trailing corner).
        let center: Float
        /// Peak light at the band's centre.
        let strength: Float

        /// The direction the band travels in (before normalising).
        static let direction = SIMD2<Float>(1, 0.5)
        /// The band's Gaussian width, as a fraction of the travel.
        static let width: Float = 0.10
        /// Peak light at half way.
        static let peak: Float = 0.22

        /// The shimmer of glass in `frame` at `phase` (0…1), or nil when there is nothing to draw.
        init?(frame: CGRect, phase: Double) {
            guard phase > 0, phase < 1, frame.width > 0, frame.height > 0 else { return nil }
            let d = Self.direction / (Self.direction * Self.direction).sum().squareRoot()
            let extent = Float(frame.width) * d.x + Float(frame.height) * d.y
            origin = SIMD2(Float(frame.minX), Float(frame.minY))
            step = d / extent
            center = Float(-0.25 + 1.5 * phase)
            strength = Self.peak * Float(sin(Double.pi * phase))
        }

        /// The light the band adds at `p` (points).
        @inline(__always)
        func light(at p: SIMD2<Float>) -> Float {
            let u = ((p - origin) * step).sum()
            let x = (u - center) / Self.width
            return strength * exp(-x * x)
        }
    }
}
