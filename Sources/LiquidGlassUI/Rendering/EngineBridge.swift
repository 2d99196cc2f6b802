internal import LiquidGlass

/// Hands LiquidGlassUI's display items to the engine as a `DisplayList` and renders it.
///
/// Everything is painted in z-order: shapes (fill, stroke, strokeBorder), gradients, pictures, text (one display
/// text per laid-out line, on the layout's baseline) and symbols; each glass effect becomes a glass item that
/// samples what was painted before it, never other glass. The content of a glass effect is drawn on it: one text,
/// one symbol or a symbol with text (a `Label`) as the glass's own label, in the legible colour the engine picks
/// from the glass under it; richer content is the glass item's content, which the engine draws over the glass
/// after the rest of its container (so the container's glass still melts together), its text and symbols with no
/// style of their own vibrant — in the colour the engine picks for them from the glass under them. Content with
/// glass in it is painted after the run instead, that glass sampling the glass under it and what is painted on
/// it, text without a style of its own in the primary colour.
///
/// `rotationEffect` turns what is painted (the engine's display transform), `blur` and `shadow` filter each painted
/// item (``DisplayItem/blurRadius``, ``DisplayItem/shadow``); glass cannot turn and keeps its own shadow, with a
/// warning. Not drawn the way iOS draws them, and listed in the report's warnings each time they occur: clip shapes
/// other than rectangles (clipped to their bounds), angular gradients and the pre-iOS 26 materials (painted as
/// their mean colour).
@MainActor
enum EngineBridge {
    struct Output {
        var image: LinearImage?
        var warnings: [String]
        /// The engine's report of what it drew (nil when nothing was rendered).
        var report: LiquidGlass.RenderReport? = nil
        /// The report's elements as LiquidGlassUI reports them: the engine's glass items with the view's names
        /// (set by ``render(tree:scale:environment:opaque:)``).
        var elements: [RenderReport.Element]? = nil
    }

    /// The engine's display list for a laid-out tree, with the warnings met while building it and, for every glass
    /// item, its report element (keyed by the item's id) for reports of frames the list is mixed into.
    struct Built {
        var list: DisplayList
        var warnings: [String]
        var elements: [String: RenderReport.Element]
        /// Every glass effect in drawing order with its report element: by its display item's id, or nil for
        /// `.identity` glass, which draws nothing and has no item.
        var reported: [(item: String?, element: RenderReport.Element)]
    }

    static func build(tree: LaidOutTree, environment: EnvironmentValues) -> Built {
        var builder = ListBuilder(environment: environment)
        builder.emit(tree.items, state: .init())
        builder.flushPending()
        var warnings = builder.warnings.sorted()
        for name in builder.unknownSymbols.sorted() {
            let near = SymbolLibrary.suggestions(for: name)
            warnings.append("Image(systemName: \"\(name)\"): not in the symbol library" + (near.isEmpty ? "" : "; nearest: " + near.joined(separator: ", ")))
        }
        return Built(list: DisplayList(builder.items), warnings: warnings, elements: builder.elements,
                     reported: builder.reported)
    }

    static func render(tree: LaidOutTree, scale: CGFloat, environment: EnvironmentValues, opaque: Bool = false) -> Output {
        let built = build(tree: tree, environment: environment)
        var output = render(built.list, size: tree.size, scale: scale, environment: environment, opaque: opaque)
        output.warnings = built.warnings + output.warnings
        output.elements = output.report.map { report in
            // The engine's account of each glass item; `.identity` glass, which it never sees, as laid out.
            let drawn = Dictionary(report.elements.compactMap { e in e.item.map { ($0, e) } }) { first, _ in first }
            return built.reported.map { entry in entry.item.flatMap { drawn[$0] }.map { measured(entry.element, $0) } ?? entry.element }
        }
        return output
    }

    /// The engine's report elements, in drawing order, as LiquidGlassUI's: the view's names (shape, identity,
    /// container spacing, interactivity) from `named`, by display item id; where the glass was drawn and what the
    /// engine measured and checked, from the engine.
    static func elements(of report: LiquidGlass.RenderReport, named: [String: RenderReport.Element]) -> [RenderReport.Element] {
        report.elements.compactMap { drawn in drawn.item.flatMap { named[$0] }.map { measured($0, drawn) } }
    }

    /// `element` (the view's names) with where its glass was drawn and what the engine measured and checked.
    static func measured(_ element: RenderReport.Element, _ drawn: LiquidGlass.RenderReport.Element) -> RenderReport.Element {
        var element = element
        element.frame = drawn.frame
        element.appearance = drawn.appearance
        element.material = drawn.material
        element.backdropLuminance = drawn.backdropLuminance
        // A label, or else the vibrant ink on the glass: the colour of the first run, the lowest contrast.
        let texts = drawn.texts ?? []
        element.foreground = drawn.foreground ?? texts.first?.foreground
        element.contrastRatio = drawn.contrastRatio ?? texts.map(\.contrastRatio).min()
        element.warnings = drawn.warnings.map { "\($0.code): \($0.message)" }
        return element
    }

