/// iOS 26 bar and transition API beyond the glass itself.

extension View {
    /// A bar along an edge of the safe area whose content scrolls under it (iOS 26): laid out as
    /// `safeAreaInset(edge:alignment:spacing:content:)`; the scroll edge effect under it is not drawn.
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
    /// Hides the scroll edge effect at `edges` (recorded, as `scrollEdgeEffectStyle`).
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { modifier(NoEffectModifier()) }
    /// The transition a presented view makes (`.zoom` from a `matchedTransitionSource`): a still image shows the
    /// presentation settled.
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View { modifier(NoEffectModifier()) }
    /// Marks the view a zoom transition starts from (recorded).
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { modifier(NoEffectModifier()) }
    /// How the search tab activates search (recorded).
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View { modifier(NoEffectModifier()) }
    /// How a presentation is sized (iPad and Mac; a sheet on iPhone is drawn as it is).
    public func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View { modifier(NoEffectModifier()) }
    /// How buttons size themselves (iOS 26): `.flexible` buttons fill the width offered — not drawn, noted; the value
    /// is in the environment (`EnvironmentValues.buttonSizing`).
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        modifier(NotedModifier(note: sizing == .flexible ? "buttonSizing(.flexible): buttons keep their fitted size" : nil))
            .environment(\.buttonSizing, sizing)
    }
    /// The tab view's style: `.page` (swiped pages with dots, no tab bar) is not drawn, noted.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(NotedModifier(note: style is PageTabViewStyle ? "tabViewStyle(.page): drawn with the tab bar" : nil))
    }
    /// The navigation title's display mode (iOS 17's spelling): `.inline` and `.inlineLarge` draw the title inline
    /// in the bar, `.large` below it.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode == .large ? .large : mode == .automatic ? .automatic : .inline)
    }
    /// A container's background (a navigation stack's, a sheet's): not drawn, noted.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(NotedModifier(note: "containerBackground(_:for:): not drawn"))
    }
    /// The toggle's style: `.switch` (the default) is drawn; `.button` is drawn as a switch, noted.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(NotedModifier(note: style is ButtonToggleStyle ? "toggleStyle(.button): drawn as a switch" : nil))
    }
}

/// A navigation transition (`.automatic`, `.zoom(sourceID:in:)`).
public protocol NavigationTransition {}
public struct AutomaticNavigationTransition: NavigationTransition { public init() {} }
public struct ZoomNavigationTransition: NavigationTransition {}
extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { .init() }
}
extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition { .init() }
}

public struct TabSearchActivation: Sendable {
    let kind: Int
    public static let automatic = TabSearchActivation(kind: 0)
    public static let searchTabSelection = TabSearchActivation(kind: 1)
}

public protocol PresentationSizing {}
public struct AutomaticPresentationSizing: PresentationSizing { public init() {} }
public struct FormPresentationSizing: PresentationSizing { public init() {} }
public struct PagePresentationSizing: PresentationSizing { public init() {} }
public struct FittedPresentationSizing: PresentationSizing { public init() {} }
extension PresentationSizing where Self == AutomaticPresentationSizing { public static var automatic: AutomaticPresentationSizing { .init() } }
extension PresentationSizing where Self == FormPresentationSizing { public static var form: FormPresentationSizing { .init() } }
extension PresentationSizing where Self == PagePresentationSizing { public static var page: PagePresentationSizing { .init() } }
extension PresentationSizing where Self == FittedPresentationSizing { public static var fitted: FittedPresentationSizing { .init() } }

public struct ButtonSizing: Hashable, Sendable {
    let kind: Int
    public static let automatic = ButtonSizing(kind: 0)
    public static let fitted = ButtonSizing(kind: 1)
    public static let flexible = ButtonSizing(kind: 2)
}

public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }

public enum ToolbarTitleDisplayMode: Sendable, Equatable { case automatic, large, inline, inlineLarge }

public struct ContainerBackgroundPlacement: Sendable {
    let kind: Int
    public static let navigation = ContainerBackgroundPlacement(kind: 0)
    public static let tabView = ContainerBackgroundPlacement(kind: 1)
}

public protocol ToggleStyle {}
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
