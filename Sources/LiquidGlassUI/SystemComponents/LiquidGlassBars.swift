/// iOS 26 bar and transition API beyond the glass itself.

extension View {
    /// A custom bar along an edge of the view (iOS 26): laid out as `safeAreaInset(edge:alignment:spacing:content:)`,
    /// and a scroll view's content runs under it with the scroll edge effect, as under the system's bars.
    public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, spacing: spacing, isBar: true, inset: content()))
    }
    public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, spacing: spacing, isBar: true, inset: content()))
    }
    /// The transition a presented view makes (`.zoom` from a `matchedTransitionSource`): a still image shows the
    /// presentation settled, as iOS does once it ends; the zoom itself is not animated in a recording (noted).
    public func navigationTransition<T: NavigationTransition>(_ style: T) -> some View {
        modifier(NotedModifier(note: style is ZoomNavigationTransition
                               ? "navigationTransition(.zoom): the presentation is drawn settled; the zoom is not animated" : nil))
    }
    /// Marks the view a zoom transition starts from: the view is drawn as it is; the zoom from it is not animated
    /// (noted).
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        modifier(NotedModifier(note: "matchedTransitionSource(id:in:): drawn as it is; the zoom from it is not animated"))
    }
    /// How the search tab activates search: `.searchTabSelection` (the field focused with the keyboard up when the
    /// search tab is selected) is not drawn, noted.
    public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
        modifier(NotedModifier(note: activation.kind == 1
                               ? "tabViewSearchActivation(.searchTabSelection): the search field is drawn unfocused, no keyboard" : nil))
    }
    /// How a presentation is sized on iPad and Mac: a sheet is drawn at the iPhone's size (noted for any sizing
    /// but `.automatic`).
    public func presentationSizing<S: PresentationSizing>(_ sizing: S) -> some View {
        modifier(NotedModifier(note: sizing is AutomaticPresentationSizing ? nil
                               : "presentationSizing(_:): the sheet is drawn at the iPhone's size"))
    }
    /// How buttons size themselves (iOS 26): `.flexible` buttons fill the width offered — not drawn, noted; the value
    /// is in the environment (`EnvironmentValues.buttonSizing`).
    public func buttonSizing(_ sizing: ButtonSizing) -> some View {
        modifier(NotedModifier(note: sizing == .flexible ? "buttonSizing(.flexible): buttons keep their fitted size" : nil))
            .environment(\.buttonSizing, sizing)
    }
    /// The tab view's style: `.page` draws a `TabView` of plain views as one page with `UIPageControl`'s dots and
    /// no tab bar; a `TabView` of `Tab`s keeps its tab bar with `.page` (noted).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewPageIndexDisplay, (style as? PageTabViewStyle)?.indexDisplayMode)
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
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
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
/// How the scroll edge effect looks: `.automatic` (the platform's choice: soft on iOS), `.soft` (a progressive
/// blur and fade towards the bar) or `.hard` (content nearly hidden under the bar, cut off by a dividing line).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

private struct ScrollEdgeEffectStylesKey: EnvironmentKey { static let defaultValue: [Edge: ScrollEdgeEffectStyle] = [:] }
private struct ScrollEdgeEffectHiddenKey: EnvironmentKey { static let defaultValue: Edge.Set = [] }
extension EnvironmentValues {
    /// The scroll edge effect's style per edge for the scroll views inside (absent: automatic).
    var scrollEdgeEffectStyles: [Edge: ScrollEdgeEffectStyle] {
        get { self[ScrollEdgeEffectStylesKey.self] }
        set { self[ScrollEdgeEffectStylesKey.self] = newValue }
    }
    /// The edges whose scroll edge effect is hidden for the scroll views inside.
    var scrollEdgeEffectHiddenEdges: Edge.Set {
        get { self[ScrollEdgeEffectHiddenKey.self] }
        set { self[ScrollEdgeEffectHiddenKey.self] = newValue }
    }
}

extension View {
    /// The scroll edge effect's style on `edges` for the scroll views inside (nil: automatic). The effect is drawn
    /// where a scroll view's content runs under a bar: the navigation bar (and the status bar above it),
    /// toolbars, the tab bar and its bottom accessory, a `safeAreaBar`.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        editEnvironment { env in
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { env.scrollEdgeEffectStyles[edge] = style }
        }
    }

    /// Hides (or shows again) the scroll edge effect on `edges` for the scroll views inside.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        editEnvironment { env in
            if hidden { env.scrollEdgeEffectHiddenEdges.formUnion(edges) } else { env.scrollEdgeEffectHiddenEdges.subtract(edges) }
        }
    }
}
