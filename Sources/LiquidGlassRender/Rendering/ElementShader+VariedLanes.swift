import LiquidGlassCore

/// The nearest members of a container at eight grid cells, as the union fill leaves them (first, second and
/// weight per cell), each cell's mixed tint when the pass mixes tints over all its members
/// (``ElementShader/mixTints(count:candidates:distances:union:into:)``), and the member whose material and frost
/// all eight lanes take (the nearest member of each of them; any member when the members share their material).
struct UnionCells {
    let first: UnsafePointer<Int32>
    let second: UnsafePointer<Int32>
    let weight: UnsafePointer<Float>
    let tints: UnsafePointer<LinearPixel>?
    let material: Int
}

/// Where eight lanes take their material and frost from, and their lens, normal depth and tint: resolved once per
/// eight pixels, for the lanes inside the glass (``ElementShader/shadeLanes(x0:y:count:cell:stride:shadowCell:looks:pixels:out:)``).
protocol LaneLookSource {
    associatedtype Resolved: LaneLook
    /// The look whose material (and light direction) every lane takes.
    func look(_ shader: ElementShader) -> UnsafePointer<ElementShader.Look>
    /// The frost every lane samples, raw (for the tint) and toned (the glass's colour).
    func frost(_ shader: ElementShader) -> Unmanaged<FrostedBackdrop>
    func tonedFrost(_ shader: ElementShader) -> Unmanaged<FrostedBackdrop>
    func resolve(_ shader: ElementShader, valid: LaneMask) -> Resolved
}

/// The lens, normal depth and tint of eight lanes.
protocol LaneLook {
    func normalDepth(_ shader: ElementShader) -> Lanes
    func displacement(_ shader: ElementShader, inset: Lanes, edgeCurvature: Lanes) -> Lanes
    /// The lanes' tint over the toned frost (`look`'s material; `raw` the frost behind, read only where tinted).
    func tinted(_ shader: ElementShader, _ look: UnsafePointer<ElementShader.Look>, _ toned: PixelLanes,
                raw: () -> PixelLanes) -> PixelLanes
}

/// Every member of the pass looks alike: the first look serves every lane.
struct UniformLooks: LaneLookSource, LaneLook {
    @inline(__always) func look(_ shader: ElementShader) -> UnsafePointer<ElementShader.Look> {
        UnsafePointer(shader.lookStorage.baseAddress!)
    }
    @inline(__always) func frost(_ shader: ElementShader) -> Unmanaged<FrostedBackdrop> { shader.laneFrost }
    @inline(__always) func tonedFrost(_ shader: ElementShader) -> Unmanaged<FrostedBackdrop> { shader.laneTonedFrost }
    @inline(__always) func resolve(_ shader: ElementShader, valid: LaneMask) -> UniformLooks { self }
    @inline(__always) func normalDepth(_ shader: ElementShader) -> Lanes {
        Lanes(repeating: shader.lookStorage.baseAddress!.pointee.normalDepth)
    }
    @inline(__always) func displacement(_ shader: ElementShader, inset: Lanes, edgeCurvature: Lanes) -> Lanes {
        shader.lensDisplacement(shader.lookStorage.baseAddress!.pointee.lens, inset: inset, edgeCurvature: edgeCurvature)
    }
    @inline(__always) func tinted(_ shader: ElementShader, _ look: UnsafePointer<ElementShader.Look>,
                                  _ toned: PixelLanes, raw: () -> PixelLanes) -> PixelLanes {
        shader.tinted(toned, look: look, raw: raw)
    }
}

extension UnionCells: LaneLookSource {
    @inline(__always) func look(_ shader: ElementShader) -> UnsafePointer<ElementShader.Look> {
        UnsafePointer(shader.lookStorage.baseAddress! + material)
    }
    @inline(__always) func frost(_ shader: ElementShader) -> Unmanaged<FrostedBackdrop> { shader.lookFrosts[material] }
    @inline(__always) func tonedFrost(_ shader: ElementShader) -> Unmanaged<FrostedBackdrop> { shader.lookTonedFrosts[material] }
    @inline(__always) func resolve(_ shader: ElementShader, valid: LaneMask) -> VariedLanes {
        shader.variedLanes(self, valid: valid)
    }
}

extension VariedLanes: LaneLook {
    @inline(__always) func normalDepth(_ shader: ElementShader) -> Lanes { normalDepth }
    @inline(__always) func displacement(_ shader: ElementShader, inset: Lanes, edgeCurvature: Lanes) -> Lanes {
        shader.lensDisplacement(self, inset: inset, edgeCurvature: edgeCurvature)
    }
    @inline(__always) func tinted(_ shader: ElementShader, _ look: UnsafePointer<ElementShader.Look>,
                                  _ toned: PixelLanes, raw: () -> PixelLanes) -> PixelLanes {
        shader.tinted(toned, look: look, self, raw: raw)
    }
}

