import Foundation
import LiquidGlassCore

/// Renders a ``Scene``: the backdrop, then each glass element over it, in scene order.
///
/// Only pixels near glass are processed: each element covers its frame grown by what its material reaches
/// outside (the drop shadow), split into bands of rows that run in parallel. Every element samples the
/// backdrop itself, never other glass.
public struct GlassRenderer: Sendable {
    public var options: RenderOptions

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// Rows per parallel band. 16 rows at 1206 px keeps a band's working set in L2 and gives enough bands
    /// to balance two to eight threads.
    static let bandHeight = 16

    /// The scene as rendered, with `options.scale` applied.
    public func effectiveScene(_ scene: Scene) -> Scene {
        var s = scene
        if let scale = options.scale { s.canvas.scale = scale }
        return s
    }

    /// Renders a scene from scratch: paints its background, then the glass and the labels.
    public func render(_ scene: Scene) throws(RenderError) -> RenderOutput {
        try renderWithReport(scene).output
    }

    /// Renders the glass of `scene` over an already painted backdrop of the canvas's pixel size.
    /// Labels are not drawn here (they need the font machinery); ``render(_:)`` and ``renderWithReport(_:)`` draw them.
    public func render(_ scene: Scene, over backdrop: LinearImage) -> RenderOutput {
        render(scene, over: backdrop, groups: RenderGroup.planned(scene, backdrop: backdrop))
    }

    /// The same with the groups already planned (``renderWithReport(_:)`` plans them once for drawing,
    /// labels and the report).
    func render(_ scene: Scene, over backdrop: LinearImage, groups: [RenderGroup]) -> RenderOutput {
        switch options.layer {
        case .mask, .sdf, .displacement:
            return renderDataLayer(scene, backdrop: backdrop, groups: groups)
        case .final, .frost, .highlight, .shadow:
            return .image(renderPicture(scene, backdrop: backdrop, groups: groups))
        }
    }

