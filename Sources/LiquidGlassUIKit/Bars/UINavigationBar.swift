/// The bar across the top of a navigation controller's screen: UIKit's `UINavigationBar`, drawn as iOS 26 draws it
/// — no background of its own (the content scrolls under it), the top item's left and right bar button items in
/// glass capsules at the margins of a 44 pt row, its title centred in that row (17 pt semibold) or, large, 34 pt
/// bold below it from the leading margin (the bar 44 + 52 high). The geometry is LiquidGlassUI's
/// `NavigationBarMetrics`, the numbers its `NavigationStack` draws with. A navigation controller lays it out at the
/// top of its safe area; a scroll view under it draws its `topEdgeEffect` in the bar's band (``UIScrollEdgeEffect``).
@MainActor
open class UINavigationBar: UIView {
    /// Large titles for items whose `largeTitleDisplayMode` is `.automatic` or `.always` (UIKit's default: false).
    open var prefersLargeTitles = false { didSet { setNeedsLayout() } }
    open private(set) var items: [UINavigationItem]?
    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[items!.count - 2] : nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) { return nil }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
        setNeedsLayout()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) { setItems((items ?? []) + [item], animated: animated) }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var list = items, !list.isEmpty else { return nil }
        let top = list.removeLast()
        setItems(list, animated: animated)
        return top
    }

    /// Whether the top item's title is drawn large.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let item = topItem, item.title != nil, item.titleView == nil else { return false }
        return item.largeTitleDisplayMode == .automatic || item.largeTitleDisplayMode == .always
    }

    /// The bar's height: the row, and the large title's band below it.
    var barHeight: CGFloat {
        BarMetrics.rowHeight + (showsLargeTitle ? BarMetrics.largeTitleHeight : 0)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    /// Rebuilt from the top item at each layout: the glass groups at the row's ends, the title.
    open override func layoutSubviews() {
        for v in subviews { v.removeFromSuperview() }
        guard let item = topItem else { return }
        let m = BarMetrics.self
        let row = CGRect(x: m.margin, y: 0, width: max(bounds.width - 2 * m.margin, 0), height: m.rowHeight)
        let tint = tintColor ?? .tintColor

        var left = item.leftBarButtonItems ?? []
        if backItem != nil, !item.hidesBackButton, left.isEmpty || item.leftItemsSupplementBackButton {
            // iOS 26's back button: a chevron in a glass circle of its own (the previous title is not shown: an
            // estimate from iOS 26 screenshots), split from the left items.
            let back = UIBarButtonItem(image: UIImage(systemName: "chevron.backward"))
            back.accessibilityLabel = backItem?.backButtonTitle ?? backItem?.title ?? "Back"
            back.accessibilityIdentifier = "BackButton"
            left = [back] + (left.isEmpty ? [] : [.fixedSpace()]) + left
        }
        let leftParts = BarItemRow.parts(left, tint: tint)
        BarItemRow.build(leftParts, frames: BarItemRow.frames(leftParts, in: row, alignment: -1), into: self)
        // UIKit lists the right items from the trailing edge inwards.
        let rightParts = BarItemRow.parts((item.rightBarButtonItems ?? []).reversed(), tint: tint)
        BarItemRow.build(rightParts, frames: BarItemRow.frames(rightParts, in: row, alignment: 1), into: self)

        if let titleView = item.titleView {
            let s = titleView.bounds.size.width > 0 ? titleView.bounds.size : titleView.intrinsicContentSize.clamped
            titleView.frame = CGRect(x: row.midX - s.width / 2, y: row.midY - s.height / 2, width: s.width, height: s.height)
            addSubview(titleView)
        } else if let title = item.title {
            let label = UILabel()
            label.text = title
            label.accessibilityIdentifier = "navigationTitle"
            if showsLargeTitle {
                label.font = .boldSystemFont(ofSize: 34)
                let s = label.intrinsicContentSize
                label.frame = CGRect(x: row.minX, y: row.maxY + (m.largeTitleHeight - s.height) / 2,
                                     width: min(s.width, row.width), height: s.height)
            } else {
                label.font = .systemFont(ofSize: 17, weight: .semibold)
                let s = label.intrinsicContentSize
                label.frame = CGRect(x: row.midX - s.width / 2, y: row.midY - s.height / 2, width: s.width, height: s.height)
            }
            addSubview(label)
        }
    }
}