    /// Renders a display list on a canvas of `size` points; through `session` when it is one frame of several
    /// (each container's look then continues from the session's previous frame).
    static func render(_ list: DisplayList, size: CGSize, scale: CGFloat, environment: EnvironmentValues, opaque: Bool = false,
                       session: RenderSession? = nil) -> Output {
        guard size.width >= 1, size.height >= 1, size.width * scale <= 16384, size.height * scale <= 16384 else {
            return Output(image: nil, warnings: ["the view's size \(size.width)×\(size.height) pt cannot be rendered (needs 1…16384 px a side)"])
        }
        let scheme: LiquidGlass.ColorScheme = environment.colorScheme == .dark ? .dark : .light
        let accessibility = AccessibilitySettings(reduceTransparency: environment.accessibilityReduceTransparency,
                                                  increaseContrast: environment.colorSchemeContrast == .increased,
                                                  reduceMotion: environment.accessibilityReduceMotion,
                                                  tinted: environment.liquidGlassTintAmount)
        let background = opaque ? Color.systemBackground.rgba(in: environment) : nil
        do {
            let canvas = LiquidGlass.Canvas(width: Double(size.width), height: Double(size.height), scale: Double(scale))
            // A lone still renders without a session: a session prepares its painted backdrop for frames to
            // come, and from the second glass with the same blur it frosts the whole canvas (205 M instructions
            // per still of a photo and five buttons at @3x, against 58 M frosting near each button; callgrind,
            // docs/BENCHMARKS.md), and holds 34 MB more at its peak — work no later frame uses.
            let result: DisplayListResult
            if let session {
                result = try session.render(list, canvas: canvas, colorScheme: scheme, accessibility: accessibility,
                                            background: background.map(engineColor))
            } else {
                result = try GlassRenderer().render(list, canvas: canvas, colorScheme: scheme,
                                                    accessibility: accessibility,
                                                    background: background.map(engineColor))
            }
            return Output(image: result.image, warnings: result.report.warnings.map { "\($0)" }, report: result.report)
        } catch {
            return Output(image: nil, warnings: ["rendering failed: \(error)"])
        }
    }

    static func engineColor(_ c: SIMD4<Double>) -> LiquidGlass.Color {
        LiquidGlass.Color(red: c.x, green: c.y, blue: c.z, opacity: c.w)
    }

    /// Walks the display items and builds the engine's list.
    @MainActor
    struct ListBuilder {
        let environment: EnvironmentValues
        var items: [DisplayItem] = []
        var warnings: Set<String> = []
        var unknownSymbols: Set<String> = []
        /// Content to draw on glass already listed, held back until the glass run it belongs to ends.
        var pending: [(items: [UIDisplayItem], state: State)] = []
        /// The container of the last glass listed (nil: none, or not in a container).
        var lastGlassContainer: Int?
        /// Numbers the run breaks.
        var serial = 0
        /// How many items each view identity has listed: ids are "identity#n", the n-th item of that view, so
        /// the same view keeps its ids across states (motion matches items by id).
        var perIdentity: [String: Int] = [:]
        /// The report element of every glass item listed, by item id.
        var elements: [String: RenderReport.Element] = [:]
        /// Every glass effect met, `.identity` included, in drawing order (see ``Built/reported``).
        var reported: [(item: String?, element: RenderReport.Element)] = []
        /// How deep in glass content: nested glass gets its own sampling group.
        var nesting = 0
        /// True while the content of a glass item is listed into that item: held-back content is not drawn then.
        var collecting = false

        struct State {
            var opacity: Double = 1
            var clip: CGRect?
            /// A `clipShape` other than a rectangle (its frame in root coordinates), applied with ``clip``.
            var clipShape: DisplayClip?
            /// A scale about an anchor, applied to every rectangle (root coordinates).
            var transform: (CGRect) -> CGRect = { $0 }
            /// Inside a glass effect drawn as the glass item's content: text and symbols with no style of their own
            /// are vibrant (colour nil), drawn by the engine in the legible colour for the glass under them.
            var onGlass = false
            /// Painted over glass after its run as ordinary items (content that holds glass of its own): text and
            /// symbols with no style of their own are vibrant items (``DisplayItem/vibrant``), drawn in the legible
            /// colour chosen from the pixels under them.
            var overGlass = false
            /// Rotations (`rotationEffect`) around what is drawn, applied after `transform` (the engine's display
            /// transform of every painted item; glass cannot turn and ignores it).
            var rotation: DisplayTransform = .identity
            /// `blur(radius:)` and `shadow(…)` around what is drawn: every painted item takes them (SwiftUI draws a
            /// shadow for each part of a view that is not a compositing group). The radius is taken as the
            /// Gaussian's standard deviation (no measurement of SwiftUI's; CoreImage's blur radius is one).
            var blur: CGFloat = 0
            var shadow: UIShadow?
            /// `mask(alignment:_:)` around what is drawn: every painted item is masked by it (nested masks
            /// multiply: the mask's own items carry the mask outside it).
            var mask: DisplayMask?
        }

