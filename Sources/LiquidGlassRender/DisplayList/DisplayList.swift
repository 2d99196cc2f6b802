import Foundation
import LiquidGlassCore
import LiquidGlassText

/// What to draw, back to front, in points: painted content and positioned glass.
///
/// A display list is the engine's input from any producer (the view libraries, scene files, motion at time t).
/// Items are drawn in order; each glass item samples only the content painted before it — never glass, and never
/// content listed after it. ``GlassRenderer/render(_:canvas:colorScheme:accessibility:)`` turns one into pixels
/// and a report.
public struct DisplayList: Sendable {
    /// The items, back to front.
    public var items: [DisplayItem]

    public init(_ items: [DisplayItem] = []) {
        self.items = items
    }

    /// Adds `item` on top of everything listed so far.
    public mutating func append(_ item: DisplayItem) {
        items.append(item)
    }
}

extension DisplayList {
    /// The most glass items one list may hold. A screen holds tens; each item costs a group, an analysis of its
    /// backdrop and tiles, so a scene of 100,000 tiny elements took gigabytes before this limit.
    public static let maxGlassItems = 10_000
}

/// One entry of a ``DisplayList``: painted content or a glass element, with a stable identity.
public struct DisplayItem: Sendable {
    /// What the item draws.
    public enum Content: Sendable {
        /// `shape` placed in `frame` (points), filled with `paint`.
        case fill(any Shape, frame: CGRect, paint: DisplayPaint)
        /// The outline of `shape` placed in `frame`, `lineWidth` points wide, centred on the outline (SwiftUI's
        /// `stroke`) or inside it (`strokeBorder`).
        case stroke(any Shape, frame: CGRect, paint: DisplayPaint, lineWidth: Double, placement: StrokePlacement)
        /// A picture (linear light, premultiplied) resampled into `rect` (points).
        case image(LinearImage, rect: CGRect)
        /// One line of text whose line box's top-left corner is at `origin` (points).
        case text(DisplayText, origin: CGPoint)
        /// A ``SymbolLibrary`` symbol whose box's top-left corner is at `origin` (points).
        case symbol(DisplaySymbol, origin: CGPoint)
        /// A glass element; it samples the content listed before it, and draws its own content on top.
        case glass(GlassDisplayItem)
        /// A scene background (photo, gradient or colour, then its dimming) over the whole canvas, painted
        /// exactly as ``BackdropBuilder`` paints a scene's; transform and clip do not apply to it. The latest one
        /// below a glass item also tells the runtime checks whether that glass stands on a photo.
        case background(Background)
        /// A scroll edge effect: changes the pixels painted before it in its band (a progressive blur and fade, or
        /// a hard cut-off), so that glass listed after it refracts the softened content. Transform (translation
        /// and positive scale), clip and opacity apply to it; blur and shadow do not.
        case edgeEffect(DisplayEdgeEffect)
    }

    /// Where a stroke lies relative to the shape's outline.
    public enum StrokePlacement: String, Sendable, Equatable {
        /// Half inside, half outside the outline (SwiftUI's `stroke(_:lineWidth:)`).
        case centered
        /// Entirely inside the outline (SwiftUI's `strokeBorder(_:lineWidth:)`).
        case inner
    }

    /// A stable identity: the same thing on screen keeps the same id from frame to frame.
    public var id: String
    public var content: Content
    /// Multiplies the content's alpha (0…1): everything the item draws fades with it, for vibrant ink on glass
    /// the deepening of the glass under the ink as well. For a glass item it multiplies its content's alpha; the
    /// glass itself is drawn at full strength.
    public var opacity: Double
    /// Content outside this rectangle (canvas points, after the transform) is not drawn (anti-aliased at its
    /// edges). For a glass item it clips its content, not the glass.
    public var clip: CGRect?
    /// Content outside this shape (canvas points, after the transform) is not drawn, anti-aliased like a fill
    /// (SwiftUI's `clipShape`). Combines with ``clip``. For a glass item it clips its content, not the glass.
    public var clipShape: DisplayClip?
    /// Maps the item's geometry into the canvas (points). Glass items take translation and positive scale only;
    /// a glass item's transform also applies to its content.
    public var transform: DisplayTransform
    /// A Gaussian blur of what the item draws (standard deviation in points; 0: none). Painted content only:
    /// glass and backgrounds ignore it.
    public var blurRadius: Double = 0
    /// A shadow the item casts under itself (painted content only: glass casts its own).
    public var shadow: DisplayShadow?
    /// For text and symbols with no colour of their own (``DisplayText/color`` nil) painted over glass as ordinary
    /// items — content that holds glass of its own is listed after its glass, not as its content: drawn, like glass
    /// content's vibrant ink, in the legible colour chosen from the pixels under it, instead of the primary label
    /// colour of the colour scheme.
    public var vibrant = false
    /// Multiplies what the item draws by the alpha of painted content (SwiftUI's `mask`); nothing outside the
    /// mask's bounds is drawn. Painted content only: glass, backgrounds and edge effects ignore it.
    public var mask: DisplayMask?
    /// For a fill: the pixels painted before it under its shape are blurred with a Gaussian of this standard
    /// deviation (points; 0: none) before the fill is painted over them (SwiftUI's `Material` backgrounds).
    public var backdropBlur: Double = 0

