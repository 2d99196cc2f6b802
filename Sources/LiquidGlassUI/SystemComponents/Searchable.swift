/// Where a searchable view's field goes: SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable, Equatable {
    enum Kind: Equatable { case automatic, toolbar, navigationBarDrawer, sidebar }
    let kind: Kind
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer)
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer)
    }
    /// When a navigation bar drawer shows its search field.
    public enum NavigationBarDrawerDisplayMode: Sendable, Equatable { case automatic, always }
}

/// iOS 26 search field geometry on iPhone, in points: estimates from iOS 26 screenshots — a glass capsule 48 high,
/// 16 from the screen's sides, 8 above the bottom safe area (the toolbar placement iOS 26 uses on iPhone).
public enum SearchFieldMetrics {
    public static let height: CGFloat = 48
    public static let sideMargin: CGFloat = 16
    public static let bottomGap: CGFloat = 8
}

extension View {
    /// Makes the view searchable: iOS 26 on iPhone draws the search field as a glass capsule at the bottom of the
    /// screen (`.navigationBarDrawer` under the top instead), with the text or, when empty, the prompt ("Search").
    /// On a `TabView`, the search tab (`Tab(role: .search)`) is the search field, as iOS 26 draws it.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text.wrappedValue, prompt: prompt, placement: placement,
                                    isTabView: self is any SearchHostingTabView))
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    /// A searchable view whose field's presentation is bound to `isPresented` (drawn as the field either way).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
    /// Suggestions shown while searching (a still image shows the field unfocused: none are drawn).
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { modifier(NoEffectModifier()) }
}

/// Tab views: `.searchable` on one is drawn by its search tab.
protocol SearchHostingTabView {}
extension TabView: SearchHostingTabView {}

struct SearchableModifier: ViewModifier {
    let text: String
    let prompt: Text?
    let placement: SearchFieldPlacement
    let isTabView: Bool

    func body(content: Content) -> some View {
        if isTabView {
            content
        } else if placement.kind == .navigationBarDrawer {
            content.safeAreaInset(edge: .top, spacing: 0) { field.padding(.vertical, 8) }
        } else {
            content.safeAreaInset(edge: .bottom, spacing: 0) {
                BottomSearchField(field: field).padding(.bottom, SearchFieldMetrics.bottomGap)
            }
        }
    }

    private var field: some View {
        HStack(spacing: 8) {
            Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
            if text.isEmpty {
                (prompt ?? Text("Search")).foregroundStyle(.secondary).lineLimit(1)
            } else {
                Text(text).lineLimit(1)
            }
            Spacer(minLength: 0)
            Image(systemName: "mic.fill").foregroundStyle(.secondary)
        }
        .padding(.horizontal, 16)
        .frame(height: SearchFieldMetrics.height)
        .glassEffect(.regular, in: .capsule)
        .padding(.horizontal, SearchFieldMetrics.sideMargin)
        .accessibilityIdentifier("searchField")
    }
}

/// The bottom search field, or with `searchToolbarBehavior(.minimize)` the button it minimizes to: a glass circle
/// as high as the field with `magnifyingglass` in the primary colour at the trailing end (iOS 26 screenshots).
private struct BottomSearchField<Field: View>: View {
    @Environment(\.searchToolbarBehavior) private var behavior
    let field: Field
    var body: some View {
        if behavior == .minimize {
            HStack(spacing: 0) {
                Spacer(minLength: 0)
                Image(systemName: "magnifyingglass")
                    .font(.title3)
                    .foregroundStyle(.primary)
                    .frame(width: SearchFieldMetrics.height, height: SearchFieldMetrics.height)
                    .glassEffect(.regular, in: .circle)
                    .accessibilityIdentifier("searchField")
            }
            .padding(.horizontal, SearchFieldMetrics.sideMargin)
        } else {
            field
        }
    }
}
