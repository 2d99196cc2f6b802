import Foundation
import LiquidGlassCore
import LiquidGlassText
import LiquidGlassCodecs

extension GlassRenderer {
    /// Renders a display list: paints content back to front and, at each run of consecutive glass items, renders
    /// that glass (grouped by container, as for scenes) over what has been painted so far, then draws each glass
    /// item's own content on it. The backdrop of glass item k is the content listed below k: content listed after
    /// a glass item is painted over it and never seen through it, and glass never samples glass.
    ///
    /// - Parameters:
    ///   - canvas: size in points and pixels per point (`options.scale`, if set, wins).
    ///   - colorScheme: resolves colours and is the glass's starting appearance.
    ///   - background: painted under everything; nil leaves the canvas transparent.
    ///   - fontPath: a font file for labels and text on glass that name none (nil: the system font).
    /// - Throws: ``RenderError`` naming the item for a non-finite geometry, a transform that cannot be drawn,
    ///   glass inside glass content, an unknown symbol or an unusable font; and for a canvas over the limits.
    public func render(_ list: DisplayList, canvas: Canvas, colorScheme: ColorScheme = .light,
                       accessibility: AccessibilitySettings = AccessibilitySettings(),
                       background: Color? = nil, fontPath: String? = nil) throws(RenderError) -> DisplayListResult {
        let frame = try renderFrame(list, canvas: canvas, colorScheme: colorScheme, accessibility: accessibility,
                                    background: background, fontPath: fontPath)
        return frame.result
    }

    /// Everything one display-list frame produced: the picture, its report, and the plan of each run of glass
    /// (a scene's glass is one such run). For a stage or data layer
    /// (``RenderOptions/layer``), `layer` is that layer of the last run of glass.
    struct DisplayListFrame {
        var image: LinearImage
        var layer: RenderOutput?
        var report: RenderReport
        /// The plan of each run of glass drawn.
        var plans: [RenderPlan]

        /// The frame as the public entry points return it.
        var result: DisplayListResult {
            var picture = image
            if case .image(let layerImage) = layer { picture = layerImage }
            return DisplayListResult(image: picture, report: report, output: layer ?? .image(image))
        }
    }

    /// ``render(_:canvas:colorScheme:accessibility:background:fontPath:)`` with the hysteresis of each group
    /// starting from `previousAppearance`; with `planEmptyRun`, a list without glass still compiles one (empty)
    /// run at the end, as a scene without elements does. With `reuse`, the content before the first glass item
    /// starts from the pixels `reuse` holds when it is the same content, and is stored there otherwise.
    func renderFrame(_ list: DisplayList, canvas: Canvas, colorScheme: ColorScheme, accessibility: AccessibilitySettings,
                     background: Color? = nil, fontPath: String?, previousAppearance: [RenderGroup.ID: ColorScheme] = [:],
                     planEmptyRun: Bool = false, reuse: PaintedPrefix? = nil) throws(RenderError) -> DisplayListFrame {
        var canvas = canvas
        if let scale = options.scale { canvas.scale = scale }
        var list = list
        if let background {
            list.items.insert(DisplayItem(id: "background", .background(Background(.color(background)))), at: 0)
        }
        // Every glass item is checked before anything is painted: the plans check their runs again.
        let glassCount = list.items.reduce(0) { $0 + ($1.isGlass ? 1 : 0) }
        if glassCount > Scene.maxElements {
            throw RenderError("the scene has \(glassCount) glass elements; the limit is \(Scene.maxElements)")
        }
        // Each glass item placed once: validated here, then handed to its run (numbered within it).
        var placed = try PlannedGlass.run(list.items)[...]
        try RenderPlan.validate(canvas, glass: Array(placed))
        let imageLimits = try BackdropBuilder.checkCanvas(width: canvas.pixelWidth, height: canvas.pixelHeight,
                                                          elements: glassCount, limits: options.limits)
        let settings = FrameSettings(canvas: canvas, colorScheme: colorScheme, accessibility: accessibility, fontPath: fontPath)
        let painter = DisplayListPainter(scale: canvas.scale, colorScheme: colorScheme, threads: options.threads,
                                         limits: imageLimits)
        var items = list.items[...]
        // What is painted before the first glass: a session's previous frame may have painted the same.
        let prefix = items[..<(items.firstIndex(where: \.isGlass) ?? items.endIndex)]
        let image = try paintPrefix(prefix, settings: settings, painter: painter, limits: imageLimits, reuse: reuse)
        items = items[prefix.endIndex...]
        // The session's prepared copy of the prefix, for the glass drawn straight over it (the first run, when
        // nothing else is painted before it); anything painted later makes another backdrop.
        var frame = FrameBuilder(renderer: self, settings: settings, painter: painter, image: image,
                                 previousAppearance: previousAppearance, prepared: reuse?.prepared)
        // The runtime checks ask whether glass stands on a photo, dimmed: the latest background painted.
        for item in prefix { if case .background(let b) = item.content { frame.settings.background = b } }
        for item in items {
            if case .glass(let g) = item.content, var glass = placed.popFirst() {
                glass.ordinal = frame.run.count
                frame.run.append((item, g, glass))
            } else {
                try frame.flush()
                try frame.paint(item)
            }
        }
        try frame.flush(force: planEmptyRun && frame.plans.isEmpty)
        return DisplayListFrame(image: frame.image, layer: frame.layerOutput, report: frame.report, plans: frame.plans)
    }

