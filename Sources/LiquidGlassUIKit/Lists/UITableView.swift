/// Rows in sections, scrolling vertically: UIKit's `UITableView`.
///
/// The data source gives the sections, rows, cells and section titles; the delegate heights, header and footer
/// views. Only the rows in the bounds get cells (the data source's `tableView(_:cellForRowAt:)` is asked for those,
/// as UIKit asks), placed as subviews in content coordinates and drawn like any view; rows outside are measured,
/// not made. Cells go back to a reuse pool when they leave the bounds and come out of
/// `dequeueReusableCell(withIdentifier:)`.
///
/// Styles, as iOS 26 draws them with LiquidGlassUI's `List` numbers (one set of figures for both APIs):
/// `.plain` — full-width cells on the system background; `.grouped` — full-width cells on
/// `secondarySystemGroupedBackground` over `systemGroupedBackground`, 35 pt above each section; `.insetGrouped` —
/// the same cells 16 pt in from the sides (the view's side margins on iPhone) with 10 pt continuous corners on each
/// section's first and last cells. Rows are 44 pt at least (UIKit's default row height); a section title is
/// `footnote` text in `secondaryLabel`, 7 pt above the section's first row (below its last for a footer). The 35,
/// 10 and 7 pt figures are estimates from iOS screenshots that LiquidGlassUI's `List` uses; no Apple source gives
/// them. A plain header is 28 pt tall with `headline` text (an estimate too). Separators are one pixel (1/3 pt) of
/// `separator` under every row but a section's last, from the text's leading edge.
@MainActor
open class UITableView: UIScrollView {
    /// The table's look: UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Whether rows have separators: UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

