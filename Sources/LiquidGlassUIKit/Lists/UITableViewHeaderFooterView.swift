/// A section's header or footer in a table view: UIKit's `UITableViewHeaderFooterView`.
///
/// The table draws every section title with one of these (`tableView(_:titleForHeaderInSection:)` sets its
/// `textLabel`), and a delegate may return its own from `tableView(_:viewForHeaderInSection:)`, usually dequeued
/// with `dequeueReusableHeaderFooterView(withIdentifier:)` after `register(_:forHeaderFooterViewReuseIdentifier:)`.
/// Content goes in `contentView` (its own subviews, laid out with Auto Layout or by hand), a
/// `contentConfiguration` (``UIListContentConfiguration/groupedHeader()`` and the others), or the `textLabel`.
///
/// As UIKit does, the table styles the `textLabel` for its style when it shows the view (before
/// `tableView(_:willDisplayHeaderView:forSection:)`, where code that wants its own font sets it): `footnote` in
/// `secondaryLabel` for grouped tables, `headline` in `label` for a plain table's header. The text stands at the
/// cells' text inset (16 pt, plus the 16 pt inset of an inset grouped table's cells), 7 pt above a grouped section's
/// first row or below its last row, centred in a plain header (LiquidGlassUI's `List` figures, estimates from iOS
/// screenshots). A plain table's header has the system background behind it. With `sectionHeaderHeight`
/// (`sectionFooterHeight`) automatic, the table asks the view's `systemLayoutSizeFitting` for its height at the
/// table's width: its constraints when its content view has some, else its text.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table view reuses the view under.
    public let reuseIdentifier: String?

    /// The view holding the content, filling the header. Its side layout margins follow the cells' text.
    public let contentView = UIView()

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        isOpaque = false
        contentView.isOpaque = false
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    /// Called before the table view hands the view out again (subclasses reset their content here).
    open func prepareForReuse() {}

    // MARK: Content

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// The title (made on first use, in `contentView`); styled by the table when shown.
    open var textLabel: UILabel? {
        if let l = storedTextLabel { return l }
        storedTextLabel = addFootnoteLabel()
        return storedTextLabel
    }

    /// A second line of text below the title (deprecated in UIKit since iOS 14, still declared).
    open var detailTextLabel: UILabel? {
        if let l = storedDetailTextLabel { return l }
        storedDetailTextLabel = addFootnoteLabel()
        return storedDetailTextLabel
    }

    /// A wrapping secondary footnote label added to `contentView`, as the table styles its header and footer text.
    private func addFootnoteLabel() -> UILabel {
        let l = UILabel()
        l.numberOfLines = 0
        l.font = .preferredFont(forTextStyle: .footnote)
        l.textColor = .secondaryLabel
        contentView.addSubview(l)
        setNeedsLayout()
        return l
    }

    /// Drawn behind the content, filling the view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The content as a configuration, shown in `contentView` (replacing the previous one).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredView = showContentConfiguration(contentConfiguration, replacing: configuredView, in: contentView)
            setNeedsLayout()
        }
    }
    private var configuredView: (any UIView & UIContentView)?

    /// Whether a new state re-applies the configuration (recorded: a still has one state).
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A header configuration for the table's style to fill in and set as `contentConfiguration` (a footer's when
    /// the view is a footer; a grouped one before the view is shown).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (placement.isHeader, placement.plain) {
        case (true, true): return .plainHeader()
        case (true, false): return .groupedHeader()
        case (false, true): return .plainFooter()
        case (false, false): return .groupedFooter()
        }
    }

    // MARK: Placement by the table

    /// Where the table shows the view: header or footer, plain or grouped style, the cells' inset from the sides.
    struct Placement {
        var isHeader = true
        var plain = false
        var inset: CGFloat = 0
    }

    var placement = Placement() {
        didSet {
            contentView.layoutMargins = UIEdgeInsets(top: 0, left: placement.inset + 16, bottom: 0, right: placement.inset + 16)
            setNeedsLayout()
        }
    }

    /// Set while the table draws a title: the plain header's background.
    var drawsPlainHeaderBackground = false

    open override var backgroundColor: UIColor? {
        get { ownBackgroundColor ?? (drawsPlainHeaderBackground && backgroundView == nil ? .systemBackground : nil) }
        set { ownBackgroundColor = newValue }
    }
    private var ownBackgroundColor: UIColor?

    /// Styles the `textLabel` for the table (UIKit restyles it each time the view is shown).
    func applyTableStyle() {
        guard let label = storedTextLabel else { return }
        let plainHeader = placement.plain && placement.isHeader
        label.font = .preferredFont(forTextStyle: plainHeader ? .headline : .footnote)
        label.textColor = plainHeader ? .label : .secondaryLabel
        storedDetailTextLabel?.font = .preferredFont(forTextStyle: .footnote)
    }

    // MARK: Layout

    /// The text's width inside the cells' text inset.
    private func textWidth(_ width: CGFloat) -> CGFloat { max(width - 2 * (placement.inset + 16), 0) }

    /// The text's height (title, then detail) at `width`.
    private func textHeight(_ width: CGFloat) -> (title: CGFloat, detail: CGFloat) {
        let w = textWidth(width)
        let title = (storedTextLabel?.text ?? "").isEmpty ? 0 : storedTextLabel!.sizeThatFits(CGSize(width: w, height: 0)).height
        let detail = (storedDetailTextLabel?.text ?? "").isEmpty ? 0 : storedDetailTextLabel!.sizeThatFits(CGSize(width: w, height: 0)).height
        return (title, detail)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        if let view = configuredView as UIView? {
            // The configuration's own 16 pt margins, inside an inset grouped table's cell inset.
            view.frame = CGRect(x: placement.inset, y: 0, width: max(bounds.width - 2 * placement.inset, 0), height: bounds.height)
        }
        let (title, detail) = textHeight(bounds.width)
        guard title > 0 || detail > 0 else { return }
        let total = title + detail
        let y: CGFloat
        if placement.plain { y = (bounds.height - total) / 2 } else if placement.isHeader { y = bounds.height - 7 - total } else { y = 7 }
        let x = placement.inset + 16, w = textWidth(bounds.width)
        storedTextLabel?.frame = CGRect(x: x, y: y, width: w, height: title)
        storedDetailTextLabel?.frame = CGRect(x: x, y: y + title, width: w, height: detail)
    }

    /// The height the text needs at `size.width`: a grouped header's text and 7 pt below it (a footer's 7 pt above),
    /// a plain header's text with 4 pt above and below and at least 28 pt; a configuration's own height; 0 without
    /// text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let view = configuredView as UIView? {
            return CGSize(width: size.width, height: view.sizeThatFits(CGSize(width: max(size.width - 2 * placement.inset, 0), height: 0)).height)
        }
        let (title, detail) = textHeight(size.width)
        let text = title + detail
        guard text > 0 else { return CGSize(width: size.width, height: 0) }
        return CGSize(width: size.width, height: placement.plain ? max(28, text + 8) : text + 7)
    }

    /// The height the table gives the view with an automatic header height: the content view's constraints when it
    /// has some, else `sizeThatFits(_:)`.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard contentView.subtreeHasConstraints else {
            return CGSize(width: targetSize.width, height: sizeThatFits(CGSize(width: targetSize.width, height: 0)).height)
        }
        let fitted = contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                         verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: targetSize.width, height: fitted.height)
    }
}
