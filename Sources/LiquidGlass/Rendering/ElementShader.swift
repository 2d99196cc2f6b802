import Foundation

/// The material's stages for one glass element, evaluated per pixel:
///
///     coverage → refraction → frost sampling → tone → tint → inner shadow → highlights → tone map
///     → composite over the (drop-shadowed) backdrop
///
/// Each stage is a small function below; ``shade(x:y:behind:layer:)`` runs them in that order. Everything is
/// in points except where a name says pixels.
final class ElementShader: @unchecked Sendable {
    /// The glass's own look: material, lens and tint, per member of the body.
    struct Look: Sendable {
        let material: GlassMaterial
        let lens: LensProfile.Resolved
        /// Linear, premultiplied tint for the scheme, if any.
        let tint: LinearPixel?
        /// Which frosted backdrop (by blur radius) this member samples.
        let frost: Int
        /// Unit vector pointing towards the light.
        let lightDirection: SIMD2<Float>
        /// How deep (points) the per-pixel normal is needed: the lens band or the inner shadow, whichever is deeper.
        let normalDepth: Float
        /// Whether the material's colour model changes colours at all (clear glass's is the identity).
        let transformsColor: Bool

        init(material: GlassMaterial, halfMinorAxis: Float, tint: LinearPixel?, frost: Int) {
            self.material = material
            self.lens = material.lens.resolved(halfMinorAxis: halfMinorAxis)
            self.tint = tint
            self.frost = frost
            let a = material.lightAngle * .pi / 180
            // The light comes *from* this direction; glints sit on the walls facing it and opposite it.
            self.lightDirection = SIMD2(Foundation.cos(a), Foundation.sin(a))
            self.normalDepth = max(lens.band, material.innerShadowDepth + 2.5 * material.innerShadowSpread)
            self.transformsColor = material.colorModel != .identity
        }
    }

    let body: GlassBody
    let looks: [Look]
    /// `looks`, read without reference counting in the per-pixel path.
    private let lookStorage: UnsafeMutableBufferPointer<Look>
    /// Pixels per point.
    let scale: Float
    /// The frosted backdrops the members sample (one per distinct blur radius).
    let frosts: [FrostedBackdrop]
    private let firstFrost: FrostedBackdrop
    /// How far outside the body (points) anything is drawn.
    let reach: Float

    var field: GlassBody { body }

    init(body: GlassBody, looks: [Look], scale: Float, frosts: [FrostedBackdrop]) {
        self.body = body
        self.looks = looks
        self.scale = scale
        self.frosts = frosts
        self.firstFrost = frosts[0]
        self.reach = looks.map(\.material.outerReach).max() ?? 0
        lookStorage = .allocate(capacity: max(looks.count, 1))
        _ = lookStorage.initialize(from: looks)
    }

    deinit {
        lookStorage.deallocate()
    }

    /// Geometry at a point inside the lensing band: outward unit normal and edge curvature.
    struct EdgeFrame {
        var normal: SIMD2<Float>
        var edgeCurvature: Float
    }

