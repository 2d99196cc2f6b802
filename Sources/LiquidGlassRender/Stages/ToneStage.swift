import LiquidGlassCore

/// Stage 4, tone: the backdrop as seen through the glass (``GlassColorModel``: tone curve, veil, saturation
/// response, fitted to Apple's measured glass), then the material's own colour laid over (docs/MATERIAL.md).
extension ElementShader {
    /// Tone: the colour model applied to the frosted backdrop, then the material's own colour over it.
    @inline(__always)
    func tone(_ c: LinearPixel, _ look: UnsafePointer<Look>) -> LinearPixel {
        let material = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        let p = look.pointee.transformsColor ? material.pointee.colorModel.apply(c) : c
        let base = material.pointee.baseColor
        return base + p * (1 - base.w)
    }
}
