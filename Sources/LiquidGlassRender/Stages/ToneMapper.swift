import Foundation
import LiquidGlassCore

/// Brings HDR glass colours (highlights above 1) back into 0…1 for encoding.
///
/// Values up to the knee pass unchanged; above it a smooth shoulder approaches 1:
/// `k + (1 − k)·(1 − e^(−(v − k)/(1 − k)))`. The shoulder is applied to glass pixels only, so the backdrop
/// around the glass keeps its exact values; and ``map(_:keeping:)`` raises the knee to the glass's own colour,
/// so only the light added on top of it (highlights) is compressed: glass over white stays as bright as its
/// colour model makes it.
enum ToneMapper {
    static let knee: Float = 0.9

    @inline(__always)
    package static func map(_ v: Float) -> Float {
        guard v > knee else { return v }
        let range = 1 - knee
        return knee + range * (1 - Foundation.exp(-(v - knee) / range))
    }

    /// `map(_:)` with the knee at `k` (at least ``knee``, below 1).
    @inline(__always)
    static func map(_ v: Float, knee k: Float) -> Float {
        guard v > k else { return v }
        guard k < 0.9999 else { return 1 }
        let range = 1 - k
        return k + range * (1 - Foundation.exp(-(v - k) / range))
    }

    /// Maps a premultiplied pixel's colour channels, leaving alpha and every channel value up to `base`'s
    /// (the glass before its highlights).
    @inline(__always)
    static func map(_ p: LinearPixel, keeping base: LinearPixel) -> LinearPixel {
        LinearPixel(map(p.x, knee: max(knee, base.x)), map(p.y, knee: max(knee, base.y)),
                    map(p.z, knee: max(knee, base.z)), p.w)
    }

    /// Maps a premultiplied pixel's colour channels, leaving alpha.
    @inline(__always)
    package static func map(_ p: LinearPixel) -> LinearPixel {
        LinearPixel(map(p.x), map(p.y), map(p.z), p.w)
    }
}

extension ElementShader {
    /// ``ToneMapper/map(_:keeping:)`` for one channel in lanes.
    @inline(__always)
    static func toneMap(_ v: Lanes, keeping base: Lanes) -> Lanes {
        let knee = base.atLeast(ToneMapper.knee)
        let over = v .> knee
        guard any(over) else { return v }
        let range = (1 - knee).atLeast(1e-4)
        let mapped = (knee + range * (1 - LaneMath.exp(-(v - knee) / range))).replacing(with: 1, where: knee .>= 0.9999)
        return v.replacing(with: mapped, where: over)
    }
}
