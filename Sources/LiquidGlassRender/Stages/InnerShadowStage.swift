import Foundation
import LiquidGlassCore

/// Stage 6, inner shadow: a soft band under the top wall, absent at the bottom.
extension ElementShader {
    /// The inner shadow's strength at inset `s` (points) with outward normal `n`.
    @inline(__always)
    func innerShadow(inset s: Float, normal n: SIMD2<Float>, _ material: UnsafePointer<GlassMaterial>) -> Float {
        let up = max(-n.y, 0)
        guard up > 0, material.pointee.innerShadowStrength > 0 else { return 0 }
        let t = (s - material.pointee.innerShadowDepth) / material.pointee.innerShadowSpread
        return material.pointee.innerShadowStrength * up * Foundation.exp(-t * t)
    }

    /// `glass` darkened by an inner shadow of strength `inner`.
    @inline(__always)
    func applyInnerShadow(_ glass: LinearPixel, _ inner: Float) -> LinearPixel {
        glass * (1 - inner) + LinearPixel(0, 0, 0, glass.w * inner)
    }

    /// ``innerShadow(inset:normal:_:)`` applied in lanes (`normalY` the outward normal's vertical component).
    @inline(__always)
    func innerShadowLanes(_ glass: PixelLanes, inset s: Lanes, normalY ny: Lanes, _ m: UnsafePointer<GlassMaterial>) -> PixelLanes {
        let up = (-ny).atLeast(0)
        guard m.pointee.innerShadowStrength > 0, any(up .> 0) else { return glass }
        let t = (s - m.pointee.innerShadowDepth) / m.pointee.innerShadowSpread
        let inner = m.pointee.innerShadowStrength * up * LaneMath.exp(-t * t)
        return PixelLanes(r: glass.r * (1 - inner), g: glass.g * (1 - inner), b: glass.b * (1 - inner), a: glass.a)
    }
}
