/// A tab's entry in the tab bar: UIKit's `UITabBarItem` — its title, symbol (the selected one when set) and badge.
@MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's `UITabBarItem.SystemItem`: each is drawn with iOS's title and a symbol of the engine's set.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    /// The text of the red badge at the symbol's top trailing corner (nil: none).
    open var badgeValue: String?
    open var badgeColor: UIColor?

    public override init() { super.init() }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
        let look: (String, String) = switch systemItem {
        case .more: ("More", "ellipsis")
        case .favorites: ("Favorites", "star.fill")
        case .featured: ("Featured", "star")
        case .topRated: ("Top Rated", "star")
        case .recents: ("Recents", "clock")
        case .contacts: ("Contacts", "person.crop.circle")
        case .history: ("History", "clock")
        case .bookmarks: ("Bookmarks", "book")
        case .search: ("Search", "magnifyingglass")
        case .downloads: ("Downloads", "arrow.down.circle")
        case .mostRecent: ("Most Recent", "clock")
        case .mostViewed: ("Most Viewed", "list.number")
        }
        title = look.0
        image = UIImage(systemName: look.1)
    }
}

/// A tab of a tab bar controller (iOS 18): UIKit's `UITab` — its title, symbol, identifier and the controller it
/// shows, made by `viewControllerProvider` the first time it is needed.
@MainActor
open class UITab {
    open var title: String
    open var image: UIImage?
    public let identifier: String
    open var badgeValue: String?
    open var isHidden = false
    private let viewControllerProvider: ((UITab) -> UIViewController)?
    private var madeViewController: UIViewController?

    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
    }

    /// The tab's controller (nil without a provider).
    open var viewController: UIViewController? {
        if let made = madeViewController { return made }
        madeViewController = viewControllerProvider?(self)
        return madeViewController
    }
}

/// A view shown above the tab bar in a glass capsule (iOS 26): UIKit's `UITabAccessory`, set as a tab bar
/// controller's `bottomAccessory` — a mini player, an ongoing task.
@MainActor
open class UITabAccessory {
    public let contentView: UIView

    public init(contentView: UIView) { self.contentView = contentView }
}
