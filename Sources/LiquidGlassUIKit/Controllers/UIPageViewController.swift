/// Pages of view controllers, one shown: UIKit's `UIPageViewController`.
///
/// A still shows the controllers set with `setViewControllers(_:direction:animated:completion:)` — the first one
/// filling the view (a child controller). With the `.scroll` style and a data source answering
/// `presentationCount(for:)` (more than 0), a ``UIPageControl`` stands at the bottom of the safe area, as UIKit
/// adds one, showing `presentationIndex(for:)`. Nothing is swiped, so the data source's before/after methods are
/// never asked.
@MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }

    /// Keys of the options dictionary: UIKit's `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public let spineLocation: SpineLocation
    open weak var dataSource: (any UIPageViewControllerDataSource)? { didSet { viewIfLoaded?.setNeedsLayout() } }
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open var isDoubleSided = false
    open private(set) var viewControllers: [UIViewController]?
    /// The page control UIKit adds for a data source that gives a page count (nil otherwise).
    public private(set) var pageControl: UIPageControl?

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .pageCurl ? .min : .none
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        view = PageContainerView(controller: self)
    }

    /// Shows `viewControllers` (the first one fills the view); `completion` is called with true at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        if let first = viewControllers?.first, first.parent !== self {
            addChild(first)
            view.addSubview(first.view)
            first.didMove(toParent: self)
        }
        view.setNeedsLayout()
        completion?(true)
    }

    /// Places the page and the page control.
    func layoutPages(in container: UIView) {
        if let page = viewControllers?.first?.view {
            page.frame = container.bounds
            page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
        guard count > 0 else { pageControl?.removeFromSuperview(); pageControl = nil; return }
        let control = pageControl ?? UIPageControl()
        if control.superview !== container { container.addSubview(control) }
        pageControl = control
        control.numberOfPages = count
        control.currentPage = dataSource?.presentationIndex(for: self) ?? 0
        let size = control.intrinsicContentSize
        let bottom = container.bounds.height - container.safeAreaInsets.bottom
        control.frame = CGRect(x: (container.bounds.width - size.width) / 2, y: bottom - size.height, width: size.width, height: size.height)
        container.bringSubviewToFront(control)
    }
}

/// A page view controller's view: it lays out the shown page and the page control.
final class PageContainerView: UIView {
    weak var controller: UIPageViewController?

    init(controller: UIPageViewController) {
        self.controller = controller
        super.init(frame: CGRect(origin: .zero, size: ScreenMetrics.size))
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages(in: self)
    }
}

