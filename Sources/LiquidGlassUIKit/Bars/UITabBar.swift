/// The floating glass tab bar: UIKit's `UITabBar`, drawn as iOS 26 draws it and as LiquidGlassUI's `TabView` draws
/// it, on the same `TabBarMetrics` — the tabs in one interactive regular glass capsule 62 high, 21 from the
/// screen's sides and bottom (fewer than three tabs: 98 wide each, the capsule centred), inside a glass container
/// of spacing 0; each tab its symbol (18 pt medium, large scale, in a 28 pt band) over its title (10 pt
/// semibold) 1 below, centred; the selected tab in the tint colour on a light platter (the label colour at 10 %),
/// the others in the label colour (vibrant on the glass); a badge as a red capsule at the symbol's top trailing
/// corner. A tab bar controller places it.
@MainActor
open class UITabBar: UIView {
    open var items: [UITabBarItem]? { didSet { setNeedsLayout() } }
    open var selectedItem: UITabBarItem? { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) { return nil }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: TabMetrics.barHeight) }

    /// The glass capsule holding the tabs, rebuilt at each layout.
    private(set) var capsule: UIVisualEffectView?

    open override func layoutSubviews() {
        for v in subviews { v.removeFromSuperview() }
        capsule = nil
        let m = TabMetrics.self
        let items = self.items ?? []
        guard !items.isEmpty else { return }
        let container = UIVisualEffectView(effect: UIGlassContainerEffect())
        container.frame = bounds
        addSubview(container)

        let few = items.count < 3
        let width = few ? m.fewTabsItemWidth * CGFloat(items.count) + 2 * m.contentPadding : bounds.width
        let glass = UIGlassEffect(style: .regular)
        glass.isInteractive = true
        let bar = UIVisualEffectView(effect: glass)
        bar.cornerConfiguration = .capsule()
        bar.accessibilityLabel = "Tab Bar"
        bar.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - m.barHeight) / 2, width: width, height: m.barHeight)
        container.contentView.addSubview(bar)
        capsule = bar

        let itemWidth = (width - 2 * m.contentPadding) / CGFloat(items.count)
        for (i, item) in items.enumerated() {
            let view = TabBarItemView(item: item, selected: item === selectedItem, tint: tintColor ?? .tintColor)
            view.frame = CGRect(x: m.contentPadding + CGFloat(i) * itemWidth, y: m.contentPadding,
                                width: itemWidth, height: m.barHeight - 2 * m.contentPadding)
            bar.contentView.addSubview(view)
        }
    }
}

/// One tab: the selected platter, the symbol in its 28 pt band, the title 1 below, the badge.
@MainActor
final class TabBarItemView: UIView {
    let symbolView = UIImageView()
    let titleLabel = UILabel()
    let badge: UILabel?

    init(item: UITabBarItem, selected: Bool, tint: UIColor) {
        let color: UIColor = selected ? tint : .label
        symbolView.image = (selected ? item.selectedImage ?? item.image : item.image)?
            .withConfiguration(UIImage.SymbolConfiguration(pointSize: TabMetrics.symbolPointSize, weight: .medium, scale: .large))
        symbolView.tintColor = color
        symbolView.contentMode = .center
        titleLabel.text = item.title
        titleLabel.font = .systemFont(ofSize: TabMetrics.titlePointSize, weight: .semibold)
        titleLabel.textColor = color
        titleLabel.textAlignment = .center
        badge = item.badgeValue.map { value in
            let label = UILabel()
            label.text = value
            label.font = .systemFont(ofSize: 13, weight: .medium)
            label.textColor = .white
            label.textAlignment = .center
            label.backgroundColor = item.badgeColor ?? .systemRed
            label.cornerConfiguration = .capsule()
            label.accessibilityIdentifier = "badge"
            return label
        }
        super.init(frame: .zero)
        accessibilityLabel = item.accessibilityLabel ?? item.title
        accessibilityIdentifier = item.accessibilityIdentifier
        if selected {
            let platter = UIView()
            platter.backgroundColor = UIColor.label.withAlphaComponent(0.1)
            platter.cornerConfiguration = .capsule()
            platter.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(platter)
        }
        addSubview(symbolView)
        addSubview(titleLabel)
        if let badge { addSubview(badge) }
    }

    required init?(coder: NSCoder) { return nil }

    /// As LiquidGlassUI's tab: a column of the symbol's 28 pt band, 1 pt, the title, centred in the tab.
    override func layoutSubviews() {
        let m = TabMetrics.self
        if let platter = subviews.first, platter !== symbolView { platter.frame = bounds }
        let symbolWidth = symbolView.image?.size.width ?? 0
        let title = titleLabel.intrinsicContentSize.clamped
        let height = m.symbolAreaHeight + 1 + title.height
        let top = (bounds.height - height) / 2
        symbolView.frame = CGRect(x: (bounds.width - symbolWidth) / 2, y: top, width: symbolWidth, height: m.symbolAreaHeight)
        let titleWidth = min(title.width, bounds.width)
        titleLabel.frame = CGRect(x: (bounds.width - titleWidth) / 2, y: top + m.symbolAreaHeight + 1, width: titleWidth, height: title.height)
        if let badge {
            // LiquidGlassUI's badge: padded 5 a side, at least 18 × 18, its top trailing corner 9 right of and 6 above
            // the symbol band's.
            let s = badge.intrinsicContentSize.clamped
            let size = CGSize(width: max(s.width + 10, 18), height: max(s.height, 18))
            badge.frame = CGRect(x: symbolView.frame.maxX + 9 - size.width, y: symbolView.frame.minY - 6, width: size.width, height: size.height)
        }
    }
}
