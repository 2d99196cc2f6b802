import Foundation
import LiquidGlassCore
import LiquidGlassText

/// The ink on a frame's glass: every glass item's label, the vibrant text and symbols of its content, and vibrant
/// items painted over glass outside any content. Each becomes an ``Ink`` — its coverage where it goes, the contrast
/// it must reach, its opacity, a fixed colour or none — and all are drawn by one function, ``draw(_:measuring:white:into:)``,
/// in the colour that stays legible on the glass under it (``LabelCompositor``).
///
/// What differs is only where the colour is chosen: a label chooses from the glass under its own ink; the vibrant
/// ink of one glass item's content shares one choice, made from the glass under all of it (iOS turns a glass's
/// content light or dark as a whole); a loose vibrant item chooses from what is under it.
struct InkPass {
    /// One piece of rasterised ink, placed on canvas pixels.
    struct Ink {
        var mask: CoverageMask
        /// The canvas pixel of the mask's top-left corner.
        var origin: SIMD2<Int>
        /// The contrast to reach (WCAG 2): 4.5:1 for text, 3:1 for a symbol alone, 7:1 under Increase Contrast.
        var target: Double
        var fixedColor: Color?
        /// The ink's opacity, and the share of any deepening under it that is drawn (nil: the opacity).
        var opacity: Float
        var backing: Float?
        /// The appearance of the glass under it.
        var appearance: ColorScheme
        /// White chosen in advance (ink on glass drawn in a dark tint, ``whiteOnTint(_:appearance:)``); nil: the
        /// compositor chooses from the glass under it.
        var white: Bool? = nil
        /// The field (points) of the glass under white ink chosen for its tint: where white misses its target the
        /// whole glass is deepened evenly, not a patch around the ink (``LabelCompositor``).
        var wholeGlass: LabelCompositor.WholeGlass? = nil
        /// The colour of colour glyphs (emoji) in the ink, placed like its mask; drawn in their own colour.
        var colors: ColorLayer? = nil
    }

    /// True where iOS draws a glass's uncoloured ink white: glass drawn strongly in a tint that is not light (a
    /// prominent button, regular glass tinted with an opaque blue, red, green…). The compositor then deepens the
    /// glass under the ink where white misses its contrast target, so the ink stays legible. Nil elsewhere.
    /// "Not light": the tint's relative luminance at most 0.45 (white on it ≥ 2.1:1 before any deepening; iOS 26's
    /// blue #0088FF is 0.25, green #34C759 0.42, yellow #FFCC00 0.65 keeps black).
    static func whiteOnTint(_ glass: Glass, appearance: ColorScheme) -> Bool? {
        guard glass.variant != .identity, let tint = glass.tintColor else { return nil }
        let c = tint.linear(in: appearance)
        guard c.w >= 0.5, glass.isProminent || glass.variant == .regular else { return nil }
        let pure = c / c.w
        return ContrastRatio.luminance(LinearPixel(pure.x, pure.y, pure.z, 1)) <= 0.45 ? true : nil
    }

    /// The glass under white ink chosen for `glass`'s tint, for the compositor to deepen evenly towards the tint.
    static func wholeGlass(_ glass: Glass, field: any SignedDistanceField, appearance: ColorScheme) -> LabelCompositor.WholeGlass {
        let c = glass.tintColor?.linear(in: appearance) ?? LinearPixel(0, 0, 0, 1)
        let pure = c.w > 0 ? c / c.w : LinearPixel(0, 0, 0, 1)
        return LabelCompositor.WholeGlass(field: field, tint: LinearPixel(pure.x, pure.y, pure.z, 1))
    }

    let compositor: LabelCompositor
    let increaseContrast: Bool
    let fontPath: String?

    init(scale: Double, increaseContrast: Bool, fontPath: String?) {
        compositor = LabelCompositor(rasterizer: LabelRasterizer(), scale: scale)
        self.increaseContrast = increaseContrast
        self.fontPath = fontPath
    }

    /// Draws `ink` onto `canvas`, choosing its colour from `measuring` where it has the pixel (else the canvas), or
    /// in white or black as `white` says when given.
    @discardableResult
    func draw(_ ink: Ink, measuring rest: LabelGround? = nil, white: Bool? = nil,
              into canvas: inout LinearImage) -> LabelCompositor.Outcome? {
        compositor.draw(ink.mask, at: ink.origin, fixedColor: ink.fixedColor, target: ink.target,
                        appearance: ink.appearance, opacity: ink.opacity, backing: ink.backing, measuring: rest,
                        white: white ?? ink.white, wholeGlass: ink.wholeGlass, colors: ink.colors, canvas: &canvas)
    }

