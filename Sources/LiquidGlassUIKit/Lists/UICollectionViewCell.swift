/// An item of a collection view: UIKit's `UICollectionViewCell` — a `contentView` for the item's views or a
/// `contentConfiguration`, a `backgroundView`, and the reuse identifier the collection view made it under.
///
/// A registered subclass is made through `register(_:making:forCellWithReuseIdentifier:)` (see
/// ``UITableViewCell`` for why a class alone is not enough; `liquidglass preview` writes that form for you).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view holding the cell's content, filling the cell.
    public let contentView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.isOpaque = false
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Drawn behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Recorded: a still shows no selection.
    open var selectedBackgroundView: UIView?
    open var isSelected = false
    open var isHighlighted = false

    /// The content, as a configuration shown in `contentView`.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredView = showContentConfiguration(contentConfiguration, replacing: configuredView, in: contentView)
            setNeedsLayout()
        }
    }
    var configuredView: (any UIView & UIContentView)?

    open var automaticallyUpdatesContentConfiguration = true
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        return s
    }
    /// Called to update the configurations for `state`; runs once when the cell is laid out first.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    open func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true; setNeedsLayout() }
    private var needsConfigurationUpdate = true

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        backgroundView?.frame = bounds
        contentView.frame = contentFrame()
        (configuredView as UIView?)?.frame = contentView.bounds
    }

    /// Where `contentView` goes (the whole cell; list cells leave room for their accessories).
    func contentFrame() -> CGRect { bounds }

    /// The cell's size for a self-sizing layout: with Auto Layout inside `contentView`, the content view's fitting
    /// size (plus the room a list cell's accessories take; the target's width when it is required); with a content
    /// configuration, the target's width and the configuration's height; otherwise the target itself (nothing
    /// pulls it away from the fitting priority).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        if contentView.subtreeHasConstraints {
            let room = max(bounds.width - contentFrame().width, 0)
            let fitted = contentView.systemLayoutSizeFitting(CGSize(width: max(targetSize.width - room, 0), height: targetSize.height),
                                                             withHorizontalFittingPriority: horizontalFittingPriority,
                                                             verticalFittingPriority: verticalFittingPriority)
            return CGSize(width: horizontalFittingPriority == .required ? targetSize.width : fitted.width + room, height: fitted.height)
        }
        if configuredView != nil {
            return CGSize(width: targetSize.width, height: sizeThatFits(CGSize(width: targetSize.width, height: 0)).height)
        }
        return targetSize
    }

    /// The height a configured cell needs at `size.width` (its configuration's), else its current size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let view = configuredView as UIView? { return CGSize(width: size.width, height: view.sizeThatFits(CGSize(width: contentFrame().width, height: 0)).height) }
        return bounds.size
    }
}

/// A collection view cell for lists: UIKit's `UICollectionViewListCell`, with a list content configuration by
/// default and accessories (``UICellAccessory``) at its trailing edge, drawn as ``UITableViewCell`` draws them.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, leading to trailing (disclosure indicators, checkmarks and labels are drawn; others are recorded).
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }
    private var accessoryViews: [UIView] = []
    let separatorView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
    }

    public required init?(coder: NSCoder) { return nil }

    /// A list cell's default content (`UIListContentConfiguration.cell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The indentation level (recorded).
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    private func rebuildAccessories() {
        for v in accessoryViews { v.removeFromSuperview() }
        accessoryViews = accessories.compactMap { accessory in
            switch accessory.kind {
            case .disclosureIndicator: return UITableViewCell.makeAccessory(.disclosureIndicator)
            case .checkmark: return UITableViewCell.makeAccessory(.checkmark)
            case .detail: return UITableViewCell.makeAccessory(.detailButton)
            case .label(let text):
                let l = UILabel()
                l.text = text
                l.textColor = .secondaryLabel
                l.frame.size = l.intrinsicContentSize
                return l
            case .customView(let view): return view
            case .other: return nil
            }
        }
        for v in accessoryViews { addSubview(v) }
        setNeedsLayout()
    }

    /// The accessories' total width with 16 pt at the trailing edge and 10 pt between them (estimates, as for
    /// table cells).
    private var accessoryWidth: CGFloat {
        accessoryViews.isEmpty ? 0 : accessoryViews.reduce(16) { $0 + $1.frame.width + 10 }
    }

    override func contentFrame() -> CGRect {
        CGRect(x: 0, y: 0, width: max(bounds.width - accessoryWidth + (accessoryViews.isEmpty ? 0 : 6), 0), height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var x = bounds.width - 16
        for v in accessoryViews.reversed() {
            v.frame.origin = CGPoint(x: x - v.frame.width, y: (bounds.height - v.frame.height) / 2)
            x -= v.frame.width + 10
        }
        var leading: CGFloat = 16
        if let list = configuredView as? UIListContentView { list.layoutSubviews(); leading = list.subviews[1].frame.minX }
        let hairline: CGFloat = 1.0 / 3.0
        separatorView.frame = CGRect(x: leading, y: bounds.height - hairline, width: max(bounds.width - leading, 0), height: hairline)
        bringSubviewToFront(separatorView)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = super.sizeThatFits(size)
        return CGSize(width: size.width, height: max(s.height, 44))
    }
}

/// An accessory of a list cell: UIKit's `UICellAccessory`.
public struct UICellAccessory {
    enum Kind {
        case disclosureIndicator, checkmark, detail, label(String), customView(UIView), other
    }
    let kind: Kind

    /// When an accessory shows (recorded: a still shows the non-editing ones).
    public enum DisplayedState: Sendable { case always, whenEditing, whenNotEditing }

    public struct DisclosureIndicatorOptions { public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {} }
    public struct CheckmarkOptions { public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {} }
    public struct LabelOptions { public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true) {} }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: displayed == .whenEditing ? .other : .disclosureIndicator)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: displayed == .whenEditing ? .other : .checkmark)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: displayed == .whenEditing ? .other : .label(text))
    }
    /// Shown only in editing mode: recorded, not drawn.
    public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> UICellAccessory { UICellAccessory(kind: .other) }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(kind: .other) }
}
