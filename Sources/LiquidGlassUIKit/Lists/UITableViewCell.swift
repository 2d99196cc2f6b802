/// A row of a table view: UIKit's `UITableViewCell`.
///
/// Content goes in `contentView`: its own subviews, a `contentConfiguration` (``UIListContentConfiguration`` for
/// the standard image, text and secondary text), or the legacy `textLabel`, `detailTextLabel` and `imageView` laid
/// out by the cell's `style` (`.default` and `.subtitle` as `cell()`/`subtitleCell()` lay out, `.value1`/`.value2`
/// as `valueCell()`). The accessory stands at the trailing margin: a chevron (`disclosureIndicator`, `tertiaryLabel`
/// colour), a checkmark (the tint), an info button, or `accessoryView`. The table view sets the cell's background
/// for its style unless the cell has its own, rounds the first and last cells of an inset grouped section, and
/// draws the separator at the cell's bottom (from the text's leading edge). A still shows every cell unselected.
///
/// Cells a table view makes from a class registered with `register(_:forCellReuseIdentifier:)` must be
/// `UITableViewCell` itself: Swift cannot call a subclass's `init(style:reuseIdentifier:)` through its class (the
/// initializer is not `required`). `liquidglass preview` and `scripts/uikit-compat-check --objc-rewrite` rewrite
/// `register(MyCell.self, forCellReuseIdentifier:)` to pass the initializer (``UITableView/register(_:making:forCellReuseIdentifier:)``).
@MainActor
open class UITableViewCell: UIView {
    /// The legacy layouts of `textLabel`, `detailTextLabel` and `imageView`: UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// The standard accessory: UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell looks (recorded: a still shows no selection): UIKit's `SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The editing control shown in editing mode (recorded): UIKit's `EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// How the cell sets its focus (recorded).
    public enum FocusStyle: Int, Sendable { case `default`, custom }

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier the table view reuses the cell under.
    public let reuseIdentifier: String?

    /// The view holding the cell's content (inset from the trailing edge when there is an accessory).
    public let contentView = UIView()

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.isOpaque = false
        // The content's margins: the list figures' 11 pt above and below and the 16 pt side margin of a compact
        // iPhone (UIView's default of 8 would put constrained content nearer the edges than the standard content).
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isHidden = true
        addSubview(separatorView)
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Legacy content

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    /// The main text (made on first use, in `contentView`).
    open var textLabel: UILabel? {
        if let l = storedTextLabel { return l }
        let l = UILabel()
        l.font = .preferredFont(forTextStyle: .body)
        contentView.addSubview(l)
        storedTextLabel = l
        setNeedsLayout()
        return l
    }

