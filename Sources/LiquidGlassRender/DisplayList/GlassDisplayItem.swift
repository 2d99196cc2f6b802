import Foundation
import LiquidGlassCore
import LiquidGlassText

/// A glass element in a ``DisplayList``: its shape and place, its `Glass`, how it merges with neighbours, what
/// the report calls it, and what is drawn on it (a label, or content items).
public struct GlassDisplayItem: Sendable {
    public var shape: any Shape
    /// Points, top-left origin.
    public var frame: CGRect
    public var glass: Glass
    /// The colour scheme of the environment the glass sits in (SwiftUI's `.environment(\.colorScheme, .dark)`
    /// around it); nil: the frame's. Large glass keeps it; small glass adapts from it to its backdrop.
    public var colorScheme: ColorScheme?
    /// The Clear (0) … Tinted (1) transparency setting of the environment the glass sits in, when a view sets it
    /// for its subtree (LiquidGlassUI's `liquidGlassTintAmount`); nil: the frame's (``AccessibilitySettings/tinted``).
    /// A group of glass takes its first item's that names one.
    public var tintAmount: Double?
    /// The `GlassEffectContainer` it belongs to: glass of one container samples one backdrop and melts together
    /// within the container's spacing. Container indices identify containers within the display list.
    public var container: ContainerMembership?
    /// Items with the same union id (in one container) form one glass shape (`glassEffectUnion(id:namespace:)`).
    public var unionID: String?
    /// The id the report names the element by (defaults to the display item's id).
    public var identifier: String?
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?
    /// The `glassEffectID(_:in:)` the producer gave it, for matching across frames.
    public var glassEffectID: String?
    /// Text and/or symbol drawn centred on the glass in the legible colour the engine chooses (unless it fixes one).
    public var label: GlassLabel?
    /// A label on its way out while ``label`` comes in (motion cross-fades changed ink): drawn at
    /// `1 − labelProgress` of the item's opacity, ``label`` at `labelProgress`. Nil when nothing is fading.
    public var fadingLabel: GlassLabel?
    /// How far ``label`` has replaced ``fadingLabel``, 0…1 (1 when nothing fades; values outside are clamped).
    public var labelProgress: Double = 1
    /// What is drawn on the glass, back to front, after the glass is rendered (canvas points, under the glass
    /// item's transform): text and symbols whose colour is nil take the vibrant colour chosen from the glass
    /// under them. Glass inside `content` is refused (glass cannot sample glass).
    public var content: [DisplayItem]
    /// Where the producer wrote the element (a scene file), for error messages.
    public var sourceLocation: SceneSourceLocation?
    /// How far the glass has materialized, 0…1: at 0 it bends, frosts, tints and lights nothing (the backdrop
    /// shows through unchanged), at 1 it is the full material. Motion ramps it for
    /// `glassEffectTransition(.materialize)`: glass appears by gaining its lensing, never by fading. Content on the
    /// glass is not affected (fade it with the item's opacity).
    public var materialization: Double = 1
    /// How far the glass has emerged from the glass of its container it grows out of, 0…1: below 1 its shape is
    /// eroded by `(1 − emergence) ×` the larger of the container's blend distance (twice its spacing) and the
    /// shape's shorter side, so at 0 it neither shows nor changes the container's union, and it swells out of
    /// its neighbour as the value rises. Motion ramps it for the `glassEffectID` morph.
    public var emergence: Double = 1
    /// How far a finger presses the glass, 0…1 (interactive glass): it brightens, and a glow under ``touch``
    /// spreads over it and its container's neighbours.
    public var press: Double = 0
    /// Where the finger is (canvas points); nil: the glass's centre.
    public var touch: CGPoint?
    /// How far the shimmer of a press has crossed the glass, 0…1: a slanted band of light enters at the leading
    /// edge at 0 and has left by the trailing edge at 1, brightest half way (interactive glass "shimmers" on
    /// touch down — api-ground-truth.md; no measurement of it exists, see `ShimmerStage`). 0 and 1 draw nothing;
    /// Reduce Motion removes it.
    public var shimmer: Double = 0
    /// The glass's own opacity, 0…1 (SwiftUI's `opacity` on a glass view): the glass, with its shadow, is mixed
    /// with what lies behind it by this much. The display item's ``DisplayItem/opacity`` fades only what is on the
    /// glass — motion materializes glass instead of fading it.
    public var opacity: Double = 1
    /// How the glass comes and goes when motion adds or removes it (SwiftUI's `GlassEffectTransition`).
    public var transition: Transition = .matchedGeometry

    /// How glass appears and disappears between two display lists.
    public enum Transition: String, Sendable, Equatable {
        /// Grows out of (melts back into) the nearest glass of its container; materializes when it has none.
        case matchedGeometry
        /// Materializes: its lensing, frost and light ramp in (out).
        case materialize
        /// Appears and disappears at once.
        case identity
    }
    /// Set by LiquidGlassScene's `Scene.displayList`: the scene element had no id, so the renderer's report and messages name it
    /// by position ("#3") as they always have, instead of by the display item's id.
    package var reportsWithoutID = false

    public init(shape: any Shape = Capsule(), frame: CGRect, glass: Glass = .regular, container: ContainerMembership? = nil,
                unionID: String? = nil, identifier: String? = nil, accessibilityIdentifier: String? = nil,
                accessibilityLabel: String? = nil, glassEffectID: String? = nil, label: GlassLabel? = nil,
                content: [DisplayItem] = [], sourceLocation: SceneSourceLocation? = nil) {
        self.shape = shape
        self.frame = frame
        self.glass = glass
        self.container = container
        self.unionID = unionID
        self.identifier = identifier
        self.accessibilityIdentifier = accessibilityIdentifier
        self.accessibilityLabel = accessibilityLabel
        self.glassEffectID = glassEffectID
        self.label = label
        self.content = content
        self.sourceLocation = sourceLocation
    }
}
