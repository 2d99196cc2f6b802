package import LiquidGlass

/// What LiquidGlassUIKit's `UIViewRepresentable` and `UIViewControllerRepresentable` conform to, so that this
/// module — which cannot see UIKit's types — lays them out and draws them. Not for use in code: SwiftUI has no
/// such protocol (the underscore says so); it is public only because a public protocol of LiquidGlassUIKit refines it.
@MainActor @preconcurrency
public protocol _PlatformViewRepresentable {
    /// Makes the platform view the first time (`slot.driver` is nil), then updates it; called each time the view
    /// is resolved, with `slot`'s environment and transaction set.
    func _updatePlatformView(in slot: _PlatformViewSlot)
}

/// The state a representable keeps across renders at one identity: its platform view (held by the `driver`
/// LiquidGlassUIKit sets) and what the current update sees.
@MainActor
public final class _PlatformViewSlot {
    /// LiquidGlassUIKit's holder of the view, its coordinator and the representable.
    package var driver: (any PlatformViewDriver)?
    /// The environment of the representable where it is resolved now.
    package internal(set) var environment = EnvironmentValues()
    /// The transaction of the state change being rendered (an empty one when none).
    package internal(set) var transaction = Transaction()

    init() {}

    /// Called when the view leaves the tree (its state is dropped): SwiftUI's `dismantleUIView`.
    func dismantle() {
        driver?.dismantle()
        driver = nil
    }
}

/// How LiquidGlassUI asks LiquidGlassUIKit about one representable's view.
@MainActor
package protocol PlatformViewDriver: AnyObject {
    /// The size the view chooses for `proposal` (SwiftUI's rule for representables: its `sizeThatFits`, else its
    /// intrinsic size within its priorities).
    func size(for proposal: ProposedViewSize) -> CGSize
    /// Gives the view the size it was placed at and lays it out.
    func place(size: CGSize)
    /// The engine's display items of the view drawn into `request.frame`.
    func draw(_ request: PlatformDrawRequest) -> PlatformDrawing
    /// The view leaves the tree.
    func dismantle()
}

/// Where and how a representable's view is drawn, in canvas points.
package struct PlatformDrawRequest {
    /// The view's frame on the canvas (the SwiftUI frame with the scale effects around it applied).
    package var frame: CGRect
    /// The scale around it (`scaleEffect`): the UIKit view's bounds are drawn scaled by it into `frame`.
    package var scale: CGSize
    package var opacity: Double
    package var clip: CGRect?
    package var clipShape: DisplayClip?
    package var dark: Bool
    package var displayScale: CGFloat
    /// The first part of every item id (the representable's own id), so ids stay unique in the SwiftUI list.
    package var idPrefix: String
}

/// What a representable's view drew: the engine's items in canvas points, each glass item's report element, and
/// what could not be drawn as iOS draws it.
package struct PlatformDrawing {
    package var items: [DisplayItem]
    package var reported: [(item: String, element: RenderReport.Element)]
    package var warnings: [String]

    package init(items: [DisplayItem], reported: [(item: String, element: RenderReport.Element)], warnings: [String]) {
        self.items = items
        self.reported = reported
        self.warnings = warnings
    }
}

/// A representable resolved: one leaf node whose size, placement and drawing are its platform view's.
@MainActor
final class PlatformViewNode: ViewNode {
    let slot: _PlatformViewSlot

    init(slot: _PlatformViewSlot, context: ResolveContext) {
        self.slot = slot
        super.init(identity: context.identity, environment: context.environment)
    }

    /// Resolves `representable`: its slot kept by the graph at this identity (so the view and coordinator are
    /// made once), updated with the environment it is in.
    static func make<R: _PlatformViewRepresentable>(_ representable: R, context: ResolveContext) -> PlatformViewNode {
        let key = StateKey(identity: context.identity, viewType: ObjectIdentifier(R.self), property: "platformView")
        let slot = context.graph.slot(key) { _PlatformViewSlot() }
        slot.environment = context.environment
        slot.transaction = TransactionContext.current ?? Transaction()
        representable._updatePlatformView(in: slot)
        return PlatformViewNode(slot: slot, context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        slot.driver?.size(for: proposal) ?? proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        slot.driver?.place(size: frame.size)
    }

    override func draw(into list: inout DisplayBuilder) {
        guard let driver = slot.driver else { return }
        list.append(.platform(UIPlatformItem(identity: identity, rect: frame, driver: driver)))
    }
}

/// A representable's view in LiquidGlassUI's display list: drawn by its driver when the engine's list is built.
struct UIPlatformItem {
    var identity: ViewIdentity
    var rect: CGRect
    let driver: any PlatformViewDriver
}