        mutating func nextID(_ identity: ViewIdentity) -> String {
            let key = "\(identity)"
            let n = perIdentity[key, default: 0] + 1
            perIdentity[key] = n
            return "\(key)#\(n)"
        }

        /// The colour text or a symbol is drawn in, and the opacity of its ink alone: its own colour; on or over
        /// glass, none (the engine's vibrant colour) at its level's opacity (`.secondary`, …) — the ink's
        /// (``DisplayText/inkOpacity``), not the item's, which would fade the glass deepened under the ink too;
        /// elsewhere its level's label colour.
        func ink(_ own: SIMD4<Double>?, level: Int, state: State) -> (color: SIMD4<Double>?, inkOpacity: Double) {
            if let own { return (own, 1) }
            guard state.onGlass || state.overGlass else {
                return (HierarchicalShapeStyle.labelColor(level).rgba(in: environment), 1)
            }
            return (nil, HierarchicalShapeStyle.opacities[level])
        }

        mutating func append(_ id: String, _ content: DisplayItem.Content, _ state: State, vibrant: Bool = false,
                             backdropBlur: Double = 0) {
            guard state.opacity > 0 else { return }
            if !isGlass(content), !collecting { flushPending() }
            if isGlass(content) {
                items.append(DisplayItem(id: id, content, opacity: state.opacity, clip: state.clip, clipShape: state.clipShape))
                return
            }
            // A clip set outside the rotation stays where it is: the engine clips after the transform.
            var item = DisplayItem(id: id, content, opacity: state.opacity, clip: state.clip, clipShape: state.clipShape,
                                   transform: state.rotation)
            item.vibrant = vibrant
            item.backdropBlur = backdropBlur
            item.mask = state.mask
            item.blurRadius = Double(state.blur)
            item.shadow = state.shadow.map { s in
                DisplayShadow(color: EngineBridge.engineColor(s.color), radius: Double(s.radius),
                              offset: CGSize(width: Double(s.offset.width), height: Double(s.offset.height)))
            }
            items.append(item)
        }

        private func isGlass(_ c: DisplayItem.Content) -> Bool {
            if case .glass = c { return true }
            return false
        }

        /// Draws the held-back glass content. Content that starts with glass first ends the glass run (an empty
        /// painted item), so that glass samples the glass under it.
        mutating func flushPending() {
            // Drawing held content can hold back more (glass in it with rich content): drain until none is left.
            while !pending.isEmpty {
                let held = pending
                pending.removeAll()
                lastGlassContainer = nil
                for (content, state) in held {
                    if case .glass? = content.first {
                        serial += 1
                        items.append(DisplayItem(id: "run-break#\(serial)", .fill(LiquidGlass.Rectangle(), frame: .zero,
                                                                                  paint: .color(EngineBridge.engineColor(.zero)))))
                    }
                    nesting += 1
                    emit(content, state: state)
                    nesting -= 1
                }
            }
        }

