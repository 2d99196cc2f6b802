import LiquidGlassCore

/// The shading of ``ElementShader/shade(_:behind:layer:geometry:)`` eight pixels at a time, for the final layer.
///
/// The same stages in the same order, written over ``Lanes``: where the scalar path branches per pixel (inside
/// or outside, in the lens band or not, lit or not) the lanes compute both sides and select, and skip a stage
/// only when no lane needs it. The scalar path stays the reference: `LaneShadingTests` renders scenes both ways
/// and bounds the difference (the lanes' `exp`/`log` are polynomials, libm's are not bit-identical to them).
///
/// Every pass of the final layer is shaded in lanes, pressed, shimmering, faded and Increase Contrast glass too
/// (the press, shimmer, border and opacity stages below). Its members may differ: in tint and size their lanes each
/// take their own (ElementShader+VariedLanes.swift); in material (clear and regular glass, sizes above 44 pt:
/// ``Adaptation/thickness(minorSide:)``, a press, a shimmer or an opacity of their own) eight pixels take their
/// nearest member's material, and a group of eight that straddles two members is shaded once per member, each
/// time writing only the lanes nearest to it (`GlassRenderer.shadeEdge`, ``shadeLanes(x0:y:count:cell:stride:shadowCell:looks:pixels:out:only:)``).
extension ElementShader {
    /// Whether some members of a pass differ from the first in what eight lanes can only take from one member: the
    /// material (which holds the press and the border) or frost, the shimmer (placed by each member's frame) and
    /// the opacity.
    static func variesInMaterial(_ looks: [Look]) -> Bool {
        guard let first = looks.first else { return false }
        return looks.contains {
            $0.material != first.material || $0.frost != first.frost || $0.opacity != first.opacity
                || $0.shimmer != first.shimmer
        }
    }

    /// Whether the pass has only the stages the AVX2 kernels and the plain rows know: nothing pressed or
    /// shimmering, no Increase Contrast border, no member faded.
    static func isPlainLook(_ looks: [Look], pressed: Bool) -> Bool {
        !pressed && looks.allSatisfy { $0.material.borderWidth == 0 && $0.opacity == 1 }
    }

