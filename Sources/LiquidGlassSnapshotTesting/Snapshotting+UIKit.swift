public import LiquidGlassUIKit
public import SnapshotTesting

extension Snapshotting where Value == UIView, Format == SnapshotImage {
    /// Renders the view at its frame's size, at 1×, and requires every pixel to match — swift-snapshot-testing's
    /// `.image` for `UIView`, so `assertSnapshot(of: view, as: .image)` compiles unchanged.
    public static var image: Snapshotting { .liquidGlass() }

    /// swift-snapshot-testing's `UIView` strategy with its own labels, drawn by LiquidGlassUIKit with real glass.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: kept for source compatibility: on iOS it is needed to draw visual effects; here
    ///     glass is always drawn.
    ///   - size: the view's size for the snapshot (its frame is resized, as on iOS); nil keeps its frame.
    ///   - traits: the interface style (light when unspecified) and `displayScale` (1 when unspecified).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .liquidGlass(size: size, scale: traits.displayScale > 0 ? traits.displayScale : nil, traits: traits,
                     precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// A strategy that renders a LiquidGlassUIKit view hierarchy — glass included — to PNG and compares it with the
    /// reference as the LiquidGlassUI strategy does (same precision rules, same difference image).
    ///
    /// ```swift
    /// @MainActor @Test func toolbar() {
    ///     assertSnapshot(of: makeToolbar(), as: .liquidGlass(scale: 2))
    /// }
    /// ```
    ///
    /// The view is laid out (`layoutIfNeeded()`) and drawn at its bounds' size; a view of zero size fails with the
    /// reason.
    ///
    /// - Parameters:
    ///   - size: resize the view's frame to this before rendering; nil keeps it.
    ///   - scale: pixels per point (nil: 1).
    ///   - traits: its `userInterfaceStyle` is applied when the view sets none of its own.
    ///   - drawsBackground: draw the system background of the view's interface style under it (true, as in an
    ///     app's window); false leaves uncovered areas transparent.
    public static func liquidGlass(
        size: CGSize? = nil,
        scale: CGFloat? = nil,
        traits: UITraitCollection = .init(),
        drawsBackground: Bool = true,
        precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        let settings = UIKitSnapshotSettings(size: size, scale: scale ?? 1, style: traits.userInterfaceStyle,
                                             drawsBackground: drawsBackground)
        return Snapshotting(
            pathExtension: "png", diffing: .liquidGlass(precision: precision, perceptualPrecision: perceptualPrecision),
            asyncSnapshot: { view in settings.snapshot { settings.render(view: view) } })
    }
}

extension Snapshotting where Value == UIViewController, Format == SnapshotImage {
    /// Renders the controller's view as the iPhone 17 Pro's screen (402 × 874 pt with its safe area) at 3× —
    /// swift-snapshot-testing's `.image` for view controllers.
    public static var image: Snapshotting { .liquidGlass() }

    /// swift-snapshot-testing's view controller strategy with its own labels: the controller's view as a screen
    /// (see ``liquidGlass(scale:traits:precision:perceptualPrecision:)``). `ViewImageConfig` devices (`on:`) are
    /// absent: the one screen drawn is the iPhone 17 Pro's.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false,
        precision: Float = 1,
        perceptualPrecision: Float = 1,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .liquidGlass(scale: traits.displayScale > 0 ? traits.displayScale : nil, traits: traits,
                     precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// A strategy that renders a view controller as an iPhone 17 Pro screen — 402 × 874 pt, the safe area 62 pt
    /// above and 34 below passed to its view, over the system background — with real glass.
    ///
    /// - Parameters:
    ///   - scale: pixels per point (nil: the device's 3).
    ///   - traits: its `userInterfaceStyle` is applied when the controller's view sets none of its own.
    public static func liquidGlass(
        scale: CGFloat? = nil,
        traits: UITraitCollection = .init(),
        precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        let settings = UIKitSnapshotSettings(size: nil, scale: scale ?? 3, style: traits.userInterfaceStyle,
                                             drawsBackground: true)
        return Snapshotting(
            pathExtension: "png", diffing: .liquidGlass(precision: precision, perceptualPrecision: perceptualPrecision),
            asyncSnapshot: { controller in settings.snapshot { settings.render(controller: controller) } })
    }
}

/// What a UIKit strategy renders with, fixed when the strategy is made.
struct UIKitSnapshotSettings: Sendable {
    var size: CGSize?
    var scale: CGFloat
    var style: UIUserInterfaceStyle
    var drawsBackground: Bool

    /// Renders on the main actor, as the LiquidGlassUI strategy does (see `SnapshotSettings.snapshot(of:)`).
    func snapshot(_ render: @escaping @MainActor () -> SnapshotImage) -> Async<SnapshotImage> {
        Async { callback in
            let handOff = UIKitHandOff(render: render, callback: callback)
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { handOff.callback(handOff.render()) }
            } else {
                Task { @MainActor in handOff.callback(handOff.render()) }
            }
        }
    }

    @MainActor
    func render(view: UIView) -> SnapshotImage {
        if let size { view.frame.size = size }
        let renderer = GlassViewRenderer(view: view)
        renderer.isOpaque = drawsBackground
        return render(renderer)
    }

    @MainActor
    func render(controller: UIViewController) -> SnapshotImage {
        render(GlassViewRenderer(viewController: controller))
    }

    /// Renders with the strategy's scale and interface style (the view's own style, when it sets one, wins; it is
    /// restored afterwards).
    @MainActor
    private func render(_ renderer: GlassViewRenderer) -> SnapshotImage {
        let view = renderer.view
        let ownStyle = view.overrideUserInterfaceStyle
        if ownStyle == .unspecified { view.overrideUserInterfaceStyle = style }
        defer { view.overrideUserInterfaceStyle = ownStyle }
        renderer.scale = scale
        guard let data = renderer.pngData() else {
            let reasons = renderer.report?.warnings ?? []
            return SnapshotImage(failure: reasons.isEmpty ? "nothing was drawn" : reasons.joined(separator: "; "))
        }
        return SnapshotImage(pngData: data)
    }
}

private struct UIKitHandOff: @unchecked Sendable {
    let render: @MainActor () -> SnapshotImage
    let callback: (SnapshotImage) -> Void
}