        mutating func emit(_ list: [UIDisplayItem], state: State) {
            for item in list {
                switch item {
                case .shape(let s):
                    var frame = state.transform(s.rect)
                    if let axis = s.hairline { frame = Hairline.snap(frame, axis: axis, scale: environment.displayScale) }
                    let shape = EngineBridge.engineShape(s.geometry, rect: frame)
                    let paint = displayPaint(s.paint, transform: state.transform)
                    if let stroke = s.stroke, let lines = stroke.joinedPolylines {
                        // Miter or bevel joins (and the caps of open subpaths): the stroke is a shape to fill.
                        let kx = s.rect.width > 0 ? frame.width / s.rect.width : 1
                        let ky = s.rect.height > 0 ? frame.height / s.rect.height : 1
                        let scaled = lines.map { $0.map { CGPoint(x: $0.x * kx, y: $0.y * ky) } }
                        let joined = JoinedStrokeShape(polylines: scaled, halfWidth: Double(stroke.lineWidth * (kx * ky).squareRoot()) / 2,
                                                       cap: stroke.cap, join: stroke.join, miterLimit: Double(stroke.miterLimit))
                        append(nextID(s.identity), .fill(joined, frame: frame, paint: paint), state)
                    } else if let stroke = s.stroke, let line = stroke.openPolyline {
                        // A butt- or square-capped open subpath: its stroke is a shape to fill. Points are the
                        // frame's; a scale around it (scaleEffect) scales them.
                        let kx = s.rect.width > 0 ? frame.width / s.rect.width : 1
                        let ky = s.rect.height > 0 ? frame.height / s.rect.height : 1
                        let points = line.map { CGPoint(x: $0.x * kx, y: $0.y * ky) }
                        let open = OpenStrokeShape(points: points, halfWidth: Double(stroke.lineWidth * (kx * ky).squareRoot()) / 2,
                                                   cap: stroke.cap)
                        append(nextID(s.identity), .fill(open, frame: frame, paint: paint), state)
                    } else if let stroke = s.stroke {
                        append(nextID(s.identity), .stroke(shape, frame: frame, paint: paint, lineWidth: Double(stroke.lineWidth),
                                                           placement: stroke.inside ? .inner : .centered), state)
                    } else if case .material(let radius, _) = s.paint {
                        // A material frosts what is painted under it, then lays its tint on it.
                        append(nextID(s.identity), .fill(shape, frame: frame, paint: paint), state, backdropBlur: Double(radius))
                    } else {
                        append(nextID(s.identity), .fill(shape, frame: frame, paint: paint), state)
                    }
                case .image(let i):
                    guard case .bitmap(let name, let url) = i.source else { continue }
                    guard let picture = ImageCatalog.picture(url) else {
                        warnings.insert("Image(\"\(name)\"): \(url.path) could not be decoded; not drawn")
                        continue
                    }
                    append(nextID(i.identity), .image(picture, rect: state.transform(i.rect)), state)
                case .symbol(let sym):
                    guard SymbolLibrary.contains(sym.name) else { unknownSymbols.insert(sym.name); continue }
                    let rect = state.transform(sym.rect)
                    let side = Double(sym.pointSize) * SymbolLibrary.boxSizeInEm
                    let origin = CGPoint(x: Double(rect.midX) - side / 2, y: Double(rect.midY) - side / 2)
                    let (color, inkOpacity) = ink(sym.color, level: sym.level, state: state)
                    var drawn = DisplaySymbol(sym.name, pointSize: Double(sym.pointSize), weight: TextMeasurer.engineWeight(sym.weight),
                                              color: color.map(EngineBridge.engineColor), inkOpacity: inkOpacity)
                    drawn.layer = sym.layer
                    append(nextID(sym.identity), .symbol(drawn, origin: origin), state, vibrant: color == nil && state.overGlass)
                case .text(let t):
                    emitText(t, state: state)
                case .glass(let g, let content):
                    emitGlass(g, content: content, state: state)
                case .group(let effect, let content):
                    emitGroup(effect, content: content, state: state)
                case .edgeEffect(let e):
                    let edge: DisplayEdgeEffect.Edge = switch e.edge {
                    case .top: .top
                    case .bottom: .bottom
                    case .leading: .left
                    case .trailing: .right
                    }
                    let effect = UIKitSupport.scrollEdgeEffect(band: state.transform(e.rect), edge: edge, hard: e.hard,
                                                               background: e.color, divider: e.divider)
                    append(nextID(e.identity), .edgeEffect(effect), state)
                case .platform(let p):
                    emitPlatform(p, state: state)
                }
            }
        }

        /// A representable's UIKit view: LiquidGlassUIKit draws it into the frame SwiftUI placed it in (scaled
        /// with the scale effects around it), with the opacity and clip around it; its glass joins the report.
        mutating func emitPlatform(_ p: UIPlatformItem, state: State) {
            guard state.opacity > 0 else { return }
            let frame = state.transform(p.rect)
            let scale = CGSize(width: p.rect.width > 0 ? frame.width / p.rect.width : 1,
                               height: p.rect.height > 0 ? frame.height / p.rect.height : 1)
            if state.rotation != .identity { warnings.insert("UIViewRepresentable: rotationEffect around a UIKit view is not drawn (drawn unrotated)") }
            if state.blur > 0 || state.shadow != nil { warnings.insert("UIViewRepresentable: blur and shadow around a UIKit view are not drawn") }
            let request = PlatformDrawRequest(frame: frame, scale: scale, opacity: state.opacity, clip: state.clip,
                                              clipShape: state.clipShape, dark: environment.colorScheme == .dark,
                                              displayScale: environment.displayScale, idPrefix: nextID(p.identity))
            let drawing = p.driver.draw(request)
            for warning in drawing.warnings { warnings.insert(warning) }
            for item in drawing.items {
                if !item.isGlass, !collecting { flushPending() }
                items.append(item)
            }
            for (id, element) in drawing.reported {
                elements[id] = element
                reported.append((id, element))
            }
        }

