/// `glassEffect(_:in:)`: glass in a shape behind the view, its frame the view's frame, the view drawn on it.
struct GlassEffectModifier<S: Shape>: NodeWrapping, ViewModifier {
    typealias Body = Never
    let glass: Glass
    let shape: S

    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        // The content of one glass effect does not inherit its id, union or labels.
        var inner = context
        inner.environment.glass.effectID = nil
        inner.environment.glass.unionID = nil
        inner.environment.glass.accessibilityLabel = nil
        inner.environment.glass.accessibilityIdentifier = nil
        let env = context.environment
        return content(inner).map { GlassEffectNode(child: $0, glass: glass, geometry: shape.geometry, glassEnvironment: env.glass,
                                                  environment: env) }
    }

    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode { node }
}

@MainActor
final class GlassEffectNode: WrapperNode {
    let glass: Glass
    let geometry: ShapeGeometry
    let glassEnvironment: GlassEnvironment

    init(child: ViewNode, glass: Glass, geometry: ShapeGeometry, glassEnvironment: GlassEnvironment, environment: EnvironmentValues) {
        self.glass = glass
        self.geometry = geometry
        self.glassEnvironment = glassEnvironment
        super.init(child: child, environment: environment)
    }

    /// The first accessibility label in the content (a button's title, a symbol's name).
    static func firstLabel(_ node: ViewNode) -> String? {
        if let l = node.traits.accessibilityLabel { return l }
        for c in node.children { if let l = firstLabel(c) { return l } }
        return nil
    }

    override func draw(into list: inout DisplayBuilder) {
        var geometry = self.geometry
        if case .concentric(let c) = geometry, let container = list.containerShape {
            geometry = .uneven(c.radii(in: frame, containerRect: container.rect, containerRadius: container.radius), style: .continuous)
        }
        let marker = glassEnvironment.container
        let container = marker.map { m -> GlassContainerInfo in
            if m.index == nil { m.index = list.assignContainerIndex() }
            return GlassContainerInfo(index: m.index!, spacing: m.spacing, depth: m.depth)
        }
        let item = UIGlassItem(identity: identity, glass: glass, geometry: geometry, rect: frame, container: container,
                               effectID: glassEnvironment.effectID, unionID: glassEnvironment.unionID,
                               accessibilityLabel: glassEnvironment.accessibilityLabel ?? traits.accessibilityLabel
                                   ?? Self.firstLabel(child),
                               accessibilityIdentifier: glassEnvironment.accessibilityIdentifier ?? traits.accessibilityIdentifier,
                               transition: glassEnvironment.transition, colorScheme: environment.colorScheme,
                               tintAmount: environment.liquidGlassTintAmount)
        // `.identity` glass is not there: its content is on glass only if what holds it is.
        let content = list.nested(onGlass: glass.variant != .identity ? true : nil) { child.draw(into: &$0) }
        list.append(.glass(item, content: content))
    }
}

/// `GlassEffectContainer(spacing:content:)`: its glass elements sample the backdrop together and merge when
/// closer than `spacing` (nil: the system default, which the engine takes as 0 — Apple documents zero for
/// AppKit's `NSGlassEffectContainerView.spacing`).
public struct GlassEffectContainer<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let spacing: CGFloat?
    let content: Content

    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let depth = (context.environment.glass.container?.depth ?? 0) + 1
        let marker = GlassContainerMarker(spacing: spacing, depth: depth)
        let inner = context.with { $0.glass.container = marker }
        // The container lays its content out as a ZStack would (it is a layout-neutral grouping).
        let children = inner.resolve(content, component: nil)
        return [LayoutNode.grouping(children, in: ZStackLayout(), identity: context.identity, environment: context.environment)]
    }
}

extension DisplayBuilder {
    mutating func assignContainerIndex() -> Int {
        defer { counters.containers += 1 }
        return counters.containers
    }
}

extension View {
    /// Applies Liquid Glass behind the view, in `shape` (a capsule by default).
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(GlassEffectModifier(glass: glass, shape: shape))
    }

    /// Identifies the glass effect inside this view for morphing within a container.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        let text = id.map { "\($0)" }
        return editEnvironment { $0.glass.effectID = text }
    }

    /// Joins this view's glass with other glass of the same union id into one shape.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        let text = id.map { "\($0)" }
        return editEnvironment { $0.glass.unionID = text }
    }

    /// How this view's glass appears and disappears (recorded; a still image shows the settled state).
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        editEnvironment { $0.glass.transition = transition }
    }
}
