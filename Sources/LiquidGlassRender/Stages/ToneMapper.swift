import Foundation
import LiquidGlassCore

/// Brings HDR glass colours (highlights above 1) back into 0…1 for encoding.
///
/// Values up to the knee pass unchanged; above it a smooth shoulder approaches 1:
/// `k + (1 − k)·(1 − e^(−(v − k)/(1 − k)))`. The shoulder is applied to glass pixels only, so the backdrop
/// around the glass keeps its exact values.
enum ToneMapper {
    static let knee: Float = 0.9

    @inline(__always)
    package static func map(_ v: Float) -> Float {
        guard v > knee else { return v }
        let range = 1 - knee
        return knee + range * (1 - Foundation.exp(-(v - knee) / range))
    }

    /// Maps a premultiplied pixel's colour channels, leaving alpha.
    @inline(__always)
    package static func map(_ p: LinearPixel) -> LinearPixel {
        LinearPixel(map(p.x), map(p.y), map(p.z), p.w)
    }
}
