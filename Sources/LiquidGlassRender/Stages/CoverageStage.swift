import LiquidGlassCore

/// Stage 1, coverage: how much of a pixel the glass covers, from the signed distance at its centre — a ramp
/// one pixel wide across the outline (0.5 − d·scale, clamped), which is the antialiasing of every edge.
extension ElementShader {
    @inline(__always)
    func coverage(distance d: Float) -> Float {
        min(max(0.5 - d * scale, 0), 1)
    }
}
