import CLaneMath
import Foundation
import LiquidGlassCore

/// The material's stages for one glass element, evaluated per pixel:
///
///     coverage → refraction → frost sampling → tone → tint → inner shadow → highlights → press → tone map
///     → composite over the (drop-shadowed) backdrop
///
/// Each stage is a small function in its own file under `Stages/`; ``shade(_:behind:layer:geometry:)`` runs
/// them in that order. Everything is in points except where a
/// name says pixels.
package final class ElementShader: @unchecked Sendable {
    /// The glass's own look: material, lens and tint, per member of the body.
    struct Look: Sendable {
        let material: GlassMaterial
        package let lens: LensProfile.Resolved
        /// Linear, premultiplied tint for the scheme, if any.
        package let tint: LinearPixel?
        /// Which frosted backdrop (by blur radius) this member samples.
        package let frost: Int
        /// Which of the shader's toned frosts (``ElementShader/tonedFrosts``) is this member's: its frost with its
        /// material's tone applied (set by the shader).
        var toned = 0
        /// Unit vector pointing towards the light.
        let lightDirection: SIMD2<Float>
        /// How deep (points) the per-pixel normal is needed: the lens band or the inner shadow, whichever is deeper.
        let normalDepth: Float
        /// Whether the material's colour model changes colours at all (clear glass's is the identity).
        let transformsColor: Bool
        /// The band of light a press sends across the glass, while it crosses (`ShimmerStage`).
        let shimmer: Shimmer?
        /// The glass's own opacity: the final pixel is mixed with the one behind by it.
        let opacity: Float

        init(material: GlassMaterial, halfMinorAxis: Float, tint: LinearPixel?, frost: Int, opacity: Float = 1,
             shimmer: Shimmer? = nil) {
            self.shimmer = shimmer
            self.opacity = opacity
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
    let lookStorage: UnsafeMutableBufferPointer<Look>
    /// Pixels per point.
    package let scale: Float
    /// The frosted backdrops the members sample (one per distinct blur radius).
    let frosts: [FrostedBackdrop]
    /// The frosts with the tone stage applied to their coarse pixels, one per distinct frost and tone among the
    /// looks (``Look/toned``), cropped to what the pass can sample: the glass's colour is read from these, the raw
    /// frost only where a tint needs the brightness behind (ToneStage.swift says why).
    let tonedFrosts: [FrostedBackdrop]
    /// The toned frost every member of a lane-shaded pass samples, read without reference counting (see ``laneFrost``).
    let laneTonedFrost: Unmanaged<FrostedBackdrop>
    /// Each look's toned frost (``Look/toned``), read without reference counting.
    let lookTonedFrosts: UnsafeMutableBufferPointer<Unmanaged<FrostedBackdrop>>
    let firstFrost: FrostedBackdrop
    /// The frost every member of a lane-shaded pass samples (they all look alike), read without reference counting
    /// (`_withUnsafeGuaranteedRef`): `frosts` keeps it alive, and a retain and release per eight pixels was 7 % of a frame
    /// (perf; an `unowned(unsafe)` reference still retained it around each call).
    let laneFrost: Unmanaged<FrostedBackdrop>
    /// How far outside the body (points) anything is drawn.
    package let reach: Float
    /// Whether each pixel's tint is mixed over all the members near it (see ``mixTints(count:candidates:distances:union:into:)``).
    let mixesTints: Bool
    /// Fingers on the container's glass (`PressStage`), and whether any member is pressed at all.
    let touches: [Touch]
    let pressed: Bool
    /// Whether the final layer of this pass can be shaded in lanes: any pass with glass in it (ElementShader+Lanes.swift).
    let shadesInLanes: Bool
    /// Whether nothing in the pass is pressed, shimmering, faded or bordered (``isPlainLook(_:pressed:)``): only
    /// then do the AVX2 kernels and the plain rows, which know none of those stages, apply.
    let plainLook: Bool
    /// Whether its members differ in tint, lens or material, so that lanes read them per pixel (``variesPerPixel(_:)``).
    let variesPerPixel: Bool
    /// Whether its members differ in material or frost (``variesInMaterial(_:)``): eight lanes are shaded together
    /// only where they share their nearest member.
    let variesInMaterial: Bool
    /// Each look's frost (``Look/frost``), read without reference counting (see ``laneFrost``).
    let lookFrosts: UnsafeMutableBufferPointer<Unmanaged<FrostedBackdrop>>
    /// The pass flattened for the AVX2 kernels, where they apply (ElementShader+Native.swift): its first look for a
    /// pass whose members look alike (``nativeLook``), every look for one whose looks vary per pixel.
    let nativeLooks: UnsafeMutablePointer<lg_shade_look>?

    var field: GlassBody { body }

    /// `region` (canvas pixels) is what the pass shades: the toned frosts cover the samples its pixels can read
    /// (nil: the frosts' whole grids); `prepared` keeps the toned copies of its whole-canvas frosts for later
    /// frames. `threads` tone the frosts' coarse pixels.
    init(body: GlassBody, looks: [Look], scale: Float, frosts: [FrostedBackdrop], region: PixelRect? = nil,
         prepared: PreparedBackdrop? = nil, threads: Int = 1, touches: [Touch] = []) {
        var looks = looks
        let toned = Self.tonedFrosts(for: &looks, frosts: frosts, scale: scale, region: region, prepared: prepared,
                                     threads: threads)
        tonedFrosts = toned
        self.touches = touches
        self.pressed = !touches.isEmpty || looks.contains { $0.material.press > 0 || $0.shimmer != nil }
        self.body = body
        self.looks = looks
        self.scale = scale
        self.frosts = frosts
        self.firstFrost = frosts[0]
        self.laneFrost = Unmanaged.passUnretained(frosts[min(looks.first?.frost ?? 0, frosts.count - 1)])
        self.reach = looks.map(\.material.outerReach).max() ?? 0
        // Three or more members with different tints blend their tints over every member near the pixel
        // (TintStage.mixTints); two members need only the pair already known per pixel.
        let tints = looks.map(\.tint)
        self.mixesTints = !body.single && body.blend > 0 && looks.count >= 3 && tints.contains { $0 != tints[0] }
        shadesInLanes = !looks.isEmpty
        plainLook = Self.isPlainLook(looks, pressed: pressed)
        variesPerPixel = Self.variesPerPixel(looks)
        variesInMaterial = Self.variesInMaterial(looks)
        lookStorage = .allocate(capacity: max(looks.count, 1))
        _ = lookStorage.initialize(from: looks)
        lookFrosts = .allocate(capacity: max(looks.count, 1))
        _ = lookFrosts.initialize(from: looks.map { Unmanaged.passUnretained(frosts[min($0.frost, frosts.count - 1)]) })
        lookTonedFrosts = .allocate(capacity: max(looks.count, 1))
        _ = lookTonedFrosts.initialize(from: looks.map { Unmanaged.passUnretained(toned[$0.toned]) })
        laneTonedFrost = Unmanaged.passUnretained(toned[looks.first?.toned ?? 0])
        nativeLooks = Self.nativeLooks(looks: looks, frosts: lookFrosts, toned: lookTonedFrosts, scale: scale, reach: reach,
                                       shadesInLanes: shadesInLanes && plainLook, variesPerPixel: variesPerPixel)
    }

    deinit {
        lookStorage.deallocate()
        lookFrosts.deallocate()
        lookTonedFrosts.deallocate()
        nativeLooks?.deallocate()
    }

    /// Geometry at a point inside the lensing band: outward unit normal and edge curvature.
    struct EdgeFrame {
        package var normal: SIMD2<Float>
        package var edgeCurvature: Float
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

    // MARK: The whole pixel

    /// The result of shading one pixel.
    struct Shaded {
        /// The composited pixel (or the layer's visualisation).
        package var color: LinearPixel
        package var distance: Float
        package var offset: SIMD2<Float>
        package var coverage: Float
    }

    /// Shades the pixel centred at `p` (points) with the distances `geometry` provides.
    @inline(__always)
    func shade<G: PixelGeometry>(_ p: SIMD2<Float>, behind: LinearPixel, layer: RenderLayer, geometry: G) -> Shaded? {
        let d = geometry.distance
        guard d < reach else { return nil }
        let near = geometry.nearest()
        // Read the look in place: copying it (a few hundred bytes) per pixel was measurable.
        let look = UnsafePointer(lookStorage.baseAddress! + near.first)
        let material = UnsafePointer<GlassMaterial>(look.pointer(to: \.material)!)
        let coverage = coverage(distance: d)

        // Outside the glass: drop shadow and the thin dark contour.
        let shadowAlpha = coverage < 1 ? outerShadow(distance: d, coverage: coverage, material, geometry: geometry) : 0
        let under = shadowed(behind, by: shadowAlpha)
        guard coverage > 0 else {
            let color = compositeOutside(behind: behind, under: under, shadowAlpha: shadowAlpha, layer: layer)
            return Shaded(color: faded(color, behind: behind, look, layer: layer), distance: d, offset: .zero, coverage: 0)
        }

        // Inside: refraction, frost, tone, tint, inner shadow, highlights and border, tone map, composite.
        let s = max(-d, 0)
        let (offset, normal) = refraction(inset: s, near: near, look: look, geometry: geometry)
        let frosted = frost(at: (p + offset) * scale, look)
        let tint = geometry.tintMix.map { mixed in mixed.pointee.w > 0 ? mixed.pointee : nil } ?? tint(look, near: near)
        var glass = applyTint(tonedFrost(at: (p + offset) * scale, look), behind: frosted, tint: tint,
                              strength: material.pointee.tintStrength, deep: material.pointee.tintDeepShade,
                              light: material.pointee.tintLightShade)
        let inner = innerShadow(inset: s, normal: normal, material)
        glass = applyInnerShadow(glass, inner)
        // The glass's body colour: the tone map compresses only what the highlights and border add on top.
        let body = glass
        let light = highlight(inset: s, normal: normal, look)
        glass = applyHighlight(glass, light)
        glass = applyBorder(glass, inset: s, material)
        if pressed { glass = applyPress(glass, at: p, look: look) }
        glass = ToneMapper.map(glass, keeping: body)

        let color = composite(StageValues(behind: behind, under: under, shadowAlpha: shadowAlpha, coverage: coverage,
                                          frosted: frosted, inner: inner, light: light, glass: glass), layer: layer)
        return Shaded(color: faded(color, behind: behind, look, layer: layer), distance: d, offset: offset, coverage: coverage)
    }

    /// The final pixel of glass with an opacity below 1 (``Look/opacity``, the nearest member's): mixed with the
    /// pixel behind, as a layer of that opacity is composited — glass and its shadow alike.
    @inline(__always)
    private func faded(_ color: LinearPixel, behind: LinearPixel, _ look: UnsafePointer<Look>, layer: RenderLayer) -> LinearPixel {
        let o = look.pointee.opacity
        guard o < 1, layer == .final else { return color }
        return behind + (color - behind) * o
    }

    @inline(__always)
    package func luminance(_ c: LinearPixel) -> Float {
        0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z
    }
}