    /// The picture painted by the content before the first glass item, or the one `reuse` holds for the same
    /// content. A full-opacity background at the bottom is the canvas itself: no empty canvas to allocate and paint
    /// over (a 1206×2622 canvas is 50 MB of float RGBA).
    private func paintPrefix(_ prefix: ArraySlice<DisplayItem>, settings: FrameSettings, painter: DisplayListPainter,
                             limits: ImageLimits, reuse: PaintedPrefix?) throws(RenderError) -> LinearImage {
        let canvas = settings.canvas
        if let cached = reuse?.image(for: prefix, canvas: canvas, colorScheme: settings.colorScheme) { return cached }
        var image: LinearImage
        var rest = prefix
        if let first = rest.first, case .background(let b) = first.content, first.opacity == 1 {
            image = try BackdropBuilder.paint(b, width: canvas.pixelWidth, height: canvas.pixelHeight,
                                              colorScheme: settings.colorScheme, limits: limits)
            rest = rest.dropFirst()
        } else if let first = rest.first,
                  let painted = painter.canvas(paintedBy: first, width: canvas.pixelWidth, height: canvas.pixelHeight) {
            // A picture covering the canvas is the canvas.
            image = painted
            rest = rest.dropFirst()
        } else {
            image = LinearImage(width: canvas.pixelWidth, height: canvas.pixelHeight)
        }
        for item in rest { try painter.paint(item, into: &image) }
        reuse?.store(image, for: prefix, canvas: canvas, colorScheme: settings.colorScheme)
        return image
    }

    /// The run's glass rendered as if no finger were on it, when one is (nil otherwise): labels choose their
    /// colour from the glass at rest, so that a press's light — brightening, glow, shimmer — does not flip white
    /// labels to black mid-press (it did: pressing Play in examples/Previews flipped every label of its container
    /// for the length of the press). Costs a second render of the run's glass on pressed frames that carry ink.
    func restingGlass(of glass: [PlannedGlass], settings: FrameSettings, over backdrop: LinearImage,
                              previousAppearance: [RenderGroup.ID: ColorScheme]) throws(RenderError) -> LinearImage? {
        guard glass.contains(where: { $0.pressed > 0 || $0.shimmerPhase > 0 }) else { return nil }
        var calm = glass
        for i in calm.indices {
            calm[i].press = 0
            calm[i].shimmer = 0
        }
        let plan = try RenderPlan(glass: calm, settings: settings, backdrop: backdrop, options: options,
                                  previousAppearance: previousAppearance)
        guard case .image(let picture) = render(over: backdrop, plan: plan) else { return nil }
        return picture
    }

