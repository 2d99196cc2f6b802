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

        let coverage = (0.5 - d * scale).clampedToUnit
        let row = out.base + y * out.width + x0

        // Outside the glass (and on its antialiased edge): the drop shadow and the contour.
        let outside = coverage .< 1
        let shadowAlpha = any(valid .& outside) ? outerShadowLanes(distance: d, coverage: coverage, outside: outside,
                                                                   shadowCell: shadowCell, m) : Lanes.zero
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
        let lanesLook = looks.resolve(self, valid: inside)
        let (nx, ny, offsetX, offsetY) = refractionLanes(d, inset: s, cell: cell, stride: stride, inside: inside, lanesLook)

        // The toned frost, sampled where the lens points (the raw frost too where a tint needs it); tint, inner
        // shadow.
        let toned = frost(looks.tonedFrost(self), x0: x0, y: y, offsetX: offsetX, offsetY: offsetY, mask: inside)
        var glass = lanesLook.tinted(self, look, toned) {
            frost(looks.frost(self), x0: x0, y: y, offsetX: offsetX, offsetY: offsetY, mask: inside)
        }
        glass = innerShadowLanes(glass, inset: s, normalY: ny, m)

        // Highlights, the Increase Contrast border, the press and its shimmer; then the tone map of what they added.
        let body = glass
        var added = false
        if let light = highlightLanes(inset: s, nx: nx, ny: ny, inside: inside, look, m) {
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

        var color = Self.compositeLanes(glass, under: under, coverage: coverage, inside: inside)
        let opacity = look.pointee.opacity
        if opacity < 1 { color = Self.fade(color, behind: behind, opacity: opacity) }
        for k in 0..<count where valid[k] { row[k] = color[k] }
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
}