/// What differs from lane to lane in a pass whose members share one material and frost but not their tint or
/// size (the radial menu's ring of tinted buttons around a larger one): each lane's tint, its lens (resolved for
/// its member's size, mixed with the second nearest member's in a neck) and the depth its normal is needed to.
struct VariedLanes {
    /// Linear, premultiplied; zero in lanes without a tint.
    var tint = PixelLanes(.zero)
    var tinted = LaneMask(repeating: false)
    var amplitude = Lanes.zero, inverseDecay = Lanes.zero, band = Lanes.zero
    var curvatureReduction = Lanes.zero, inverseCurvatureDecay = Lanes.zero, halfMinorAxis = Lanes.zero
    /// 0 in lanes whose lens has no soft limit.
    var limit = Lanes.zero
    var normalDepth = Lanes.zero
}

/// Lanes for passes whose looks vary per pixel: the per-lane values are gathered with the scalar path's own
/// functions — ``tint(_:near:)``, the mixed tint as ``GridGeometry`` hands it over, ``LensProfile/Resolved/mix(_:_:weight:)``
/// — so each lane shades with exactly the tint and lens the scalar reference would; the arithmetic after that is
/// the uniform lanes' with a vector where they had a constant. Members thicker than 44 pt and of different sizes
/// differ in material too (``Adaptation/thickness(minorSide:)``: frost, base colour, shadow): eight lanes then
/// take the material and frost of the member nearest to all of them (``UnionCells/material``), and a group of eight
/// with two nearest members is shaded once per member, writing only the lanes nearest to it
/// (`GlassRenderer.sharedNearest`). The radial menu's burst was wholly scalar before — about 60 % of a recording
/// (perf).
extension ElementShader {
    /// Whether the members of this pass differ in tint, lens or material, so that a lane needs its own (see
    /// ``VariedLanes``; its material is its nearest member's, ``UnionCells/material``).
    static func variesPerPixel(_ looks: [Look]) -> Bool {
        guard let first = looks.first else { return false }
        return variesInMaterial(looks)
            || looks.contains { $0.tint != first.tint || $0.lens.halfMinorAxis != first.lens.halfMinorAxis }
    }

    /// The tint, lens and normal depth of each lane in `valid` (the rest are discarded).
    ///
    /// Most groups of eight lie within one member, away from every neck: then its lens is every lane's, and the
    /// tints are its own or the mixed ones read whole. Filling the lanes one value at a time (below) made this
    /// path no faster than the scalar one (perf of a container of six tinted 44 pt buttons).
    @inline(__always)
    func variedLanes(_ cells: UnionCells, valid: LaneMask) -> VariedLanes {
        // The lanes' nearest member (`lead`), and the second nearest of those in a neck (`partner`).
        var lead = -1, partner = -1
        var paired = true
        for k in 0..<8 where valid[k] {
            let f = Int(cells.first[k])
            if lead < 0 { lead = f }
            if f != lead {
                paired = false
                break
            }
            if cells.second[k] >= 0 && cells.weight[k] < 1 {
                let s = Int(cells.second[k])
                if partner < 0 {
                    partner = s
                } else if s != partner {
                    paired = false
                    break
                }
            }
        }
        // One member for all eight (no lane in a neck: `partner` -1), or one pair.
        if paired, lead >= 0 { return pairedLanes(cells, valid: valid, lead: lead, partner: partner) }
        var v = VariedLanes()
        for k in 0..<8 where valid[k] {
            let near = GlassBody.Nearest(distance: 0, first: Int(cells.first[k]), second: Int(cells.second[k]),
                                         weight: cells.weight[k])
            let look = UnsafePointer(lookStorage.baseAddress! + near.first)
            // RefractionStage's lens, TintStage's tint (the mixed one, when the pass mixes: nil where it is empty).
            var lens = look.pointee.lens
            if near.second >= 0, near.weight < 1 {
                lens = LensProfile.Resolved.mix(lens, lookStorage[near.second].lens, weight: near.weight)
            }
            let tint: LinearPixel?
            if let mixed = cells.tints {
                tint = mixed[k].w > 0 ? mixed[k] : nil
            } else {
                tint = self.tint(look, near: near)
            }
            if let tint, tint.w > 0 {
                v.tint.r[k] = tint.x
                v.tint.g[k] = tint.y
                v.tint.b[k] = tint.z
                v.tint.a[k] = tint.w
                v.tinted[k] = true
            }
            v.amplitude[k] = lens.amplitude
            v.inverseDecay[k] = lens.inverseDecay
            v.band[k] = lens.band
            v.curvatureReduction[k] = lens.curvatureReduction
            v.inverseCurvatureDecay[k] = lens.inverseCurvatureDecay
            v.halfMinorAxis[k] = lens.halfMinorAxis
            v.limit[k] = lens.limit ?? 0
            v.normalDepth[k] = look.pointee.normalDepth
        }
        return v
    }

