/// A stack of view controllers under a navigation bar: UIKit's `UINavigationController`, drawn as iOS 26 draws it.
///
/// ```swift
/// let inbox = InboxViewController()
/// inbox.title = "Inbox"
/// inbox.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .compose), .fixedSpace(),
///                                             UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal"))]
/// inbox.toolbarItems = [.flexibleSpace(), UIBarButtonItem(systemItem: .trash)]
/// let navigation = UINavigationController(rootViewController: inbox)
/// navigation.navigationBar.prefersLargeTitles = true
/// navigation.setToolbarHidden(false, animated: false)
/// ```
///
/// The top controller's view fills the screen, under the bars; its safe area grows by the navigation bar (44, or
/// 96 with a large title) below the screen's top inset, and by the toolbar (the row 21 above the screen's bottom
/// edge) at the bottom. The bars are laid out on LiquidGlassUI's `NavigationBarMetrics`. Push and pop change the
/// stack at once (a still shows the settled screen); a pushed controller gets iOS 26's back button, a chevron in a
/// glass circle.
@MainActor
open class UINavigationController: UIViewController {
    open private(set) var viewControllers: [UIViewController] = []
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The bottom toolbar (shown with `setToolbarHidden(false, animated:)`), holding the top controller's `toolbarItems`.
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)
    open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Hidden by default, as in UIKit.
    open var isToolbarHidden = true { didSet { viewIfLoaded?.setNeedsLayout() } }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { return nil }

    open var topViewController: UIViewController? { viewControllers.last }
    open var visibleViewController: UIViewController? { topViewController }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for old in self.viewControllers where !viewControllers.contains(where: { $0 === old }) {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        for c in viewControllers where c.parent !== self { addChild(c) }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        // The hierarchy is complete before any layout, so that Auto Layout sees the shown controller's constraints.
        layoutContainer()
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([viewControllers[0]], animated: animated)
        return popped
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    open override func loadView() {
        view = ContainerControllerView(frame: CGRect(origin: .zero, size: ScreenMetrics.size)) { [unowned self] in
            self.layoutContainer()
        }
        layoutContainer()
    }

    /// Places the top controller's view over the whole container, the bars at the top of the safe area and above
    /// the bottom edge, and gives the top controller the safe area the bars take.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let m = BarMetrics.self
        let bounds = container.bounds
        let safe = container.safeAreaInsets
        let shown = topViewController?.view
        for v in container.subviews where v !== shown && v !== navigationBar && v !== toolbar { v.removeFromSuperview() }
        if let shown {
            if shown.superview !== container { container.insertSubview(shown, at: 0) }
            shown.frame = bounds
        }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: false)
        let barHeight = isNavigationBarHidden ? 0 : navigationBar.barHeight
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = CGRect(x: bounds.minX, y: bounds.minY + safe.top, width: bounds.width, height: barHeight)
        if navigationBar.superview !== container { container.addSubview(navigationBar) }
        navigationBar.setNeedsLayout()

        toolbar.isHidden = isToolbarHidden
        toolbar.items = topViewController?.toolbarItems
        toolbar.frame = CGRect(x: bounds.minX, y: bounds.maxY - m.bottomMargin - m.rowHeight, width: bounds.width, height: m.rowHeight)
        if toolbar.superview !== container { container.addSubview(toolbar) }
        toolbar.setNeedsLayout()

        // The top controller's safe area: under the bar, above the toolbar's row (LiquidGlassUI's bottom bar reserves
        // bottomMargin + rowHeight from the screen's bottom edge).
        let bottom = isToolbarHidden ? 0 : max(m.bottomMargin + m.rowHeight - safe.bottom, 0)
        topViewController?.containerSafeAreaInsets = UIEdgeInsets(top: barHeight, left: 0, bottom: bottom, right: 0)
        shown?.setNeedsLayout()
    }
}

/// The view of a container controller: lays out the controller's children and bars at each layout.
@MainActor
final class ContainerControllerView: UIView {
    let layout: @MainActor () -> Void

    init(frame: CGRect, layout: @escaping @MainActor () -> Void) {
        self.layout = layout
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() { layout() }
}
