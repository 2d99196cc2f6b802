import CLaneMath
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

    /// Each pixel's tint mixed over every candidate member whose distance is within the blend distance `k` of
    /// the nearest one's, with weights `s = (1 − x) / (1 + x)` for `x = (d − d_nearest) / k` (1 for the nearest,
    /// 0 at `x ≥ 1`). For two members this is exactly the pair mix of ``tint(_:near:)`` (the nearest's weight
    /// `1 / (1 + s) = ½ + x/2`); with three or more it stays continuous where the second and third nearest swap,
    /// which the pair mix does not: a ring of tinted members melted into a centre showed straight seams
    /// radiating from the centre (the radial action menu creation, seen).
    /// `distances` holds each candidate's row of `count` distances, candidate after candidate.
    ///
    /// Whole groups of eight pixels are mixed in lanes (with `lanes`; the tests mix them one by one too): the same
    /// operations per pixel in the same order — a candidate beyond the blend adds 0 instead of being skipped — so
    /// the tints are the same bit for bit. One by one, this was 14 % of the burst's shading (perf of
    /// `liquidglass bench --motion`). Where the processor has AVX2 the lanes run natively
    /// (`lg_mix_tints`, the same operations; 6 % of the burst's recording in Swift's lanes, perf); with
    /// `native` off, the Swift lanes.
    func mixTints(count: Int, candidates: [Int], distances: UnsafePointer<Float>, union: UnsafePointer<Float>,
                  into out: UnsafeMutablePointer<LinearPixel>, lanes: Bool = true, native: Bool = FieldTable.native) {
        let k = body.blend
        // The candidates' tints, read once per row rather than per pixel (a missing tint weighs as no colour).
        // Pixels the glass does not cover (coverage 0 at the union distance, as ``coverage(distance:)`` computes
        // it) never read their mix and are skipped: most of a container's tiles are shadow and empty space.
        // Together: mixTints fell from 10.7 % to 6 % of a `bench --motion` recording (perf, release build),
        // with the same pixels.
        withUnsafeTemporaryAllocation(of: LinearPixel.self, capacity: max(candidates.count, 1)) { tints in
            for (n, m) in candidates.enumerated() { tints[n] = lookStorage[m].tint ?? .zero }
            if lanes && native {
                let floats = UnsafeRawPointer(tints.baseAddress!).assumingMemoryBound(to: Float.self)
                let mixed = UnsafeMutableRawPointer(out).assumingMemoryBound(to: Float.self)
                lg_mix_tints(Int32(count), Int32(candidates.count), distances, union, floats, k, scale, mixed)
                return
            }
            let groups = lanes ? count & ~7 : 0
            for i in Swift.stride(from: 0, to: groups, by: 8) {
                let covered = (0.5 - LaneMath.load(union + i) * scale) .> 0
                guard any(covered) else {
                    (out + i).update(repeating: .zero, count: 8)
                    continue
                }
                var best = Lanes(repeating: .greatestFiniteMagnitude)
                for n in candidates.indices { best = lg_min8(LaneMath.load(distances + n * count + i), best) }
                var sum = PixelLanes(.zero)
                var total = Lanes.zero
                for n in candidates.indices {
                    let x = (LaneMath.load(distances + n * count + i) - best) / k
                    let s = ((1 - x) / (1 + x)).replacing(with: 0, where: .!(x .< 1))
                    total += s
                    sum = sum + PixelLanes(tints[n]) * s
                }
                let mixed = PixelLanes(r: sum.r / total, g: sum.g / total, b: sum.b / total, a: sum.a / total)
                    .replacing(with: .zero, where: .!(covered .& (total .> 0)))
                for j in 0..<8 { out[i + j] = mixed[j] }
            }
            for i in groups..<count {
                guard coverage(distance: union[i]) > 0 else {
                    out[i] = .zero
                    continue
                }
                var best = Float.greatestFiniteMagnitude
                for n in candidates.indices { best = min(best, distances[n * count + i]) }
                var sum = LinearPixel.zero
                var total: Float = 0
                for n in candidates.indices {
                    let x = (distances[n * count + i] - best) / k
                    guard x < 1 else { continue }
                    let s = (1 - x) / (1 + x)
                    total += s
                    sum += tints[n] * s
                }
                out[i] = total > 0 ? sum / total : .zero
            }
        }
    }

    /// Tint: a tone of the tint colour chosen by the brightness behind, like coloured glass — dark content gives
    /// a deep shade (`deep` of the colour), bright content a light one (the colour `light` of the way to white) —
    /// mixed in by the colour's opacity times `strength` (the material's ``GlassMaterial/tintDeepShade``,
    /// ``GlassMaterial/tintLightShade``, ``GlassMaterial/tintStrength``; prominent glass: 1, 0, 1, the tint itself).
    @inline(__always)
    func applyTint(_ c: LinearPixel, behind: LinearPixel, tint: LinearPixel?, strength: Float, deep deepShade: Float,
                   light lightShade: Float) -> LinearPixel {
        guard let tint, tint.w > 0 else { return c }
        let alpha = c.w
        let l = behind.w > 0 ? min(max(luminance(behind) / behind.w, 0), 1) : 0
        let pure = tint / tint.w
        let deep = pure * deepShade
        let light = pure + (LinearPixel(1, 1, 1, 1) - pure) * lightShade
        var shade = deep + (light - deep) * l.squareRoot()
        shade.w = 1
        let k = tint.w * strength
        return c * (1 - k) + shade * max(alpha, k) * k
    }

    /// The tint (``applyTint(_:behind:tint:strength:deep:light:)`` in lanes) over the toned frost, with one look (its material
    /// and tint) in every lane; `raw` gives the frost behind, read only when the look is tinted.
    @inline(__always)
    func tinted(_ toned: PixelLanes, look: UnsafePointer<Look>, raw: () -> PixelLanes) -> PixelLanes {
        guard let tint = look.pointee.tint, tint.w > 0 else { return toned }
        let m = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        return applyTintLanes(toned, behind: raw(), tint: tint, strength: m.pointee.tintStrength,
                              deep: m.pointee.tintDeepShade, light: m.pointee.tintLightShade)
    }

    /// Each lane's own tint (``VariedLanes``) over the toned frost; `raw` as above, read only when a lane is tinted.
    @inline(__always)
    func tinted(_ toned: PixelLanes, look: UnsafePointer<Look>, _ varied: VariedLanes, raw: () -> PixelLanes) -> PixelLanes {
        guard any(varied.tinted) else { return toned }
        let m = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        return applyTintLanes(toned, behind: raw(), varied, strength: m.pointee.tintStrength,
                              deep: m.pointee.tintDeepShade, light: m.pointee.tintLightShade)
    }

    /// ``applyTint(_:behind:tint:strength:deep:light:)`` in lanes, for a tint the same in every lane.
    @inline(__always)
    func applyTintLanes(_ c: PixelLanes, behind: PixelLanes, tint: LinearPixel, strength: Float, deep deepShade: Float,
                        light lightShade: Float) -> PixelLanes {
        let luminance = 0.2126 * behind.r + 0.7152 * behind.g + 0.0722 * behind.b
        let l = (luminance / behind.a).clampedToUnit.replacing(with: 0, where: behind.a .<= 0)
        let pure = tint / tint.w
        let deep = pure * deepShade
        let light = pure + (LinearPixel(1, 1, 1, 1) - pure) * lightShade
        let root = l.root
        let k = tint.w * strength
        let weight = c.a.atLeast(k) * k
        return PixelLanes(r: c.r * (1 - k) + (deep.x + (light.x - deep.x) * root) * weight,
                          g: c.g * (1 - k) + (deep.y + (light.y - deep.y) * root) * weight,
                          b: c.b * (1 - k) + (deep.z + (light.z - deep.z) * root) * weight,
                          a: c.a * (1 - k) + weight)
    }
}