    /// Rejects values that would make the pipeline meaningless (NaN, negative sizes).
    func validate(_ scene: Scene) throws(RenderError) {
        let c = scene.canvas
        guard c.width.isFinite, c.height.isFinite, c.scale.isFinite, c.width > 0, c.height > 0, c.scale > 0 else {
            throw RenderError("canvas size and scale must be finite and positive (got \(c.width)×\(c.height) @\(c.scale))")
        }
        for (i, e) in scene.elements.enumerated() {
            let f = e.frame
            guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite,
                  f.width >= 0, f.height >= 0 else {
                throw RenderError("element \(e.id ?? "#\(i + 1)"): frame must be finite with non-negative size (got \(f))")
            }
        }
    }

    // MARK: Picture layers

    /// Everything needed to shade one group: its body, looks and frosted backdrops, and the pixels it touches.
    private func prepare(_ group: RenderGroup, in scene: Scene, backdrop: LinearImage) -> (ElementShader, PixelRect)? {
        let visible = group.elements.filter { $0.glass.variant != .identity }
        guard !visible.isEmpty else { return nil }
        let scale = Float(scene.canvas.scale)
        let w = backdrop.width, h = backdrop.height
        var materials = visible.map { e -> GlassMaterial in
            var m = GlassMaterial(glass: e.glass, colorScheme: group.appearance)
            m.adapt(to: group.analysis, minorSide: Double(min(e.frame.width, e.frame.height)),
                    appearance: group.appearance, accessibility: scene.accessibility)
            return m
        }
        if let angle = options.lightAngle { for i in materials.indices { materials[i].lightAngle = angle } }
        let reach = materials.map(\.outerReach).max() ?? 0
        let members = visible.map { e -> GlassBody.Member in
            let field = e.shape.signedDistanceField(in: e.frame)
            let b = field.bounds
            return GlassBody.Member(field: field, bounds: b, halfMinorAxis: Float(min(b.width, b.height) / 2))
        }
        let blend = Float(2 * group.spacing)
        let body = GlassBody(members: members, blend: blend, reach: reach)
        // The smooth union reaches at most k/4 beyond its members (the midpoint of a neck: g/2 − k/4 with g ≥ 0).
        let grow = Double(reach + blend / 4)
        let region = PixelRect(covering: body.bounds, scale: scene.canvas.scale, margin: grow).clipped(width: w, height: h)
        guard !region.isEmpty else { return nil }
        // One frosted backdrop per distinct blur radius: the container samples the backdrop once per kind of glass.
        var radii: [Float] = []
        for m in materials where !radii.contains(m.blurRadius) { radii.append(m.blurRadius) }
        let frosts = radii.map { FrostedBackdrop(backdrop: backdrop, region: region, sigma: $0 * scale, threads: options.threads) }
        let looks = zip(visible, materials).enumerated().map { i, pair in
            ElementShader.Look(material: pair.1, halfMinorAxis: members[i].halfMinorAxis,
                               tint: pair.0.glass.tintColor?.linear(in: group.appearance),
                               frost: radii.firstIndex(of: pair.1.blurRadius) ?? 0)
        }
        return (ElementShader(body: body, looks: looks, scale: scale, frosts: frosts), region)
    }

    /// Tiles of `region` that can hold something of the body: cost follows the glass, not the bounding box.
    private func tiles(of region: PixelRect, for shader: ElementShader, scale: Double) -> [PixelRect] {
        let grow = CGFloat(shader.reach + shader.body.blend / 4)
        let grown = shader.body.members.map { $0.bounds.insetBy(dx: -grow, dy: -grow) }
        var out: [PixelRect] = []
        var y = region.y0
        while y < region.y1 {
            var x = region.x0
            let y1 = min(y + Self.bandHeight, region.y1)
            while x < region.x1 {
                let x1 = min(x + Self.tileWidth, region.x1)
                let box = CGRect(x: Double(x) / scale, y: Double(y) / scale, width: Double(x1 - x) / scale, height: Double(y1 - y) / scale)
                if grown.count == 1 || grown.contains(where: { $0.intersects(box) }) {
                    out.append(PixelRect(x0: x, y0: y, x1: x1, y1: y1))
                }
                x = x1
            }
            y = y1
        }
        return out
    }

    /// Tile width in pixels; with 16-row bands a tile is 64×16 px, 16 KiB of pixels.
    static let tileWidth = 64

    private func renderPicture(_ scene: Scene, backdrop: LinearImage, groups: [RenderGroup]) -> LinearImage {
        let layer = options.layer
        var output = backdrop
        if layer == .highlight || layer == .shadow {
            let base: Float = layer == .highlight ? 0 : 1
            output = LinearImage(width: backdrop.width, height: backdrop.height, fill: LinearPixel(base, base, base, 1))
        }
        draw(groups.compactMap { prepare($0, in: scene, backdrop: backdrop) }, scene: scene, into: &output)
        return output
    }

    /// Renders the final picture into `canvas`, a frame buffer that already holds `backdrop` outside the glass
    /// (for example the previous frame of an animation): the regions the glass touches are restored from the
    /// backdrop and drawn again; nothing else is written. This is what the benchmark times — a full-canvas copy
    /// alone costs ~10 ms at 1206×2622, more than the glass.
    public func render(_ scene: Scene, over backdrop: LinearImage, into canvas: inout LinearImage) {
        precondition(canvas.width == backdrop.width && canvas.height == backdrop.height, "canvas and backdrop sizes differ")
        let prepared = RenderGroup.planned(scene, backdrop: backdrop).compactMap { prepare($0, in: scene, backdrop: backdrop) }
        let w = backdrop.width
        canvas.pixels.withUnsafeMutableBufferPointer { buf in
            let out = SharedPixels(base: buf.baseAddress!, width: w)
            for (_, region) in prepared {
                ParallelLoop.forEach(region.height, threads: options.threads) { j in
                    let y = region.y0 + j
                    for x in region.x0..<region.x1 { out[x, y] = backdrop[x, y] }
                }
            }
        }
        draw(prepared, scene: scene, into: &canvas)
    }

    private func draw(_ prepared: [(ElementShader, PixelRect)], scene: Scene, into output: inout LinearImage) {
        let w = output.width
        let layer = options.layer
        for (shader, region) in prepared {
            let work = tiles(of: region, for: shader, scale: scene.canvas.scale)
            output.pixels.withUnsafeMutableBufferPointer { buf in
                let out = SharedPixels(base: buf.baseAddress!, width: w)
                ParallelLoop.forEach(work.count, threads: options.threads) { t in
                    Self.shadeTile(work[t], shader: shader, layer: layer, out: out)
                }
            }
        }
    }

    /// Shades one tile: distances for the tile and a one-pixel border are computed row by row into a grid,
    /// and the drop shadow's distances (the same rows moved up by its offset) into a second one; the shader then
    /// reads them. Measured on the benchmark scene: per-pixel field queries through the shape's existential
    /// were ~40 % of the frame; batched rows cost a few ns per pixel.
    private static func shadeTile(_ tile: PixelRect, shader: ElementShader, layer: RenderLayer, out: SharedPixels) {
        let step = 1 / shader.scale
        let body = shader.body
        let gw = tile.width + 2, gh = tile.height + 2
        let tw = tile.width, th = tile.height
        let offset = shader.looks.map(\.material.dropShadowOffset).max() ?? 0
        // Union bookkeeping for containers: nearest, second nearest and weight per grid cell, plus scratch rows.
        let unionFloats = body.single ? 0 : gw * gh + 3 * gw
        let unionInts = body.single ? 0 : 2 * gw * gh + 2 * gw
        let candidates = body.single ? [] : body.candidates(in: CGRect(
            x: Double(tile.x0 - 1) * Double(step), y: Double(tile.y0 - 1) * Double(step) - Double(offset),
            width: Double(gw) * Double(step), height: Double(gh) * Double(step) + Double(offset)))
        withUnsafeTemporaryAllocation(of: Float.self, capacity: gw * gh + tw * th + unionFloats + gw) { floats in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(unionInts, 1)) { ints in
                let grid = floats.baseAddress!
                let shadow = grid + gw * gh
                let weights = shadow + tw * th
                let scratch = weights + gw * gh
                let firsts = ints.baseAddress!, seconds = firsts + gw * gh
                let spareFirst = seconds + gw * gh, spareSecond = spareFirst + gw
                func row(_ y: Float, _ x0: Float, _ count: Int, _ into: UnsafeMutablePointer<Float>,
                         _ f: UnsafeMutablePointer<Int32>, _ s: UnsafeMutablePointer<Int32>, _ w: UnsafeMutablePointer<Float>) {
                    if body.single {
                        body.fillDistances(y: y, x0: x0, dx: step, count: count, into: into)
                    } else {
                        body.fillUnion(y: y, x0: x0, dx: step, count: count, candidates: candidates, scratch: scratch,
                                       distances: into, first: f, second: s, weight: w)
                    }
                }
                for j in 0..<gh {
                    let y = (Float(tile.y0 + j - 1) + 0.5) * step
                    row(y, (Float(tile.x0 - 1) + 0.5) * step, gw, grid + j * gw, firsts + j * gw, seconds + j * gw, weights + j * gw)
                }
                for j in 0..<th {
                    let y = (Float(tile.y0 + j) + 0.5) * step - offset
                    row(y, (Float(tile.x0) + 0.5) * step, tw, shadow + j * tw, spareFirst, spareSecond, scratch + 3 * gw)
                }
                for j in 0..<th {
                    let y = tile.y0 + j
                    for i in 0..<tw {
                        let x = tile.x0 + i
                        let p = SIMD2<Float>((Float(x) + 0.5) * step, (Float(y) + 0.5) * step)
                        let c = (j + 1) * gw + i + 1
                        let geometry = GridGeometry(
                            cell: grid + c, stride: gw, shadowCell: shadow + j * tw + i, step: step, body: body, point: p,
                            union: body.single ? nil : (UnsafePointer(firsts + c), UnsafePointer(seconds + c), UnsafePointer(weights + c)))
                        if let shaded = shader.shade(p, behind: out[x, y], layer: layer, geometry: geometry) {
                            out[x, y] = shaded.color
                        }
                    }
                }
            }
        }
    }

