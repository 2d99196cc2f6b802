import LiquidGlassCore

/// Stage 4, tone: the backdrop as seen through the glass (``GlassColorModel``: tone curve, veil, saturation
/// response, fitted to Apple's measured glass), then the material's own colour laid over (docs/MATERIAL.md).
///
/// The tone is applied to the frost's coarse pixels, once per pass, and the glass samples that toned frost
/// (``ElementShader/tonedFrosts``): bilinear reconstruction of toned coarse pixels rather than the tone of the
/// reconstructed frost. The frost is smooth at its grid's scale (σ ≥ 3 coarse pixels), so the two differ by the
/// tone's curvature times the square of the frost's change across a coarse pixel — within an 8-bit code over the
/// photographs (`TonedFrostTests`) and nothing at all over a flat backdrop. Per canvas pixel the colour model's
/// three square roots and a division were a third of a sheet frame's plain rows (perf, release).
extension ElementShader {
    /// Tone: the colour model applied to a frosted pixel, then the material's own colour over it.
    @inline(__always)
    static func tone(_ c: LinearPixel, _ material: GlassMaterial, transformsColor: Bool) -> LinearPixel {
        let p = transformsColor ? material.colorModel.apply(c) : c
        let base = material.baseColor
        return base + p * (1 - base.w)
    }

    /// ``tone(_:_:transformsColor:)`` of `count` pixels from `source` into `out`, eight at a time in lanes (a
    /// short last group through `scratch`, eight pixels): toning a frost's coarse pixels one by one — three square
    /// roots through Linux's errno-keeping `sqrtf` each — cost more per frame than it saved on the standard scene
    /// (interleaved `liquidglass bench`).
    static func toneRow(_ source: UnsafePointer<LinearPixel>, into out: UnsafeMutablePointer<LinearPixel>, count: Int,
                        material: GlassMaterial, transformsColor: Bool, scratch: UnsafeMutablePointer<LinearPixel>) {
        let base = PixelLanes(material.baseColor), keep = 1 - material.baseColor.w
        var i = 0
        while i < count {
            let n = min(8, count - i)
            let from: UnsafePointer<LinearPixel>
            if n == 8 {
                from = source + i
            } else {
                scratch.update(repeating: .zero, count: 8)
                scratch.update(from: source + i, count: n)
                from = UnsafePointer(scratch)
            }
            let c = PixelLanes(pixels: from)
            let toned = base + (transformsColor ? applyColorModel(material.colorModel, c) : c) * keep
            for k in 0..<n { out[i + k] = toned[k] }
            i += 8
        }
    }

    /// ``GlassColorModel/apply(_:)`` in lanes.
    @inline(__always)
    static func applyColorModel(_ model: GlassColorModel, _ c: PixelLanes) -> PixelLanes {
        let covered = c.a .> 0
        let inverse = (1 / c.a).replacing(with: 0, where: .!covered)
        let r = (c.r * inverse).atLeast(0).root
        let g = (c.g * inverse).atLeast(0).root
        let b = (c.b * inverse).atLeast(0).root
        let l = (0.2126 * r + 0.7152 * g + 0.0722 * b).atMost(1)
        let m = 1 - l
        let dark: Lanes = m * model.veil + 3 * model.shadows * l
        let bright: Lanes = 3 * model.highlights * m + model.white * l
        let target: Lanes = m * m * dark + l * l * bright
        let gain: Lanes = model.saturationInBlack + (model.saturationInWhite - model.saturationInBlack) * l
        let r2 = (target + gain * (r - l)).clampedToUnit
        let g2 = (target + gain * (g - l)).clampedToUnit
        let b2 = (target + gain * (b - l)).clampedToUnit
        return PixelLanes(r: c.r.replacing(with: r2 * r2 * c.a, where: covered), g: c.g.replacing(with: g2 * g2 * c.a, where: covered),
                          b: c.b.replacing(with: b2 * b2 * c.a, where: covered), a: c.a)
    }

    /// What a tone depends on: whether the colour model applies, the model, and the material's own colour.
    struct ToneKey: Equatable {
        var transformsColor: Bool
        var model: GlassColorModel
        var base: LinearPixel

        init(_ look: Look) {
            transformsColor = look.transformsColor
            model = look.material.colorModel
            base = look.material.baseColor
        }
    }

    /// One toned frost per distinct frost and tone among `looks` (whose ``Look/toned`` it sets), each cropped to
    /// the samples of `region` moved by the looks' largest lens displacement (``LensProfile/Resolved/displacement(inset:edgeCurvature:)``
    /// is at most its amplitude) — or, for a whole-canvas frost of `prepared`, toned whole once and kept there.
    static func tonedFrosts(for looks: inout [Look], frosts: [FrostedBackdrop], scale: Float, region: PixelRect?,
                            prepared: PreparedBackdrop?, threads: Int) -> [FrostedBackdrop] {
        let reach = looks.reduce(Float(0)) { max($0, Swift.abs($1.lens.amplitude)) }
        let margin = region == nil ? Float.infinity : reach * scale + 2
        let nothing = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        var toned: [FrostedBackdrop] = []
        var made: [(frost: Int, tone: ToneKey)] = []
        for i in looks.indices {
            let look = looks[i], frost = min(look.frost, frosts.count - 1), key = ToneKey(look)
            if let k = made.firstIndex(where: { $0.frost == frost && $0.tone == key }) {
                looks[i].toned = k
                continue
            }
            let material = look.material, transforms = look.transformsColor
            func tone(region: PixelRect, margin: Float) -> FrostedBackdrop {
                FrostedBackdrop(toning: frosts[frost], region: region, margin: margin, threads: threads) { row, into, count in
                    withUnsafeTemporaryAllocation(of: LinearPixel.self, capacity: 8) { scratch in
                        toneRow(row, into: into, count: count, material: material, transformsColor: transforms,
                                scratch: scratch.baseAddress!)
                    }
                }
            }
            toned.append(prepared?.toned(frosts[frost], tone: key) { tone(region: nothing, margin: .infinity) }
                         ?? tone(region: region ?? nothing, margin: margin))
            made.append((frost, key))
            looks[i].toned = toned.count - 1
        }
        if toned.isEmpty, let first = frosts.first {
            toned.append(FrostedBackdrop(toning: first, region: nothing, margin: .infinity, threads: threads) { row, into, count in
                into.update(from: row, count: count)
            })
        }
        return toned
    }
}
