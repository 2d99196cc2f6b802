import Foundation
import LiquidGlassCore
import LiquidGlassRender

/// One glass element: a shape in a frame, made of a kind of glass.
public struct GlassElement: Sendable {
    /// An optional identifier, used in reports and messages.
    public var id: String?
    public var shape: any Shape
    /// The frame in points, from the canvas's top-left corner.
    public var frame: CGRect
    public var glass: Glass
    /// The `GlassEffectContainer` this element belongs to, if any.
    public var container: ContainerMembership?
    /// The `glassEffectUnion(id:namespace:)` identifier: elements with the same union id, shape kind and
    /// variant render as one shape spanning all their frames.
    public var unionID: String?
    /// Text and/or a symbol drawn on the glass.
    public var label: GlassLabel?
    /// Where the element was written, when it comes from a scene file (set by ``SceneLoader``).
    public var sourceLocation: SceneSourceLocation? = nil
    /// How far the glass has materialized, 0…1 (``GlassDisplayItem/materialization``).
    public var materialization: Double = 1
    /// How far the glass has emerged from its container's other glass, 0…1 (``GlassDisplayItem/emergence``).
    public var emergence: Double = 1
    /// How far a finger presses the glass, 0…1 (``GlassDisplayItem/press``); the element is lifted as a finger
    /// lifts interactive glass (``Scene/displayList``).
    public var press: Double = 0
    /// Where the finger is (canvas points); nil: the element's centre.
    public var touch: CGPoint?
    /// How far the shimmer of a press has crossed the glass, 0…1 (``GlassDisplayItem/shimmer``).
    public var shimmer: Double = 0
    /// ``press`` as the lift takes it: clamped to 0…1, not pressed when not finite (as the plan reads it,
    /// ``PlannedGlass/pressed``).
    var pressed: Double { press.isFinite ? min(max(press, 0), 1) : 0 }
    /// The glass's own opacity, 0…1, carried into its display item (``GlassDisplayItem/opacity``). Scene files
    /// have no key for it; the package's tests fade scene glass with it.
    package var glassOpacity: Float = 1

    public init(id: String? = nil, shape: any Shape = Capsule(), frame: CGRect, glass: Glass = .regular) {
        self.id = id
        self.shape = shape
        self.frame = frame
        self.glass = glass
    }
}
