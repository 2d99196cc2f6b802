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
    package struct DisplayListFrame {
        package var image: LinearImage
        package var layer: RenderOutput?
        package var report: RenderReport
        /// The plan of each run of glass drawn.
        package var plans: [RenderPlan]

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
    package func renderFrame(_ list: DisplayList, canvas: Canvas, colorScheme: ColorScheme, accessibility: AccessibilitySettings,
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
        if glassCount > DisplayList.maxGlassItems {
            throw RenderError("the scene has \(glassCount) glass elements; the limit is \(DisplayList.maxGlassItems)")
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
        let ink = InkPass(scale: canvas.scale, increaseContrast: accessibility.increaseContrast, fontPath: fontPath)
        var frame = FrameBuilder(renderer: self, settings: settings, painter: painter, ink: ink, image: image,
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
        // An opaque picture over the whole canvas hides what was painted before it: start from it.
        if let cover = rest.dropFirst().lastIndex(where: {
            painter.hidesWhatIsBelow($0, width: canvas.pixelWidth, height: canvas.pixelHeight)
        }) {
            rest = rest[cover...]
        }
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

    static func hex(_ c: SIMD4<Float>) -> String {
        let v = [c.x, c.y, c.z, c.w].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + v.map { String(format: "%02X", $0) }.joined()
    }
}
