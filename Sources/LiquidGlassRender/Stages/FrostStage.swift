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