    /// Shades pixels `x0 ..< x0 + count` (count ≤ 8) of canvas row `y` into `out`, reading distances from a tile
    /// grid: `cell` points at the grid cell of pixel `x0` (`stride` floats per grid row, neighbours on every
    /// side) and `shadowCell` at its drop-shadow distance. Both must be readable for eight floats (the tile's
    /// buffers are padded); lanes from `count` on are computed and discarded. `pixels` is scratch for eight pixels.
    /// `looks` gives the lanes' lens and tint: ``UniformLooks`` for a pass whose members look alike, the union's
    /// cells (``UnionCells``) for one whose looks vary per pixel (``variesPerPixel``). A type parameter rather
    /// than an optional, so that the uniform path compiles as it did before: with an optional per-lane look
    /// checked at each use, the standard scene took 5 % longer (interleaved `bench --only standard`).
    ///
    /// `only` leaves the lanes outside it as they are (a group of eight straddling two members' materials is shaded
    /// once per member).
    @inline(__always)
    func shadeLanes<Looks: LaneLookSource>(x0: Int, y: Int, count: Int, cell: UnsafePointer<Float>, stride: Int,
                                           shadowCell: UnsafePointer<Float>, looks: Looks,
                                           pixels: UnsafeMutablePointer<LinearPixel>, out: SharedPixels,
                                           only: LaneMask = LaneMask(repeating: true)) {
        let d = LaneMath.load(cell)
        let valid = LaneMath.first(count) .& (d .< reach) .& only
        guard any(valid) else { return }
        // The material of every lane (see LaneLookSource.look). Fields read through the pointer: a copy of the
        // material per call was a memmove per eight pixels.
        let look = looks.look(self)
        let m = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        let step = 1 / scale

        let coverage = (0.5 - d * scale).clampedToUnit
        let row = out.base + y * out.width + x0

        // Outside the glass (and on its antialiased edge): the drop shadow and the contour.
        var shadowAlpha = Lanes.zero
        let outside = coverage .< 1
        if any(valid .& outside) {
            var drop = Lanes.zero
            if m.pointee.dropShadowOpacity > 0 {
                let t = (1.702 * LaneMath.load(shadowCell) / m.pointee.dropShadowRadius).atMost(30)
                drop = m.pointee.dropShadowOpacity / (1 + LaneMath.exp(t))
            }
            let contour = (0.5 - (d - m.pointee.contourWidth) * scale).clampedToUnit - coverage
            let alpha = drop + (1 - drop) * m.pointee.contourOpacity * contour.atLeast(0)
            shadowAlpha = Lanes.zero.replacing(with: alpha, where: outside)
        }
        let inside = valid .& (coverage .> 0)
        guard any(inside) else {
            // Only shadow here: darken in place, as the channels below would (the same expressions); lanes beyond
            // the reach are darkened by 0, which leaves them as they are. Faded glass fades its shadow: darkening
            // by α·o is `behind + (under − behind)·o`.
            let alpha = shadowAlpha.replacing(with: 0, where: .!valid)
            let opacity = look.pointee.opacity
            Self.darken(row, count: count, by: opacity < 1 ? alpha * opacity : alpha)
            return
        }
        // Pixels gathered whole into `pixels` (eight of them) and transposed: see PixelLanes.init(pixels:).
        let behind: PixelLanes
        if count == 8 {
            behind = PixelLanes(pixels: row)
        } else {
            pixels.update(repeating: .zero, count: 8)
            pixels.update(from: row, count: count)
            behind = PixelLanes(pixels: pixels)
        }
        var under = behind * (1 - shadowAlpha)
        under.a = behind.a + shadowAlpha * (1 - behind.a)

        // Refraction: the normal and edge curvature from the grid's neighbours, the lens profile along it.
        let s = (-d).atLeast(0)
        var nx = Lanes.zero, ny = Lanes.zero, offsetX = Lanes.zero, offsetY = Lanes.zero
        let lanesLook = looks.resolve(self, valid: inside)
        let edge = inside .& (s .< lanesLook.normalDepth(self))
        if any(edge) {
            let dxp = LaneMath.load(cell + 1), dxm = LaneMath.load(cell - 1)
            let dyp = LaneMath.load(cell + stride), dym = LaneMath.load(cell - stride)
            let gx = dxp - dxm, gy = dyp - dym
            let length = (gx * gx + gy * gy).root
            let inverse = (1 / length).replacing(with: 0, where: length .<= 1e-6)
            nx = (gx * inverse).replacing(with: 0, where: .!edge)
            ny = (gy * inverse).replacing(with: 0, where: .!edge)
            let levelCurvature = (dxp + dxm + dyp + dym - 4 * d) / (step * step)
            let denominator = 1 + s * levelCurvature
            let edgeCurvature = (levelCurvature / denominator)
                .replacing(with: 1 / s.atLeast(1e-3),
                           where: denominator .<= 1e-3)
            let amount = lanesLook.displacement(self, inset: s, edgeCurvature: edgeCurvature)
            offsetX = -nx * amount
            offsetY = -ny * amount
        }

        // The toned frost, sampled where the lens points (the raw frost too where a tint needs it); tint, inner
        // shadow.
        let toned = frost(looks.tonedFrost(self), x0: x0, y: y, offsetX: offsetX, offsetY: offsetY, mask: inside)
        var glass = lanesLook.tinted(self, look, toned) {
            frost(looks.frost(self), x0: x0, y: y, offsetX: offsetX, offsetY: offsetY, mask: inside)
        }
        let up = (-ny).atLeast(0)
        if m.pointee.innerShadowStrength > 0, any(up .> 0) {
            let t = (s - m.pointee.innerShadowDepth) / m.pointee.innerShadowSpread
            let inner = m.pointee.innerShadowStrength * up * LaneMath.exp(-t * t)
            glass = PixelLanes(r: glass.r * (1 - inner), g: glass.g * (1 - inner), b: glass.b * (1 - inner), a: glass.a)
        }

        // Highlights, the Increase Contrast border, the press and its shimmer; then the tone map of what they added.
        let body = glass
        var added = false
        let w = m.pointee.glintWidth
        let lit = inside .& ((s .< 4 * w) .| (s .< m.pointee.rimWidth))
        if any(lit) {
            let facing = (nx * look.pointee.lightDirection.x + ny * look.pointee.lightDirection.y).magnitude
            let lobe = LaneMath.pow(facing, m.pointee.glintFocus)
            let profile = (1 - s / w).atLeast(0)
                + 0.21 * (1 - s / (4 * w)).atLeast(0)
            let rim = (1 - s / m.pointee.rimWidth).atLeast(0)
            let light = Lanes.zero.replacing(with: m.pointee.glintIntensity * lobe * profile + m.pointee.rimIntensity * rim, where: lit)
            glass.r += light * glass.a
            glass.g += light * glass.a
            glass.b += light * glass.a
            added = true
        }
        if m.pointee.borderWidth > 0 {
            glass = borderLanes(glass, inset: s, m)
            added = true
        }
        if pressed {
            let light = pressLanes(x0: x0, y: y, look: look)
            glass.r += light * glass.a
            glass.g += light * glass.a
            glass.b += light * glass.a
            added = true
        }
        if added {
            glass.r = Self.toneMap(glass.r, keeping: body.r)
            glass.g = Self.toneMap(glass.g, keeping: body.g)
            glass.b = Self.toneMap(glass.b, keeping: body.b)
        }

        let blend = under * (1 - coverage) + glass * coverage
        var color = PixelLanes(r: under.r.replacing(with: blend.r, where: inside), g: under.g.replacing(with: blend.g, where: inside),
                               b: under.b.replacing(with: blend.b, where: inside), a: under.a.replacing(with: blend.a, where: inside))
        let opacity = look.pointee.opacity
        if opacity < 1 { color = Self.fade(color, behind: behind, opacity: opacity) }
        for k in 0..<count where valid[k] { row[k] = color[k] }
    }

