public import LiquidGlassUICore

/// A UIKit view in a SwiftUI layout: SwiftUI's `UIViewRepresentable`, declared here because it names `UIView`
/// (`import LiquidGlassUI` sees it, as `import SwiftUI` does on iOS).
///
/// SwiftUI's life cycle: ``makeCoordinator()`` and ``makeUIView(context:)`` once, when the view first appears at
/// its place in the tree, then ``updateUIView(_:context:)`` at once and at every render of the view that holds it;
/// ``dismantleUIView(_:coordinator:)`` when it leaves the tree. Its size is ``sizeThatFits(_:uiView:context:)``'s
/// answer, or else the view's `intrinsicContentSize` as SwiftUI uses it: along an axis with an intrinsic size the
/// view keeps it when its content hugging priority (growing) or compression resistance (shrinking) is above
/// `.defaultLow`, else it takes the proposal; along an axis without one it takes the proposal (10 pt when none is
/// made, as SwiftUI's unspecified dimensions). The view is laid out at the size it is placed at (its frame's origin
/// at zero, as in the platform view SwiftUI hosts it in) and drawn there, under the opacity, clip and scale around
/// it; its glass is in the render's report.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View, _PlatformViewRepresentable where Body == Never {
    /// The UIKit view shown.
    associatedtype UIViewType: UIView
    /// What the representable hands to the view's delegates and targets (`Void` by default).
    associatedtype Coordinator = Void
    /// The context of ``makeUIView(context:)`` and ``updateUIView(_:context:)``.
    typealias Context = UIViewRepresentableContext<Self>

    /// Creates the view, once.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with the representable's properties and `context`'s environment.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up the view as it leaves the tree (nothing by default).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Creates the coordinator, once, before the view.
    func makeCoordinator() -> Coordinator
    /// The size for `proposal`, or nil for the view's intrinsic size within its priorities.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// LiquidGlassUI's hook (not SwiftUI API): makes the view the first time, then updates it.
    public func _updatePlatformView(in slot: _PlatformViewSlot) {
        let host: RepresentedView
        if let existing = slot.driver as? RepresentedView, existing.view is UIViewType {
            host = existing
        } else {
            let coordinator = makeCoordinator()
            let view = makeUIView(context: Context(coordinator: coordinator, transaction: slot.transaction, environment: slot.environment))
            host = RepresentedView(view: view, coordinator: coordinator)
            slot.driver = host
        }
        guard let view = host.view as? UIViewType, let coordinator = host.coordinator as? Coordinator else { return }
        let context = Context(coordinator: coordinator, transaction: slot.transaction, environment: slot.environment)
        host.fits = { proposal in self.sizeThatFits(proposal, uiView: view, context: context) }
        host.dismantling = { Self.dismantleUIView(view, coordinator: coordinator) }
        updateUIView(view, context: context)
    }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}
