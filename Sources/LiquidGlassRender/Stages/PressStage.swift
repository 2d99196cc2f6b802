import Foundation
import LiquidGlassCore

/// A finger on interactive glass: light added on top of the glass body, before the tone map.
///
/// The pressed element brightens overall by `0.06 · press` (linear; Apple's press measures about +15 luma of
/// 255, ≈ +0.06 linear at mid-grey — reference material-and-motion.md §1), and a glow of `0.15 · press` centred
/// on the touch fades out by `smoothstep(r, r/2, distance)` with `r = 1.5 ×` the element's shorter side (the
/// radial term of the one quantified model, Kyant0's Android glass, §2). The glow is a property of the
/// container, not of the element, so it spreads onto neighbouring glass of the same container within `r`.
extension ElementShader {
    /// One touch on a container's glass.
    struct Touch: Sendable {
        /// Points.
        let center: SIMD2<Float>
        let radius: Float
        let strength: Float
    }

    /// Overall brightening of the pressed element per unit of press.
    static let pressBrightening: Float = 0.06
    /// Peak of the glow under the touch per unit of press.
    static let touchGlow: Float = 0.15

    @inline(__always)
    func applyPress(_ glass: LinearPixel, at p: SIMD2<Float>, look: UnsafePointer<Look>) -> LinearPixel {
        var add = look.pointee.material.press * ElementShader.pressBrightening
        for t in touches {
            let v = p - t.center
            let d = (v * v).sum().squareRoot()
            // smoothstep(r, r/2, d): 1 within r/2, 0 beyond r.
            let x = min(max((t.radius - d) / (t.radius / 2), 0), 1)
            add += t.strength * x * x * (3 - 2 * x)
        }
        if let shimmer = look.pointee.shimmer { add += shimmer.light(at: p) }
        guard add > 0 else { return glass }
        return glass + LinearPixel(add, add, add, 0) * glass.w
    }

    /// ``applyPress(_:at:look:)``'s light in lanes, at pixels `x0 ..< x0 + 8` of row `y`: the press's brightening,
    /// the glow of each touch and the shimmer's band.
    @inline(__always)
    func pressLanes(x0: Int, y: Int, look: UnsafePointer<Look>) -> Lanes {
        let step = 1 / scale
        let px = (Self.columns(x0) + 0.5) * step, py = Lanes(repeating: (Float(y) + 0.5) * step)
        var add = Lanes(repeating: look.pointee.material.press * ElementShader.pressBrightening)
        for t in touches {
            let vx = px - t.center.x, vy = py - t.center.y
            let d = (vx * vx + vy * vy).root
            // smoothstep(r, r/2, d): 1 within r/2, 0 beyond r.
            let x = ((t.radius - d) / (t.radius / 2)).clampedToUnit
            add += t.strength * x * x * (3 - 2 * x)
        }
        if let shimmer = look.pointee.shimmer {
            let u = (px - shimmer.origin.x) * shimmer.step.x + (py - shimmer.origin.y) * shimmer.step.y
            let x = (u - shimmer.center) / Shimmer.width
            add += shimmer.strength * LaneMath.exp(-x * x)
        }
        return add
    }

    /// Canvas columns `x0 ..< x0 + 8` as floats.
    @inline(__always)
    static func columns(_ x0: Int) -> Lanes {
        Lanes(repeating: Float(x0)) + Lanes(0, 1, 2, 3, 4, 5, 6, 7)
    }
}
