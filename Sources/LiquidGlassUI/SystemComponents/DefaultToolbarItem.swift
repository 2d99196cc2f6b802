/// Which system item a ``DefaultToolbarItem`` places: SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Sendable, Equatable {
    enum Kind: Equatable { case search, sidebarToggle }
    let kind: Kind
    /// The search field of a `.searchable` view (iOS 26).
    public static let search = ToolbarDefaultItemKind(kind: .search)
    /// A split view's sidebar button.
    public static let sidebarToggle = ToolbarDefaultItemKind(kind: .sidebarToggle)
}

/// A system item placed among your own: SwiftUI's `DefaultToolbarItem(kind:placement:)` (iOS 26).
///
/// On iPhone `.search` is where iOS 26 puts a searchable view's field anyway, at the bottom of the screen, and
/// ``View/searchable(text:placement:prompt:)-(_,_,Text?)`` draws it there (minimized to a glass button by
/// ``View/searchToolbarBehavior(_:)``); the item adds nothing more. Placed elsewhere (a top bar placement), iOS
/// moves the field into that bar; here it stays at the bottom and the render's warnings say so. A compact split
/// view shows no sidebar button, so `.sidebarToggle` draws nothing on iPhone, as on iOS.
public struct DefaultToolbarItem: ToolbarContent, ToolbarEntriesProviding {
    public typealias Body = Never
    let kind: ToolbarDefaultItemKind
    let placement: ToolbarItemPlacement

    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
        self.kind = kind
        self.placement = placement
    }

    var toolbarEntries: [ToolbarEntry] {
        if kind == .search, placement != .automatic, placement != .bottomBar {
            RenderNotes.note("DefaultToolbarItem(kind: .search, placement: .\(placement.name)): the search field is drawn at the bottom")
        }
        return []
    }
}
