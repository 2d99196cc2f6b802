import LiquidGlassCore

/// Stage 3, frost: the backdrop blurred by the material's frost radius (``FrostedBackdrop``, made once per
/// radius and group by the plan), sampled bilinearly where refraction says.
extension ElementShader {
    /// The frosted backdrop at `point` (canvas pixels) for the member `look`.
    @inline(__always)
    func frost(at point: SIMD2<Float>, _ look: UnsafePointer<Look>) -> LinearPixel {
        (look.pointee.frost == 0 ? firstFrost : frosts[look.pointee.frost]).sample(x: point.x, y: point.y)
    }
}

extension ElementShader {
    /// The toned frost (``tonedFrosts``) at `point` (canvas pixels) for the member `look`: the glass's colour
    /// before tint, inner shadow and highlights.
    @inline(__always)
    func tonedFrost(at point: SIMD2<Float>, _ look: UnsafePointer<Look>) -> LinearPixel {
        tonedFrosts[look.pointee.toned].sample(x: point.x, y: point.y)
    }
}