    /// ``applyBorder(_:inset:_:)`` in lanes: the Increase Contrast border over the glass (every lane; the caller
    /// keeps it to those inside).
    @inline(__always)
    private func borderLanes(_ glass: PixelLanes, inset s: Lanes, _ m: UnsafePointer<GlassMaterial>) -> PixelLanes {
        let color = m.pointee.borderColor
        let b = ((m.pointee.borderWidth - s) * scale + 0.5).clampedToUnit * color.w
        let k = b / max(color.w, 1e-6)
        return PixelLanes(r: glass.r * (1 - b) + color.x * k * glass.a, g: glass.g * (1 - b) + color.y * k * glass.a,
                          b: glass.b * (1 - b) + color.z * k * glass.a, a: glass.a * (1 - b) + color.w * k * glass.a)
    }

    /// ``applyPress(_:at:look:)``'s light in lanes, at pixels `x0 ..< x0 + 8` of row `y`: the press's brightening,
    /// the glow of each touch and the shimmer's band.
    @inline(__always)
    private func pressLanes(x0: Int, y: Int, look: UnsafePointer<Look>) -> Lanes {
        let step = 1 / scale
        let px = (Self.columns(x0) + 0.5) * step, py = Lanes(repeating: (Float(y) + 0.5) * step)
        var add = Lanes(repeating: look.pointee.material.press * ElementShader.pressBrightening)
        for t in touches {
            let vx = px - t.center.x, vy = py - t.center.y
            let d = (vx * vx + vy * vy).root
            // smoothstep(r, r/2, d): 1 within r/2, 0 beyond r.
            let x = ((t.radius - d) / (t.radius / 2)).clampedToUnit
            add += t.strength * x * x * (3 - 2 * x)
        }
        if let shimmer = look.pointee.shimmer {
            let u = (px - shimmer.origin.x) * shimmer.step.x + (py - shimmer.origin.y) * shimmer.step.y
            let x = (u - shimmer.center) / Shimmer.width
            add += shimmer.strength * LaneMath.exp(-x * x)
        }
        return add
    }

    /// `faded(_:behind:_:layer:)` in lanes: the final pixels mixed with those behind by the glass's opacity.
    @inline(__always)
    static func fade(_ color: PixelLanes, behind: PixelLanes, opacity o: Float) -> PixelLanes {
        PixelLanes(r: behind.r + (color.r - behind.r) * o, g: behind.g + (color.g - behind.g) * o,
                   b: behind.b + (color.b - behind.b) * o, a: behind.a + (color.a - behind.a) * o)
    }

    /// How deep inside the glass (points) every stage but frost, tone and tint has faded out, for a pass shaded in
    /// lanes: the lens band and the inner shadow (``Look/normalDepth``), the glints and the rim. Deeper than this,
    /// a pixel is the frosted backdrop, toned and tinted, nothing else. A pass whose looks vary per pixel has no
    /// plain pixels (infinity): which tint a pixel takes depends on its nearest members.
    var plainDepth: Float {
        guard !variesPerPixel, plainLook else { return .infinity }
        let look = UnsafePointer(lookStorage.baseAddress!)
        let m = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        return max(look.pointee.normalDepth, 4 * m.pointee.glintWidth, m.pointee.rimWidth)
    }

