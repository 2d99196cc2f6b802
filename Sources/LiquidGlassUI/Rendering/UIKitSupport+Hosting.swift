package import LiquidGlass

extension UIKitSupport {
    /// SwiftUI content as LiquidGlassUIKit's `UIHostingController` draws it: `view` laid out in a `size`-point
    /// view with `safeArea` insets — proposed the safe area and centred in it, as a hosting view places its root
    /// view — and turned into the engine's display items by the same bridge as every LiquidGlassUI render.
    package struct Hosted {
        /// The display items, in the hosting view's coordinates, ids prefixed so they stay unique among UIKit's.
        package var items: [DisplayItem]
        /// Each glass item's report element, by display item id.
        package var reported: [(item: String, element: RenderReport.Element)]
        /// What LiquidGlassUI could not draw as iOS does.
        package var warnings: [String]
    }

    /// Lays out and draws `view` (see ``Hosted``); `host` keeps the view's state between renders.
    @MainActor
    package static func hosted<V: View>(_ view: V, host: ViewTreeHost, size: CGSize, safeArea: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat),
                                        dark: Bool, scale: CGFloat, idPrefix: String) -> Hosted {
        var env = EnvironmentValues()
        env.colorScheme = dark ? .dark : .light
        let device = Device(name: "UIHostingController", size: size, scale: scale,
                            safeAreaInsets: EdgeInsets(top: safeArea.top, leading: safeArea.left, bottom: safeArea.bottom, trailing: safeArea.right),
                            displayCornerRadius: 0)
        let tree = host.layout(view, proposal: ProposedViewSize(size), device: device, scale: scale, environment: env,
                               assetDirectories: ImageCatalog.directories)
        var applied = tree.applied(to: env)
        applied.displayScale = scale
        let built = EngineBridge.build(tree: tree, environment: applied)
        var warnings = built.warnings + tree.failures
        for note in RenderNotes.take() where !warnings.contains(note) { warnings.append(note) }
        let items = built.list.items.map { item -> DisplayItem in
            var item = item
            item.id = idPrefix + item.id
            return item
        }
        let reported = built.reported.compactMap { entry in entry.item.map { (idPrefix + $0, entry.element) } }
        return Hosted(items: items, reported: reported, warnings: warnings)
    }

    /// The size SwiftUI gives `view` for a proposal of `size` (nil dimensions: its ideal size), as a hosting
    /// controller's `sizeThatFits(in:)` answers.
    @MainActor
    package static func hostedSize<V: View>(_ view: V, host: ViewTreeHost, fitting size: CGSize?) -> CGSize {
        let proposal = size.map { ProposedViewSize(width: $0.width.isFinite ? $0.width : nil, height: $0.height.isFinite ? $0.height : nil) }
            ?? ProposedViewSize(width: nil, height: nil)
        return host.layout(view, proposal: proposal, environment: EnvironmentValues()).size
    }
}
