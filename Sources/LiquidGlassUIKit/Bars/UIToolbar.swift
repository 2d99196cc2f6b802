/// A bar of items along the bottom of the screen: UIKit's `UIToolbar`, drawn as iOS 26 draws it — no background of
/// its own, the items in floating glass capsules (items next to each other share one; a fixed space splits it, a
/// flexible space also pushes the groups apart; without a flexible space the groups are centred), in a 44 pt row
/// inset by LiquidGlassUI's `BarMetrics.margin` on each side. A navigation controller shows it
/// (`setToolbarHidden(false, animated:)`) with the top controller's `toolbarItems`, its row
/// `BarMetrics.bottomMargin` above the screen's bottom edge, as LiquidGlassUI's bottom bar.
@MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) { return nil }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: BarMetrics.rowHeight) }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: BarMetrics.rowHeight) }

    open override func layoutSubviews() {
        for v in subviews { v.removeFromSuperview() }
        let m = BarMetrics.self
        let row = CGRect(x: m.margin, y: (bounds.height - m.rowHeight) / 2, width: max(bounds.width - 2 * m.margin, 0), height: m.rowHeight)
        let parts = BarItemRow.parts(items ?? [], tint: tintColor ?? .tintColor)
        BarItemRow.build(parts, frames: BarItemRow.frames(parts, in: row, alignment: 0), into: self)
    }
}
