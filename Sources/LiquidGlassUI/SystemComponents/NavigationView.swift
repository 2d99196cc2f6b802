/// SwiftUI's `NavigationView` (deprecated since iOS 16, still common in real files), as iPhone draws it: a
/// ``NavigationStack`` whose root is its content — the first view of its content when it has several (columns
/// that iPhone collapses, showing the first).
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        let first: any View = (content as? any TupleViewChildren)?.viewChildren.first ?? content
        NavigationStack { AnyView(first) }
    }
}

/// A navigation view's style: SwiftUI's `NavigationViewStyle`; `.stack` is how iPhone draws it.
public protocol NavigationViewStyle {}
/// The stack style (iPhone's).
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The default style (the stack on iPhone).
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// Sets the navigation view's style; iPhone draws both styles as a stack, as here.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
