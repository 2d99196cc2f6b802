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

    /// ``refraction(inset:near:look:geometry:)`` in lanes, from the tile's distance grid: each lane's outward normal
    /// and edge curvature from its neighbours in the grid (`cell` points at the lanes' cells, `stride` floats a grid
    /// row), and the lens offset along it (points). Zero where a lane is outside `inside` or deeper than its look's
    /// normal depth.
    @inline(__always)
    func refractionLanes<L: LaneLook>(_ d: Lanes, inset s: Lanes, cell: UnsafePointer<Float>, stride: Int,
                                      inside: LaneMask, _ lanesLook: L)
        -> (nx: Lanes, ny: Lanes, offsetX: Lanes, offsetY: Lanes) {
        let edge = inside .& (s .< lanesLook.normalDepth(self))
        guard any(edge) else { return (.zero, .zero, .zero, .zero) }
        let step = 1 / scale
        let dxp = LaneMath.load(cell + 1), dxm = LaneMath.load(cell - 1)
        let dyp = LaneMath.load(cell + stride), dym = LaneMath.load(cell - stride)
        let gx = dxp - dxm, gy = dyp - dym
        let length = (gx * gx + gy * gy).root
        let inverse = (1 / length).replacing(with: 0, where: length .<= 1e-6)
        let nx = (gx * inverse).replacing(with: 0, where: .!edge)
        let ny = (gy * inverse).replacing(with: 0, where: .!edge)
        let levelCurvature = (dxp + dxm + dyp + dym - 4 * d) / (step * step)
        let denominator = 1 + s * levelCurvature
        let edgeCurvature = (levelCurvature / denominator)
            .replacing(with: 1 / s.atLeast(1e-3),
                       where: denominator .<= 1e-3)
        let amount = lanesLook.displacement(self, inset: s, edgeCurvature: edgeCurvature)
        return (nx, ny, -nx * amount, -ny * amount)
    }

    /// ``LensProfile/Resolved/displacement(inset:edgeCurvature:)`` in lanes.
    @inline(__always)
    func lensDisplacement(_ lens: LensProfile.Resolved, inset s: Lanes, edgeCurvature: Lanes) -> Lanes {
        guard lens.band > 0 else { return .zero }
        let t = s / lens.band
        let t2 = t * t
        var d = lens.amplitude * LaneMath.exp(-s * lens.inverseDecay) * (1 - t2 * t2)
        let k = (edgeCurvature * lens.halfMinorAxis).clampedToUnit
        d *= 1 - lens.curvatureReduction * k * LaneMath.exp(-s * lens.inverseCurvatureDecay)
        if let limit = lens.limit, limit > 0 {
            d = limit * (1 - LaneMath.exp(-d / limit))
        }
        return d.replacing(with: 0, where: s .>= lens.band)
    }
}
