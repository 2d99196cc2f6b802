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
        return DisplayListResult(image: frame.image, report: frame.report)
    }

    /// Everything one display-list frame produced: the picture, the display-list report, and per run of glass
    /// its plan and scene report (a scene's final picture is one such run).
    struct DisplayListFrame {
        var image: LinearImage
        var report: DisplayListReport
        var runs: [(plan: RenderPlan, report: RenderReport)]
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
        guard canvas.width.isFinite, canvas.height.isFinite, canvas.scale.isFinite, canvas.width > 0, canvas.height > 0,
              canvas.scale > 0 else {
            throw RenderError("canvas size and scale must be finite and positive (got \(canvas.width)×\(canvas.height) @\(canvas.scale))")
        }
        guard options.layer == .final else {
            throw RenderError("display lists render the final picture only (layer '\(options.layer)' is for scenes)")
        }
        let glassCount = list.items.reduce(0) { $0 + ($1.isGlass ? 1 : 0) }
        let imageLimits = try BackdropBuilder.checkCanvas(width: canvas.pixelWidth, height: canvas.pixelHeight,
                                                          elements: glassCount, limits: options.limits)
        // A full-opacity background at the bottom is the canvas itself: no empty canvas to allocate and paint over
        // (a 1206×2622 canvas is 50 MB of float RGBA).
        var image: LinearImage
        var items = list.items[...]
        var lastBackground: Background?
        let painter = DisplayListPainter(scale: canvas.scale, colorScheme: colorScheme, threads: options.threads,
                                         limits: imageLimits)
        // What is painted before the first glass: a session's previous frame may have painted the same.
        let prefix = items[..<(items.firstIndex(where: \.isGlass) ?? items.endIndex)]
        for item in prefix { if case .background(let b) = item.content { lastBackground = b } }
        if let cached = reuse?.image(for: prefix, canvas: canvas, colorScheme: colorScheme) {
            image = cached
        } else {
            var rest = prefix
            if let first = rest.first, case .background(let b) = first.content, first.opacity == 1 {
                image = try BackdropBuilder.paint(b, width: canvas.pixelWidth, height: canvas.pixelHeight,
                                                  colorScheme: colorScheme, limits: imageLimits)
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
            reuse?.store(image, for: prefix, canvas: canvas, colorScheme: colorScheme)
        }
        // The session's prepared copy of the prefix, for the glass drawn straight over it (the first run, when
        // nothing else is painted before it); anything painted later makes another backdrop.
        var prepared = reuse?.prepared
        items = items[prefix.endIndex...]
        var report = DisplayListReport()
        var runs: [(plan: RenderPlan, report: RenderReport)] = []
        var run: [(DisplayItem, GlassDisplayItem)] = []
        // lastBackground: the latest scene background painted — the runtime checks ask whether glass stands on
        // a photo, dimmed.

        func flush(force: Bool = false) throws(RenderError) {
            guard !run.isEmpty || force else { return }
            let elements = run.map { item, g -> GlassElement in
                var e = GlassElement(id: g.reportsWithoutID ? nil : (g.identifier ?? item.id), shape: g.shape,
                                     frame: g.frame, glass: g.glass)
                e.container = g.container
                e.unionID = g.unionID
                e.label = g.label.map { Self.label($0, under: item.transform) }
                e.sourceLocation = g.sourceLocation
                e.materialization = g.materialization
                e.emergence = g.emergence
                e.press = g.press
                e.touch = g.touch
                e.shimmer = g.shimmer
                e.labelOpacity = Float(item.unitOpacity)
                e.glassOpacity = Float(g.opacity.isFinite ? min(max(g.opacity, 0), 1) : 1)
                if let fading = g.fadingLabel {
                    let progress = Float(g.labelProgress.isFinite ? min(max(g.labelProgress, 0), 1) : 1)
                    e.fadingLabel = Self.label(fading, under: item.transform)
                    e.fadingLabelOpacity = e.labelOpacity * (1 - progress)
                    e.labelOpacity *= progress
                }
                return e
            }
            let scene = Scene(canvas: canvas, colorScheme: colorScheme,
                              background: lastBackground ?? Background(.color(Color(red: 0, green: 0, blue: 0, opacity: 0))),
                              elements: elements, accessibility: accessibility, fontPath: fontPath)
            let plan = try RenderPlan(scene: scene, backdrop: image, options: options, previousAppearance: previousAppearance,
                                      prepared: prepared)
            guard case .image(var picture) = render(over: image, plan: plan) else {
                throw RenderError("the renderer produced no picture for the glass")
            }
            // Only ink on the glass (scene labels, content items) chooses a colour from the glass at rest.
            let hasInk = elements.contains { $0.label != nil || $0.fadingLabel != nil } || run.contains { !$0.1.content.isEmpty }
            let rest = hasInk ? try restingGlass(of: scene, over: image, previousAppearance: previousAppearance).map(LabelGround.init) : nil
            let labels = try drawLabels(plan, into: &picture, measuring: rest)
            // What each glass item of the run looks like (its group's appearance), for vibrant content.
            var appearance = [ColorScheme](repeating: colorScheme, count: run.count)
            for group in plan.groups { for sources in group.sources { for i in sources { appearance[i] = group.appearance } } }
            var texts: [[DisplayListReport.Text]] = Array(repeating: [], count: run.count)
            for (k, (item, g)) in run.enumerated() {
                texts[k] = try drawContent(of: g, item: item, appearance: appearance[k], painter: painter,
                                           increaseContrast: accessibility.increaseContrast, fontPath: fontPath,
                                           measuring: rest, into: &picture)
            }
            image = picture
            prepared = nil
            let sceneReport = SceneChecks.report(plan, labels: labels)
            for (k, (item, g)) in run.enumerated() {
                report.glass.append(DisplayListReport.Glass(
                    id: item.id, identifier: g.identifier ?? item.id,
                    frame: [Double(g.frame.minX), Double(g.frame.minY), Double(g.frame.width), Double(g.frame.height)],
                    shape: String(describing: type(of: g.shape)), variant: g.glass.variant.rawValue,
                    tint: g.glass.tintColor.map { Self.hex($0.srgb(in: colorScheme)) },
                    container: g.container?.index, union: g.unionID, glassEffectID: g.glassEffectID,
                    accessibilityIdentifier: g.accessibilityIdentifier, accessibilityLabel: g.accessibilityLabel,
                    rendered: k < sceneReport.elements.count ? sceneReport.elements[k] : nil, texts: texts[k]))
            }
            report.warnings += sceneReport.warnings
            runs.append((plan, sceneReport))
            run.removeAll()
        }

        for item in items {
            if case .glass(var g) = item.content {
                g.frame = try Self.placedFrame(of: g, item: item)
                run.append((item, g))
            } else {
                try flush()
                if case .background(let b) = item.content { lastBackground = b }
                var drawn = false
                if item.vibrant {
                    drawn = try drawVibrant(item, painter: painter, appearance: colorScheme,
                                            increaseContrast: accessibility.increaseContrast, fontPath: fontPath, into: &image)
                }
                if !drawn { try painter.paint(item, into: &image) }
                prepared = nil
            }
        }
        try flush(force: planEmptyRun && runs.isEmpty)
        return DisplayListFrame(image: image, report: report, runs: runs)
    }

    /// The run's glass rendered as if no finger were on it, when one is (nil otherwise): labels choose their
    /// colour from the glass at rest, so that a press's light — brightening, glow, shimmer — does not flip white
    /// labels to black mid-press (it did: pressing Play in examples/Previews flipped every label of its container
    /// for the length of the press). Costs a second render of the run's glass on pressed frames that carry ink.
    private func restingGlass(of scene: Scene, over backdrop: LinearImage,
                              previousAppearance: [RenderGroup.ID: ColorScheme]) throws(RenderError) -> LinearImage? {
        guard scene.elements.contains(where: { $0.pressed > 0 || $0.shimmerPhase > 0 }) else { return nil }
        var calm = scene
        for i in calm.elements.indices {
            calm.elements[i].press = 0
            calm.elements[i].shimmer = 0
        }
        let plan = try RenderPlan(scene: calm, backdrop: backdrop, options: options, previousAppearance: previousAppearance)
        guard case .image(let picture) = render(over: backdrop, plan: plan) else { return nil }
        return picture
    }

    /// A glass item's label under the item's transform (translation and positive axis-aligned scale, checked by
    /// ``placedFrame(of:item:)``): the transform applies to what is on the glass, so the label grows with it —
    /// by the geometric mean of the two scales, as the label keeps its proportions (a pressed button's symbol
    /// grows with its glass).
    private static func label(_ label: GlassLabel, under t: DisplayTransform) -> GlassLabel {
        guard !t.isIdentity, t.isFinite, t.isAxisAlignedScale, t.a != 1 || t.d != 1 else { return label }
        var scaled = label
        scaled.size = label.size * (t.a * t.d).squareRoot()
        return scaled
    }

    /// A glass item's frame under its transform: translation and positive axis-aligned scale only, because glass
    /// shapes are distance fields in an axis-aligned frame.
    private static func placedFrame(of g: GlassDisplayItem, item: DisplayItem) throws(RenderError) -> CGRect {
        let t = item.transform
        guard !t.isIdentity else { return g.frame }
        guard t.isFinite, t.isAxisAlignedScale else {
            throw RenderError("glass item '\(item.id)': glass takes translation and positive scale only (got \(t)); "
                + "rotate or skew the content on it instead")
        }
        return t.apply(g.frame)
    }

    /// Draws a glass item's content over its rendered glass: vibrant text and symbols (colour nil) in the legible
    /// colour chosen from the glass under them, everything else as the painter paints it. Returns what was
    /// decided for each vibrant text run or symbol.
    ///
    /// One colour serves all the vibrant ink of a glass, as on iOS, where a glass's content turns light or dark as
    /// a whole: it is chosen from the glass under all of that ink together, before the content is drawn (a tab
    /// bar's titles and symbols do not split into black and white where the backdrop under some is brighter).
    /// Where it misses a run's target, the glass under that run is deepened as for a label.
    private func drawContent(of g: GlassDisplayItem, item: DisplayItem, appearance: ColorScheme, painter: DisplayListPainter,
                             increaseContrast: Bool, fontPath: String?, measuring rest: LabelGround?,
                             into image: inout LinearImage)
        throws(RenderError) -> [DisplayListReport.Text] {
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

        var outcomes: [DisplayListReport.Text] = []
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
                outcomes.append(DisplayListReport.Text(id: c.id, foreground: ContrastRatio.hex(o.foreground),
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
    private func drawVibrant(_ item: DisplayItem, painter: DisplayListPainter, appearance: ColorScheme, increaseContrast: Bool,
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