    /// Normal by central differences over a step `h` (points); curvature of the edge from the Laplacian of the
    /// distance field (the curvature of the level set through the point, carried out to the edge:
    /// κe = κs / (1 + s·κs)).
    @inline(__always)
    static func edgeFrame(d0: Float, dxp: Float, dxm: Float, dyp: Float, dym: Float, h: Float) -> EdgeFrame {
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

    /// Tone: the backdrop as seen through the glass (``GlassColorModel``: tone curve, veil, saturation
    /// response), then the material's own colour laid over.
    @inline(__always)
    func tone(_ c: LinearPixel, _ look: UnsafePointer<Look>) -> LinearPixel {
        let material = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        let p = look.pointee.transformsColor ? material.pointee.colorModel.apply(c) : c
        let base = material.pointee.baseColor
        return base + p * (1 - base.w)
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

    /// Inner shadow: a soft band under the top wall, absent at the bottom.
    @inline(__always)
    func innerShadow(inset s: Float, normal n: SIMD2<Float>, _ material: UnsafePointer<GlassMaterial>) -> Float {
        let up = max(-n.y, 0)
        guard up > 0, material.pointee.innerShadowStrength > 0 else { return 0 }
        let t = (s - material.pointee.innerShadowDepth) / material.pointee.innerShadowSpread
        return material.pointee.innerShadowStrength * up * Foundation.exp(-t * t)
    }

    /// Highlights: two glints on the walls facing along the light axis, and a thin rim all around.
    @inline(__always)
    func highlight(inset s: Float, normal n: SIMD2<Float>, _ look: UnsafePointer<Look>) -> Float {
        let material = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        let w = material.pointee.glintWidth
        guard s < 4 * w || s < material.pointee.rimWidth else { return 0 }
        let facing = Swift.abs(n.dot(look.pointee.lightDirection))
        let lobe = Foundation.pow(facing, material.pointee.glintFocus)
        // Core plus a faint wide skirt (the two-part profile of the Flutter reimplementation).
        let profile = max(1 - s / w, 0) + 0.21 * max(1 - s / (4 * w), 0)
        let rim = max(1 - s / material.pointee.rimWidth, 0)
        return material.pointee.glintIntensity * lobe * profile + material.pointee.rimIntensity * rim
    }

    /// Drop shadow opacity at `p` (outside the glass): a Gaussian-blurred copy of the shape, offset downwards.
    @inline(__always)
    func dropShadow(distance d: Float, _ material: UnsafePointer<GlassMaterial>) -> Float {
        guard material.pointee.dropShadowOpacity > 0 else { return 0 }
        // ½·erfc(d / σ√2), the edge of a Gaussian-blurred shape, by the logistic approximation
        // 1 / (1 + e^(1.702·d/σ)) (within 1 % of the opacity; libm's erfcf was 10 % of a frame).
        let t = min(1.702 * d / material.pointee.dropShadowRadius, 30)
        return material.pointee.dropShadowOpacity / (1 + Foundation.exp(t))
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
        return shade(p, behind: behind, layer: layer, geometry: PointGeometry(shader: self, point: p))
    }

    /// Shades the pixel centred at `p` (points) with the distances `geometry` provides.
    @inline(__always)
    func shade<G: PixelGeometry>(_ p: SIMD2<Float>, behind: LinearPixel, layer: RenderLayer, geometry: G) -> Shaded? {
        let d = geometry.distance
        guard d < reach else { return nil }
        let near = geometry.nearest()
        guard d < reach else { return nil }
        // Read the look in place: copying it (a few hundred bytes) per pixel was measurable.
        let look = UnsafePointer(lookStorage.baseAddress! + near.first)
        let material = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        let coverage = min(max(0.5 - d * scale, 0), 1)

        // Outside the glass: drop shadow and the thin dark contour.
        var shadowAlpha: Float = 0
        if coverage < 1 {
            shadowAlpha = dropShadow(distance: geometry.shadowDistance(offset: material.pointee.dropShadowOffset), material)
            let contourCoverage = min(max(0.5 - (d - material.pointee.contourWidth) * scale, 0), 1) - coverage
            shadowAlpha = shadowAlpha + (1 - shadowAlpha) * material.pointee.contourOpacity * max(contourCoverage, 0)
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

        // Where two members blend (a droplet neck), the lens scale and the tint mix by their weights.
        var lens = look.pointee.lens
        var tint = look.pointee.tint
        if near.second >= 0, near.weight < 1 {
            let other = lookStorage[near.second] // rare: only in the neck where two members blend
            let w = near.weight
            lens = LensProfile.Resolved.mix(lens, other.lens, weight: w)
            if tint != nil || other.tint != nil {
                tint = (tint ?? .zero) * w + (other.tint ?? .zero) * (1 - w)
            }
        }

        // Inside: refraction.
        let s = max(-d, 0)
        var offset = SIMD2<Float>.zero
        var normal = SIMD2<Float>.zero
        if s < look.pointee.normalDepth {
            let frame = geometry.edgeFrame()
            normal = frame.normal
            let amount = lens.displacement(inset: s, edgeCurvature: frame.edgeCurvature)
            offset = -normal * amount
        }
        let samplePoint = (p + offset) * scale
        let frosted = (look.pointee.frost == 0 ? firstFrost : frosts[look.pointee.frost]).sample(x: samplePoint.x, y: samplePoint.y)

        var glass = applyTint(tone(frosted, look), behind: frosted, tint: tint, strength: material.pointee.tintStrength)
        let inner = innerShadow(inset: s, normal: normal, material)
        glass = glass * (1 - inner) + LinearPixel(0, 0, 0, glass.w * inner)
        let body = glass
        let light = highlight(inset: s, normal: normal, look)
        glass += LinearPixel(light, light, light, 0) * glass.w
        if material.pointee.borderWidth > 0 {
            let b = min(max((material.pointee.borderWidth - s) * scale + 0.5, 0), 1) * material.pointee.borderColor.w
            glass = glass * (1 - b) + material.pointee.borderColor * (b / max(material.pointee.borderColor.w, 1e-6)) * glass.w
        }
        glass = ToneMapper.map(glass, keeping: body)

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
