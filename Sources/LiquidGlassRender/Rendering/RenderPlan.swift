import Foundation
import LiquidGlassCore

/// Everything the renderer decides about a run of glass before it touches a pixel, compiled once from the run's
/// glass items (``PlannedGlass``, taken from a ``DisplayList``) and the picture painted below them.
///
/// The plan holds the groups that sample the backdrop together (a container, a union, a lone glass), each
/// with a stable identity; what lies behind every glass item, measured once; the appearance each group takes; and,
/// per group, one ``Pass``: the resolved materials and frosted backdrops (in an ``ElementShader``), the pixels
/// the group touches and the tiles that cover them. Drawing, the labels, the runtime checks and the render
/// report all read the same plan, so nothing is measured twice: each group holds its glass items themselves.
package struct RenderPlan: Sendable {
    /// Which kind of output the plan is compiled for: data layers treat identity glass as glass (it has a
    /// mask and a distance field) and need no tiles, because they cover the whole canvas.
    package enum Purpose: Sendable {
        case picture, data
    }

    /// What one group draws: its shader (materials, lens, frost) and where.
    package struct Pass: Sendable {
        package let shader: ElementShader
        /// The pixels anything of the group can touch (its body grown by the material's outer reach).
        package let region: PixelRect
        /// Tiles of `region` that can hold something of the body, in drawing order (empty for data layers).
        package let tiles: [PixelRect]
        /// Members (indices into the group's shapes) that are identity glass drawn as glass for a data layer:
        /// they cover, but displace nothing.
        package let identityMembers: Set<Int>
    }

    /// The canvas, colour scheme, accessibility settings and font the frame is drawn with.
    package let settings: FrameSettings
    package let purpose: Purpose
    /// The groups in drawing order (a group draws where its first glass stood). Each glass item of the run is in
    /// exactly one member of one group, with what lies behind it measured once on the backdrop.
    package let groups: [RenderGroup]
    /// The painted canvas the groups sample, and the options: what a pass is compiled from.
    private let backdrop: LinearImage
    private let options: RenderOptions
    /// Where whole-canvas frosts are kept across frames, when the caller prepared the backdrop.
    private let prepared: PreparedBackdrop?

    /// Rows per tile: 16 rows at 1206 px keeps a band's working set in L2 and gives enough bands to balance two
    /// to eight threads.
    package static let bandHeight = 16
    /// Tile width in pixels; with 16-row bands a tile is 64×16 px, 16 KiB of pixels.
    package static let tileWidth = 64

    /// The canvas the plan draws on (with `RenderOptions.scale` applied).
    package var canvas: Canvas { settings.canvas }

    /// Every glass item of the run, in the run's order (``PlannedGlass/ordinal``), each with its group's index.
    package var items: [(glass: PlannedGlass, group: Int)] {
        var out: [(glass: PlannedGlass, group: Int)] = []
        for (g, group) in groups.enumerated() { for item in group.items { out.append((item, g)) } }
        return out.sorted { $0.glass.ordinal < $1.glass.ordinal }
    }

    /// Compiles the plan of a run of glass items over `backdrop`, the picture painted below them at the canvas's
    /// pixel size. Throws for glass the pipeline cannot draw (``validate(_:glass:)``) or a backdrop of another size.
    /// `previousAppearance` gives, per group identity, the appearance that group had in the previous frame of an
    /// animation (``RenderSession``): the hysteresis of ``Adaptation`` starts from it instead of the scheme.
    package init(glass: [PlannedGlass], settings: FrameSettings, backdrop: LinearImage, options: RenderOptions,
                 previousAppearance: [RenderGroup.ID: ColorScheme] = [:], prepared: PreparedBackdrop? = nil) throws(RenderError) {
        try Self.validate(settings.canvas, glass: glass)
        let c = settings.canvas
        guard backdrop.width == c.pixelWidth, backdrop.height == c.pixelHeight else {
            throw RenderError("the backdrop is \(backdrop.width)×\(backdrop.height) pixels but the canvas is "
                + "\(c.pixelWidth)×\(c.pixelHeight) (\(c.width)×\(c.height) pt @\(c.scale))")
        }
        self.settings = settings
        switch options.layer {
        case .mask, .sdf, .displacement: purpose = .data
        case .final, .frost, .highlight, .shadow: purpose = .picture
        }
        // A prepared backdrop is used only when it holds this very image (the same storage, so the same pixels);
        // its measurements and frosts are then this backdrop's.
        let prepared = prepared.flatMap { Self.sameStorage($0.image, backdrop) ? $0 : nil }
        // Where the picture is not opaque it is seen over the scheme's system background (white or black).
        let background: Double = settings.colorScheme == .dark ? 0 : 1
        func measure(_ frame: CGRect) -> BackdropAnalysis {
            prepared?.analysis(in: frame, scale: c.scale, over: background)
                ?? BackdropAnalysis.measure(backdrop, in: frame, scale: c.scale, over: background)
        }
        groups = RenderGroup.groups(of: glass).map { group in
            var g = group
            for m in g.members.indices {
                for i in g.members[m].items.indices { g.members[m].items[i].analysis = measure(g.members[m].items[i].frame) }
                // A merged union spans the gaps between its items, so it is measured over its own frame; every
                // other member is its item.
                let member = g.members[m]
                g.members[m].glass.analysis = member.items.count == 1
                    ? member.items[0].analysis : BackdropAnalysis.measure(backdrop, in: member.glass.frame, scale: c.scale, over: background)
            }
            // Glass still emerging or materializing counts for as much of it as is there: glass that is not there
            // yet does not change how its container adapts.
            g.analysis = BackdropAnalysis.combined(g.shapes.map { ($0.analysis, Double($0.frame.width * $0.frame.height) * $0.presence) })
            let large = g.shapes.contains { $0.presence > 0 && Adaptation.isLarge(minorSide: Double(min($0.frame.width, $0.frame.height))) }
            g.appearance = Adaptation.appearance(over: g.analysis,
                                                 scheme: previousAppearance[g.id] ?? g.colorScheme(in: settings.colorScheme),
                                                 isLarge: large)
            return g
        }
        self.backdrop = backdrop
        self.options = options
        self.prepared = prepared
    }

    /// The pass of group `index`, compiled now; nil where the group draws nothing (only identity glass, or
    /// off-canvas). Passes are compiled one at a time as they are drawn and dropped after: a pass holds its
    /// frosted backdrops, so a plan holding every pass grows with the glass count: 10,000 lone 8 pt elements on a
    /// 1000 × 1000 pt canvas peaked at 1.47 GB that way, over the render's 1 GiB budget, and at 104 MB compiled
    /// as drawn, with the same pixels.
    package func pass(_ index: Int) -> Pass? {
        resolve(index).map { pass(index, resolved: $0) }
    }

    /// Group `index`'s resolved glass (its members, materials, body and region), without its frost; nil where it
    /// draws nothing. Cheap next to the frost, and small: a caller that needs every region before drawing (to
    /// restore them, ``GlassRenderer/render(_:over:into:)``) resolves each group once and compiles its pass
    /// from the result with ``pass(_:resolved:)``.
    package func resolve(_ index: Int) -> Resolved? {
        Self.resolve(groups[index], purpose: purpose, settings: settings, options: options,
                     width: backdrop.width, height: backdrop.height)
    }

    /// The pass of group `index` compiled from its ``resolve(_:)`` result.
    package func pass(_ index: Int, resolved: Resolved) -> Pass {
        Self.pass(resolved, for: groups[index], purpose: purpose, settings: settings, backdrop: backdrop, options: options, prepared: prepared)
    }

    /// Whether two images share their pixel storage (and so their pixels).
    private static func sameStorage(_ a: LinearImage, _ b: LinearImage) -> Bool {
        a.width == b.width && a.height == b.height
            && a.pixels.withUnsafeBufferPointer { x in b.pixels.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// Rejects values that would make the pipeline meaningless: a canvas that is not finite and positive, more
    /// than ``DisplayList/maxGlassItems`` glass items, a frame that is not finite or has a negative size. Every way into
    /// the renderer goes through it.
    package static func validate(_ c: Canvas, glass: [PlannedGlass]) throws(RenderError) {
        guard glass.count <= DisplayList.maxGlassItems else {
            throw RenderError("the scene has \(glass.count) glass elements; the limit is \(DisplayList.maxGlassItems)")
        }
        try validate(c)
        for e in glass {
            let f = e.frame
            guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite,
                  f.width >= 0, f.height >= 0 else {
                throw RenderError("element \(e.id ?? "#\(e.ordinal + 1)"): frame must be finite with non-negative size (got \(f))")
            }
        }
    }

    /// Rejects a canvas that is not finite and positive.
    package static func validate(_ c: Canvas) throws(RenderError) {
        guard c.width.isFinite, c.height.isFinite, c.scale.isFinite, c.width > 0, c.height > 0, c.scale > 0 else {
            throw RenderError("canvas size and scale must be finite and positive (got \(c.width)×\(c.height) @\(c.scale))")
        }
    }

    // MARK: Compiling one group

    /// A group's resolved glass: the members it shows, their materials, its body and the pixels it touches.
    package struct Resolved: Sendable {
        fileprivate var visible: [PlannedGlass]
        fileprivate var materials: [GlassMaterial]
        fileprivate var members: [GlassBody.Member]
        fileprivate var body: GlassBody
        /// The pixels anything of the group can touch (the pass's ``Pass/region``).
        package private(set) var region: PixelRect
        fileprivate var identityMembers: Set<Int>

        /// Pixels this group's glass covers whole — coverage 1 at each — as one rectangle, or nil. The final layer
        /// there is the glass alone (`under · 0 + glass · 1`) and the glass samples the backdrop, not the canvas,
        /// so whatever an earlier group draws there is drawn over: ``GlassRenderer`` skips it (a sheet's pixels
        /// under its tab bar). Found for a lone convex shape only, whose field is largest at a rectangle's
        /// corners: the largest of a few rectangles inset in its frame whose corner pixels lie a pixel or more
        /// inside (coverage 1 needs half a pixel).
        package func coveredPixels(scale: Double, width w: Int, height h: Int) -> PixelRect? {
            // Glass with an opacity below 1 lets what is behind it show: it covers nothing whole.
            guard members.count == 1, body.convex, visible[0].glassOpacity >= 1 else { return nil }
            let frame = members[0].bounds
            let half = Double(min(frame.width, frame.height)) / 2, pixel = 1 / scale
            var best: PixelRect?
            for (dx, dy) in [(half, 2 * pixel), (2 * pixel, half), (0.3 * half, 0.3 * half)] {
                let r = frame.insetBy(dx: CGFloat(max(dx, 2 * pixel)), dy: CGFloat(max(dy, 2 * pixel)))
                guard !r.isNull, r.width > 0, r.height > 0 else { continue }
                // The pixels whose centres lie in r.
                let rect = PixelRect(x0: Int((Double(r.minX) * scale - 0.5).rounded(.up)), y0: Int((Double(r.minY) * scale - 0.5).rounded(.up)),
                                     x1: Int((Double(r.maxX) * scale - 0.5).rounded(.down)) + 1,
                                     y1: Int((Double(r.maxY) * scale - 0.5).rounded(.down)) + 1).clipped(width: w, height: h)
                guard !rect.isEmpty, rect.width * rect.height > (best.map { $0.width * $0.height } ?? 0) else { continue }
                let inside = [(rect.x0, rect.y0), (rect.x1 - 1, rect.y0), (rect.x0, rect.y1 - 1), (rect.x1 - 1, rect.y1 - 1)].allSatisfy { x, y in
                    body.distance(to: SIMD2(Float((Double(x) + 0.5) * pixel), Float((Double(y) + 0.5) * pixel))) < -Float(pixel)
                }
                if inside { best = rect }
            }
            return best
        }
    }

    /// Resolves a group's glass (nil where it draws nothing): cheap next to the frost (see ``resolve(_:)``).
    private static func resolve(_ group: RenderGroup, purpose: Purpose, settings: FrameSettings, options: RenderOptions,
                              width w: Int, height h: Int) -> Resolved? {
        var shown = group.shapes
        var identityMembers = Set<Int>()
        if purpose == .data {
            // Identity glass is still glass for the mask and the distance field; it just displaces nothing.
            for i in shown.indices where shown[i].glass.variant == .identity {
                shown[i].glass.variant = .clear
                identityMembers.insert(i)
            }
        }
        let visible = shown.filter { $0.glass.variant != .identity }
        guard !visible.isEmpty else { return nil }
        // The transparency setting moves the frost, tint and dark density together; the smallest shape decides how
        // dense the group's dark glass is (GlassTransparency).
        let transparency = group.tintAmount(in: settings.accessibility.tinted)
        var accessibility = settings.accessibility
        accessibility.tinted = transparency
        let density = GlassTransparency.darkDensity(smallestMinorSide: group.smallestMinorSide, setting: transparency)
        var materials = visible.map { e -> GlassMaterial in
            var m = GlassMaterial(glass: e.glass, colorScheme: group.appearance, transparency: transparency, darkDensity: density)
            m.adapt(to: group.analysis, minorSide: Double(min(e.frame.width, e.frame.height)),
                    appearance: group.appearance, accessibility: accessibility)
            if e.materialized < 1 { m.materialize(Float(e.materialized)) }
            m.press = Float(e.pressed)
            return m
        }
        if let angle = options.lightAngle { for i in materials.indices { materials[i].lightAngle = angle } }
        let reach = materials.map(\.outerReach).max() ?? 0
        let members = visible.map { e -> GlassBody.Member in
            // Square and circular corners get a field without the corner's diagonal ridge (LensBoxField).
            var field = LensBoxField.forGlass(e.shape.signedDistanceField(in: e.frame))
            if e.emerged < 1 {
                let reach = max(2 * group.spacing, Double(min(e.frame.width, e.frame.height)))
                field = ErodedField(base: field, inset: Float((1 - e.emerged) * reach))
            }
            let b = field.bounds
            return GlassBody.Member(field: field, bounds: b, halfMinorAxis: Float(min(b.width, b.height) / 2))
        }
        let blend = Float(2 * group.spacing)
        let canvasRect = CGRect(x: 0, y: 0, width: settings.canvas.width, height: settings.canvas.height)
        let body = GlassBody(members: members, blend: blend, reach: reach, within: canvasRect)
        // The smooth union reaches at most k/4 beyond its members (the midpoint of a neck: g/2 − k/4 with g ≥ 0).
        let grow = Double(reach + blend / 4)
        let region = PixelRect(covering: body.bounds, scale: settings.canvas.scale, margin: grow).clipped(width: w, height: h)
        guard !region.isEmpty else { return nil }
        return Resolved(visible: visible, materials: materials, members: members, body: body, region: region,
                     identityMembers: identityMembers)
    }

    /// Everything needed to shade one group: its body, looks and frosted backdrops, and the pixels it touches.
    private static func pass(_ resolved: Resolved, for group: RenderGroup, purpose: Purpose, settings: FrameSettings,
                             backdrop: LinearImage, options: RenderOptions, prepared: PreparedBackdrop?) -> Pass {
        let (visible, materials, members, body, region) = (resolved.visible, resolved.materials, resolved.members, resolved.body, resolved.region)
        let scale = Float(settings.canvas.scale)
        // One frosted backdrop per distinct blur radius: the container samples the backdrop once per kind of glass.
        var radii: [Float] = []
        for m in materials where !radii.contains(m.blurRadius) { radii.append(m.blurRadius) }
        // Data layers read no frost: one unblurred pixel stands in, so a data plan can hold every pass at once.
        let frostRegion = purpose == .data ? PixelRect(x0: region.x0, y0: region.y0, x1: region.x0 + 1, y1: region.y0 + 1) : region
        let frosts = radii.map { radius in
            (purpose == .picture ? prepared?.frost(sigma: radius * scale, threads: options.threads) : nil)
                ?? FrostedBackdrop(backdrop: backdrop, region: frostRegion, sigma: purpose == .data ? 0 : radius * scale,
                                   threads: options.threads)
        }
        let looks = zip(visible, materials).enumerated().map { i, pair in
            ElementShader.Look(material: pair.1, halfMinorAxis: members[i].halfMinorAxis,
                               tint: pair.0.glass.tintColor?.linear(in: group.appearance),
                               frost: radii.firstIndex(of: pair.1.blurRadius) ?? 0, opacity: pair.0.glassOpacity,
                               shimmer: settings.accessibility.reduceMotion
                                ? nil : ElementShader.Shimmer(frame: pair.0.frame, phase: pair.0.shimmerPhase))
        }
        // A finger's glow belongs to the container: every member within its reach lights up.
        let touches = visible.compactMap { e -> ElementShader.Touch? in
            guard e.pressed > 0 else { return nil }
            let c = e.touch ?? CGPoint(x: e.frame.midX, y: e.frame.midY)
            guard c.x.isFinite, c.y.isFinite else { return nil }
            return ElementShader.Touch(center: SIMD2(Float(c.x), Float(c.y)), radius: Float(1.5 * min(e.frame.width, e.frame.height)),
                                       strength: Float(e.pressed) * ElementShader.touchGlow)
        }
        let shader = ElementShader(body: body, looks: looks, scale: scale, frosts: frosts, region: region,
                                   prepared: purpose == .picture ? prepared : nil, threads: options.threads, touches: touches)
        let tiles = purpose == .picture ? Self.tiles(of: region, for: shader, scale: settings.canvas.scale) : []
        return Pass(shader: shader, region: region, tiles: tiles, identityMembers: resolved.identityMembers)
    }

    /// Tiles of `region` that can hold something of the body: cost follows the glass, not the bounding box.
    private static func tiles(of region: PixelRect, for shader: ElementShader, scale: Double) -> [PixelRect] {
        let grow = CGFloat(shader.reach + shader.body.blend / 4)
        let grown = shader.body.members.map { $0.bounds.insetBy(dx: -grow, dy: -grow) }
        var out: [PixelRect] = []
        var y = region.y0
        while y < region.y1 {
            var x = region.x0
            let y1 = min(y + bandHeight, region.y1)
            while x < region.x1 {
                let x1 = min(x + tileWidth, region.x1)
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
}
