/// A screen's controller: UIKit's `UIViewController`, as glass code uses it — its view (loaded on first use,
/// `loadView()` then `viewDidLoad()`), the layout callbacks around its view's `layoutSubviews()`,
/// `additionalSafeAreaInsets`, child controllers and the interface style.
///
/// Rendered with ``GlassViewRenderer/init(viewController:)``, its view fills an iPhone 17 Pro screen with that
/// screen's safe area. Presentation, navigation and tab bar controllers are not provided yet (absent).
@MainActor
open class UIViewController {
    private var storedView: UIView?
    /// The controller's title; it is also its navigation item's title (and tab bar item's), as in UIKit.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }
    open var preferredContentSize = CGSize.zero
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Controllers are never decoded from storyboards here: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The controller's view, loaded on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.viewController = nil
            storedView = newValue
            newValue?.viewController = self
        }
    }

    open var viewIfLoaded: UIView? { storedView }
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes the view: a plain view of the screen's size (UIKit's default without a nib).
    open func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: ScreenMetrics.size))
    }

    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        if storedView == nil { view = UIView(frame: CGRect(origin: .zero, size: ScreenMetrics.size)) }
        // UIKit's minimum margins for a controller's view on a compact-width iPhone: 16 pt at the sides.
        storedView?.layoutMargins = UIEdgeInsets(top: 0, left: ScreenMetrics.sideMargin, bottom: 0, right: ScreenMetrics.sideMargin)
        viewDidLoad()
    }

    open func viewDidLoad() {}

    // The status bar and home indicator are not drawn in a still: these answer UIKit's defaults so controllers
    // overriding them compile; nothing reads them.
    /// Whether the status bar is hidden (UIKit's default: false).
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style (UIKit's default: `.default`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the home indicator hides itself (UIKit's default: false).
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Asks for the status bar's appearance again (nothing to update here).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Called when memory is low (never, here).
    open func didReceiveMemoryWarning() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Insets added to the safe area of the controller's view (and its subviews).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { storedView?.setNeedsLayout() }
    }

    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { view.overrideUserInterfaceStyle }
        set { view.overrideUserInterfaceStyle = newValue }
    }

    open var traitCollection: UITraitCollection { view.traitCollection }

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// The safe area a container controller's bars take from this controller's view (the navigation bar, the
    /// toolbar, the tab bar), added to the screen's.
    var containerSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if containerSafeAreaInsets != oldValue { storedView?.setNeedsLayout() } }
    }

    // MARK: Bars

    private var storedNavigationItem: UINavigationItem?
    /// What this controller shows in a navigation bar; its title follows the controller's `title` until set.
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// The items of the navigation controller's toolbar while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.viewIfLoaded?.setNeedsLayout() }
    }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// The nearest navigation controller among this controller and its parents.
    open var navigationController: UINavigationController? {
        var c: UIViewController? = parent
        while let current = c {
            if let n = current as? UINavigationController { return n }
            c = current.parent
        }
        return nil
    }

    // MARK: Presentation

    /// The controller this one presents (a sheet, a full-screen cover).
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presents this one.
    open internal(set) weak var presentingViewController: UIViewController?
    /// How this controller is presented (`.automatic`: a sheet on iPhone).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The object giving a custom presentation's animators (kept: a still shows presentations settled).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// Called before the view's size changes: UIKit's `viewWillTransition(to:with:)`. A still never resizes while it
    /// is drawn, so the renderer never calls it; overrides compile, and code may call it with an
    /// ``ImmediateTransitionCoordinator``.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    var storedPresentationController: UIPresentationController?

    private var storedTabBarItem: UITabBarItem?
    /// This controller's entry in a tab bar: by default its title and no image.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The nearest tab bar controller among this controller's parents.
    open var tabBarController: UITabBarController? {
        var c: UIViewController? = parent
        while let current = c {
            if let t = current as? UITabBarController { return t }
            c = current.parent
        }
        return nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
}

/// The screen a controller fills when rendered: LiquidGlassUI's default device, the iPhone 17 Pro (402 × 874 pt at
/// 3×, safe area 62 pt above and 34 below: `Device.iPhone17Pro`).
enum ScreenMetrics {
    static let size = CGSize(width: 402, height: 874)
    static let safeArea = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
    static let scale: CGFloat = 3
    /// UIKit's `systemMinimumLayoutMargins` leading and trailing on a compact-width iPhone.
    static let sideMargin: CGFloat = 16
}
