public import LiquidGlassUICore

/// A UIKit view controller in a SwiftUI layout: SwiftUI's `UIViewControllerRepresentable` (see
/// ``UIViewRepresentable`` for the life cycle and the sizing rule, applied to the controller's view). The
/// controller's view is loaded when it is made (`viewDidLoad` runs), and laid out and drawn at the size SwiftUI
/// gives it.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View, _PlatformViewRepresentable where Body == Never {
    /// The controller shown.
    associatedtype UIViewControllerType: UIViewController
    /// What the representable hands to the controller's delegates (`Void` by default).
    associatedtype Coordinator = Void
    /// The context of ``makeUIViewController(context:)`` and ``updateUIViewController(_:context:)``.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Creates the controller, once.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with the representable's properties and `context`'s environment.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up the controller as it leaves the tree (nothing by default).
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Creates the coordinator, once, before the controller.
    func makeCoordinator() -> Coordinator
    /// The size for `proposal`, or nil for its view's intrinsic size within its priorities.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    /// LiquidGlassUI's hook (not SwiftUI API): makes the controller the first time, then updates it.
    public func _updatePlatformView(in slot: _PlatformViewSlot) {
        let host: RepresentedView
        if let existing = slot.driver as? RepresentedView, existing.controller is UIViewControllerType {
            host = existing
        } else {
            let coordinator = makeCoordinator()
            let controller = makeUIViewController(context: Context(coordinator: coordinator, transaction: slot.transaction,
                                                                   environment: slot.environment))
            host = RepresentedView(view: controller.view, coordinator: coordinator)
            host.controller = controller
            slot.driver = host
        }
        guard let controller = host.controller as? UIViewControllerType, let coordinator = host.coordinator as? Coordinator else { return }
        let context = Context(coordinator: coordinator, transaction: slot.transaction, environment: slot.environment)
        host.fits = { proposal in self.sizeThatFits(proposal, uiViewController: controller, context: context) }
        host.dismantling = { Self.dismantleUIViewController(controller, coordinator: coordinator) }
        updateUIViewController(controller, context: context)
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}
