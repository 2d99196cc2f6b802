import Foundation

/// The material's stages for one glass element, evaluated per pixel:
///
///     coverage → refraction → frost sampling → tone → tint → inner shadow → highlights → tone map
///     → composite over the (drop-shadowed) backdrop
///
/// Each stage is a small function below; ``shade(x:y:behind:layer:)`` runs them in that order. Everything is
/// in points except where a name says pixels.
struct ElementShader: Sendable {
    let field: any SignedDistanceField
    let material: GlassMaterial
    let lens: LensProfile.Resolved
    /// Pixels per point.
    let scale: Float
    /// Linear, premultiplied tint for the scheme, if any.
    let tint: LinearPixel?
    let frost: FrostedBackdrop
    /// Unit vector pointing towards the light.
    let lightDirection: SIMD2<Float>
    /// How deep (points) the per-pixel normal is needed: the lens band or the inner shadow, whichever is deeper.
    let normalDepth: Float
    let reach: Float

    init(field: any SignedDistanceField, material: GlassMaterial, scale: Float, tint: LinearPixel?,
         frost: FrostedBackdrop) {
        self.field = field
        self.material = material
        let b = field.bounds
        self.lens = material.lens.resolved(halfMinorAxis: Float(min(b.width, b.height) / 2))
        self.scale = scale
        self.tint = tint
        self.frost = frost
        let a = material.lightAngle * .pi / 180
        // The light comes *from* this direction; glints sit on the walls facing it and opposite it.
        self.lightDirection = SIMD2(Foundation.cos(a), Foundation.sin(a))
        self.normalDepth = max(lens.band, material.innerShadowDepth + 2.5 * material.innerShadowSpread)
        self.reach = material.outerReach
    }

    /// Geometry at a point inside the lensing band: outward unit normal and edge curvature.
    struct EdgeFrame {
        var normal: SIMD2<Float>
        var edgeCurvature: Float
    }

    /// Normal by central differences; curvature of the edge from the Laplacian of the distance field
    /// (the curvature of the level set through `p`, carried out to the edge: κe = κs / (1 + s·κs)).
    @inline(__always)
    func edgeFrame(at p: SIMD2<Float>, distance d0: Float) -> EdgeFrame {
        let h: Float = 0.25
        let dxp = field.distance(to: p + SIMD2(h, 0)), dxm = field.distance(to: p - SIMD2(h, 0))
        let dyp = field.distance(to: p + SIMD2(0, h)), dym = field.distance(to: p - SIMD2(0, h))
        let g = SIMD2<Float>(dxp - dxm, dyp - dym)
        let len = g.length
        let n = len > 1e-6 ? g / len : .zero
        let levelCurvature = (dxp + dxm + dyp + dym - 4 * d0) / (h * h)
        let s = max(-d0, 0)
        let denom = 1 + s * levelCurvature
        let edgeCurvature = denom > 1e-3 ? levelCurvature / denom : 1 / max(s, 1e-3)
        return EdgeFrame(normal: n, edgeCurvature: edgeCurvature)
    }

    // MARK: Stages

    /// Tone: vibrancy (saturation), luminance pulled towards the material's target, the material's own colour.
    @inline(__always)
    func tone(_ c: LinearPixel) -> LinearPixel {
        var p = c
        let lum = luminance(p)
        if material.saturation != 1 {
            let rgb = SIMD3(p.x, p.y, p.z)
            let s = SIMD3(repeating: lum) + (rgb - SIMD3(repeating: lum)) * material.saturation
            p = LinearPixel(max(s.x, 0), max(s.y, 0), max(s.z, 0), p.w)
        }
        if material.luminanceCompression > 0 {
            let shift = (material.luminanceTarget * p.w - lum) * material.luminanceCompression
            p = LinearPixel(max(p.x + shift, 0), max(p.y + shift, 0), max(p.z + shift, 0), p.w)
        }
        let base = material.baseColor
        return base + p * (1 - base.w)
    }

    /// Tint: a tone of the tint colour chosen by the brightness behind, like coloured glass — dark content gives
    /// a deep shade, bright content a light one — mixed in by the colour's opacity.
    @inline(__always)
    func applyTint(_ c: LinearPixel, behind: LinearPixel) -> LinearPixel {
        guard let tint, tint.w > 0 else { return c }
        let alpha = c.w
        let l = behind.w > 0 ? min(max(luminance(behind) / behind.w, 0), 1) : 0
        let pure = tint / tint.w
        let deep = pure * 0.45
        let light = pure + (LinearPixel(1, 1, 1, 1) - pure) * 0.12
        var shade = deep + (light - deep) * l.squareRoot()
        shade.w = 1
        let k = tint.w * material.tintStrength
        return c * (1 - k) + shade * max(alpha, k) * k
    }