    // MARK: Labels

    /// Draws every glass item's label over the rendered glass; returns the outcome per item
    /// (``PlannedGlass/ordinal``). `measuring`, when given, is the glass the labels choose their colour from (the
    /// glass at rest under a press).
    func labels(_ plan: RenderPlan, into image: inout LinearImage,
                measuring rest: LabelGround? = nil) throws(RenderError) -> [Int: LabelCompositor.Outcome] {
        // Each item's label sits in its own frame, also when its glass joined a union; rasterised first, drawn
        // below. A label fading out comes before the one fading in.
        var inks: [(element: Int, fading: Bool, ink: Ink)] = []
        for group in plan.groups {
            for element in group.items {
                var labels: [(GlassLabel, Bool, Float)] = []
                if let fading = element.fadingLabel, element.fadingLabelOpacity > 0 {
                    labels.append((fading, true, element.fadingLabelOpacity))
                }
                if let label = element.label, element.labelOpacity > 0 { labels.append((label, false, element.labelOpacity)) }
                for (label, fading, opacity) in labels {
                    do {
                        if let ink = try compositor.ink(label, in: element.frame, fontPath: fontPath) {
                            let white = Self.whiteOnTint(element.glass, appearance: group.appearance)
                            inks.append((element.ordinal, fading, Ink(
                                mask: ink.mask, origin: ink.origin, target: label.contrastTarget(increaseContrast: increaseContrast),
                                fixedColor: label.color, opacity: opacity, backing: nil, appearance: group.appearance,
                                white: white,
                                wholeGlass: white == true ? Self.wholeGlass(element.glass, field: element.shape.signedDistanceField(in: element.frame),
                                                                            appearance: group.appearance) : nil,
                                colors: ink.colors)))
                        }
                    } catch {
                        // Name the element (and where the scene file wrote it) — a font or text problem is
                        // otherwise hard to place in a scene of many labels.
                        let place = element.sourceLocation.map { "\($0): " } ?? ""
                        throw RenderError("\(place)element \(element.reportName): \(error.message)")
                    }
                }
            }
        }
        guard !inks.isEmpty else { return [:] }
        // A label fading out and the one fading in choose their colour from the glass without either's ink: the
        // parts of the picture under the labels, copied before any is drawn (only while some label fades).
        var ground = rest
        if ground == nil, inks.contains(where: \.fading) {
            ground = LabelGround(image, rects: inks.map { entry in
                PixelRect(x0: entry.ink.origin.x, y0: entry.ink.origin.y, x1: entry.ink.origin.x + entry.ink.mask.width,
                          y1: entry.ink.origin.y + entry.ink.mask.height)
            })
        }
        var outcomes: [Int: LabelCompositor.Outcome] = [:]
        for entry in inks {
            let outcome = draw(entry.ink, measuring: ground, into: &image)
            if !entry.fading, let outcome { outcomes[entry.element] = outcome }
        }
        return outcomes
    }

    // MARK: Content on glass

    /// Draws a glass item's content over its rendered glass: vibrant text and symbols (colour nil) in the legible
    /// colour chosen from the glass under them, everything else as the painter paints it. Returns what was
    /// decided for each vibrant text run or symbol.
    ///
    /// One colour serves all the vibrant ink of a glass, as on iOS, where a glass's content turns light or dark as
    /// a whole: it is chosen from the glass under all of that ink together, before the content is drawn (a tab
    /// bar's titles and symbols do not split into black and white where the backdrop under some is brighter).
    /// Where it misses a run's target, the glass under that run is deepened as for a label.
    func content(of g: GlassDisplayItem, item: DisplayItem, appearance: ColorScheme, painter: DisplayListPainter,
                 measuring rest: LabelGround?, into image: inout LinearImage) throws(RenderError) -> [RenderReport.Text] {
        let glassOpacity = item.unitOpacity
        // The content as drawn (with the glass's opacity and clip), and the vibrant ink among it, rasterised.
        var content: [DisplayItem] = []
        var inks: [Int: Ink] = [:]
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
            guard let ink = try vibrantInk(c, transform: c.transform.concatenating(item.transform), painter: painter,
                                           appearance: appearance) else { continue }
            inks[content.count - 1] = ink
            target = max(target, ink.target)
            ground += LabelCompositor.ground(
                under: LabelCompositor.inked(ink.mask, at: ink.origin, width: image.width, height: image.height),
                measuring: rest, canvas: image, appearance: appearance)
        }
        let onTint = ground.isEmpty ? nil : Self.whiteOnTint(g.glass, appearance: appearance)
        let tintedGlass = onTint == true ? (try? PlannedGlass.placedFrame(of: g, item: item)).map {
            Self.wholeGlass(g.glass, field: g.shape.signedDistanceField(in: $0), appearance: appearance)
        } : nil
        let white = ground.isEmpty ? nil : onTint ?? {
            let (low, high) = LabelCompositor.extremes(ground)
            return LabelCompositor.prefersWhite(low: low, high: high, target: target, appearance: appearance)
        }()

