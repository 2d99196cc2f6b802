import LiquidGlassCore

/// Stage 2, refraction: the lens. Near the outline the backdrop is sampled from further inside, by the lens
/// profile fitted to Apple's measured glass (``LensProfile``) and the edge's curvature; deeper inside, nothing
/// moves. The data layers (`--layer displacement`) read only this stage.
extension ElementShader {
    /// Refraction: where the backdrop is sampled from, as an offset in points from the pixel, and the outward
    /// normal it was found with (zero deeper inside than the lens band and the inner shadow reach). Where two
    /// members blend, their lens profiles mix by weight.
    @inline(__always)
    func refraction<G: PixelGeometry>(inset s: Float, near: GlassBody.Nearest, look: UnsafePointer<Look>,
                                      geometry: G) -> (offset: SIMD2<Float>, normal: SIMD2<Float>) {
        guard s < look.pointee.normalDepth else { return (.zero, .zero) }
        var lens = look.pointee.lens
        if near.second >= 0, near.weight < 1 {
            lens = LensProfile.Resolved.mix(lens, lookStorage[near.second].lens, weight: near.weight)
        }
        let frame = geometry.edgeFrame()
        let amount = lens.displacement(inset: s, edgeCurvature: frame.edgeCurvature)
        return (-frame.normal * amount, frame.normal)
    }

    /// The refraction offset (points) at canvas pixel (x, y), for the data layers: the geometry and the lens
    /// only, none of the material's colour stages. Zero outside the glass.
    func displacement(x: Int, y: Int) -> SIMD2<Float> {
        let p = SIMD2<Float>((Float(x) + 0.5) / scale, (Float(y) + 0.5) / scale)
        let geometry = PointGeometry(shader: self, point: p)
        let d = geometry.distance
        guard d < reach, 0.5 - d * scale > 0 else { return .zero }
        let near = geometry.nearest()
        return refraction(inset: max(-d, 0), near: near, look: UnsafePointer(lookStorage.baseAddress! + near.first),
                          geometry: geometry).offset
    }
}