        /// A text's lines, each a display text on the layout's baseline (a rich text's runs each their own, in
        /// their own font and colour, with their strikethrough or underline).
        mutating func emitText(_ t: UITextItem, state: State) {
        let font = t.layout.font
        for (k, line) in t.layout.lines.enumerated() where !line.text.isEmpty {
            let free = t.layout.boxWidth - line.width
            let dx: CGFloat = t.layout.alignment == .center ? free / 2 : t.layout.alignment == .trailing ? free : 0
            let top = t.origin.y + CGFloat(k) * t.layout.lineAdvance
            let pieces = line.pieces ?? [TextLayoutResult.Piece(text: line.text, run: 0, font: font, tracking: font.tracking,
                                                                x: 0, width: line.width)]
            for piece in pieces where !piece.text.isEmpty {
                let look = t.runLooks.indices.contains(piece.run) ? t.runLooks[piece.run] : nil
                let (color, inkOpacity) = ink(look.map { $0.color } ?? t.color, level: look?.level ?? t.level, state: state)
                // The engine sets the line with its baseline `ascent` below the origin; the layout puts it at
                // `firstBaseline` below the line box's top (runs of other sizes share that baseline).
                let baseline = top + t.layout.firstBaseline
                let origin = CGPoint(x: t.origin.x + dx + piece.x, y: baseline - TextMeasurer.shared.ascent(piece.font))
                let scale = state.transform(CGRect(x: 0, y: 0, width: 1, height: 1)).height
                let placed = state.transform(CGRect(origin: origin, size: CGSize(width: piece.width, height: font.lineHeight)))
                var text = DisplayText(piece.text, size: Double(piece.font.size * scale),
                                       weight: TextMeasurer.engineWeight(piece.font.weight),
                                       color: color.map(EngineBridge.engineColor), inkOpacity: inkOpacity)
                text.design = piece.font.design.engine
                text.italic = piece.font.isItalic
                text.options = TextOptions(tracking: Double(piece.tracking * scale), monospacedDigits: piece.font.hasMonospacedDigits)
                append(nextID(t.identity), .text(text, origin: placed.origin), state, vibrant: color == nil && state.overGlass)
                if let look, look.strikethrough || look.underline {
                    let thickness = max(piece.font.size / 17, 0.5)
                    let ys = (look.strikethrough ? [baseline - piece.font.size * 0.3] : []) + (look.underline ? [baseline + piece.font.size * 0.12] : [])
                    let ruleColor = color ?? HierarchicalShapeStyle.labelColor(0).rgba(in: environment)
                    for y in ys {
                        let rule = state.transform(CGRect(x: origin.x, y: y - thickness / 2, width: piece.width, height: thickness))
                        append(nextID(t.identity), .fill(LiquidGlass.Rectangle(), frame: rule,
                                                         paint: .color(EngineBridge.engineColor(ruleColor))), state)
                    }
                }
            }
        }
        }

        /// A glass effect: a glass item (its label, or its content drawn on it, or content holding glass held back
        /// until the run ends), or for `.identity` glass its content as it is.
        mutating func emitGlass(_ g: UIGlassItem, content: [UIDisplayItem], state: State) {
        if g.glass.variant == .identity {
            // `.identity` is glass that is not there: its content is drawn as it is (the report keeps it).
            reported.append((nil, g.reportElement(frame: state.transform(g.rect), environment: environment)))
            emit(content, state: state)
            return
        }
        let frame = state.transform(g.rect)
        var item = GlassDisplayItem(shape: EngineBridge.engineShape(g.geometry, rect: frame), frame: frame,
                                    glass: EngineBridge.engineGlass(g.glass, environment: environment))
        // The glass takes the colour scheme of the environment it sits in when a view changed it: large glass keeps
        // it, small glass adapts from it (the frame's scheme is the renderer's environment's).
        if g.colorScheme != environment.colorScheme { item.colorScheme = g.colorScheme == .dark ? .dark : .light }
        if g.tintAmount != environment.liquidGlassTintAmount { item.tintAmount = g.tintAmount }
        // `opacity` fades the glass itself as well as what is on it (the item's opacity).
        item.opacity = state.opacity
        var container: Int?
        if let c = g.container {
            // Glass inside another glass's content does not merge with it: its own sampling group.
            let index = nesting == 0 ? c.index : 10_000 * nesting + c.index
            item.container = ContainerMembership(index: index, spacing: Double(c.spacing ?? 0), depth: c.depth)
            container = index
        }
        // Glass of another container (or none) starts a new run: what was held for the last run is drawn.
        if container == nil || container != lastGlassContainer { flushPending() }
        item.unionID = g.unionID
        item.identifier = g.accessibilityIdentifier ?? g.effectID
        item.accessibilityIdentifier = g.accessibilityIdentifier
        item.accessibilityLabel = g.accessibilityLabel
        item.glassEffectID = g.effectID
        item.transition = g.transition == .materialize ? .materialize : g.transition == .identity ? .identity : .matchedGeometry
        item.label = label(content)
        let id = nextID(g.identity)
        elements[id] = g.reportElement(frame: frame, environment: environment)
        reported.append((id, elements[id]!))
        let rich = item.label == nil && !content.isEmpty
        let holdsGlass = rich && Self.containsGlass(content)
        if rich, !holdsGlass {
            // Richer content is the glass item's content: the engine draws it over the glass after the
            // run, text and symbols with no style of their own vibrant, and motion moves it with the
            // glass. Its opacity and clip are the glass item's, which the engine applies to it.
            var inner = state
            inner.onGlass = true
            inner.opacity = 1
            inner.clip = nil
            inner.clipShape = nil
            item.content = collected(content, state: inner)
        }
        append(id, .glass(item), state)
        lastGlassContainer = container
        if holdsGlass {
            // Content with glass in it: painted after the run, over the glass, its own glass sampling
            // this glass (the engine's glass content cannot hold glass); its text and symbols with no
            // style of their own are vibrant items, coloured from the glass under each.
            var over = state
            over.overGlass = true
            pending.append((content, over))
        }
        }

