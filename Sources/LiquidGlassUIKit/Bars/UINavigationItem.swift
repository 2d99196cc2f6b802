/// What a controller shows in the navigation bar while it is on top: UIKit's `UINavigationItem` — its title, the
/// bar button items at either end, the large title's mode and the back button.
@MainActor
open class UINavigationItem {
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`: `.automatic` follows the bar's `prefersLargeTitles`,
    /// `.always` is large when the bar prefers large titles, `.never` and `.inline` draw the title in the bar's row.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }

    open var title: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Shows the back button as well as the left items (by default the left items replace it).
    open var leftItemsSupplementBackButton = false
    open var hidesBackButton = false
    open var backButtonTitle: String?
    /// Shown in the bar's centre in place of the title (sized by its frame, else its intrinsic size).
    open var titleView: UIView?

    public init(title: String) { self.title = title }
    init() {}

    /// The first of the left items.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of the right items (the outermost, at the trailing edge, as in UIKit).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