        var outcomes: [RenderReport.Text] = []
        var onGlass = painter
        onGlass.colorScheme = appearance
        for (k, c) in content.enumerated() {
            guard var ink = inks[k] else {
                try onGlass.paint(c, into: &image, transform: item.transform)
                continue
            }
            ink.wholeGlass = tintedGlass
            if let o = draw(ink, measuring: rest, white: white, into: &image) {
                outcomes.append(RenderReport.Text(id: c.id, foreground: ContrastRatio.hex(o.foreground),
                                                  contrastRatio: (o.contrast * 100).rounded() / 100, target: o.target))
            }
        }
        return outcomes
    }

    // MARK: Vibrant items

    /// Draws a vibrant item painted over glass outside its content (``DisplayItem/vibrant``) in the legible colour
    /// chosen from the pixels under its ink, as glass content's vibrant ink is drawn; false, with nothing drawn,
    /// when the painter must draw it (see ``vibrantInk(_:transform:painter:appearance:)``).
    func vibrant(_ item: DisplayItem, painter: DisplayListPainter, appearance: ColorScheme,
                 into image: inout LinearImage) throws(RenderError) -> Bool {
        guard let ink = try vibrantInk(item, transform: item.transform, painter: painter, appearance: appearance) else {
            return false
        }
        draw(ink, into: &image)
        return true
    }

    /// `c`'s vibrant ink under `t`, or nil when it has none or the painter must draw it. Vibrant ink placed on whole
    /// pixels goes through the label compositor; under a rotation or scale, a blur or a shadow it is painted in the
    /// appearance's primary colour by the painter, which filters it (the compositor measures and draws
    /// unresampled, unfiltered ink only). Its opacity is the item's times its ink opacity; its backing, the share of
    /// any deepening under it that is drawn, is the item's opacity (a run fading in or out takes its deepening
    /// with it).
    private func vibrantInk(_ c: DisplayItem, transform t: DisplayTransform, painter: DisplayListPainter,
                            appearance: ColorScheme) throws(RenderError) -> Ink? {
        let vibrant: (spec: LabelSpec, origin: CGPoint, target: Double, inkOpacity: Double)?
        switch c.content {
        case .text(let text, let origin) where text.color == nil:
            vibrant = (text.spec(fontPath: fontPath),
                       origin, increaseContrast ? 7 : 4.5, text.unitInkOpacity)
        case .symbol(let symbol, let origin) where symbol.color == nil:
            vibrant = (try DisplayListPainter.symbolSpec(symbol, id: c.id), origin, increaseContrast ? 7 : 3, symbol.unitInkOpacity)
        default:
            vibrant = nil
        }
        guard let v = vibrant, DisplayListPainter.movesByWholePixels(t, scale: painter.scale), c.clip == nil,
              c.clipShape == nil, c.mask == nil, c.blurRadius == 0, c.shadow == nil else { return nil }
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
        let origin = SIMD2(Int(((Double(v.origin.x) + t.tx) * painter.scale).rounded()) + raster.mask.origin.x,
                           Int(((Double(v.origin.y) + t.ty) * painter.scale).rounded()) + raster.mask.origin.y)
        return Ink(mask: raster.mask, origin: origin, target: v.target, fixedColor: nil, opacity: opacity,
                   backing: backing, appearance: appearance, colors: raster.colors)
    }
}
