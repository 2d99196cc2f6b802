/// The actions a swiped row reveals on one side: UIKit's `UISwipeActionsConfiguration`, returned by
/// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` / `…trailing…` or a list configuration's
/// `leadingSwipeActionsConfigurationProvider` / `trailingSwipeActionsConfigurationProvider`.
///
/// Kept, not drawn: a still shows every row at rest (see ``UIContextualAction``).
@MainActor
open class UISwipeActionsConfiguration {
    /// The actions, from the row's edge inwards.
    open private(set) var actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (UIKit's default: true).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