    // MARK: Data layers

    /// Mask, distance field and displacement: per pixel, the nearest outline's distance and the topmost
    /// element's offset and coverage, over the whole canvas.
    private func renderDataLayer(_ scene: Scene, backdrop: LinearImage, groups: [RenderGroup]) -> RenderOutput {
        let w = backdrop.width, h = backdrop.height
        // (distance, dx, dy, coverage)
        var data = [SIMD4<Float>](repeating: SIMD4(.greatestFiniteMagnitude, 0, 0, 0), count: w * h)
        for group in groups {
            // Identity glass is still glass for the mask and the distance field; it just displaces nothing.
            var shown = group
            for i in shown.elements.indices where shown.elements[i].glass.variant == .identity {
                shown.elements[i].glass.variant = .clear
            }
            let identity = Set(group.elements.indices.filter { group.elements[$0].glass.variant == .identity })
            guard let (shader, _) = prepare(shown, in: scene, backdrop: backdrop) else { continue }
            let bands = (h + Self.bandHeight - 1) / Self.bandHeight
            data.withUnsafeMutableBufferPointer { buf in
                let out = UnsafeSharedVectors(base: buf.baseAddress!)
                ParallelLoop.forEach(bands, threads: options.threads) { band in
                    let y0 = band * Self.bandHeight, y1 = min(y0 + Self.bandHeight, h)
                    let scale = shader.scale
                    for y in y0..<y1 {
                        for x in 0..<w {
                            let i = y * w + x
                            var v = out.base[i]
                            let p = SIMD2<Float>((Float(x) + 0.5) / scale, (Float(y) + 0.5) / scale)
                            let near = shader.body.nearest(p)
                            v.x = min(v.x, near.distance)
                            let coverage = min(max(0.5 - near.distance * scale, 0), 1)
                            if coverage > 0 {
                                var offset = SIMD2<Float>.zero
                                if !identity.contains(near.first),
                                   let shaded = shader.shade(x: x, y: y, behind: .zero, layer: .mask) {
                                    offset = shaded.offset
                                }
                                v.y = offset.x
                                v.z = offset.y
                                v.w = max(v.w, coverage)
                            }
                            out.base[i] = v
                        }
                    }
                }
            }
        }
        switch options.layer {
        case .displacement:
            var rgba = [UInt16](repeating: 0, count: w * h * 4)
            for i in 0..<(w * h) {
                let v = data[i]
                let inside = v.w > 0
                rgba[4 * i] = DisplacementEncoding.encode(inside ? v.y : 0)
                rgba[4 * i + 1] = DisplacementEncoding.encode(inside ? v.z : 0)
                rgba[4 * i + 2] = DisplacementEncoding.encode(v.x)
                rgba[4 * i + 3] = inside ? 65535 : 0
            }
            return .data16(width: w, height: h, rgba: rgba)
        case .sdf:
            var image = LinearImage(width: w, height: h)
            for i in 0..<(w * h) {
                let d = data[i].x
                var g = min(max(0.5 + d / 80, 0), 1)
                // A darker contour every 4 points, and a bright line on the outline itself.
                let m = Swift.abs(d.truncatingRemainder(dividingBy: 4))
                if m < 0.3 || m > 3.7 { g *= 0.6 }
                if Swift.abs(d) < 0.4 { g = 1 }
                let v = SRGB.decode(g)
                image.pixels[i] = LinearPixel(v, v, v, 1)
            }
            return .image(image)
        default:
            var image = LinearImage(width: w, height: h)
            for i in 0..<(w * h) {
                let c = data[i].w
                image.pixels[i] = LinearPixel(c, c, c, 1)
            }
            return .image(image)
        }
    }
}

/// Shared pointer to `SIMD4<Float>` storage for parallel writers of disjoint rows (see ``SharedPixels``).
private struct UnsafeSharedVectors: @unchecked Sendable {
    let base: UnsafeMutablePointer<SIMD4<Float>>
}