    /// Draws a glass item's content over its rendered glass: vibrant text and symbols (colour nil) in the legible
    /// colour chosen from the glass under them, everything else as the painter paints it. Returns what was
    /// decided for each vibrant text run or symbol.
    ///
    /// One colour serves all the vibrant ink of a glass, as on iOS, where a glass's content turns light or dark as
    /// a whole: it is chosen from the glass under all of that ink together, before the content is drawn (a tab
    /// bar's titles and symbols do not split into black and white where the backdrop under some is brighter).
    /// Where it misses a run's target, the glass under that run is deepened as for a label.
    func drawContent(of g: GlassDisplayItem, item: DisplayItem, appearance: ColorScheme, painter: DisplayListPainter,
                             increaseContrast: Bool, fontPath: String?, measuring rest: LabelGround?,
                             into image: inout LinearImage)
        throws(RenderError) -> [RenderReport.Text] {
        let glassOpacity = item.unitOpacity
        // The content as drawn (with the glass's opacity and clip), and the vibrant ink among it, rasterised.
        var content: [DisplayItem] = []
        var inks: [Int: VibrantInk] = [:]
        var ground: [Double] = []
        var target = 0.0
        for var c in g.content {
            if c.isGlass {
                throw RenderError("glass item '\(item.id)': its content '\(c.id)' is glass; glass cannot sample glass — "
                    + "list it after '\(item.id)' instead")
            }
            c.opacity *= glassOpacity
            if let clip = item.clip { c.clip = c.clip.map { $0.intersection(clip) } ?? clip }
            if c.clipShape == nil { c.clipShape = item.clipShape }
            content.append(c)
            guard let ink = try Self.vibrantInk(c, transform: c.transform.concatenating(item.transform), painter: painter,
                                                increaseContrast: increaseContrast, fontPath: fontPath) else { continue }
            inks[content.count - 1] = ink
            target = max(target, ink.target)
            ground += LabelCompositor.ground(
                under: LabelCompositor.inked(ink.mask, at: SIMD2(ink.left, ink.top), width: image.width, height: image.height),
                measuring: rest, canvas: image, appearance: appearance)
        }
        let white = ground.isEmpty ? nil : {
            let (low, high) = LabelCompositor.extremes(ground)
            return LabelCompositor.prefersWhite(low: low, high: high, target: target, appearance: appearance)
        }()

        var outcomes: [RenderReport.Text] = []
        var onGlass = painter
        onGlass.colorScheme = appearance
        let compositor = LabelCompositor(rasterizer: LabelRasterizer(), scale: painter.scale)
        for (k, c) in content.enumerated() {
            guard let ink = inks[k] else {
                try onGlass.paint(c, into: &image, transform: item.transform)
                continue
            }
            if let o = compositor.draw(ink.mask, at: SIMD2(ink.left, ink.top), fixedColor: nil, target: ink.target,
                                       appearance: appearance, opacity: ink.opacity, backing: ink.backing, measuring: rest,
                                       white: white, canvas: &image) {
                outcomes.append(RenderReport.Text(id: c.id, foreground: ContrastRatio.hex(o.foreground),
                                                       contrastRatio: (o.contrast * 100).rounded() / 100, target: o.target))
            }
        }
        return outcomes
    }

    /// Vibrant ink rasterised where it goes: a text run or symbol with no colour of its own. `opacity` is the ink's
    /// (the item's opacity times its ink opacity), `backing` the share of any deepening under it that is drawn (the
    /// item's opacity: a run fading in or out takes its deepening with it).
    struct VibrantInk {
        var mask: CoverageMask; var left: Int; var top: Int; var target: Double; var opacity: Float; var backing: Float
    }

