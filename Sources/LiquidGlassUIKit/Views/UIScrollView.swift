/// UIKit's `UIScrollView` as a still shows it: content of `contentSize` seen through the bounds, whose origin is
/// `contentOffset`, with `contentInset` and the safe area combined into `adjustedContentInset`.
///
/// Nothing scrolls (there are no touches): the picture is the content at the offset set, or at the offset UIKit
/// settles on — when the adjusted insets change while the content sits at its top-left resting place, the offset
/// follows them (so content starts below a screen's top safe area and slides under it when scrolled).
/// `topEdgeEffect`, `bottomEdgeEffect`, `leftEdgeEffect`, `rightEdgeEffect` (``UIScrollEdgeEffect``) are drawn
/// where a bar covers the edge and content passes under it.
open class UIScrollView: UIView {
    /// How the safe area enters `adjustedContentInset`: UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and the top and bottom always inside a navigation controller (Apple's documented
        /// backward-compatible rule; the tab bar controller case is not applied).
        case automatic
        /// The safe area in the axes the content scrolls in (larger than the bounds, or always bouncing).
        case scrollableAxes
        case never
        case always
    }

    /// The size of the content.
    open var contentSize: CGSize = .zero {
        didSet { setNeedsLayout() }
    }

    /// The point of the content at the bounds' top-left corner: the bounds' origin, as in UIKit.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets `contentOffset` (`animated` has nothing to animate in a still: the offset is set at once, and an
    /// animated change tells the delegate its scrolling animation ended, as UIKit does when one finishes).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let changed = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated, changed { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// The bounds; a change of their origin (the content offset) tells the delegate `scrollViewDidScroll(_:)`,
    /// and any change lays out again a view that places its content by the visible rectangle (table and collection
    /// views make the rows and items in their bounds, as UIKit's do on every scroll).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if newValue != old, laysOutVisibleContent { setNeedsLayout() }
            if newValue.origin != old.origin { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// Whether the view's layout depends on its visible rectangle (true for table and collection views).
    var laysOutVisibleContent: Bool { false }

    /// The object told about scrolling and zooming, held weakly (UIKit's `delegate`).
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Zooming

    /// The smallest and largest `zoomScale` (UIKit's defaults: 1 and 1, so nothing zooms until they are set).
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1

    /// The scale of the delegate's `viewForZooming(in:)`: setting it scales that view (its `transform`, about its
    /// centre, then moved to the content's origin) and makes `contentSize` its scaled size, as UIKit does; clamped to
    /// the minimum and maximum. Without a zooming view it stays 1.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    private var storedZoomScale: CGFloat = 1

    /// Sets `zoomScale` (`animated`: the end state at once, then `scrollViewDidEndZooming`).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        if animated { delegate?.scrollViewWillBeginZooming(self, with: view) }
        storedZoomScale = clamped
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
        view.center = CGPoint(x: size.width * clamped / 2, y: size.height * clamped / 2)
        contentSize = CGSize(width: size.width * clamped, height: size.height * clamped)
        delegate?.scrollViewDidZoom(self)
        if animated { delegate?.scrollViewDidEndZooming(self, with: view, atScale: clamped) }
    }

    /// Zooms so `rect` (in the zooming view's coordinates) fills the bounds as far as the scale limits allow, and
    /// scrolls it to the top-left corner.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        let s = storedZoomScale
        let maxX = max(contentSize.width - bounds.width, 0), maxY = max(contentSize.height - bounds.height, 0)
        contentOffset = CGPoint(x: min(max(rect.minX * s, 0), maxX), y: min(max(rect.minY * s, 0), maxY))
    }

    /// The scroll view's own drag recognizer (UIKit's `panGestureRecognizer`): attach it elsewhere or require
    /// another recognizer to fail against it, as UIKit code does; nothing drags it by itself.
    public private(set) lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer()
        addGestureRecognizer(pan)
        return pan
    }()

    /// The pinch recognizer for zooming: nil until the zoom range allows zooming (maximum above minimum), as in UIKit.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        guard maximumZoomScale > minimumZoomScale else { return nil }
        if let pinch = storedPinch { return pinch }
        let pinch = UIPinchGestureRecognizer()
        addGestureRecognizer(pinch)
        storedPinch = pinch
        return pinch
    }
    private var storedPinch: UIPinchGestureRecognizer?

    /// Whether zooming past the limits bounces back (recorded: nothing is pinched).
    open var bouncesZoom = true
    /// Whether the view is zooming (never: no touches).
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }

    // MARK: Touch-driven state (recorded; nothing is dragged in a still)

    /// How fast scrolling slows after a flick: UIKit's `UIScrollView.DecelerationRate` (raw values 0.998 and 0.99).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the keyboard is dismissed by dragging: UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// The scroll indicators' colour: UIKit's `UIScrollView.IndicatorStyle` (indicators are not drawn).
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    open var bounces = true
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var decelerationRate: DecelerationRate = .normal
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var indicatorStyle: IndicatorStyle = .default
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Never true: nothing touches, drags or decelerates a still.
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the bounds.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        let inset = adjustedContentInset
        offset.x = min(max(offset.x, -inset.left), max(contentSize.width + inset.right - bounds.width, -inset.left))
        offset.y = min(max(offset.y, -inset.top), max(contentSize.height + inset.bottom - bounds.height, -inset.top))
        setContentOffset(offset, animated: animated)
    }

    /// Space around the content, in addition to the safe area's part (`adjustedContentInset`).
    open var contentInset: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { setNeedsLayout() }
    }

    /// Recorded: nothing scrolls or bounces in a still; `alwaysBounce…` make an axis scrollable for the insets.
    open var isScrollEnabled = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true

    /// Whether a view controller up the hierarchy is in a navigation controller.
    private var isInNavigationController: Bool {
        var view: UIView? = self
        while let v = view {
            if v.viewController?.navigationController != nil { return true }
            view = v.superview
        }
        return false
    }

    /// `contentInset` plus the safe area insets `contentInsetAdjustmentBehavior` lets in.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: vertical = false; horizontal = false
        case .always: vertical = true; horizontal = true
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
                // Apple's `.automatic`: also the top and bottom in a navigation controller, scrollable or not.
                || (contentInsetAdjustmentBehavior == .automatic && isInNavigationController)
            horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        }
        return UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
                            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
                            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The effect on the top edge, under a navigation bar (iOS 26).
    public private(set) lazy var topEdgeEffect = UIScrollEdgeEffect(owner: self)
    /// The effect on the bottom edge, over a toolbar or tab bar (iOS 26).
    public private(set) lazy var bottomEdgeEffect = UIScrollEdgeEffect(owner: self)
    /// The effect on the left edge (iOS 26): no bar covers it here, so it never shows.
    public private(set) lazy var leftEdgeEffect = UIScrollEdgeEffect(owner: self)
    /// The effect on the right edge (iOS 26): no bar covers it here, so it never shows.
    public private(set) lazy var rightEdgeEffect = UIScrollEdgeEffect(owner: self)

    /// Called when `adjustedContentInset` changes (at layout).
    open func adjustedContentInsetDidChange() {}

    /// The adjusted insets of the last layout.
    private var lastAdjustedInset = UIEdgeInsets.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true  // UIKit's default for scroll views
    }

    /// Never decoded from archives here (no storyboards or nibs): always nil.
    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let adjusted = adjustedContentInset
        guard adjusted != lastAdjustedInset else { return }
        // Content resting at its top-left stays there as the insets change.
        if contentOffset == CGPoint(x: -lastAdjustedInset.left, y: -lastAdjustedInset.top) {
            contentOffset = CGPoint(x: -adjusted.left, y: -adjusted.top)
        }
        lastAdjustedInset = adjusted
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
}
