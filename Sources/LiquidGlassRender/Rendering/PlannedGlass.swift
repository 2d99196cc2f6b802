import Foundation
import LiquidGlassCore
import LiquidGlassText

/// One glass item of a display list as the plan draws it: the ``GlassDisplayItem`` placed on the canvas (its
/// display item's transform applied to its frame and label), with the opacities the item's opacity gives its glass
/// and its ink. This is the renderer's one glass model: every producer — a scene file, a view tree, motion — hands
/// over glass items, and the plan, the labels and the report read these.
package struct PlannedGlass: Sendable {
    /// The item's position in its run of consecutive glass items, from 0: the report lists the run in this order,
    /// and a lone glass with no ``id`` keeps its group's identity by it.
    var ordinal: Int
    /// The display item's id, unique in its run's report.
    var itemID: String
    /// The name the report and messages give it: nil names it by position ("#3"), as scene files without ids do.
    var id: String?
    var shape: any Shape
    /// Points, with the item's transform applied.
    var frame: CGRect
    var glass: Glass
    /// The colour scheme of the environment the glass sits in, when it differs from the frame's (nil: the frame's).
    var colorScheme: ColorScheme?
    /// The transparency setting of the environment the glass sits in (nil: the frame's).
    var tintAmount: Double?
    var container: ContainerMembership?
    var unionID: String?
    var glassEffectID: String?
    var accessibilityIdentifier: String?
    var accessibilityLabel: String?
    /// The label on the glass, scaled with the item's transform.
    var label: GlassLabel?
    /// A label fading out under ``label``, and the ink opacities of both (the item's opacity split by the label's
    /// progress).
    var fadingLabel: GlassLabel?
    var labelOpacity: Float = 1
    var fadingLabelOpacity: Float = 0
    /// The glass's own opacity, 0…1 (``GlassDisplayItem/opacity``).
    var glassOpacity: Float = 1
    var sourceLocation: SceneSourceLocation?
    var materialization: Double = 1
    var emergence: Double = 1
    var press: Double = 0
    var touch: CGPoint?
    var shimmer: Double = 0
    /// What lies behind it (set by ``RenderPlan``, which measures each item once).
    var analysis = BackdropAnalysis(luminance: 0, contrast: 0, detail: 0, samples: 0)

    /// ``emergence``, ``materialization``, ``press`` and ``shimmer`` as rendered: clamped to 0…1; anything not
    /// finite counts as the default (fully there, not pressed, no shimmer).
    var emerged: Double { emergence.isFinite ? min(max(emergence, 0), 1) : 1 }
    var materialized: Double { materialization.isFinite ? min(max(materialization, 0), 1) : 1 }
    var pressed: Double { press.isFinite ? min(max(press, 0), 1) : 0 }
    var shimmerPhase: Double { shimmer.isFinite ? min(max(shimmer, 0), 1) : 0 }
    /// How much of the glass is there.
    var presence: Double { emerged * materialized }

    /// How messages name it: `'id'`, or `#n` by position.
    var reportName: String { id.map { "'\($0)'" } ?? "#\(ordinal + 1)" }

    /// `glass`, the content of display item `item`, placed as the plan draws it. Throws for a transform glass
    /// cannot take (glass shapes are distance fields in an axis-aligned frame: translation and positive scale).
    init(_ g: GlassDisplayItem, item: DisplayItem, ordinal: Int) throws(RenderError) {
        self.ordinal = ordinal
        itemID = item.id
        id = g.reportsWithoutID ? nil : (g.identifier ?? item.id)
        shape = g.shape
        frame = try Self.placedFrame(of: g, item: item)
        glass = g.glass
        colorScheme = g.colorScheme
        tintAmount = g.tintAmount
        container = g.container
        unionID = g.unionID
        glassEffectID = g.glassEffectID
        accessibilityIdentifier = g.accessibilityIdentifier
        accessibilityLabel = g.accessibilityLabel
        label = g.label.map { Self.label($0, under: item.transform) }
        sourceLocation = g.sourceLocation
        materialization = g.materialization
        emergence = g.emergence
        press = g.press
        touch = g.touch
        shimmer = g.shimmer
        labelOpacity = Float(item.unitOpacity)
        glassOpacity = Float(g.opacity.isFinite ? min(max(g.opacity, 0), 1) : 1)
        if let fading = g.fadingLabel {
            let progress = Float(g.labelProgress.isFinite ? min(max(g.labelProgress, 0), 1) : 1)
            fadingLabel = Self.label(fading, under: item.transform)
            fadingLabelOpacity = labelOpacity * (1 - progress)
            labelOpacity *= progress
        }
    }

    /// The glass items of `items` (content items are skipped), placed, numbered in list order.
    package static func run(_ items: some Sequence<DisplayItem>) throws(RenderError) -> [PlannedGlass] {
        var out: [PlannedGlass] = []
        for item in items {
            guard case .glass(let g) = item.content else { continue }
            out.append(try PlannedGlass(g, item: item, ordinal: out.count))
        }
        return out
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
    static func placedFrame(of g: GlassDisplayItem, item: DisplayItem) throws(RenderError) -> CGRect {
        let t = item.transform
        guard !t.isIdentity else { return g.frame }
        guard t.isFinite, t.isAxisAlignedScale else {
            throw RenderError("glass item '\(item.id)': glass takes translation and positive scale only (got \(t)); "
                + "rotate or skew the content on it instead")
        }
        return t.apply(g.frame)
    }
}

/// What a frame is drawn with besides its items: the canvas, the colour scheme the glass starts from, the
/// accessibility settings the material honours, the font labels use, and the background the runtime checks ask
/// about (is the glass over a dimmed photo).
package struct FrameSettings: Sendable {
    package var canvas: Canvas
    package var colorScheme: ColorScheme
    package var accessibility: AccessibilitySettings
    package var fontPath: String?
    /// The latest background painted under the glass (nil: none).
    package var background: Background? = nil

    package init(canvas: Canvas, colorScheme: ColorScheme, accessibility: AccessibilitySettings, fontPath: String?,
                 background: Background? = nil) {
        self.canvas = canvas
        self.colorScheme = colorScheme
        self.accessibility = accessibility
        self.fontPath = fontPath
        self.background = background
    }
}
