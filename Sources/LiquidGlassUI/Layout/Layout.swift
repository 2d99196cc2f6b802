/// A type that lays out a collection of views: SwiftUI's `Layout` protocol, used by the built-in stacks and by
/// custom layouts (flow layouts, radial menus…).
@MainActor @preconcurrency
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

/// Properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The axis along which the layout arranges its subviews, if any (stacks have one).
    public var stackOrientation: Axis?
    public init() { stackOrientation = nil }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        // The union of the subviews' spacing preferences, as SwiftUI's default implementation.
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return subviews.isEmpty ? ViewSpacing() : spacing
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// This layout applied to the views of `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A view that lays out its content's views with a ``Layout``.
struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let axis = L.layoutProperties.stackOrientation
        let children = context.with { $0.stackAxis = axis }.resolve(content, component: nil)
        return [LayoutNode(layout: layout, children: children, identity: context.identity,
                           environment: context.environment)]
    }
}

/// A type-erased layout, for switching layouts at run time.
public struct AnyLayout: Layout {
    public typealias Cache = Void
    private let size: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let place: (CGRect, ProposedViewSize, LayoutSubviews) -> Void

    public init<L: Layout>(_ layout: L) {
        size = { p, s in var c = layout.makeCache(subviews: s); return layout.sizeThatFits(proposal: p, subviews: s, cache: &c) }
        place = { b, p, s in var c = layout.makeCache(subviews: s); layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &c) }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        size(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        place(bounds, proposal, subviews)
    }
}
