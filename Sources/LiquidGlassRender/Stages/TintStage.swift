import LiquidGlassCore

/// Stage 5, tint: `Glass.tint(_:)` as coloured glass (docs/MATERIAL.md).
extension ElementShader {
    /// The member's tint, mixed with its neighbour's by weight where two members blend (a droplet neck).
    @inline(__always)
    func tint(_ look: UnsafePointer<Look>, near: GlassBody.Nearest) -> LinearPixel? {
        var tint = look.pointee.tint
        if near.second >= 0, near.weight < 1 {
            let other = lookStorage[near.second] // rare: only in the neck where two members blend
            if tint != nil || other.tint != nil {
                let w = near.weight
                tint = (tint ?? .zero) * w + (other.tint ?? .zero) * (1 - w)
            }
        }
        return tint
    }

    /// Tint: a tone of the tint colour chosen by the brightness behind, like coloured glass — dark content gives
    /// a deep shade, bright content a light one — mixed in by the colour's opacity.
    @inline(__always)
    func applyTint(_ c: LinearPixel, behind: LinearPixel, tint: LinearPixel?, strength: Float) -> LinearPixel {
        guard let tint, tint.w > 0 else { return c }
        let alpha = c.w
        let l = behind.w > 0 ? min(max(luminance(behind) / behind.w, 0), 1) : 0
        let pure = tint / tint.w
        let deep = pure * 0.45
        let light = pure + (LinearPixel(1, 1, 1, 1) - pure) * 0.12
        var shade = deep + (light - deep) * l.squareRoot()
        shade.w = 1
        let k = tint.w * strength
        return c * (1 - k) + shade * max(alpha, k) * k
    }
}
