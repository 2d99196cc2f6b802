/// A two- or three-column navigation: SwiftUI's `NavigationSplitView`. On iPhone (compact width) iOS collapses it
/// into a stack showing the sidebar column, and it is drawn that way: a `NavigationStack` of the sidebar (the
/// content and detail columns are pushed from it, which a still image does not do). iPad's floating glass sidebar
/// is not drawn.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        _ = content()
        _ = detail()
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
    public var body: some View { NavigationStack { sidebar } }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        _ = detail()
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let kind: Int
    public static let automatic = NavigationSplitViewVisibility(kind: 0)
    public static let all = NavigationSplitViewVisibility(kind: 1)
    public static let doubleColumn = NavigationSplitViewVisibility(kind: 2)
    public static let detailOnly = NavigationSplitViewVisibility(kind: 3)
}

/// How a split view arranges its columns (recorded: on iPhone it is a stack).
public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { modifier(NoEffectModifier()) }
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { modifier(NoEffectModifier()) }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(NoEffectModifier())
    }
    /// An inspector: on iPhone iOS presents it as a sheet, and it is drawn as one.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        modifier(SheetModifier(isPresented: isPresented.wrappedValue, sheet: AnyView(content())))
    }
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(NoEffectModifier())
    }
}
