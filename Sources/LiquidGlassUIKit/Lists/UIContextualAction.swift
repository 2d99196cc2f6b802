/// An action shown when a row is swiped: UIKit's `UIContextualAction`, grouped by a
/// ``UISwipeActionsConfiguration`` that a table view's delegate (or a list layout's provider) returns for a row.
///
/// Nothing swipes in a still (there are no touches), so a row is drawn at rest with its actions hidden, as iOS
/// shows it; the actions are kept with their style, title, image and colour, and `handler` runs only when code
/// calls it. The table view asks its delegate for a row's configurations when asked itself
/// (``UITableView/swipeActionsConfiguration(forRowAt:leading:)``, an addition for tests and tools).
@MainActor
open class UIContextualAction {
    /// How the action looks and behaves: UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// What the action does: given the action, the view showing it and a completion to call with whether it was
    /// performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style given at creation.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's image (shown above the title, or alone).
    open var image: UIImage?
    /// The button's background: by default red for `.destructive` and gray for `.normal` (UIKit's defaults as
    /// iOS shows them; Apple documents no colour values).
    open var backgroundColor: UIColor! {
        get { ownBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { ownBackgroundColor = newValue }
    }
    private var ownBackgroundColor: UIColor?
    /// The handler given at creation.
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