    /// Distances (points) beyond which only the drop shadow draws: past the antialiased edge and the contour,
    /// where ``shadeLanes(x0:y:count:cell:stride:shadowCell:looks:pixels:out:)``'s coverage and contour are zero.
    var shadowOnlyDepth: Float {
        let look = UnsafePointer(lookStorage.baseAddress!)
        return look.pointer(to: \.material)!.pointee.contourWidth + 1 / scale
    }

    /// Shades pixels `x0 ..< x0 + count` (count ≤ 8) of canvas row `y`, all of them within the reach and beyond
    /// ``shadowOnlyDepth``: the drop shadow alone, from the shadow distances at `shadowCell` (readable for eight
    /// floats). The full path's expressions with coverage and contour zero — `drop + (1 − drop) · opacity · 0` is
    /// `drop` — so each pixel is the same bit for bit; in lanes, where the full path darkened pixel by pixel (its
    /// loop was the hottest line of a standard frame, perf annotate: about half the tiles there are
    /// shadow only).
    @inline(__always)
    func shadeShadowLanes(x0: Int, y: Int, count: Int, shadowCell: UnsafePointer<Float>, out: SharedPixels) {
        let look = UnsafePointer(lookStorage.baseAddress!)
        let m = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        guard m.pointee.dropShadowOpacity > 0 else { return }
        let t = (1.702 * LaneMath.load(shadowCell) / m.pointee.dropShadowRadius).atMost(30)
        let alpha = m.pointee.dropShadowOpacity / (1 + LaneMath.exp(t))
        // Faded glass fades its shadow (as in shadeLanes); its members share their opacity here (the shadow-only
        // rows serve passes whose members do not vary in material).
        let opacity = look.pointee.opacity
        Self.darken(out.base + y * out.width + x0, count: count, by: opacity < 1 ? alpha * opacity : alpha)
    }

    /// The drop shadow's darkening of `count` pixels from `row` by `alpha` (`under = behind · (1 − α)`, its alpha
    /// `behind.a + α · (1 − behind.a)`, as the full path composes it). Eight at a time in lanes: pixel by pixel,
    /// with each lane's α read out of the vector, this loop was the hottest line of the lane shading (8 % of it,
    /// perf annotate of a standard frame).
    @inline(__always)
    static func darken(_ row: UnsafeMutablePointer<LinearPixel>, count: Int, by alpha: Lanes) {
        if count == 8 {
            let behind = PixelLanes(pixels: row)
            var under = behind * (1 - alpha)
            under.a = behind.a + alpha * (1 - behind.a)
            for k in 0..<8 { row[k] = under[k] }
        } else {
            for k in 0..<count {
                let behind = row[k], a = alpha[k]
                var under = behind * (1 - a)
                under.w = behind.w + a * (1 - behind.w)
                row[k] = under
            }
        }
    }

    /// Shades canvas row `y` from `x0` to `x1`, every pixel deeper inside the glass than ``plainDepth``: the toned
    /// frost and tint of ``shadeLanes(x0:y:count:cell:stride:shadowCell:looks:pixels:out:)`` with the other stages'
    /// values at that depth (no displacement, no normal, full coverage, no shadow), and no distances needed. The
    /// frost's vertical step is taken once per coarse column for the row (`scratch` holds it, and the raw frost's
    /// after it for a tinted look: at least ``plainScratch(span:)`` pixels); per pixel only the horizontal one —
    /// bit for bit the same samples (``FrostedBackdrop/sampleRow(x:row:first:count:)``).
    @inline(__always)
    func shadePlainRow(y: Int, x0: Int, x1: Int, scratch: UnsafeMutablePointer<LinearPixel>, out: SharedPixels) {
        let step = 1 / scale
        let look = lookStorage.baseAddress!
        // The full path's positions with zero offsets, so a pixel shades the same either way.
        let py = ((Float(y) + 0.5) * step + 0) * scale
        let left = ((Float(x0) + 0.5) * step + 0) * scale, right = ((Float(x1 - 1) + 0.5) * step + 0) * scale
        let tinted = look.pointee.tint.map { $0.w > 0 } ?? false
        laneTonedFrost._withUnsafeGuaranteedRef { toned in
          laneFrost._withUnsafeGuaranteedRef { raw in
            let (first, columns) = toned.verticalRow(y: py, x0: left, x1: right, into: scratch)
            let rawScratch = scratch + columns
            let (rawFirst, rawColumns) = tinted ? raw.verticalRow(y: py, x0: left, x1: right, into: rawScratch) : (0, 0)
            let rowStart = out.base + y * out.width
            var x = x0
            while x < x1 {
                let px = ((Self.columns(x) + 0.5) * step + Lanes.zero) * scale
                let sampled = toned.sampleRow(x: px, row: scratch, first: first, count: columns)
                let glass = tinted ? self.tinted(sampled, look: look) {
                    raw.sampleRow(x: px, row: rawScratch, first: rawFirst, count: rawColumns)
                } : sampled
                // At coverage 1 the full path's composite `under · 0 + glass · 1` is `glass`, bit for bit.
                let row = rowStart + x
                for k in 0..<min(8, x1 - x) { row[k] = glass[k] }
                x += 8
            }
          }
        }
    }