    /// The secondary text (nil for the `.default` style, as in UIKit).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let l = storedDetailTextLabel { return l }
        let l = UILabel()
        l.font = .preferredFont(forTextStyle: style == .subtitle ? .subheadline : .body)
        l.textColor = .secondaryLabel
        contentView.addSubview(l)
        storedDetailTextLabel = l
        setNeedsLayout()
        return l
    }

    /// The image at the leading edge.
    open var imageView: UIImageView? {
        if let v = storedImageView { return v }
        let v = UIImageView()
        v.contentMode = .scaleAspectFit
        contentView.addSubview(v)
        storedImageView = v
        setNeedsLayout()
        return v
    }

    // MARK: Configurations

    /// The content, as a configuration: setting one shows its view in `contentView` (replacing the previous one).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredView = showContentConfiguration(contentConfiguration, replacing: configuredView, in: contentView)
            setNeedsLayout()
        }
    }
    private var configuredView: (any UIView & UIContentView)?

    /// A list content configuration for the cell's style, to fill in and set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// Whether a new state re-applies the configuration (recorded: a still has one state).
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// The cell's state: normal, with the cell's traits.
    open var configurationState: UICellConfigurationState {
        var s = UICellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        s.isEditing = isEditing
        return s
    }
    /// Called to update the configurations for `state` (subclasses override it); runs once when the cell is shown.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    /// Asks for `updateConfiguration(using:)` again: it runs at the next layout.
    open func setNeedsUpdateConfiguration() { needsConfigurationUpdate = true; setNeedsLayout() }
    private var needsConfigurationUpdate = true

    // MARK: Accessories

    open var accessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    /// A custom accessory, shown instead of `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            updateAccessory()
        }
    }
    /// Recorded: editing mode is not drawn.
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    private var standardAccessory: UIView?

    private func updateAccessory() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = nil
        if let accessoryView {
            if accessoryView.superview !== self { addSubview(accessoryView) }
        } else if let view = Self.makeAccessory(accessoryType) {
            addSubview(view)
            standardAccessory = view
        }
        setNeedsLayout()
    }

    /// The standard accessories' symbols: a 13 pt semibold chevron in `tertiaryLabel`, a 17 pt semibold checkmark
    /// and a 22 pt info circle in the tint (sizes estimated from iOS 26 screenshots; no Apple source gives them).
    static func makeAccessory(_ type: AccessoryType) -> UIView? {
        func symbol(_ name: String, size: CGFloat, weight: UIImage.SymbolWeight, color: UIColor?) -> UIImageView {
            let v = UIImageView(image: UIImage(systemName: name))
            v.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: size, weight: weight)
            if let color { v.tintColor = color }
            v.frame.size = v.intrinsicContentSize
            return v
        }
        switch type {
        case .none: return nil
        case .disclosureIndicator: return symbol("chevron.right", size: 13, weight: .semibold, color: .tertiaryLabel)
        case .checkmark: return symbol("checkmark", size: 17, weight: .semibold, color: nil)
        case .detailButton: return symbol("info.circle", size: 22, weight: .regular, color: nil)
        case .detailDisclosureButton:
            let info = symbol("info.circle", size: 22, weight: .regular, color: nil)
            let chevron = symbol("chevron.right", size: 13, weight: .semibold, color: .tertiaryLabel)
            let box = UIView(frame: CGRect(x: 0, y: 0, width: info.frame.width + 12 + chevron.frame.width,
                                           height: max(info.frame.height, chevron.frame.height)))
            info.frame.origin = CGPoint(x: 0, y: (box.frame.height - info.frame.height) / 2)
            chevron.frame.origin = CGPoint(x: info.frame.width + 12, y: (box.frame.height - chevron.frame.height) / 2)
            box.addSubview(info)
            box.addSubview(chevron)
            return box
        }
    }

    // MARK: Background, selection, separator

    /// Drawn behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Recorded: a still shows no selection.
    open var selectedBackgroundView: UIView?
    open var multipleSelectionBackgroundView: UIView?
    open var selectionStyle: SelectionStyle = .default
    open var focusStyle: FocusStyle = .default
    open var isSelected = false
    open var isHighlighted = false
    open var isEditing = false
    open var showsReorderControl = false
    open var shouldIndentWhileEditing = true
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// The separator's insets (left 16 by default; with an image the separator starts under the text, as UIKit's
    /// automatic inset does).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { separatorInsetWasSet = true; setNeedsLayout() }
    }
    private var separatorInsetWasSet = false
    let separatorView = UIView()

    /// The colour the table view's style gives cells without their own background.
    var styleBackgroundColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    open override var backgroundColor: UIColor? {
        get { ownBackgroundColor ?? styleBackgroundColor }
        set { ownBackgroundColor = newValue }
    }
    private var ownBackgroundColor: UIColor?

    /// Called before the table view hands the cell out again (subclasses reset their content here).
    open func prepareForReuse() {}

    // MARK: Layout

    /// Where the accessory goes, and where the content view ends.
    private func accessoryLayout() -> (accessory: CGRect?, contentWidth: CGFloat) {
        guard let accessory = accessoryView ?? standardAccessory else { return (nil, bounds.width) }
        var size = accessory.frame.size
        if size == .zero { size = accessory.intrinsicContentSize }
        size = CGSize(width: max(size.width, 0), height: max(size.height, 0))
        // The trailing margin of the cell (16) to the accessory; the content's own 16 pt trailing margin, less 6,
        // keeps its text 10 pt from the accessory (estimated from iOS 26 screenshots).
        let rect = CGRect(x: bounds.width - 16 - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        return (rect, rect.minX + 6)
    }

    /// The legacy labels and image as a list configuration (their current fonts, colours and texts).
    private func legacyConfiguration() -> UIListContentConfiguration? {
        guard storedTextLabel != nil || storedDetailTextLabel != nil || storedImageView != nil else { return nil }
        var c = defaultContentConfiguration()
        if let l = storedTextLabel {
            c.text = l.text
            c.textProperties.font = l.font
            c.textProperties.numberOfLines = l.numberOfLines
        }
        if let l = storedDetailTextLabel {
            c.secondaryText = l.text
            c.secondaryTextProperties.font = l.font
            c.secondaryTextProperties.numberOfLines = l.numberOfLines
        }
        if let v = storedImageView { c.image = v.image }
        return c
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        let (accessoryRect, contentWidth) = accessoryLayout()
        if let accessoryRect, let accessory = accessoryView ?? standardAccessory { accessory.frame = accessoryRect }
        backgroundView?.frame = bounds
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: bounds.height)
        var textLeading: CGFloat = 16
        if let view = configuredView as UIView? {
            view.frame = contentView.bounds
            if let list = view as? UIListContentView {
                list.layoutSubviews()
                textLeading = list.subviews[1].frame.minX
            }
        } else if let c = legacyConfiguration() {
            // Laid out by the same rules as the configuration, frames copied onto the legacy views.
            let probe = UIListContentView(configuration: c)
            probe.frame = contentView.bounds
            probe.layoutSubviews()
            storedImageView?.frame = probe.subviews[0].frame
            storedTextLabel?.frame = probe.subviews[1].frame
            storedDetailTextLabel?.frame = probe.subviews[2].frame
            textLeading = probe.subviews[1].frame.minX
        }
        let inset = separatorInsetWasSet ? separatorInset : UIEdgeInsets(top: 0, left: textLeading, bottom: 0, right: 0)
        let hairline: CGFloat = 1.0 / 3.0  // one pixel at the screen's 3× scale
        separatorView.frame = CGRect(x: inset.left, y: bounds.height - hairline,
                                     width: max(bounds.width - inset.left - inset.right, 0), height: hairline)
        bringSubviewToFront(separatorView)
    }

    /// The cell's size for a self-sizing row (`UITableView.automaticDimension`), as the table view measures it:
    /// with Auto Layout inside `contentView` (constraints installed on it or its subviews), the content view's
    /// fitting size at the cell's width less the accessory (`horizontalFittingPriority`, required when a table
    /// asks) and `targetSize.height` at `verticalFittingPriority` (the compressed height: the smallest the
    /// constraints allow, as Apple's self-sizing cells need "an unbroken chain of constraints" from the content
    /// view's top to its bottom); otherwise `sizeThatFits(_:)` at that width, the manual sizing UIKit falls back to
    /// for cells without constraints. The width is the target's. The separator's pixel is not added to the
    /// height (UIKit adds it below the content view; here the separator is drawn over the cell's bottom).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard contentView.subtreeHasConstraints else {
            return CGSize(width: targetSize.width, height: sizeThatFits(CGSize(width: targetSize.width, height: 0)).height)
        }
        let width = contentWidth(forCellWidth: targetSize.width)
        let fitted = contentView.systemLayoutSizeFitting(CGSize(width: width, height: targetSize.height),
                                                         withHorizontalFittingPriority: horizontalFittingPriority,
                                                         verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: targetSize.width, height: fitted.height)
    }

    /// The content view's width in a cell `width` wide: up to 10 pt before the accessory, as `layoutSubviews` places it.
    private func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
        guard let accessory = accessoryView ?? standardAccessory else { return width }
        var size = accessory.frame.size
        if size == .zero { size = accessory.intrinsicContentSize }
        return max(width - 16 - max(size.width, 0) + 6, 0)
    }

    /// The height the content needs at `size.width`: a configuration's or the legacy labels' (at least 44 pt);
    /// 44 pt for cells holding only their own subviews without constraints (a cell laid out with Auto Layout is
    /// measured by `systemLayoutSizeFitting`, which the table view calls).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = accessoryView != nil || standardAccessory != nil ? size.width - 16 - 24 : size.width
        if let view = configuredView as UIView? {
            return CGSize(width: size.width, height: max(view.sizeThatFits(CGSize(width: width, height: 0)).height, 44))
        }
        if let c = legacyConfiguration() {
            return CGSize(width: size.width, height: UIListContentView(configuration: c).sizeThatFits(CGSize(width: width, height: 0)).height)
        }
        return CGSize(width: size.width, height: 44)
    }
}
