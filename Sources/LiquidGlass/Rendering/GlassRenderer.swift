import Foundation

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

    /// Renders a scene from scratch: paints its background, then the glass.
    public func render(_ scene: Scene) throws(RenderError) -> RenderOutput {
        let s = effectiveScene(scene)
        try validate(s)
        let backdrop = try BackdropBuilder.backdrop(for: s, limits: options.limits)
        return render(s, over: backdrop)
    }

    /// Renders the glass of `scene` over an already painted backdrop of the canvas's pixel size.
    public func render(_ scene: Scene, over backdrop: LinearImage) -> RenderOutput {
        switch options.layer {
        case .mask, .sdf, .displacement:
            return renderDataLayer(scene, backdrop: backdrop)
        case .final, .frost, .highlight, .shadow:
            return .image(renderPicture(scene, backdrop: backdrop))
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

    private func shader(for element: GlassElement, in scene: Scene, backdrop: LinearImage,
                        region: PixelRect) -> ElementShader {
        var material = GlassMaterial(glass: element.glass, colorScheme: scene.colorScheme)
        if let angle = options.lightAngle { material.lightAngle = angle }
        let scale = Float(scene.canvas.scale)
        let field = element.shape.signedDistanceField(in: element.frame)
        let frost = FrostedBackdrop(backdrop: backdrop, region: region, sigma: material.blurRadius * scale,
                                    threads: options.threads)
        return ElementShader(field: field, material: material, scale: scale,
                             tint: element.glass.tintColor?.linear(in: scene.colorScheme), frost: frost)
    }

    /// The pixels an element may touch, clipped to the canvas.
    private func region(for element: GlassElement, material: GlassMaterial, scene: Scene, width: Int, height: Int) -> PixelRect {
        let bounds = element.shape.signedDistanceField(in: element.frame).bounds
        return PixelRect(covering: bounds, scale: scene.canvas.scale, margin: Double(material.outerReach))
            .clipped(width: width, height: height)
    }

    private func renderPicture(_ scene: Scene, backdrop: LinearImage) -> LinearImage {
        var output = backdrop
        let w = backdrop.width, h = backdrop.height
        let layer = options.layer
        if layer == .highlight || layer == .shadow {
            let base: Float = layer == .highlight ? 0 : 1
            output = LinearImage(width: w, height: h, fill: LinearPixel(base, base, base, 1))
        }
        for element in scene.elements where element.glass.variant != .identity {
            let material = GlassMaterial(glass: element.glass, colorScheme: scene.colorScheme)
            let rect = region(for: element, material: material, scene: scene, width: w, height: h)
            guard !rect.isEmpty else { continue }
            let shader = shader(for: element, in: scene, backdrop: backdrop, region: rect)
            let bands = (rect.height + Self.bandHeight - 1) / Self.bandHeight
            output.pixels.withUnsafeMutableBufferPointer { buf in
                let out = SharedPixels(base: buf.baseAddress!, width: w)
                ParallelLoop.forEach(bands, threads: options.threads) { band in
                    let y0 = rect.y0 + band * Self.bandHeight
                    let y1 = min(y0 + Self.bandHeight, rect.y1)
                    for y in y0..<y1 {
                        for x in rect.x0..<rect.x1 {
                            if let shaded = shader.shade(x: x, y: y, behind: out[x, y], layer: layer) {
                                out[x, y] = shaded.color
                            }
                        }
                    }
                }
            }
        }
        return output
    }

    // MARK: Data layers

    /// Mask, distance field and displacement: per pixel, the nearest outline's distance and the topmost
    /// element's offset and coverage, over the whole canvas.
    private func renderDataLayer(_ scene: Scene, backdrop: LinearImage) -> RenderOutput {
        let w = backdrop.width, h = backdrop.height
        // (distance, dx, dy, coverage)
        var data = [SIMD4<Float>](repeating: SIMD4(.greatestFiniteMagnitude, 0, 0, 0), count: w * h)
        let full = PixelRect(x0: 0, y0: 0, x1: w, y1: h)
        for element in scene.elements {
            // Identity glass is still glass for the mask and the distance field; it just displaces nothing.
            let material = GlassMaterial(glass: element.glass, colorScheme: scene.colorScheme)
            let rect = region(for: element, material: material, scene: scene, width: w, height: h)
            let shader = shader(for: element, in: scene, backdrop: backdrop, region: rect.isEmpty ? full : rect)
            let identity = element.glass.variant == .identity
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
                            let d = shader.field.distance(to: p)
                            v.x = min(v.x, d)
                            let coverage = min(max(0.5 - d * scale, 0), 1)
                            if coverage > 0 {
                                var offset = SIMD2<Float>.zero
                                if !identity, let shaded = shader.shade(x: x, y: y, behind: .zero, layer: .mask) {
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
