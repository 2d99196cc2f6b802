import CLaneMath
import LiquidGlassCore

/// The lane shading compiled for AVX2 (CLaneMath's lg_shade.c), for every pass shaded in lanes.
///
/// The same stages as ``shadeLanes(x0:y:count:cell:stride:shadowCell:looks:pixels:out:)`` and
/// ``shadePlainRow(y:x0:x1:scratch:out:)`` — ported line for line with contraction off, so each pixel is the same
/// bit for bit (`LaneShadingTests` renders scenes both ways and requires it) — in 256-bit registers, which Swift's
/// baseline x86-64 build cannot use. The standard scene's frame on one thread went from 11.3 to 8.9 ms with the
/// shadow-only rows included (interleaved `liquidglass bench`, 2-core EPYC VM; docs/BENCHMARKS.md).
extension ElementShader {
    /// Whether this processor runs the native kernels (x86-64 with AVX2); read once.
    static let nativeKernelAvailable: Bool = lg_shade_available() != 0

    /// The pass's looks flattened for the native kernels, each with its own frost, or nil where they do not run (a
    /// pass not shaded in lanes, or no AVX2): the first look alone for a pass whose members look alike, every look
    /// for one whose looks vary per pixel (its lanes take the material of their shared nearest member).
    static func nativeLooks(looks: [Look], frosts: UnsafeMutableBufferPointer<Unmanaged<FrostedBackdrop>>,
                            toned: UnsafeMutableBufferPointer<Unmanaged<FrostedBackdrop>>, scale: Float,
                            reach: Float, shadesInLanes: Bool, variesPerPixel: Bool) -> UnsafeMutablePointer<lg_shade_look>? {
        guard nativeKernelAvailable, shadesInLanes, !looks.isEmpty else { return nil }
        let count = variesPerPixel ? looks.count : 1
        let pointer = UnsafeMutablePointer<lg_shade_look>.allocate(capacity: count)
        for i in 0..<count {
            (pointer + i).initialize(to: flattened(looks[i], frost: frosts[i].takeUnretainedValue(),
                                                   toned: toned[i].takeUnretainedValue(), scale: scale, reach: reach))
        }
        return pointer
    }

    /// One look, its material and lens, and its frosts (raw and toned) as lg_shade_look holds them.
    private static func flattened(_ look: Look, frost: FrostedBackdrop, toned: FrostedBackdrop, scale: Float,
                                  reach: Float) -> lg_shade_look {
        let m = look.material, lens = look.lens
        let tint = look.tint ?? .zero
        let grid = frost.grid, tonedGrid = toned.grid
        return lg_shade_look(
            scale: scale, reach: reach,
            dropShadowOpacity: m.dropShadowOpacity, dropShadowRadius: m.dropShadowRadius,
            contourWidth: m.contourWidth, contourOpacity: m.contourOpacity,
            innerShadowStrength: m.innerShadowStrength, innerShadowDepth: m.innerShadowDepth,
            innerShadowSpread: m.innerShadowSpread,
            glintWidth: m.glintWidth, glintFocus: m.glintFocus, glintIntensity: m.glintIntensity,
            rimWidth: m.rimWidth, rimIntensity: m.rimIntensity,
            tintStrength: m.tintStrength, tintDeepShade: m.tintDeepShade, tintLightShade: m.tintLightShade,
            hasTint: look.tint == nil ? 0 : 1, tint: (tint.x, tint.y, tint.z, tint.w),
            lightX: look.lightDirection.x, lightY: look.lightDirection.y, normalDepth: look.normalDepth,
            lensBand: lens.band, lensAmplitude: lens.amplitude, lensInverseDecay: lens.inverseDecay,
            lensCurvatureReduction: lens.curvatureReduction, lensInverseCurvatureDecay: lens.inverseCurvatureDecay,
            lensHalfMinorAxis: lens.halfMinorAxis,
            lensHasLimit: lens.limit == nil ? 0 : 1, lensLimit: lens.limit ?? 0,
            frost: grid.pixels, frostWidth: Int32(grid.width), frostHeight: Int32(grid.height),
            frostOriginX: frost.originX, frostOriginY: frost.originY, frostInverseFactor: grid.inverseFactor,
            toned: tonedGrid.pixels, tonedWidth: Int32(tonedGrid.width), tonedHeight: Int32(tonedGrid.height),
            tonedOriginX: toned.originX, tonedOriginY: toned.originY,
            knee: ToneMapper.knee)
    }

    /// The native look of a pass whose members look alike (whole rows run natively), nil otherwise.
    var nativeLook: UnsafeMutablePointer<lg_shade_look>? { variesPerPixel ? nil : nativeLooks }