    /// Scratch pixels ``shadePlainRow(y:x0:x1:scratch:out:)`` needs for a row of `span` pixels: the toned frost's
    /// columns and the raw frost's (the two grids share their factor).
    func plainScratch(span: Int) -> Int {
        2 * laneFrost._withUnsafeGuaranteedRef { $0.rowCapacity(span: span + 1) }
    }

    /// `frost` at pixels `x0 ..< x0 + 8` of row `y`, each moved by its offset (points); lanes not in `mask` are
    /// zero.
    @inline(__always)
    private func frost(_ frost: Unmanaged<FrostedBackdrop>, x0: Int, y: Int, offsetX: Lanes, offsetY: Lanes, mask: LaneMask) -> PixelLanes {
        let step = 1 / scale
        let px = ((Self.columns(x0) + 0.5) * step + offsetX) * scale
        let py = ((Float(y) + 0.5) * step + offsetY) * scale
        return frost._withUnsafeGuaranteedRef { $0.sample(x: px, y: py, mask: mask) }
    }

    /// Canvas columns `x0 ..< x0 + 8` as floats.
    @inline(__always)
    private static func columns(_ x0: Int) -> Lanes {
        Lanes(repeating: Float(x0)) + Lanes(0, 1, 2, 3, 4, 5, 6, 7)
    }

    /// The tint (``applyTint(_:behind:tint:strength:)`` in lanes) over the toned frost, with one look (its material
    /// and tint) in every lane; `raw` gives the frost behind, read only when the look is tinted.
    @inline(__always)
    func tinted(_ toned: PixelLanes, look: UnsafePointer<Look>, raw: () -> PixelLanes) -> PixelLanes {
        guard let tint = look.pointee.tint, tint.w > 0 else { return toned }
        let m = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        return applyTintLanes(toned, behind: raw(), tint: tint, strength: m.pointee.tintStrength)
    }

    /// Each lane's own tint (``VariedLanes``) over the toned frost; `raw` as above, read only when a lane is tinted.
    @inline(__always)
    func tinted(_ toned: PixelLanes, look: UnsafePointer<Look>, _ varied: VariedLanes, raw: () -> PixelLanes) -> PixelLanes {
        guard any(varied.tinted) else { return toned }
        let m = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        return applyTintLanes(toned, behind: raw(), varied, strength: m.pointee.tintStrength)
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

    /// ``applyTint(_:behind:tint:strength:)`` in lanes, for a tint the same in every lane.
    @inline(__always)
    private func applyTintLanes(_ c: PixelLanes, behind: PixelLanes, tint: LinearPixel, strength: Float) -> PixelLanes {
        let luminance = 0.2126 * behind.r + 0.7152 * behind.g + 0.0722 * behind.b
        let l = (luminance / behind.a).clampedToUnit.replacing(with: 0, where: behind.a .<= 0)
        let pure = tint / tint.w
        let deep = pure * 0.45
        let light = pure + (LinearPixel(1, 1, 1, 1) - pure) * 0.12
        let root = l.root
        let k = tint.w * strength
        let weight = c.a.atLeast(k) * k
        return PixelLanes(r: c.r * (1 - k) + (deep.x + (light.x - deep.x) * root) * weight,
                          g: c.g * (1 - k) + (deep.y + (light.y - deep.y) * root) * weight,
                          b: c.b * (1 - k) + (deep.z + (light.z - deep.z) * root) * weight,
                          a: c.a * (1 - k) + weight)
    }

    /// ``ToneMapper/map(_:keeping:)`` for one channel in lanes.
    @inline(__always)
    static func toneMap(_ v: Lanes, keeping base: Lanes) -> Lanes {
        let knee = base.atLeast(ToneMapper.knee)
        let over = v .> knee
        guard any(over) else { return v }
        let range = (1 - knee).atLeast(1e-4)
        let mapped = (knee + range * (1 - LaneMath.exp(-(v - knee) / range))).replacing(with: 1, where: knee .>= 0.9999)
        return v.replacing(with: mapped, where: over)
    }
}
