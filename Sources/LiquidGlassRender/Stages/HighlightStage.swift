import Foundation
import LiquidGlassCore

/// Stage 7, highlights: two glints on the walls facing along the light axis, and a thin rim all around; then
/// the Increase Contrast border, drawn on the same wall.
extension ElementShader {
    /// The highlight's brightness at inset `s` (points) with outward normal `n`.
    @inline(__always)
    func highlight(inset s: Float, normal n: SIMD2<Float>, _ look: UnsafePointer<Look>) -> Float {
        let material = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        let w = material.pointee.glintWidth
        guard s < 4 * w || s < material.pointee.rimWidth else { return 0 }
        let facing = Swift.abs(n.dot(look.pointee.lightDirection))
        let lobe = Foundation.pow(facing, material.pointee.glintFocus)
        // Core plus a faint wide skirt (the two-part profile of the Flutter reimplementation).
        let profile = max(1 - s / w, 0) + 0.21 * max(1 - s / (4 * w), 0)
        let rim = max(1 - s / material.pointee.rimWidth, 0)
        return material.pointee.glintIntensity * lobe * profile + material.pointee.rimIntensity * rim
    }

    /// `glass` with a highlight of brightness `light` added (it may exceed 1: the tone map brings it back).
    @inline(__always)
    func applyHighlight(_ glass: LinearPixel, _ light: Float) -> LinearPixel {
        glass + LinearPixel(light, light, light, 0) * glass.w
    }

    /// The contrasting border of Increase Contrast, `borderWidth` points wide inside the outline.
    @inline(__always)
    func applyBorder(_ glass: LinearPixel, inset s: Float, _ material: UnsafePointer<GlassMaterial>) -> LinearPixel {
        guard material.pointee.borderWidth > 0 else { return glass }
        let b = min(max((material.pointee.borderWidth - s) * scale + 0.5, 0), 1) * material.pointee.borderColor.w
        return glass * (1 - b) + material.pointee.borderColor * (b / max(material.pointee.borderColor.w, 1e-6)) * glass.w
    }

    /// ``highlight(inset:normal:_:)`` in lanes: the light the glints and the rim add to each lane inside the glass,
    /// nil where no lane of `inside` is within their reach.
    @inline(__always)
    func highlightLanes(inset s: Lanes, nx: Lanes, ny: Lanes, inside: LaneMask, _ look: UnsafePointer<Look>,
                        _ m: UnsafePointer<GlassMaterial>) -> Lanes? {
        let w = m.pointee.glintWidth
        let lit = inside .& ((s .< 4 * w) .| (s .< m.pointee.rimWidth))
        guard any(lit) else { return nil }
        let facing = (nx * look.pointee.lightDirection.x + ny * look.pointee.lightDirection.y).magnitude
        let lobe = LaneMath.pow(facing, m.pointee.glintFocus)
        let profile = (1 - s / w).atLeast(0)
            + 0.21 * (1 - s / (4 * w)).atLeast(0)
        let rim = (1 - s / m.pointee.rimWidth).atLeast(0)
        return Lanes.zero.replacing(with: m.pointee.glintIntensity * lobe * profile + m.pointee.rimIntensity * rim, where: lit)
    }

    /// ``applyBorder(_:inset:_:)`` in lanes: the Increase Contrast border over the glass (every lane; the caller
    /// keeps it to those inside).
    @inline(__always)
    func borderLanes(_ glass: PixelLanes, inset s: Lanes, _ m: UnsafePointer<GlassMaterial>) -> PixelLanes {
        let color = m.pointee.borderColor
        let b = ((m.pointee.borderWidth - s) * scale + 0.5).clampedToUnit * color.w
        let k = b / max(color.w, 1e-6)
        return PixelLanes(r: glass.r * (1 - b) + color.x * k * glass.a, g: glass.g * (1 - b) + color.y * k * glass.a,
                          b: glass.b * (1 - b) + color.z * k * glass.a, a: glass.a * (1 - b) + color.w * k * glass.a)
    }
}
