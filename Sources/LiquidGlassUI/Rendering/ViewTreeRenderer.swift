/// Resolves a view, lays it out for a proposal and draws it into display items. Shared by ``ImageRenderer``
/// and the tests; the motion and preview work build on it.
@MainActor
struct LaidOutTree {
    let root: ViewNode
    let size: CGSize
    let items: [UIDisplayItem]
    /// Why the tree cannot be drawn (``ViewGraph/missing``): empty when it can.
    var failures: [String] = []
    /// The colour scheme the picture is in when a view asked for one (`preferredColorScheme(_:)`), else nil.
    var colorScheme: ColorScheme?

    /// `environment` with the scheme the tree asked for.
    func applied(to environment: EnvironmentValues) -> EnvironmentValues {
        var env = environment
        if let colorScheme { env.colorScheme = colorScheme }
        return env
    }
}

@MainActor
package final class ViewTreeHost {
    let graph = ViewGraph()
    /// How many times views that appeared run their `onAppear` actions before a picture is drawn.
    static let appearRounds = 3

    package init() {}

    func layout<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues,
                         safeArea: EdgeInsets = EdgeInsets()) -> LaidOutTree {
        let root = resolveRoot(view, environment: environment)
        let size = root.sizeThatFits(proposal)
        root.place(in: CGRect(origin: .zero, size: size), proposal: proposal)
        var builder = DisplayBuilder()
        root.draw(into: &builder)
        return LaidOutTree(root: root, size: size, items: builder.items, failures: graph.missing)
    }

    /// Lays `view` out as the renderers do: on `device`'s screen (its safe area from the device's insets) when
    /// given, else for `proposal`; images found in `assetDirectories` first.
    func layout<V: View>(_ view: V, proposal: ProposedViewSize, device: Device?, scale: CGFloat,
                         environment: EnvironmentValues, assetDirectories: [URL]) -> LaidOutTree {
        ImageCatalog.directories = assetDirectories
        var env = environment
        env.displayScale = scale
        if let device {
            env.safeAreaInsets = (CGRect(origin: .zero, size: device.size), device.safeAreaInsets)
            // The status bar: scroll views draw the scroll edge effect under it, as under a bar.
            env.safeAreaBars = [.top]
            env.applySizeClasses(of: device)
        }
        func pass(_ env: EnvironmentValues) -> LaidOutTree {
            guard let device else { return layout(view, proposal: proposal, environment: env) }
            return layout(view, screen: device, environment: env)
        }
        var tree = pass(env)
        // Views that appeared run their `onAppear` actions, and the state they wrote is laid out again, as on iOS
        // before the first frame a preview shows. Rows an action adds may appear in turn: a few rounds, then
        // whatever is still waiting is reported rather than run without end.
        for _ in 0..<Self.appearRounds where !graph.pendingAppearActions.isEmpty {
            let actions = graph.pendingAppearActions
            graph.pendingAppearActions.removeAll()
            for action in actions { action() }
            tree = pass(env)
        }
        if !graph.pendingAppearActions.isEmpty {
            RenderNotes.note("onAppear: \(graph.pendingAppearActions.count) action(s) of views that appeared after "
                             + "\(Self.appearRounds) rounds of onAppear were not run")
            graph.pendingAppearActions.removeAll()
        }
        // A view asked for another colour scheme for the whole picture: the whole tree is laid out again in it (as
        // a window's environment changes), so every view above the request sees it too.
        if let preferred = graph.preferredColorScheme {
            if preferred != env.colorScheme {
                env.colorScheme = preferred
                tree = pass(env)
            }
            tree.colorScheme = preferred
        }
        return tree
    }

    /// One resolve pass of `view` against the graph: the root layout node. Several views at the root are stacked
    /// vertically, as in a window.
    func resolveRoot<V: View>(_ view: V, environment: EnvironmentValues) -> ViewNode {
        graph.beginPass()
        let context = ResolveContext(graph: graph, identity: .root, environment: environment)
        // What the bodies read of `@Observable` objects is tracked: a change to it marks the graph for a new
        // render, as a `@State` write does (with the animation of the `withAnimation` around it).
        let nodes = withObservationTracking {
            context.resolve(view)
        } onChange: { [weak graph] in
            ViewGraph.invalidate(graph)
        }
        graph.endPass()
        return LayoutNode.grouping(nodes, in: VStackLayout(), identity: .root, environment: environment)
    }
}

extension LaidOutTree {
    /// The glass elements of the display items, in draw order, with draw-time transforms applied to frames.
    func reportElements(environment: EnvironmentValues) -> [RenderReport.Element] {
        var out: [RenderReport.Element] = []
        func visit(_ items: [UIDisplayItem], transform: (CGRect) -> CGRect) {
            for item in items {
                switch item {
                case .glass(let g, let content):
                    let r = transform(g.rect)
                    out.append(g.reportElement(frame: r, environment: environment))
                    visit(content, transform: transform)
                case .group(let effect, let content):
                    visit(content) { rect in
                        let r = transform(rect)
                        guard effect.scale != CGSize(width: 1, height: 1) else { return r }
                        let a = effect.anchor
                        return CGRect(x: a.x + (r.minX - a.x) * effect.scale.width, y: a.y + (r.minY - a.y) * effect.scale.height,
                                      width: r.width * effect.scale.width, height: r.height * effect.scale.height)
                    }
                default: break
                }
            }
        }
        visit(items) { $0 }
        return out
    }
}

extension UIGlassItem {
    /// The report's element for this glass, placed at `frame` (after draw-time transforms).
    func reportElement(frame r: CGRect, environment: EnvironmentValues) -> RenderReport.Element {
        RenderReport.Element(
            frame: [r.minX, r.minY, r.width, r.height].map { Double($0) }, shape: geometry.reportName,
            variant: glass.variant.rawValue, tint: glass.tintColor.map { hex($0.rgba(in: environment)) },
            interactive: glass.isInteractive, glassEffectID: effectID, union: unionID,
            container: container?.index, containerSpacing: container.flatMap { $0.spacing.map(Double.init) },
            accessibilityIdentifier: accessibilityIdentifier, accessibilityLabel: accessibilityLabel,
            identity: identity.description)
    }
}

func hex(_ c: SIMD4<Double>) -> String {
    func b(_ v: Double) -> String {
        let i = Int((min(max(v, 0), 1) * 255).rounded())
        let s = String(i, radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
    }
    return "#" + b(c.x) + b(c.y) + b(c.z) + b(c.w)
}

extension LaidOutTree {
    /// The layout frame of every node with an accessibility identifier (the outermost node carrying it).
    func framesByIdentifier() -> [String: CGRect] {
        var out: [String: CGRect] = [:]
        func visit(_ node: ViewNode) {
            if let id = node.traits.accessibilityIdentifier, out[id] == nil { out[id] = node.frame }
            node.children.forEach(visit)
        }
        visit(root)
        return out
    }
}
