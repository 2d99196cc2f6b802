import LiquidGlassCore

/// The last stage, composite: the glass over the (drop-shadowed) backdrop by coverage. The debug layers
/// (`--layer`) replace it by a visualiser of an earlier stage's value: `frost` shows the frosted sample
/// (stage 3), `highlight` the highlight (stage 7, tone-mapped), `shadow` the drop and inner shadows.
extension ElementShader {
    /// What one pixel's stages produced, for the composite and the visualisers.
    struct StageValues {
        var behind: LinearPixel
        var under: LinearPixel
        var shadowAlpha: Float
        var coverage: Float
        var frosted: LinearPixel
        var inner: Float
        var light: Float
        var glass: LinearPixel
    }

    /// The pixel the layer shows, inside or on the edge of the glass (coverage > 0).
    @inline(__always)
    func composite(_ v: StageValues, layer: RenderLayer) -> LinearPixel {
        switch layer {
        case .final:
            return v.under * (1 - v.coverage) + v.glass * v.coverage
        case .frost:
            return v.behind * (1 - v.coverage) + v.frosted * v.coverage
        case .highlight:
            let x = ToneMapper.map(v.light * v.coverage)
            return LinearPixel(x, x, x, 1)
        case .shadow:
            let x = (1 - v.shadowAlpha) * (1 - v.coverage) + (1 - v.inner) * v.coverage
            return LinearPixel(x, x, x, 1)
        default:
            return v.behind
        }
    }

    /// The pixel the layer shows outside the glass (coverage 0): only the drop shadow is there.
    @inline(__always)
    func compositeOutside(behind: LinearPixel, under: LinearPixel, shadowAlpha: Float, layer: RenderLayer) -> LinearPixel {
        switch layer {
        case .shadow:
            let v = 1 - shadowAlpha
            return LinearPixel(v, v, v, 1)
        case .final:
            return under
        default:
            return behind
        }
    }

    /// ``composite(_:layer:)``'s final pixel in lanes: the glass over what is under it by coverage, inside the glass;
    /// the shadowed pixel elsewhere.
    @inline(__always)
    static func compositeLanes(_ glass: PixelLanes, under: PixelLanes, coverage: Lanes, inside: LaneMask) -> PixelLanes {
        let blend = under * (1 - coverage) + glass * coverage
        return PixelLanes(r: under.r.replacing(with: blend.r, where: inside), g: under.g.replacing(with: blend.g, where: inside),
                          b: under.b.replacing(with: blend.b, where: inside), a: under.a.replacing(with: blend.a, where: inside))
    }

    /// `faded(_:behind:_:layer:)` in lanes: the final pixels mixed with those behind by the glass's opacity.
    @inline(__always)
    static func fade(_ color: PixelLanes, behind: PixelLanes, opacity o: Float) -> PixelLanes {
        PixelLanes(r: behind.r + (color.r - behind.r) * o, g: behind.g + (color.g - behind.g) * o,
                   b: behind.b + (color.b - behind.b) * o, a: behind.a + (color.a - behind.a) * o)
    }
}
