/// What bar items share: UIKit's `UIBarItem` (title, image, enabled state, tag).
@MainActor
open class UIBarItem {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?

    public init() {}
}

/// An item of a navigation bar or toolbar: UIKit's `UIBarButtonItem`, drawn as iOS 26 draws it — its symbol or title
/// in the label colour on the glass capsule it shares with the items next to it.
///
/// ```swift
/// navigationItem.rightBarButtonItems = [
///     UIBarButtonItem(systemItem: .done),
///     .fixedSpace(),                                    // splits the shared glass
///     UIBarButtonItem(image: UIImage(systemName: "flag"), primaryAction: nil),
///     UIBarButtonItem(image: UIImage(systemName: "folder"), primaryAction: nil),
/// ]
/// ```
///
/// Items next to each other share one glass capsule; a fixed or flexible space splits it (a flexible space in a
/// toolbar also pushes the groups apart); `hidesSharedBackground` takes a lone item off the glass. The geometry is
/// LiquidGlassUI's (`NavigationBarMetrics`). Target–action initializers keep their ``Selector`` (`target`,
/// `action`); a `menu` is kept and drawn closed.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// UIKit's `UIBarButtonItem.Style`. iOS 26 draws `.done` and `.prominent` on glass tinted with the item's (or
    /// the bar's) tint colour, the symbol or title white.
    public enum Style: Int, Sendable {
        case plain, bordered, done, prominent
    }

    /// UIKit's `UIBarButtonItem.SystemItem`: each drawn as iOS 26 draws it — a symbol (`done` a checkmark,
    /// `cancel` and `close` an × mark, …) or its title (`edit`, `save`, …).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var style: Style = .plain
    /// The width of a fixed space (0: the standard gap), or of an item (0: its content's).
    open var width: CGFloat = 0
    open var customView: UIView?
    open var tintColor: UIColor?
    open var primaryAction: UIAction?
    /// The item's menu (kept; drawn closed, as iOS shows the bar until the item is pressed).
    open var menu: UIMenu?
    /// The object that receives `action` (weak, as in UIKit); nil: the responder chain.
    open weak var target: AnyObject?
    /// The action method sent when the item is tapped (see ``Selector``).
    open var action: Selector?
    open var isHidden = false
    /// Whether this item, alone in its group, is drawn without the glass it would otherwise have (iOS 26). Ignored
    /// in a group of more than one item.
    open var hidesSharedBackground = false

    /// A space, and which kind (nil: an item).
    var space: SystemItem?
    var systemItem: SystemItem?

    public required override init() {
        super.init()
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.menu = menu
        self.title = title ?? primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.menu = menu
        let space: SystemItem? = systemItem == .fixedSpace || systemItem == .flexibleSpace ? systemItem : nil
        self.space = space
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        if space == nil {
            let look = Self.look(of: systemItem)
            title = look.title
            image = look.symbol.flatMap { UIImage(systemName: $0) }
            if systemItem == .done { style = .prominent }
        }
    }

    /// An item showing a title, sending `action` to `target`: UIKit's `init(title:style:target:action:)`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.title, self.style, self.target, self.action) = (title, style, target.map { $0 as AnyObject }, action)
    }

    /// An item showing an image, sending `action` to `target`: UIKit's `init(image:style:target:action:)`.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        (self.image, self.style, self.target, self.action) = (image, style, target.map { $0 as AnyObject }, action)
    }

    /// A system item sending `action` to `target`: UIKit's `init(barButtonSystemItem:target:action:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem, primaryAction: nil)
        (self.target, self.action) = (target.map { $0 as AnyObject }, action)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space that splits the shared glass background of the items on either side (iOS 26's grouping), `width`
    /// points wide beyond the standard gap between groups.
    public static func fixedSpace(_ width: CGFloat) -> Self {
        let item = self.init()
        (item.space, item.systemItem, item.width) = (.fixedSpace, .fixedSpace, width)
        return item
    }

    /// A zero-width fixed space: splits the shared glass background (api-ground-truth.md: `UIBarButtonItem.fixedSpace()`).
    public static func fixedSpace() -> Self { fixedSpace(0) }

    /// A space that splits the shared glass and, in a toolbar, takes the room left, pushing the groups apart.
    public static func flexibleSpace() -> Self {
        let item = self.init()
        (item.space, item.systemItem) = (.flexibleSpace, .flexibleSpace)
        return item
    }

    /// What a system item shows on iOS 26: a symbol, or a title where iOS writes the word.
    static func look(of item: SystemItem) -> (symbol: String?, title: String?) {
        switch item {
        case .done: return ("checkmark", nil)
        case .cancel, .close, .stop: return ("xmark", nil)
        case .edit: return (nil, "Edit")
        case .save: return (nil, "Save")
        case .undo: return ("arrow.uturn.backward", nil)
        case .redo: return ("arrow.uturn.forward", nil)
        case .add: return ("plus", nil)
        case .compose: return ("square.and.pencil", nil)
        case .reply: return ("arrowshape.turn.up.left", nil)
        case .action: return ("square.and.arrow.up", nil)
        case .organize: return ("folder", nil)
        case .bookmarks: return ("book", nil)
        case .search: return ("magnifyingglass", nil)
        case .refresh: return ("arrow.clockwise", nil)
        case .camera: return ("camera", nil)
        case .trash: return ("trash", nil)
        case .play: return ("play.fill", nil)
        case .pause: return ("pause.fill", nil)
        case .rewind: return ("backward.fill", nil)
        case .fastForward: return ("forward.fill", nil)
        case .pageCurl: return ("book", nil)
        case .flexibleSpace, .fixedSpace: return (nil, nil)
        }
    }
}