    /// The lanes of ``variedLanes(_:valid:)`` whose nearest member is `lead` in every lane, and whose second
    /// nearest, in the lanes within a neck (weight below 1), is `partner` (-1: no lane is in one): the two looks are
    /// read once and mixed in lanes by each lane's weight — 1 outside the neck, where `x · 1 + y · 0` is `x` — with
    /// the scalar path's formulas (``LensProfile/Resolved/mix(_:_:weight:)``, ``tint(_:near:)``), so each lane gets
    /// the same values. In a container whose members blend, nearly every group of eight is in some neck: the burst
    /// of the radial menu filled 88 % of its groups one lane at a time, below (counted).
    @inline(__always)
    func pairedLanes(_ cells: UnionCells, valid: LaneMask, lead: Int, partner: Int) -> VariedLanes {
        let a = UnsafePointer(lookStorage.baseAddress! + lead)
        let b = partner >= 0 ? UnsafePointer(lookStorage.baseAddress! + partner) : a
        var w = Lanes(repeating: 1)
        for k in 0..<8 where valid[k] && cells.second[k] >= 0 && cells.weight[k] < 1 { w[k] = cells.weight[k] }
        let rest = 1 - w
        func lerp(_ x: Float, _ y: Float) -> Lanes { x * w + y * rest }
        let la = a.pointee.lens, lb = b.pointee.lens
        var v = VariedLanes()
        v.amplitude = lerp(la.amplitude, lb.amplitude)
        v.inverseDecay = lerp(la.inverseDecay, lb.inverseDecay)
        v.band = lerp(la.band, lb.band)
        v.curvatureReduction = lerp(la.curvatureReduction, lb.curvatureReduction)
        v.inverseCurvatureDecay = lerp(la.inverseCurvatureDecay, lb.inverseCurvatureDecay)
        v.halfMinorAxis = lerp(la.halfMinorAxis, lb.halfMinorAxis)
        // The mix keeps the nearest's limit, or none: 0 in lanes whose lens has no soft limit.
        if let limit = la.limit { v.limit = lerp(limit, lb.limit ?? limit) }
        v.normalDepth = Lanes(repeating: a.pointee.normalDepth)
        if let mixed = cells.tints {
            v.tint = PixelLanes(pixels: mixed)
            v.tinted = valid .& (v.tint.a .> 0)
        } else if a.pointee.tint != nil || b.pointee.tint != nil {
            let ta = a.pointee.tint ?? .zero, tb = b.pointee.tint ?? .zero
            v.tint = PixelLanes(r: lerp(ta.x, tb.x), g: lerp(ta.y, tb.y), b: lerp(ta.z, tb.z), a: lerp(ta.w, tb.w))
            v.tinted = valid .& (v.tint.a .> 0)
        }
        return v
    }

    /// ``LensProfile/Resolved/displacement(inset:edgeCurvature:)`` in lanes, each lane with its own lens.
    @inline(__always)
    func lensDisplacement(_ v: VariedLanes, inset s: Lanes, edgeCurvature: Lanes) -> Lanes {
        let t = s / v.band
        let t2 = t * t
        var d = v.amplitude * LaneMath.exp(-s * v.inverseDecay) * (1 - t2 * t2)
        let k = (edgeCurvature * v.halfMinorAxis).clampedToUnit
        d *= 1 - v.curvatureReduction * k * LaneMath.exp(-s * v.inverseCurvatureDecay)
        let limited = v.limit .> 0
        if any(limited) {
            let limit = v.limit.replacing(with: 1, where: .!limited)
            d = d.replacing(with: limit * (1 - LaneMath.exp(-d / limit)), where: limited)
        }
        // The scalar `guard s < band` (s is never negative here; a zero band displaces nothing).
        return d.replacing(with: 0, where: s .>= v.band)
    }

    /// ``applyTint(_:behind:tint:strength:deep:light:)`` in lanes, each lane with its own tint (lanes not in
    /// `v.tinted` keep `c`).
    @inline(__always)
    func applyTintLanes(_ c: PixelLanes, behind: PixelLanes, _ v: VariedLanes, strength: Float, deep deepShade: Float,
                        light lightShade: Float) -> PixelLanes {
        let luminance = 0.2126 * behind.r + 0.7152 * behind.g + 0.0722 * behind.b
        let l = (luminance / behind.a).clampedToUnit.replacing(with: 0, where: behind.a .<= 0)
        let w = v.tint.a.replacing(with: 1, where: .!v.tinted)
        let pr = v.tint.r / w, pg = v.tint.g / w, pb = v.tint.b / w
        let root = l.root
        let k = v.tint.a * strength
        let weight = c.a.atLeast(k) * k
        func channel(_ c: Lanes, _ pure: Lanes) -> Lanes {
            let deep = pure * deepShade
            let light = pure + (1 - pure) * lightShade
            return c * (1 - k) + (deep + (light - deep) * root) * weight
        }
        return PixelLanes(r: c.r.replacing(with: channel(c.r, pr), where: v.tinted),
                          g: c.g.replacing(with: channel(c.g, pg), where: v.tinted),
                          b: c.b.replacing(with: channel(c.b, pb), where: v.tinted),
                          a: c.a.replacing(with: c.a * (1 - k) + weight, where: v.tinted))
    }
}