    /// Inner shadow: a soft band under the top wall, absent at the bottom.
    @inline(__always)
    func innerShadow(inset s: Float, normal n: SIMD2<Float>) -> Float {
        let up = max(-n.y, 0)
        guard up > 0, material.innerShadowStrength > 0 else { return 0 }
        let t = (s - material.innerShadowDepth) / material.innerShadowSpread
        return material.innerShadowStrength * up * Foundation.exp(-t * t)
    }

    /// Highlights: two glints on the walls facing along the light axis, and a thin rim all around.
    @inline(__always)
    func highlight(inset s: Float, normal n: SIMD2<Float>) -> Float {
        let w = material.glintWidth
        let facing = Swift.abs(n.dot(lightDirection))
        let lobe = Foundation.pow(facing, material.glintFocus)
        // Core plus a faint wide skirt (the two-part profile of the Flutter reimplementation).
        let profile = max(1 - s / w, 0) + 0.21 * max(1 - s / (4 * w), 0)
        let rim = max(1 - s / material.rimWidth, 0)
        return material.glintIntensity * lobe * profile + material.rimIntensity * rim
    }

    /// Drop shadow opacity at `p` (outside the glass): a Gaussian-blurred copy of the shape, offset downwards.
    @inline(__always)
    func dropShadow(at p: SIMD2<Float>) -> Float {
        guard material.dropShadowOpacity > 0 else { return 0 }
        let d = field.distance(to: p - SIMD2(0, material.dropShadowOffset))
        let sigma = material.dropShadowRadius
        return material.dropShadowOpacity * 0.5 * Foundation.erfc(d / (sigma * 1.414_213_5))
    }

    // MARK: The whole pixel

    /// The result of shading one pixel.
    struct Shaded {
        /// The composited pixel (or the layer's visualisation).
        var color: LinearPixel
        var distance: Float
        var offset: SIMD2<Float>
        var coverage: Float
    }

    /// Shades the canvas pixel (x, y) over `behind` (what is already there). Returns nil for pixels the
    /// element does not touch.
    @inline(__always)
    func shade(x: Int, y: Int, behind: LinearPixel, layer: RenderLayer) -> Shaded? {
        let p = SIMD2<Float>((Float(x) + 0.5) / scale, (Float(y) + 0.5) / scale)
        let d = field.distance(to: p)
        guard d < reach else { return nil }
        let coverage = min(max(0.5 - d * scale, 0), 1)

        // Outside the glass: drop shadow and the thin dark contour.
        var shadowAlpha: Float = 0
        if coverage < 1 {
            shadowAlpha = dropShadow(at: p)
            let contourCoverage = min(max(0.5 - (d - material.contourWidth) * scale, 0), 1) - coverage
            shadowAlpha = shadowAlpha + (1 - shadowAlpha) * material.contourOpacity * max(contourCoverage, 0)
        }
        var under = behind * (1 - shadowAlpha)
        under.w = behind.w + shadowAlpha * (1 - behind.w)

        guard coverage > 0 else {
            switch layer {
            case .shadow:
                let v = 1 - shadowAlpha
                return Shaded(color: LinearPixel(v, v, v, 1), distance: d, offset: .zero, coverage: 0)
            case .final:
                return Shaded(color: under, distance: d, offset: .zero, coverage: 0)
            default:
                return Shaded(color: behind, distance: d, offset: .zero, coverage: 0)
            }
        }

        // Inside: refraction.
        let s = max(-d, 0)
        var offset = SIMD2<Float>.zero
        var normal = SIMD2<Float>.zero
        if s < normalDepth {
            let frame = edgeFrame(at: p, distance: d)
            normal = frame.normal
            let amount = lens.displacement(inset: s, edgeCurvature: frame.edgeCurvature)
            offset = -normal * amount
        }
        let samplePoint = (p + offset) * scale
        let frosted = frost.sample(x: samplePoint.x, y: samplePoint.y)

        var glass = applyTint(tone(frosted), behind: frosted)
        let inner = innerShadow(inset: s, normal: normal)
        glass = glass * (1 - inner) + LinearPixel(0, 0, 0, glass.w * inner)
        let light = highlight(inset: s, normal: normal)
        glass += LinearPixel(light, light, light, 0) * glass.w
        glass = ToneMapper.map(glass)

        let color: LinearPixel
        switch layer {
        case .final:
            color = under * (1 - coverage) + glass * coverage
        case .frost:
            color = behind * (1 - coverage) + frosted * coverage
        case .highlight:
            let v = ToneMapper.map(light * coverage)
            color = LinearPixel(v, v, v, 1)
        case .shadow:
            let v = (1 - shadowAlpha) * (1 - coverage) + (1 - inner) * coverage
            color = LinearPixel(v, v, v, 1)
        default:
            color = behind
        }
        return Shaded(color: color, distance: d, offset: offset, coverage: coverage)
    }

    @inline(__always)
    func luminance(_ c: LinearPixel) -> Float {
        0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
    }
}