        /// A group's effects (opacity, clip, blur, shadow, rotation, scale) applied to the state its content is
        /// listed in.
        mutating func emitGroup(_ effect: UIGroupEffect, content: [UIDisplayItem], state: State) {
        var inner = state
        inner.opacity *= effect.opacity
        if let clip = effect.clip {
            let (geometry, rect) = clip
            let (bounds, shape) = EngineBridge.clipShape(geometry, frame: state.transform(rect))
            inner.clip = state.clip.map { $0.intersection(bounds) } ?? bounds
            if let shape {
                // One shape per item: a shape inside another keeps the inner one, within the outer's
                // bounds (held in `clip`).
                if let outer = state.clipShape {
                    inner.clip = inner.clip?.intersection(outer.frame)
                    warnings.insert("clipShape(\(geometry.reportName)) inside another clipShape: clipped to the inner shape within the outer one's bounds")
                }
                inner.clipShape = shape
            }
        }
        if effect.blurRadius > 0 {
            // Nested Gaussians add their variances.
            inner.blur = (state.blur * state.blur + effect.blurRadius * effect.blurRadius).squareRoot()
            if Self.containsGlass(content) { warnings.insert("blur(radius:): glass inside is not blurred") }
        }
        if let shadow = effect.shadow {
            inner.shadow = shadow
            if Self.containsGlass(content) { warnings.insert("shadow(color:radius:x:y:): glass casts its own shadow, not this one") }
        }
        if effect.rotation != .zero {
            // About the anchor where the scales outside have put it (exact for uniform scales, which
            // commute with a rotation about the point they move the anchor to).
            let a = state.transform(CGRect(origin: effect.anchor, size: .zero)).origin
            inner.rotation = DisplayTransform.rotation(degrees: effect.rotation.degrees, anchor: a)
                .concatenating(state.rotation)
            if Self.containsGlass(content) {
                warnings.insert("rotationEffect: glass cannot be rotated; the glass inside is drawn unrotated")
            }
        }
        if let turn = effect.planeTurn {
            // About the anchor where the scales outside have put it, then the rotations outside (as above).
            let a = state.transform(CGRect(origin: effect.anchor, size: .zero)).origin
            let about = DisplayTransform.translation(x: -Double(a.x), y: -Double(a.y)).concatenating(turn)
                .concatenating(.translation(x: Double(a.x), y: Double(a.y)))
            inner.rotation = about.concatenating(inner.rotation)
            if Self.containsGlass(content) {
                warnings.insert("rotation3DEffect: glass cannot be turned; the glass inside is drawn unturned")
            }
        }
        if effect.scale != CGSize(width: 1, height: 1) {
            let outer = state.transform
            let a = outer(CGRect(origin: effect.anchor, size: .zero)).origin
            let k = effect.scale
            inner.transform = { rect in
                let r = outer(rect)
                return CGRect(x: a.x + (r.minX - a.x) * k.width, y: a.y + (r.minY - a.y) * k.height,
                              width: r.width * k.width, height: r.height * k.height)
            }
        }
        if let maskContent = effect.mask {
            // The mask's items in the same space as the content (its transforms), at full opacity, unclipped and
            // unfiltered: only its coverage counts. Nested masks multiply.
            var m = state
            m.opacity = 1
            m.clip = nil
            m.clipShape = nil
            m.onGlass = false
            m.overGlass = false
            m.blur = 0
            m.shadow = nil
            if Self.containsGlass(maskContent) { warnings.insert("mask(_:): glass in a mask view is not drawn into the mask") }
            let items = collected(maskContent, state: m).filter { !$0.isGlass }
            inner.mask = DisplayMask(items)
            if Self.containsGlass(content) { warnings.insert("mask(_:): glass inside is not masked") }
        }
        emit(content, state: inner)
        }