    /// `c`'s vibrant ink under `t`, or nil when it has none or the painter must draw it. Vibrant ink placed on whole
    /// pixels goes through the label compositor; under a rotation or scale, a blur or a shadow it is painted in the
    /// appearance's primary colour by the painter, which filters it (the compositor measures and draws
    /// unresampled, unfiltered ink only).
    private static func vibrantInk(_ c: DisplayItem, transform t: DisplayTransform, painter: DisplayListPainter,
                                   increaseContrast: Bool, fontPath: String?) throws(RenderError) -> VibrantInk? {
        let vibrant: (spec: LabelSpec, origin: CGPoint, target: Double, inkOpacity: Double)?
        switch c.content {
        case .text(let text, let origin) where text.color == nil:
            vibrant = (LabelSpec(text: text.string, size: text.size, weight: text.weight, fontPath: text.fontPath ?? fontPath),
                       origin, increaseContrast ? 7 : 4.5, text.unitInkOpacity)
        case .symbol(let symbol, let origin) where symbol.color == nil:
            vibrant = (try DisplayListPainter.symbolSpec(symbol, id: c.id), origin, increaseContrast ? 7 : 3, symbol.unitInkOpacity)
        default:
            vibrant = nil
        }
        guard let v = vibrant, DisplayListPainter.movesByWholePixels(t, scale: painter.scale), c.clip == nil,
              c.clipShape == nil, c.blurRadius == 0, c.shadow == nil else { return nil }
        let backing = Float(c.unitOpacity)
        let opacity = backing * Float(v.inkOpacity)
        guard opacity > 0 else { return nil }
        guard v.origin.x.isFinite, v.origin.y.isFinite, abs(v.origin.x) < 1e7, abs(v.origin.y) < 1e7 else {
            throw RenderError("display item '\(c.id)': origin must be finite (got \(v.origin))")
        }
        let raster: RasterizedLabel
        do { raster = try LabelRasterizer().rasterize(v.spec, scale: painter.scale) } catch {
            throw RenderError("display item '\(c.id)': \(error)")
        }
        guard !raster.mask.isEmpty else { return nil }
        return VibrantInk(mask: raster.mask,
                          left: Int(((Double(v.origin.x) + t.tx) * painter.scale).rounded()) + raster.mask.origin.x,
                          top: Int(((Double(v.origin.y) + t.ty) * painter.scale).rounded()) + raster.mask.origin.y,
                          target: v.target, opacity: opacity, backing: backing)
    }

    /// Draws a vibrant item painted over glass outside its content (``DisplayItem/vibrant``) in the legible colour
    /// chosen from the pixels under its ink, as glass content's vibrant ink is drawn; false, with nothing drawn,
    /// when the painter must draw it (see ``vibrantInk(_:transform:painter:increaseContrast:fontPath:)``).
    func drawVibrant(_ item: DisplayItem, painter: DisplayListPainter, appearance: ColorScheme, increaseContrast: Bool,
                             fontPath: String?, into image: inout LinearImage) throws(RenderError) -> Bool {
        guard let ink = try Self.vibrantInk(item, transform: item.transform, painter: painter,
                                            increaseContrast: increaseContrast, fontPath: fontPath) else { return false }
        let compositor = LabelCompositor(rasterizer: LabelRasterizer(), scale: painter.scale)
        _ = compositor.draw(ink.mask, at: SIMD2(ink.left, ink.top), fixedColor: nil, target: ink.target,
                            appearance: appearance, opacity: ink.opacity, backing: ink.backing, canvas: &image)
        return true
    }

    static func hex(_ c: SIMD4<Float>) -> String {
        let v = [c.x, c.y, c.z, c.w].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + v.map { String(format: "%02X", $0) }.joined()
    }
}
