internal import LiquidGlass

/// What a view tree draws, in root coordinates (points, top-left origin): LiquidGlassUI's side of the display
/// list. The engine paints it (`EngineBridge` translates it to the engine's types); motion compares two of them
/// by identity.
enum UIDisplayItem {
    /// A filled or stroked shape.
    case shape(UIShapeItem)
    /// Lines of text.
    case text(UITextItem)
    /// A symbol from the symbol library.
    case symbol(UISymbolItem)
    /// An image from an assets folder or the program's image provider.
    case image(UIImageItem)
    /// A glass effect, with the content drawn on it.
    case glass(UIGlassItem, content: [UIDisplayItem])
    /// Content under a group effect (opacity, clip, blur, shadow, transform).
    case group(UIGroupEffect, content: [UIDisplayItem])
    /// The scroll edge effect over a band of what is drawn before it (the engine's ``DisplayEdgeEffect``).
    case edgeEffect(UIEdgeEffectItem)
    /// A UIKit view (`UIViewRepresentable`), drawn by LiquidGlassUIKit into the engine's items.
    case platform(UIPlatformItem)
}

/// A scroll view's edge effect: the band where its content runs under a bar, the bar's edge, the style and the
/// colours (resolved in the scroll view's environment).
struct UIEdgeEffectItem {
    var identity: ViewIdentity
    var rect: CGRect
    var edge: Edge
    var hard: Bool
    /// The background behind the content, sRGB RGBA.
    var color: SIMD4<Double>
    /// The hard style's dividing line, sRGB RGBA.
    var divider: SIMD4<Double>
}