        /// The engine's items for `content`, listed apart from the list being built.
        mutating func collected(_ content: [UIDisplayItem], state: State) -> [DisplayItem] {
            let outer = items, wasCollecting = collecting
            items = []
            collecting = true
            emit(content, state: state)
            let inner = items
            items = outer
            collecting = wasCollecting
            return inner
        }

        /// Whether any glass is drawn in `items` (`.identity` glass draws none of its own).
        static func containsGlass(_ items: [UIDisplayItem]) -> Bool {
            items.contains { item in
                switch item {
                case .glass(let g, let content): return g.glass.variant != .identity || containsGlass(content)
                case .group(_, let content): return containsGlass(content)
                default: return false
                }
            }
        }

        /// The glass's own label when its content is one text line, one symbol, or a symbol then a text line (a
        /// `Label`), not transformed: drawn centred by the engine in the colour it picks for legibility (or the
        /// content's own colour). Nil for anything richer.
        mutating func label(_ content: [UIDisplayItem]) -> GlassLabel? {
            var flat: [UIDisplayItem] = []
            func collect(_ items: [UIDisplayItem]) -> Bool {
                for item in items {
                    switch item {
                    case .text, .symbol: flat.append(item)
                    case .group(let e, let c):
                        guard e.opacity == 1, e.clip == nil, e.scale == CGSize(width: 1, height: 1), e.rotation == .zero,
                              e.planeTurn == nil, e.blurRadius == 0, e.shadow == nil, collect(c) else { return false }
                    default: return false
                    }
                }
                return true
            }
            guard collect(content), (1...2).contains(flat.count) else { return nil }
            var symbol: UISymbolItem?, text: UITextItem?
            for item in flat {
                switch item {
                // Vibrant ink of a lower level (`.secondary`, …) is the glass's content, drawn at its ink opacity: a
                // label has no opacity of its own.
                case .symbol(let s) where symbol == nil && text == nil && s.level == 0: symbol = s
                case .text(let t) where text == nil && t.layout.lines.count == 1 && t.layout.lines[0].pieces == nil && t.level == 0: text = t
                default: return nil
                }
            }
            if let s = symbol, !SymbolLibrary.contains(s.name) { unknownSymbols.insert(s.name); symbol = nil }
            let color = (text?.color ?? symbol?.color).map(engineColor)
            if let t = text {
                let font = t.layout.font
                var label = GlassLabel(text: t.layout.lines[0].text, size: Double(font.size),
                                       weight: TextMeasurer.engineWeight(font.weight), color: color)
                if let s = symbol { label.symbol = s.name }
                return label
            }
            if let s = symbol {
                return GlassLabel(symbol: s.name, size: Double(s.pointSize), weight: TextMeasurer.engineWeight(s.weight), color: color)
            }
            return nil
        }

        mutating func displayPaint(_ paint: UIPaint, transform: (CGRect) -> CGRect) -> DisplayPaint {
            func point(_ p: CGPoint) -> CGPoint { transform(CGRect(origin: p, size: .zero)).origin }
            func stops(_ s: [UIGradientStop]) -> [DisplayPaint.Stop] {
                s.map { DisplayPaint.Stop(color: EngineBridge.engineColor($0.color), location: $0.location) }
            }
            switch paint {
            case .color(let c): return .color(EngineBridge.engineColor(c))
            case .linearGradient(let s, let a, let b): return .linearGradient(stops: stops(s), start: point(a), end: point(b))
            case .radialGradient(let s, let c, let r0, let r1):
                return .radialGradient(stops: stops(s), center: point(c), startRadius: Double(r0), endRadius: Double(r1))
            case .ellipticalGradient(let s, let c, let z, let f0, let f1):
                return .ellipticalGradient(stops: stops(s), center: point(c), size: transform(CGRect(origin: .zero, size: z)).size,
                                           startFraction: Double(f0), endFraction: Double(f1))
            case .angularGradient(let s, _, _, _):
                warnings.insert("AngularGradient: painted as the mean of its colours (the painter has no angular gradient yet)")
                let n = Double(max(s.count, 1))
                return .color(EngineBridge.engineColor(s.reduce(SIMD4<Double>.zero) { $0 + $1.color } / n))
            case .material(_, let tint):
                // The blur is the item's (``DisplayItem/backdropBlur``, set where the shape is listed).
                return .color(EngineBridge.engineColor(tint))
            }
        }
    }

