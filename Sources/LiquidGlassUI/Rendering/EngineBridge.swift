internal import LiquidGlass

/// Hands LiquidGlassUI's display items to the engine.
///
/// Interim, until the engine's display-list painter lands: the image is the engine's glass scene — the
/// bottom-most full-size picture, gradient or colour becomes the backdrop, every glass effect becomes a glass
/// element (shape, frame, variant, tint, container, union) with the first text or symbol of its content as its
/// label. Other content is not painted yet; each such item is listed in the report's warnings, so nothing is
/// silently missing.
@MainActor
enum EngineBridge {
    struct Output {
        var image: LinearImage?
        var warnings: [String]
    }

    static func render(tree: LaidOutTree, scale: CGFloat, environment: EnvironmentValues) -> Output {
        var warnings: [String] = []
        let size = tree.size
        guard size.width >= 1, size.height >= 1, size.width * scale <= 16384, size.height * scale <= 16384 else {
            return Output(image: nil, warnings: ["the view's size \(size.width)×\(size.height) pt cannot be rendered (needs 1…16384 px a side)"])
        }
        let canvasRect = CGRect(origin: .zero, size: size)
        let scheme: LiquidGlass.ColorScheme = environment.colorScheme == .dark ? .dark : .light
        var background: Background?
        var elements: [GlassElement] = []
        var unpainted = 0
        var unknownSymbols: Set<String> = []

        func engineColor(_ c: SIMD4<Double>) -> LiquidGlass.Color {
            LiquidGlass.Color(red: c.x, green: c.y, blue: c.z, opacity: c.w)
        }

        func visit(_ items: [UIDisplayItem], opacity: Double, nesting: Int) {
            for item in items {
                switch item {
                case .shape(let s):
                    if background == nil, elements.isEmpty, s.stroke == nil, s.rect.contains(canvasRect.insetBy(dx: 0.5, dy: 0.5)) {
                        switch s.paint {
                        case .color(let c): background = Background(.color(engineColor(SIMD4(c.x, c.y, c.z, c.w * opacity)))); continue
                        case .linearGradient(let stops, let a, let b):
                            let angle = atan2(Double(b.y - a.y), Double(b.x - a.x)) * 180 / .pi
                            background = Background(.gradient(Background.Gradient(
                                colors: stops.map { engineColor(SIMD4($0.color.x, $0.color.y, $0.color.z, $0.color.w * opacity)) },
                                locations: stops.map(\.location), angle: angle)))
                            continue
                        default: break
                        }
                    }
                    unpainted += 1
                case .image(let i):
                    if background == nil, elements.isEmpty, case .bitmap(_, let url) = i.source,
                       i.rect.insetBy(dx: -1, dy: -1).contains(canvasRect) || i.rect.intersection(canvasRect).width >= canvasRect.width - 1 {
                        background = Background(.image(url, fill: .cover), dim: 1 - opacity)
                        continue
                    }
                    unpainted += 1
                case .symbol(let sym):
                    if !SymbolLibrary.contains(sym.name) { unknownSymbols.insert(sym.name) }
                    unpainted += 1
                case .text:
                    unpainted += 1
                case .glass(let g, let content):
                    if g.glass.variant == .identity {
                        visit(content, opacity: opacity, nesting: nesting)
                        continue
                    }
                    var element = GlassElement(id: g.accessibilityIdentifier ?? g.effectID, shape: engineShape(g.geometry, rect: g.rect),
                                               frame: g.rect, glass: engineGlass(g.glass, environment: environment))
                    if let c = g.container {
                        // Glass inside another glass's content does not merge with it: its own sampling group.
                        let index = nesting == 0 ? c.index : 10_000 * nesting + c.index
                        element.container = ContainerMembership(index: index, spacing: Double(c.spacing ?? 0), depth: c.depth)
                    }
                    element.unionID = g.unionID
                    // The engine draws one label centred on the element: used when the content is one text or symbol.
                    let simple = count(content) == 1 && !containsGlass(content)
                    element.label = simple ? label(in: content) : nil
                    elements.append(element)
                    if element.label == nil { visit(content, opacity: opacity, nesting: nesting + 1) }
                case .group(let effect, let content):
                    visit(content, opacity: opacity * effect.opacity, nesting: nesting)
                }
            }
        }

        func containsGlass(_ items: [UIDisplayItem]) -> Bool {
            items.contains { item in
                switch item {
                case .glass: return true
                case .group(_, let c): return containsGlass(c)
                default: return false
                }
            }
        }

        func count(_ items: [UIDisplayItem]) -> Int {
            items.reduce(0) { n, item in
                switch item {
                case .glass(_, let c), .group(_, let c): return n + count(c)
                default: return n + 1
                }
            }
        }

        func label(in items: [UIDisplayItem]) -> GlassLabel? {
            for item in items {
                switch item {
                case .text(let t):
                    let text = t.layout.lines.map(\.text).joined(separator: " ")
                    return GlassLabel(text: text, size: Double(t.layout.font.size),
                                      weight: TextMeasurer.engineWeight(t.layout.font.weight), color: t.color.map(engineColor))
                case .symbol(let s):
                    guard SymbolLibrary.contains(s.name) else { unknownSymbols.insert(s.name); continue }
                    return GlassLabel(symbol: s.name, size: Double(s.pointSize), weight: TextMeasurer.engineWeight(s.weight),
                                      color: s.color.map(engineColor))
                case .glass(_, let c), .group(_, let c):
                    if let l = label(in: c) { return l }
                default: continue
                }
            }
            return nil
        }

        visit(tree.items, opacity: 1, nesting: 0)
        for name in unknownSymbols.sorted() {
            let near = SymbolLibrary.suggestions(for: name)
            warnings.append("Image(systemName: \"\(name)\"): not in the symbol library" + (near.isEmpty ? "" : "; nearest: " + near.joined(separator: ", ")))
        }
        if unpainted > 0 {
            warnings.append("\(unpainted) content item(s) (shapes, text or pictures not on glass, or beyond a glass element's first label) are not painted yet: the display-list painter has not landed")
        }
        let scene = Scene(canvas: Canvas(width: Double(size.width), height: Double(size.height), scale: Double(scale)),
                          colorScheme: scheme,
                          background: background ?? Background(.color(engineColor(Color.systemBackground.rgba(in: environment)))),
                          elements: elements,
                          accessibility: AccessibilitySettings(reduceTransparency: environment.accessibilityReduceTransparency,
                                                               increaseContrast: environment.colorSchemeContrast == .increased,
                                                               reduceMotion: environment.accessibilityReduceMotion))
        do {
            let result = try GlassRenderer().renderWithReport(scene)
            if case .image(let image) = result.output { return Output(image: image, warnings: warnings) }
            return Output(image: nil, warnings: warnings + ["the renderer produced no image"])
        } catch {
            return Output(image: nil, warnings: warnings + ["rendering failed: \(error)"])
        }
    }

    static func engineGlass(_ g: Glass, environment: EnvironmentValues) -> LiquidGlass.Glass {
        let variant: LiquidGlass.Glass.Variant = g.variant == .clear ? .clear : g.variant == .identity ? .identity : .regular
        return LiquidGlass.Glass(variant: variant, tintColor: g.tintColor?.engineColor, isInteractive: g.isInteractive)
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

    static func png(_ image: LinearImage) -> Data? { try? PNGEncoder.encode(image) }
}
