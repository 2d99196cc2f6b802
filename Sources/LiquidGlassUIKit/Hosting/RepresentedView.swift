internal import LiquidGlass
internal import LiquidGlassUICore

/// A representable's UIKit view as LiquidGlassUI sees it (its `PlatformViewDriver`): kept across renders in the
/// view graph's slot at the representable's identity, with the coordinator made for it.
@MainActor
final class RepresentedView: PlatformViewDriver {
    let view: UIView
    let coordinator: Any
    /// The controller of a `UIViewControllerRepresentable` (its view is ``view``).
    var controller: UIViewController?
    /// The representable's `sizeThatFits`, with the latest representable and context.
    var fits: (ProposedViewSize) -> CGSize? = { _ in nil }
    var dismantling: () -> Void = {}

    init(view: UIView, coordinator: Any) {
        self.view = view
        self.coordinator = coordinator
    }

    func size(for proposal: ProposedViewSize) -> CGSize {
        if let size = fits(proposal) { return size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: Self.dimension(proposal.width, intrinsic: intrinsic.width,
                                  hugging: view.contentHuggingPriority(for: .horizontal),
                                  resistance: view.contentCompressionResistancePriority(for: .horizontal)),
            height: Self.dimension(proposal.height, intrinsic: intrinsic.height,
                                   hugging: view.contentHuggingPriority(for: .vertical),
                                   resistance: view.contentCompressionResistancePriority(for: .vertical)))
    }

    /// One axis of SwiftUI's sizing of a representable without `sizeThatFits`: the intrinsic size where the
    /// priority against moving away from it is above `.defaultLow` (a label, hugging 251 and resisting 750, keeps
    /// its one-line size whatever it is offered; a plain view with an intrinsic size, hugging 250, grows), else
    /// the proposal; no intrinsic size: the proposal, 10 pt when it is unspecified or infinite.
    static func dimension(_ proposed: CGFloat?, intrinsic: CGFloat, hugging: UILayoutPriority, resistance: UILayoutPriority) -> CGFloat {
        let proposal = proposed.flatMap { $0.isFinite ? $0 : nil }
        guard intrinsic >= 0 else { return proposal ?? 10 }
        guard let proposal else { return intrinsic }
        if proposal > intrinsic { return hugging > .defaultLow ? intrinsic : proposal }
        if proposal < intrinsic { return resistance > .defaultLow ? intrinsic : proposal }
        return intrinsic
    }

    func place(size: CGSize) {
        view.frame = CGRect(origin: .zero, size: size)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    func draw(_ request: PlatformDrawRequest) -> PlatformDrawing {
        let builder = ViewDisplayBuilder()
        var state = ViewDisplayBuilder.State()
        state.traits = UITraitCollection(userInterfaceStyle: request.dark ? .dark : .light, displayScale: request.displayScale)
        state.opacity = request.opacity
        state.clip = request.clip
        state.clipShape = request.clipShape
        // The view's bounds onto the frame SwiftUI gave it (its own place in a superview undone: it has none).
        let toFrame = CGAffineTransform(scaleX: request.scale.width, y: request.scale.height)
            .concatenating(CGAffineTransform(translationX: request.frame.minX, y: request.frame.minY))
        state.transform = view.transformToSuperview.inverted().concatenating(toFrame)
        builder.emit(view, path: request.idPrefix, state: state)
        return PlatformDrawing(items: builder.items, reported: builder.reported, warnings: AutoLayoutEngine.takeNotes() + builder.notes)
    }

    func dismantle() { dismantling() }
}
