/// A vertical stack that, in SwiftUI, creates its views on demand; laid out like a `VStack` whose width is the
/// proposal (a still image creates them all).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        _LayoutView(layout: layout, content: content).frame(maxWidth: .infinity, alignment: Alignment(horizontal: layout.alignment, vertical: .center))
            .resolveAsPrimitive(context)
    }
}

/// A horizontal stack that creates its views on demand in SwiftUI.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        _LayoutView(layout: layout, content: content).frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: layout.alignment))
            .resolveAsPrimitive(context)
    }
}

/// Views pinned while scrolling (recorded).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension View {
    func resolveAsPrimitive(_ context: ResolveContext) -> [ViewNode] { context.resolve(self) }
}