    /// How rows change (recorded: a still shows the result).
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }

    /// Where a row scrolled to stands in the bounds.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// The height that means "measure the content" (rows, headers, footers).
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    /// The object giving the rows, held weakly.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// A row's height when the delegate gives none (`automaticDimension`: the cell's content, at least 44 pt).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// The height used for rows not yet measured (outside the bounds): 44 pt when automatic.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header of a plain table (recorded; drawn as 0).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The default inset of the cells' separators (a cell's own `separatorInset` wins once set).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var cellLayoutMarginsFollowReadableWidth = false
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var isEditing = false
    open var sectionIndexColor: UIColor?
    open var remembersLastFocusedIndexPath = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// A view above the first section, as wide as the table (its height kept).
    open var tableHeaderView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let tableHeaderView { addSubview(tableHeaderView) }; setNeedsLayout() }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let tableFooterView { addSubview(tableFooterView) }; setNeedsLayout() }
    }
    /// A view behind the content, filling the bounds.
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
    }

    /// The background: the style's (the system background for plain tables, the grouped background otherwise)
    /// unless set.
    open override var backgroundColor: UIColor? {
        get { ownBackground ?? (style == .plain ? .systemBackground : .systemGroupedBackground) }
        set { ownBackground = newValue }
    }
    private var ownBackground: UIColor?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true  // UIKit's table views always bounce vertically
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) { return nil }

    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// Scrolling (a new bounds origin) lays the rows out again, as UIKit's does on every scroll.
    override var laysOutVisibleContent: Bool { true }

    // MARK: Registration and reuse

    private let cells = ReusePool<UITableViewCell>()
    private let headerFooterViews = ReusePool<UITableViewHeaderFooterView>()
    private var warnings: [String] = []

    /// Registers the class of the cells `dequeueReusableCell(withIdentifier:for:)` makes for `identifier` (nil
    /// removes it). `UITableViewCell` itself is made with the `.default` style; a subclass needs its initializer
    /// passed (`register(_:making:forCellReuseIdentifier:)`, which `liquidglass preview` writes for you): otherwise
    /// its rows are drawn as placeholder cells naming the class, with a warning.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cells.register(identifier, make: nil) }
        if cellClass == UITableViewCell.self {
            cells.register(identifier) { UITableViewCell(style: .default, reuseIdentifier: $0) }
        } else {
            cells.registerUnmakeable(identifier, className: String(describing: cellClass))
        }
    }

    /// Registers a cell class with its initializer — the form `liquidglass preview` rewrites
    /// `register(MyCell.self, forCellReuseIdentifier:)` into (an addition: Swift cannot call a subclass's
    /// non-`required` `init(style:reuseIdentifier:)` through its class).
    open func register<Cell: UITableViewCell>(_ cellClass: Cell.Type, making make: @escaping (UITableViewCell.CellStyle, String) -> Cell,
                                              forCellReuseIdentifier identifier: String) {
        cells.register(identifier) { make(.default, $0) }
    }

    /// A cell from the reuse pool, or a new one of the registered class; nil when the identifier is not registered
    /// and the pool is empty (the data source then makes one, as UIKit code does).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        switch cells.dequeue(identifier, prepare: { $0.prepareForReuse() }) {
        case .view(let cell): return cell
        case .unmakeable(let name): return placeholderCell(identifier, reason: "\(name) is registered by its class, whose init(style:reuseIdentifier:) Swift cannot call through the class (not required); pass it with register(_:making:forCellReuseIdentifier:) or preview the file with liquidglass preview, which rewrites the call")
        case .unregistered: return nil
        }
    }

    /// A cell for `identifier` at `indexPath`. UIKit raises an exception for an identifier never registered;
    /// here the row is a placeholder cell saying so, and the render's warnings name the identifier.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier)
            ?? placeholderCell(identifier, reason: "no cell class is registered for the identifier \"\(identifier)\" (UIKit raises an exception)")
    }

    /// Registers the class of the header and footer views `dequeueReusableHeaderFooterView(withIdentifier:)` makes
    /// (nil removes it): `UITableViewHeaderFooterView` itself; a subclass needs its initializer passed
    /// (`register(_:making:forHeaderFooterViewReuseIdentifier:)`, which `liquidglass preview` writes), else
    /// dequeuing gives nil and a warning names the class.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return headerFooterViews.register(identifier, make: nil) }
        if aClass == UITableViewHeaderFooterView.self {
            headerFooterViews.register(identifier) { UITableViewHeaderFooterView(reuseIdentifier: $0) }
        } else {
            headerFooterViews.registerUnmakeable(identifier, className: String(describing: aClass))
        }
    }

    /// Registers a header or footer view class with its initializer (an addition, as for cells).
    open func register<View: UITableViewHeaderFooterView>(_ aClass: View.Type, making make: @escaping (String) -> View,
                                                          forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterViews.register(identifier, make: make)
    }

    /// A header or footer view from the reuse pool, or a new one of the registered class; nil when nothing is
    /// registered under `identifier` (as in UIKit) or the registered subclass cannot be made (warned).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        switch headerFooterViews.dequeue(identifier, prepare: { $0.prepareForReuse() }) {
        case .view(let view): return view
        case .unmakeable(let name):
            note("UITableView: \(name) is registered by its class, whose init(reuseIdentifier:) Swift cannot call through the class; pass it with register(_:making:forHeaderFooterViewReuseIdentifier:) or preview the file with liquidglass preview")
            return nil
        case .unregistered: return nil
        }
    }

    private func note(_ message: String) { if !warnings.contains(message) { warnings.append(message) } }

    private func placeholderCell(_ identifier: String, reason: String) -> UITableViewCell {
        note("UITableView: \(reason)")
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        cell.textLabel?.text = "⚠︎ \(identifier)"
        cell.textLabel?.textColor = .systemPink
        return cell
    }

    // MARK: Data

    private var needsReload = true
    private var counts: [Int] = []
    private var measuredHeights: [IndexPath: CGFloat] = [:]
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var headerViews: [Int: UIView] = [:]
    private var footerViews: [Int: UIView] = [:]
    private var selected: [IndexPath] = []
    /// The delegate's header and footer views, asked once per reload (nil entries: the delegate gave none).
    private var delegateHeaders: [Int: UIView?] = [:]
    private var delegateFooters: [Int: UIView?] = [:]

    private func delegateHeader(_ section: Int) -> UIView? {
        if let v = delegateHeaders[section] { return v }
        let v = tableDelegate?.tableView(self, viewForHeaderInSection: section)
        delegateHeaders[section] = .some(v)
        return v
    }

    private func delegateFooter(_ section: Int) -> UIView? {
        if let v = delegateFooters[section] { return v }
        let v = tableDelegate?.tableView(self, viewForFooterInSection: section)
        delegateFooters[section] = .some(v)
        return v
    }

    private func setNeedsReload() { needsReload = true; setNeedsLayout() }

    /// Asks the data source again for everything (cells at the next layout).
    open func reloadData() { setNeedsReload() }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { setNeedsReload() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { setNeedsReload() }
    open func reconfigureRows(at indexPaths: [IndexPath]) { setNeedsReload() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { setNeedsReload() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { setNeedsReload() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { setNeedsReload() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { setNeedsReload() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { setNeedsReload() }
    open func beginUpdates() {}
    open func endUpdates() { setNeedsReload() }
    /// Runs the updates, then reloads (no animation in a still), then calls `completion` with true.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        setNeedsReload()
        completion?(true)
    }

    private func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (_, cell) in visible { enqueue(cell) }
        visible = [:]
        // Header and footer views go back to their reuse queue on a reload (the delegate is asked again).
        for v in Array(headerViews.values) + Array(footerViews.values) {
            if let hf = v as? UITableViewHeaderFooterView, let id = hf.reuseIdentifier { headerFooterViews.enqueue(hf, key: id) }
            else { v.removeFromSuperview() }
        }
        headerViews = [:]
        footerViews = [:]
        delegateHeaders = [:]
        delegateFooters = [:]
        measuredHeights = [:]
        guard let dataSource else { counts = []; return }
        let sections = max(dataSource.numberOfSections(in: self), 0)
        counts = (0..<sections).map { max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
    }

    private func enqueue(_ cell: UITableViewCell) {
        if let id = cell.reuseIdentifier { cells.enqueue(cell, key: id) } else { cell.removeFromSuperview() }
    }

    open var numberOfSections: Int { loadCountsIfNeeded(); return counts.count }
    open func numberOfRows(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    // MARK: Geometry

    struct SectionGeometry {
        var header: CGRect
        var headerText: String?
        var rows: [CGRect]
        var footer: CGRect
        var footerText: String?
    }

    /// The inset of the cells from the table's sides: 16 pt for inset grouped tables.
    private var cellInset: CGFloat { style == .insetGrouped ? 16 : 0 }

    /// A title's height at `width`: `headline` for a plain table's header, `footnote` otherwise (the fonts
    /// `UITableViewHeaderFooterView` is styled with).
    private func height(of text: String, width: CGFloat, isHeader: Bool) -> CGFloat {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style == .plain && isHeader ? .headline : .footnote)
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: 0)).height
    }

    private func rowHeight(at indexPath: IndexPath) -> CGFloat {
        if let h = tableDelegate?.tableView(self, heightForRowAt: indexPath), h >= 0 { return h }
        if rowHeight >= 0 { return rowHeight }
        if let h = measuredHeights[indexPath] { return h }
        if let h = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath), h > 0 { return h }
        return estimatedRowHeight > 0 ? estimatedRowHeight : 44
    }

    private func geometry() -> (sections: [SectionGeometry], height: CGFloat) {
        loadCountsIfNeeded()
        let width = bounds.width
        var y: CGFloat = 0
        if let header = tableHeaderView { y += header.frame.height }
        var result: [SectionGeometry] = []
        let textWidth = width - 2 * cellInset - 32
        for (s, count) in counts.enumerated() {
            let title = dataSource?.tableView(self, titleForHeaderInSection: s)
            let footerTitle = dataSource?.tableView(self, titleForFooterInSection: s)
            let headerView = delegateHeader(s)
            var headerHeight: CGFloat
            if let h = tableDelegate?.tableView(self, heightForHeaderInSection: s), h >= 0 { headerHeight = h }
            else if sectionHeaderHeight >= 0 { headerHeight = sectionHeaderHeight }
            else if let headerView { headerHeight = automaticHeight(of: headerView, section: s, isHeader: true, width: width) }
            else if let title {
                headerHeight = style == .plain ? max(28, height(of: title, width: textWidth, isHeader: true) + 8) : height(of: title, width: textWidth, isHeader: true) + 7
            } else { headerHeight = 0 }
            // Grouped styles: 35 pt above every section (LiquidGlassUI's section spacing).
            if style != .plain { y += 35 }
            let header = CGRect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
            var rows: [CGRect] = []
            for r in 0..<count {
                let h = rowHeight(at: IndexPath(row: r, section: s))
                rows.append(CGRect(x: cellInset, y: y, width: width - 2 * cellInset, height: h))
                y += h
            }
            var footerHeight: CGFloat
            if let h = tableDelegate?.tableView(self, heightForFooterInSection: s), h >= 0 { footerHeight = h }
            else if sectionFooterHeight >= 0 { footerHeight = sectionFooterHeight }
            else if let footerView = delegateFooter(s) {
                footerHeight = automaticHeight(of: footerView, section: s, isHeader: false, width: width)
            } else if let footerTitle { footerHeight = 7 + height(of: footerTitle, width: textWidth, isHeader: false) }
            else { footerHeight = 0 }
            let footer = CGRect(x: 0, y: y, width: width, height: footerHeight)
            y += footerHeight
            result.append(SectionGeometry(header: header, headerText: headerView == nil ? title : nil, rows: rows,
                                          footer: footer, footerText: footerTitle))
        }
        if let footer = tableFooterView { y += footer.frame.height }
        return (result, y)
    }

    /// A delegate's header or footer view's height with automatic heights: a header-footer view's, or a view with
    /// constraints inside, measured as UIKit measures self-sizing headers (`systemLayoutSizeFitting` at the table's
    /// width, required, and the compressed height); another view keeps its frame's height (or intrinsic height).
    private func automaticHeight(of view: UIView, section: Int, isHeader: Bool, width: CGFloat) -> CGFloat {
        if let hf = view as? UITableViewHeaderFooterView { place(hf, isHeader: isHeader) }
        guard view is UITableViewHeaderFooterView || view.subtreeHasConstraints else {
            return max(view.frame.height, view.intrinsicContentSize.height, 0)
        }
        return view.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    }

    /// Tells a header-footer view where it stands and styles its title, as UIKit does before showing one.
    private func place(_ view: UITableViewHeaderFooterView, isHeader: Bool) {
        view.placement = .init(isHeader: isHeader, plain: style == .plain, inset: cellInset)
        view.applyTableStyle()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadCountsIfNeeded()
        var geometry = self.geometry()
        // Cells that left the bounds go back to the pool first, so the rows coming in reuse them.
        let inBounds = Set(visibleIndexPaths(in: geometry.sections))
        for (path, cell) in visible where !inBounds.contains(path) {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            enqueue(cell)
            visible[path] = nil
        }
        // Make the cells in the bounds, measure them, and lay out again with their heights (a few passes: a
        // measured row moves the rows below it).
        for _ in 0..<3 {
            var changed = false
            for path in visibleIndexPaths(in: geometry.sections) where visible[path] == nil {
                guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
                visible[path] = cell
                if rowHeight < 0, (tableDelegate?.tableView(self, heightForRowAt: path) ?? -1) < 0 {
                    // UIKit measures a self-sizing cell at the row's width (required) and the compressed height.
                    let h = cell.systemLayoutSizeFitting(CGSize(width: bounds.width - 2 * cellInset, height: UIView.layoutFittingCompressedSize.height),
                                                         withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
                    if measuredHeights[path] != h { measuredHeights[path] = h; changed = true }
                }
            }
            if !changed { break }
            geometry = self.geometry()
        }
        let size = CGSize(width: bounds.width, height: geometry.height)
        if contentSize != size { contentSize = size }
        let shown = Set(visibleIndexPaths(in: geometry.sections))
        for (path, cell) in visible where !shown.contains(path) {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            enqueue(cell)
            visible[path] = nil
        }
        for path in shown.sorted() {
            guard let cell = visible[path] else { continue }
            let rect = geometry.sections[path.section].rows[path.row]
            let isNew = cell.superview !== self
            cell.frame = rect
            style(cell, at: path, count: counts[path.section])
            if isNew {
                insertSubview(cell, at: backgroundView == nil ? 0 : 1)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            }
            cell.setNeedsLayout()
        }
        layoutSectionViews(geometry.sections)
        if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height) }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: geometry.height - footer.frame.height, width: bounds.width, height: footer.frame.height)
        }
        backgroundView?.frame = bounds
    }

    /// The rows whose rectangles meet the bounds.
    private func visibleIndexPaths(in sections: [SectionGeometry]) -> [IndexPath] {
        let top = bounds.minY, bottom = bounds.maxY
        var paths: [IndexPath] = []
        for (s, section) in sections.enumerated() {
            guard let first = section.rows.first, let last = section.rows.last, last.maxY > top, first.minY < bottom else { continue }
            for (r, rect) in section.rows.enumerated() where rect.maxY > top && rect.minY < bottom {
                paths.append(IndexPath(row: r, section: s))
            }
        }
        return paths
    }

    /// The style's background, corners and separator on a cell.
    private func style(_ cell: UITableViewCell, at path: IndexPath, count: Int) {
        cell.styleBackgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        let isFirst = path.row == 0, isLast = path.row == count - 1
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
            cell.layer.cornerCurve = .continuous
            cell.clipsToBounds = !corners.isEmpty
        }
        cell.separatorView.isHidden = separatorStyle == .none || isLast
        cell.separatorView.backgroundColor = separatorColor ?? .separator
    }

    private func layoutSectionViews(_ sections: [SectionGeometry]) {
        let top = bounds.minY, bottom = bounds.maxY
        for (s, section) in sections.enumerated() {
            // A section's own views are not asked for when the section has no rows and no titles.
            let headerShown = section.header.height > 0 && section.header.maxY > top && section.header.minY < bottom
            if headerShown {
                let view = headerViews[s] ?? makeHeaderView(section: s, text: section.headerText, isHeader: true)
                headerViews[s] = view
                if view.superview !== self {
                    if let hf = view as? UITableViewHeaderFooterView { place(hf, isHeader: true) }
                    addSubview(view)
                    tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s)
                }
                view.frame = section.header
            } else if let view = headerViews.removeValue(forKey: s) {
                view.removeFromSuperview()
                tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: s)
            }
            let footerShown = section.footer.height > 0 && section.footer.maxY > top && section.footer.minY < bottom
            if footerShown {
                let view = footerViews[s] ?? makeHeaderView(section: s, text: section.footerText, isHeader: false)
                footerViews[s] = view
                if view.superview !== self {
                    if let hf = view as? UITableViewHeaderFooterView { place(hf, isHeader: false) }
                    addSubview(view)
                    tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s)
                }
                view.frame = section.footer
            } else if let view = footerViews.removeValue(forKey: s) {
                view.removeFromSuperview()
                tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: s)
            }
        }
    }

    /// The delegate's header (footer) view, or a title laid out in the style's header.
    private func makeHeaderView(section: Int, text: String?, isHeader: Bool) -> UIView {
        if isHeader, let v = delegateHeader(section) { return v }
        if !isHeader, let v = delegateFooter(section) { return v }
        // UIKit shows a section title in a header-footer view of its own.
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = text ?? ""
        view.drawsPlainHeaderBackground = style == .plain && isHeader
        return view
    }

    override func drawContent(into builder: ViewDisplayBuilder, state: ViewDisplayBuilder.State) {
        for w in warnings { builder.note(w) }
    }

    // MARK: Queries

    /// The cell shown at `indexPath`, nil when the row is outside the bounds (as in UIKit).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }

    /// The row under `point` (content coordinates).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (s, section) in geometry().sections.enumerated() {
            if let r = section.rows.firstIndex(where: { $0.contains(point) }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    open var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visible.keys.sorted().compactMap { visible[$0] }
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let sections = geometry().sections
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.row) else { return .zero }
        return sections[indexPath.section].rows[indexPath.row]
    }

    open func rect(forSection section: Int) -> CGRect {
        let sections = geometry().sections
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.header.minY, width: bounds.width, height: s.footer.maxY - s.header.minY)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        let sections = geometry().sections
        return sections.indices.contains(section) ? sections[section].header : .zero
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        let sections = geometry().sections
        return sections.indices.contains(section) ? sections[section].footer : .zero
    }

    /// The header-footer view showing the section's header (a title's, or the delegate's), nil when the section's
    /// header is outside the bounds or the delegate's header is another kind of view, as in UIKit.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { headerViews[section] as? UITableViewHeaderFooterView }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { footerViews[section] as? UITableViewHeaderFooterView }

    /// Scrolls so the row stands at `position` (`.none`: the least scroll that shows it).
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        var y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - bounds.height / 2
        case .bottom: y = rect.maxY - bounds.height + inset.bottom
        case .none: return scrollRectToVisible(rect, animated: animated)
        }
        y = min(max(y, -inset.top), max(contentSize.height + inset.bottom - bounds.height, -inset.top))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// The swipe actions the delegate gives the row on its leading (trailing) side — what a swipe would reveal.
    /// An addition (UIKit asks only when a finger swipes): tests and tools read it; a still draws rows at rest.
    public func swipeActionsConfiguration(forRowAt indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
        leading ? tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    // MARK: Selection (recorded; a still draws rows unselected)

    open var indexPathForSelectedRow: IndexPath? { selected.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { selected = []; return }
        if !allowsMultipleSelection { selected = [] }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { selected.removeAll { $0 == indexPath } }
}