/// A resolved paint: what a `ShapeStyle` becomes in an environment.
enum UIPaint: Equatable {
    /// sRGB, non-premultiplied RGBA.
    case color(SIMD4<Double>)
    case linearGradient(stops: [UIGradientStop], start: CGPoint, end: CGPoint)
    case radialGradient(stops: [UIGradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    case angularGradient(stops: [UIGradientStop], center: CGPoint, startAngle: Double, endAngle: Double)
    /// `EllipticalGradient`: the unit square stretched to `size`, radii as fractions of it.
    case ellipticalGradient(stops: [UIGradientStop], center: CGPoint, size: CGSize, startFraction: CGFloat, endFraction: CGFloat)
    /// A pre-iOS 26 material: blur radius (points) and a tint in sRGB RGBA.
    case material(blurRadius: CGFloat, tint: SIMD4<Double>)

    var opacityScaled: (Double) -> UIPaint {
        { o in
            switch self {
            case .color(let c): return .color(SIMD4(c.x, c.y, c.z, c.w * o))
            case .linearGradient(let s, let a, let b): return .linearGradient(stops: s.map { $0.scaled(o) }, start: a, end: b)
            case .radialGradient(let s, let c, let r0, let r1):
                return .radialGradient(stops: s.map { $0.scaled(o) }, center: c, startRadius: r0, endRadius: r1)
            case .angularGradient(let s, let c, let a0, let a1):
                return .angularGradient(stops: s.map { $0.scaled(o) }, center: c, startAngle: a0, endAngle: a1)
            case .ellipticalGradient(let s, let c, let z, let f0, let f1):
                return .ellipticalGradient(stops: s.map { $0.scaled(o) }, center: c, size: z, startFraction: f0, endFraction: f1)
            case .material(let r, let t): return .material(blurRadius: r, tint: SIMD4(t.x, t.y, t.z, t.w * o))
            }
        }
    }
}

struct UIGradientStop: Equatable {
    var color: SIMD4<Double>
    var location: Double
    func scaled(_ o: Double) -> UIGradientStop { UIGradientStop(color: SIMD4(color.x, color.y, color.z, color.w * o), location: location) }
}

struct UIStroke: Equatable {
    var lineWidth: CGFloat
    /// Inset so the stroke lies inside the shape (`strokeBorder`).
    var inside: Bool
    /// `StrokeStyle.lineCap`: how the ends of an open subpath are drawn (closed outlines have none).
    var cap: CGLineCap = .butt
    /// An open subpath as a polyline (the frame's coordinates), stroked with ``cap`` (``OpenStrokeShape``); nil
    /// strokes the shape's outline.
    var openPolyline: [CGPoint]? = nil
    /// `StrokeStyle.lineJoin` and `miterLimit` (Core Graphics' defaults: miter, 10).
    var join: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    /// The shape's subpaths as polylines (the frame's coordinates; a closed one repeats its first point last),
    /// stroked with ``cap``, ``join`` and ``miterLimit`` (``JoinedStrokeShape``): set where the join shows — a
    /// `Rectangle` or a `Path` stroked with miter or bevel joins; nil strokes the outline with round joins.
    var joinedPolylines: [[CGPoint]]? = nil
}

struct UIShapeItem {
    var identity: ViewIdentity
    var geometry: ShapeGeometry
    var rect: CGRect
    var paint: UIPaint
    var stroke: UIStroke?
    /// A hairline across this axis: drawn exactly one device pixel thick (``Hairline/snap(_:axis:scale:)``).
    var hairline: Axis? = nil
}

struct UITextItem {
    var identity: ViewIdentity
    var layout: TextLayoutResult
    /// The top-left corner of the first line box.
    var origin: CGPoint
    /// Nil: the vibrant automatic colour glass computes (text directly on glass with no explicit style).
    var color: SIMD4<Double>?
    var isOnGlass: Bool
    /// With no colour: the hierarchical level of the plain foreground it is drawn in (0 `.primary`, 1 `.secondary`,
    /// …): on glass the vibrant colour at that level's opacity, elsewhere that level's label colour.
    var level = 0
    /// Per run of a rich text (Markdown, `Text + Text`): its colour, level and lines; empty for a plain text.
    var runLooks: [UITextRunLook] = []
}

/// How one run of a rich text is inked.
struct UITextRunLook {
    var color: SIMD4<Double>?
    var level = 0
    var strikethrough = false
    var underline = false

    init(strikethrough: Bool, underline: Bool) {
        self.strikethrough = strikethrough
        self.underline = underline
    }
}

struct UISymbolItem {
    var identity: ViewIdentity
    var name: String
    var rect: CGRect
    var pointSize: CGFloat
    var weight: Font.Weight
    var color: SIMD4<Double>?
    /// With no colour: the hierarchical level of the plain foreground it is drawn in (see ``UITextItem/level``).
    var level = 0
    /// The symbol's layer drawn (a rendering mode with layers draws each layer as an item of its own).
    var layer: SymbolLayer = .whole
}

struct UIImageItem {
    var identity: ViewIdentity
    var source: ImageSource
    var rect: CGRect
}

struct UIGlassItem {
    var identity: ViewIdentity
    var glass: Glass
    var geometry: ShapeGeometry
    var rect: CGRect
    var container: GlassContainerInfo?
    var effectID: String?
    var unionID: String?
    var accessibilityLabel: String?
    var accessibilityIdentifier: String?
    var transition: GlassEffectTransition?
    /// The colour scheme of the environment the glass sits in (`.environment(\.colorScheme, …)`).
    var colorScheme: ColorScheme = .light
    /// The Liquid Glass setting of the environment the glass sits in (`liquidGlassTintAmount`).
    var tintAmount: Double = 0
}

struct UIGroupEffect {
    var opacity: Double = 1
    var clip: (ShapeGeometry, CGRect)?
    var blurRadius: CGFloat = 0
    var shadow: UIShadow?
    /// Scale and rotation about an anchor point (root coordinates).
    var scale: CGSize = CGSize(width: 1, height: 1)
    var rotation: Angle = .zero
    var anchor: CGPoint = .zero
    /// `rotation3DEffect`: the linear map (no translation) the turned plane projects to on screen, about
    /// ``anchor``; nil for none.
    var planeTurn: DisplayTransform?
    /// `mask(alignment:_:)`: what the mask view draws, laid out in the masked view's frame; its alpha multiplies
    /// the content's.
    var mask: [UIDisplayItem]?
}

struct UIShadow {
    var color: SIMD4<Double>
    var radius: CGFloat
    var offset: CGSize
}

/// Collects display items while walking the placed tree.
struct DisplayBuilder {
    var items: [UIDisplayItem] = []
    /// Inside a glass effect: text with no explicit colour takes glass's vibrant colour.
    var isOnGlass = false
    /// The nearest `containerShape(_:)`: its frame and corner radius, for concentric corners.
    var containerShape: (rect: CGRect, radius: CGFloat)?
    /// Counters shared by nested builders (container indices in draw order).
    final class Counters { var containers = 0 }
    var counters = Counters()

    mutating func append(_ item: UIDisplayItem) { items.append(item) }

    /// Draws `body` into a nested list and returns it.
    mutating func nested(onGlass: Bool? = nil, _ body: (inout DisplayBuilder) -> Void) -> [UIDisplayItem] {
        var inner = DisplayBuilder()
        inner.isOnGlass = onGlass ?? isOnGlass
        inner.containerShape = containerShape
        inner.counters = counters
        body(&inner)
        return inner.items
    }
}
