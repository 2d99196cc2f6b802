import LiquidGlassUIKit

/// A mailbox screen as a UIKit developer writes it for iOS 26: a photo under a navigation controller's large title,
/// an Edit button on the left, search and filter sharing one glass capsule on the right with "more" split off by a
/// fixed space, and a bottom toolbar with a flexible space pushing a prominent compose button to the trailing end.
final class InboxViewController: UIViewController {
    let photoView = UIImageView(image: UIImage(named: "coffee"))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground

        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.frame = view.bounds
        photoView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(photoView)

        let edit = UIBarButtonItem(systemItem: .edit)
        edit.accessibilityIdentifier = "edit"
        navigationItem.leftBarButtonItem = edit

        let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis"))
        more.accessibilityIdentifier = "more"
        let filter = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal"))
        let search = UIBarButtonItem(systemItem: .search)
        // The first item is the outermost: `more` at the trailing edge, then a split, then search and filter.
        navigationItem.rightBarButtonItems = [more, .fixedSpace(), filter, search]

        let mailboxes = UIBarButtonItem(image: UIImage(systemName: "tray"))
        mailboxes.accessibilityIdentifier = "mailboxes"
        let compose = UIBarButtonItem(systemItem: .compose)
        compose.style = .prominent
        compose.accessibilityIdentifier = "compose"
        toolbarItems = [mailboxes, .flexibleSpace(), compose]
    }
}

/// The app's navigation controller: large titles, the toolbar shown.
@MainActor
func makeInboxNavigationController() -> UINavigationController {
    let navigation = UINavigationController(rootViewController: InboxViewController())
    navigation.navigationBar.prefersLargeTitles = true
    navigation.setToolbarHidden(false, animated: false)
    return navigation
}
