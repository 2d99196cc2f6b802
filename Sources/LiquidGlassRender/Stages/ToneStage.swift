import LiquidGlassCore

/// Stage 4, tone: the glass's colour response to what it frosts — vibrancy, luminance compression, and the
/// material's own colour laid over it (docs/MATERIAL.md).
extension ElementShader {
    /// Tone: vibrancy (saturation), luminance pulled towards the material's target, the material's own colour.
    @inline(__always)
    func tone(_ c: LinearPixel, _ look: UnsafePointer<Look>) -> LinearPixel {
        let material = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        var p = c
        let lum = luminance(p)
        if material.pointee.saturation != 1 {
            let rgb = SIMD3(p.x, p.y, p.z)
            let s = SIMD3(repeating: lum) + (rgb - SIMD3(repeating: lum)) * material.pointee.saturation
            p = LinearPixel(max(s.x, 0), max(s.y, 0), max(s.z, 0), p.w)
        }
        if material.pointee.luminanceCompression > 0 {
            let shift = (material.pointee.luminanceTarget * p.w - lum) * material.pointee.luminanceCompression
            p = LinearPixel(max(p.x + shift, 0), max(p.y + shift, 0), max(p.z + shift, 0), p.w)
        }
        let base = material.pointee.baseColor
        return base + p * (1 - base.w)
    }
}
