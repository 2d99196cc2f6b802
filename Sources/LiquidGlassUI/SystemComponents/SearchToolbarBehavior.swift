/// How a searchable view's field shows in the toolbar: SwiftUI's `SearchToolbarBehavior` (iOS 26).
public struct SearchToolbarBehavior: Sendable, Equatable {
    enum Kind: Equatable { case automatic, minimize }
    let kind: Kind
    /// The system decides: on iPhone a full-width field at the bottom of the screen.
    public static let automatic = SearchToolbarBehavior(kind: .automatic)
    /// The field collapsed to a button (a glass circle with `magnifyingglass`) until it is tapped.
    public static let minimize = SearchToolbarBehavior(kind: .minimize)
}

private struct SearchToolbarBehaviorKey: EnvironmentKey { static let defaultValue = SearchToolbarBehavior.automatic }

extension EnvironmentValues {
    /// How searchable views inside draw their field (``View/searchToolbarBehavior(_:)``).
    var searchToolbarBehavior: SearchToolbarBehavior {
        get { self[SearchToolbarBehaviorKey.self] }
        set { self[SearchToolbarBehaviorKey.self] = newValue }
    }
}

extension View {
    /// How the search field of the searchable views inside shows in the toolbar: `.minimize` draws it as a glass
    /// circle with `magnifyingglass` at the bottom trailing corner, as iOS 26 does until the button is tapped.
    public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View {
        editEnvironment { $0.searchToolbarBehavior = behavior }
    }
}
