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
        /// As `scrollableAxes` here (UIKit also adjusts vertically inside navigation and tab bar controllers, which
        /// are missing).
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

    /// Sets `contentOffset` (`animated` has nothing to animate in a still).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }

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

    /// `contentInset` plus the safe area insets `contentInsetAdjustmentBehavior` lets in.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: vertical = false; horizontal = false
        case .always: vertical = true; horizontal = true
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > bounds.height
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
    }
}