    public init(id: String, _ content: Content, opacity: Double = 1, clip: CGRect? = nil, clipShape: DisplayClip? = nil,
                transform: DisplayTransform = .identity) {
        self.id = id
        self.content = content
        self.opacity = opacity
        self.clip = clip
        self.clipShape = clipShape
        self.transform = transform
    }

    /// ``opacity`` as drawn: clamped to 0…1, anything not finite counting as 0.
    package var unitOpacity: Double { min(max(opacity.isFinite ? opacity : 0, 0), 1) }

    /// Whether this is a glass item.
    public var isGlass: Bool {
        if case .glass = content { return true }
        return false
    }
}

/// A run of text on one line for a ``DisplayList``, set with the engine's label machinery (FreeType, rasterised
/// coverage). A producer that wraps text emits one run per line.
public struct DisplayText: Sendable, Equatable {
    public var string: String
    /// Point size.
    public var size: Double
    public var weight: FontWeight
    /// The ink; nil means the vibrant colour: on glass, the legible colour the engine chooses from the glass
    /// under the text (as for labels); elsewhere the primary label colour of the colour scheme.
    public var color: Color?
    /// A font file to set it in instead of the system font.
    public var fontPath: String?
    /// Multiplies the ink's alpha (0…1) and nothing else: a hierarchical level of the vibrant colour (SwiftUI's
    /// `.secondary` on glass). Unlike the item's ``DisplayItem/opacity``, which fades everything the item draws —
    /// for vibrant ink on glass, the deepening of the glass under it too — it leaves that deepening as it is.
    public var inkOpacity: Double = 1
    /// The system font's design and slant (ignored with ``fontPath``), tracking and equal-width digits.
    public var design: FontDesign = .default
    public var italic = false
    public var options: TextOptions = .plain

    public init(_ string: String, size: Double = LabelSpec.defaultSize, weight: FontWeight = .regular,
                color: Color? = nil, fontPath: String? = nil, inkOpacity: Double = 1) {
        self.string = string
        self.size = size
        self.weight = weight
        self.color = color
        self.fontPath = fontPath
        self.inkOpacity = inkOpacity
    }

    /// ``inkOpacity`` as drawn: clamped to 0…1, anything not finite counting as 0.
    package var unitInkOpacity: Double { min(max(inkOpacity.isFinite ? inkOpacity : 0, 0), 1) }

    /// The label the text is drawn as, in `fontPath` when the text has no font file of its own.
    package func spec(fontPath fallback: String? = nil) -> LabelSpec {
        var spec = LabelSpec(text: string, size: size, weight: weight, fontPath: fontPath ?? fallback)
        spec.design = design
        spec.italic = italic
        spec.options = options
        return spec
    }
}

/// A symbol for a ``DisplayList``: a ``SymbolLibrary`` name drawn at a point size.
public struct DisplaySymbol: Sendable, Equatable {
    public var name: String
    /// The point size of the text it stands with; the box is ``SymbolLibrary/boxSizeInEm`` times this.
    public var pointSize: Double
    public var weight: FontWeight
    /// The ink; nil means the vibrant colour (see ``DisplayText/color``).
    public var color: Color?
    /// Multiplies the ink's alpha only (see ``DisplayText/inkOpacity``).
    public var inkOpacity: Double = 1
    /// Which layer of the symbol to draw (the hierarchical and palette rendering modes draw each in its style).
    public var layer: SymbolLayer = .whole

    public init(_ name: String, pointSize: Double = LabelSpec.defaultSize, weight: FontWeight = .regular, color: Color? = nil,
                inkOpacity: Double = 1) {
        self.name = name
        self.pointSize = pointSize
        self.weight = weight
        self.color = color
        self.inkOpacity = inkOpacity
    }

    /// ``inkOpacity`` as drawn: clamped to 0…1, anything not finite counting as 0.
    package var unitInkOpacity: Double { min(max(inkOpacity.isFinite ? inkOpacity : 0, 0), 1) }
}

/// The shadow a painted display item casts: what it draws, in `color` (its opacity included), blurred with a
/// Gaussian of standard deviation `radius` points and moved by `offset` points, painted under the item.
public struct DisplayShadow: Sendable, Equatable {
    public var color: Color
    public var radius: Double
    public var offset: CGSize

    public init(color: Color, radius: Double, offset: CGSize = .zero) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

/// A shape placed in a frame (canvas points) that a display item is clipped to.
public struct DisplayClip: Sendable {
    public var shape: any Shape
    public var frame: CGRect

    public init(_ shape: any Shape, frame: CGRect) {
        self.shape = shape
        self.frame = frame
    }
}
