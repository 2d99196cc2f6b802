/// A row of dots, one per page, the current one solid: UIKit's `UIPageControl`.
///
/// Drawn as iOS draws it without a background (`backgroundStyle` `.automatic` or `.minimal`): 7 pt dots 16 pt
/// apart (centre to centre) in a 26 pt tall control, the current page in `currentPageIndicatorTintColor` (white
/// by default, as UIKit's page control is made for content behind it) and the others in `pageIndicatorTintColor`
/// (white at 30 % by default). The
/// sizes and opacity are estimates from iOS screenshots; no Apple source gives them. `.prominent` adds a capsule
/// of `systemFill` behind the dots (also an estimate).
@MainActor
open class UIPageControl: UIControl {
    /// The control's background: UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    /// How the current page changes on touch (recorded).
    public enum InteractionState: Int, Sendable { case none, discrete, continuous }

    open var numberOfPages = 0 { didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)); rebuild() } }
    open var currentPage = 0 { didSet { setNeedsLayout() } }
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsLayout() } }
    open var allowsContinuousInteraction = true
    open private(set) var interactionState: InteractionState = .none
    /// Recorded: the dots are drawn as circles.
    open var preferredIndicatorImage: UIImage?

    private var dots: [UIView] = []
    private let platter = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        platter.isUserInteractionEnabled = false
        addSubview(platter)
    }

    public required init?(coder: NSCoder) { return nil }

    private func rebuild() {
        for d in dots { d.removeFromSuperview() }
        dots = (0..<max(numberOfPages, 0)).map { _ in
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 7))
            dot.layer.cornerRadius = 3.5
            return dot
        }
        for d in dots { addSubview(d) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The size that shows `pageCount` dots: 16 pt a dot plus 12 pt of padding each side, 26 pt tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * 16 + 24, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hidden = hidesForSinglePage && numberOfPages <= 1
        let width = CGFloat(dots.count) * 16
        var x = (bounds.width - width) / 2 + 4.5
        for (i, dot) in dots.enumerated() {
            dot.isHidden = hidden
            dot.frame = CGRect(x: x, y: (bounds.height - 7) / 2, width: 7, height: 7)
            dot.backgroundColor = i == currentPage ? currentPageIndicatorTintColor ?? .white
                : pageIndicatorTintColor ?? UIColor.white.withAlphaComponent(0.3)
            x += 16
        }
        platter.isHidden = hidden || backgroundStyle != .prominent
        platter.frame = CGRect(x: (bounds.width - width - 16) / 2, y: 0, width: width + 16, height: bounds.height)
        platter.layer.cornerRadius = bounds.height / 2
        platter.backgroundColor = .systemFill
    }
}