    /// ``shadeLanes(x0:y:count:cell:stride:shadowCell:looks:pixels:out:)`` with ``UnionCells`` for eight pixels,
    /// natively: `looks` is ``nativeLooks`` (every member's), the lanes take the material of `cells.material`.
    /// Where the lanes inside the glass have one nearest member (and, in a neck, one second nearest) the kernel
    /// does all of it (`lg_shade_paired8`: ``pairedLanes(_:valid:lead:partner:)`` ported): in Swift's baseline
    /// lanes that part was 8 % of the burst's recording (perf). Otherwise the lanes' own tint, lens and
    /// normal depth come from ``variedLanes(_:valid:)`` as in Swift, for the lanes inside the glass (the same
    /// coverage test the kernel makes).
    @inline(__always)
    func shadeNativeVaried(_ looks: UnsafeMutablePointer<lg_shade_look>, cells: UnionCells, x0: Int, y: Int, count: Int,
                           cell: UnsafePointer<Float>, stride: Int, shadowCell: UnsafePointer<Float>, out: SharedPixels) {
        let canvas = UnsafeMutableRawPointer(out.base).assumingMemoryBound(to: Float.self)
        let mixed = cells.tints.map { UnsafeRawPointer($0).assumingMemoryBound(to: Float.self) }
        if lg_shade_paired8(looks, Int32(cells.material), cells.first, cells.second, cells.weight, mixed, Int32(x0), Int32(y),
                            Int32(count), cell, Int32(stride), shadowCell, canvas, Int32(out.width)) != 0 {
            return
        }
        let look = looks + cells.material
        let d = LaneMath.load(cell)
        let valid = LaneMath.first(count) .& (d .< reach)
        let inside = valid .& ((0.5 - d * scale).clampedToUnit .> 0)
        let v = variedLanes(cells, valid: inside)
        var lanes = lg_lane_looks()
        typealias Eight = (Float, Float, Float, Float, Float, Float, Float, Float)
        func eight(_ x: Lanes) -> Eight { unsafeBitCast(x, to: Eight.self) }
        lanes.tintR = eight(v.tint.r); lanes.tintG = eight(v.tint.g); lanes.tintB = eight(v.tint.b); lanes.tintA = eight(v.tint.a)
        lanes.tinted = unsafeBitCast(v.tinted, to: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32).self)
        lanes.amplitude = eight(v.amplitude); lanes.inverseDecay = eight(v.inverseDecay); lanes.band = eight(v.band)
        lanes.curvatureReduction = eight(v.curvatureReduction); lanes.inverseCurvatureDecay = eight(v.inverseCurvatureDecay)
        lanes.halfMinorAxis = eight(v.halfMinorAxis); lanes.limit = eight(v.limit); lanes.normalDepth = eight(v.normalDepth)
        lg_shade_varied8(look, &lanes, Int32(x0), Int32(y), Int32(count), cell, Int32(stride), shadowCell, canvas, Int32(out.width))
    }

    /// ``shadeLanes(x0:y:count:cell:stride:shadowCell:looks:pixels:out:)`` with ``UniformLooks`` for a row of
    /// `count` pixels from `x0` (cells and shadow cells padded as there), natively, over the pixels of `source`
    /// (`out`, or the backdrop: then every pixel of the row is written). `memo` carries the edge stages computed from
    /// the same distances from row to row of one tile (lg_shade_memo; zeroed before the tile's first row).
    @inline(__always)
    func shadeNativeRow(_ look: UnsafeMutablePointer<lg_shade_look>, x0: Int, y: Int, count: Int,
                        cell: UnsafePointer<Float>, stride: Int, shadowCell: UnsafePointer<Float>, source: SharedPixels,
                        out: SharedPixels, memo: UnsafeMutablePointer<lg_shade_memo>?) {
        let canvas = UnsafeMutableRawPointer(out.base).assumingMemoryBound(to: Float.self)
        let behind = UnsafeRawPointer(source.base).assumingMemoryBound(to: Float.self)
        lg_shade_row(look, Int32(x0), Int32(y), Int32(count), cell, Int32(stride), shadowCell, canvas, behind, Int32(out.width),
                     memo)
    }

    /// ``shadeShadowLanes(x0:y:count:shadowCell:out:)`` for a row of `count` pixels from `x0`, natively.
    @inline(__always)
    func shadeNativeShadowRow(_ look: UnsafeMutablePointer<lg_shade_look>, x0: Int, y: Int, count: Int,
                              shadowCell: UnsafePointer<Float>, source: SharedPixels, out: SharedPixels) {
        let canvas = UnsafeMutableRawPointer(out.base).assumingMemoryBound(to: Float.self)
        let behind = UnsafeRawPointer(source.base).assumingMemoryBound(to: Float.self)
        lg_shade_shadow_row(look, Int32(x0), Int32(y), Int32(count), shadowCell, canvas, behind, Int32(out.width))
    }

    /// ``shadePlainRow(y:x0:x1:scratch:out:)``, natively.
    @inline(__always)
    func shadeNativePlainRow(_ look: UnsafeMutablePointer<lg_shade_look>, y: Int, x0: Int, x1: Int,
                             scratch: UnsafeMutablePointer<LinearPixel>, out: SharedPixels) {
        let canvas = UnsafeMutableRawPointer(out.base).assumingMemoryBound(to: Float.self)
        let row = UnsafeMutableRawPointer(scratch).assumingMemoryBound(to: Float.self)
        lg_shade_plain_row(look, Int32(y), Int32(x0), Int32(x1), row, canvas, Int32(out.width))
    }

    /// ``shadeNativePlainRow(_:y:x0:x1:scratch:out:)`` for every row of `rect` (`lg_shade_plain_rect`: the same pixels,
    /// the row's horizontal step laid out once).
    func shadeNativePlain(_ look: UnsafeMutablePointer<lg_shade_look>, rect: PixelRect,
                          scratch: UnsafeMutablePointer<LinearPixel>, out: SharedPixels) {
        let canvas = UnsafeMutableRawPointer(out.base).assumingMemoryBound(to: Float.self)
        let row = UnsafeMutableRawPointer(scratch).assumingMemoryBound(to: Float.self)
        lg_shade_plain_rect(look, Int32(rect.y0), Int32(rect.y1), Int32(rect.x0), Int32(rect.x1), row, canvas, Int32(out.width))
    }
}