    static func engineGlass(_ g: Glass, environment: EnvironmentValues) -> LiquidGlass.Glass {
        let variant: LiquidGlass.Glass.Variant = g.variant == .clear ? .clear : g.variant == .identity ? .identity : .regular
        var glass = LiquidGlass.Glass(variant: variant, tintColor: g.tintColor?.engineColor, isInteractive: g.isInteractive)
        glass.isProminent = g.isProminent
        return glass
    }

    static func engineShape(_ geometry: ShapeGeometry, rect: CGRect) -> any LiquidGlass.Shape {
        switch geometry {
        case .rectangle: return LiquidGlass.Rectangle()
        case .roundedRectangle(let r, let style):
            return LiquidGlass.RoundedRectangle(cornerRadius: r, style: style == .circular ? .circular : .continuous)
        case .circle: return LiquidGlass.Circle()
        case .ellipse: return LiquidGlass.Ellipse()
        case .capsule: return LiquidGlass.Capsule()
        case .uneven(let radii, _):
            // The engine has no uneven rounded rectangle: the path (circular corners) in the frame's coordinates.
            return enginePath(unevenPath(radii, in: CGRect(origin: .zero, size: rect.size)))
        case .concentric(let c):
            return enginePath(unevenPath(c.radii(in: rect, containerRect: nil, containerRadius: 0), in: CGRect(origin: .zero, size: rect.size)))
        case .path(let provider):
            return enginePath(provider.make(CGRect(origin: .zero, size: rect.size)))
        case .inset(let g, let amount):
            return engineShape(g, rect: rect.insetBy(dx: amount, dy: amount))
        }
    }

    /// The clip of `clipShape(_:)` (or `clipped()`, a rectangle) whose frame is `frame` (root coordinates): its
    /// bounds, and the shape unless it is a rectangle (an inset rectangle is a smaller rectangle).
    static func clipShape(_ geometry: ShapeGeometry, frame: CGRect) -> (bounds: CGRect, shape: DisplayClip?) {
        switch geometry {
        case .rectangle: return (frame, nil)
        case .inset(let g, let amount): return clipShape(g, frame: frame.insetBy(dx: amount, dy: amount))
        default: return (frame, DisplayClip(engineShape(geometry, rect: frame), frame: frame))
        }
    }

    static func unevenPath(_ r: RectangleCornerRadii, in rect: CGRect) -> Path {
        var p = Path()
        let k: CGFloat = 0.5522847498
        p.move(to: CGPoint(x: rect.minX + r.topLeading, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - r.topTrailing, y: rect.minY))
        p.addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + r.topTrailing),
                   control1: CGPoint(x: rect.maxX - r.topTrailing * (1 - k), y: rect.minY),
                   control2: CGPoint(x: rect.maxX, y: rect.minY + r.topTrailing * (1 - k)))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r.bottomTrailing))
        p.addCurve(to: CGPoint(x: rect.maxX - r.bottomTrailing, y: rect.maxY),
                   control1: CGPoint(x: rect.maxX, y: rect.maxY - r.bottomTrailing * (1 - k)),
                   control2: CGPoint(x: rect.maxX - r.bottomTrailing * (1 - k), y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX + r.bottomLeading, y: rect.maxY))
        p.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - r.bottomLeading),
                   control1: CGPoint(x: rect.minX + r.bottomLeading * (1 - k), y: rect.maxY),
                   control2: CGPoint(x: rect.minX, y: rect.maxY - r.bottomLeading * (1 - k)))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r.topLeading))
        p.addCurve(to: CGPoint(x: rect.minX + r.topLeading, y: rect.minY),
                   control1: CGPoint(x: rect.minX, y: rect.minY + r.topLeading * (1 - k)),
                   control2: CGPoint(x: rect.minX + r.topLeading * (1 - k), y: rect.minY))
        p.closeSubpath()
        return p
    }

    static func enginePath(_ path: Path) -> LiquidGlass.Path {
        var out = LiquidGlass.Path()
        for e in path.elements {
            switch e {
            case .move(let p): out.move(to: p)
            case .line(let p): out.addLine(to: p)
            case .quad(let p, let c): out.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): out.addCurve(to: p, control1: c1, control2: c2)
            case .close: out.closeSubpath()
            }
        }
        return out
    }

    nonisolated static func png(_ image: LinearImage) -> Data? { try? PNGEncoder.encode(image) }
}
