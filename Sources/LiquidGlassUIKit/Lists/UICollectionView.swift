/// Items placed by a layout object: UIKit's `UICollectionView`.
///
/// The layout (``UICollectionViewFlowLayout``, a list layout from `UICollectionViewCompositionalLayout.list(using:)`,
/// or a subclass of ``UICollectionViewLayout``) is prepared at each layout of the view; the collection view asks
/// it for the elements in its bounds and makes cells (and headers and footers) for those only, from the data
/// source, placed as subviews in content coordinates and drawn like any view. Cells that leave the bounds go to a
/// reuse pool. Self-sizing cells (a list layout, or a flow layout with `estimatedItemSize`) are measured when made.
@MainActor
open class UICollectionView: UIScrollView {
    /// The axis a flow layout scrolls along: UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// Where an item scrolled to stands (`scrollToItem(at:at:animated:)`).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout placing the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self; setNeedsLayout() }
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }

    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isPrefetchingEnabled = true
    open var selfSizingInvalidation = 0

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) { return nil }

    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// Scrolling (a new bounds origin) lays the items out again, as UIKit's does on every scroll.
    override var laysOutVisibleContent: Bool { true }

    // MARK: Registration and reuse

    private let cells = ReusePool<UICollectionViewCell>()
    private let supplementaryViews = ReusePool<UICollectionReusableView>()
    private var warnings: [String] = []

    /// Registers the class of the cells made for `identifier`. UIKit's own cell classes are made; a subclass needs
    /// its initializer passed (`register(_:making:forCellWithReuseIdentifier:)`, which `liquidglass preview` writes),
    /// else its items are drawn as placeholders with a warning.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return cells.register(identifier, make: nil) }
        if cellClass == UICollectionViewCell.self { cells.register(identifier) { _ in UICollectionViewCell(frame: .zero) } }
        else if cellClass == UICollectionViewListCell.self { cells.register(identifier) { _ in UICollectionViewListCell(frame: .zero) } }
        else { cells.registerUnmakeable(identifier, className: String(describing: cellClass)) }
    }

    /// Registers a cell class with its initializer (the form `liquidglass preview` rewrites a subclass's
    /// registration into; an addition).
    open func register<Cell: UICollectionViewCell>(_ cellClass: Cell.Type, making make: @escaping (CGRect) -> Cell,
                                                   forCellWithReuseIdentifier identifier: String) {
        cells.register(identifier) { _ in make(.zero) }
    }

    private static func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "/" + identifier }

    /// Registers the class of a header or footer view (`UICollectionReusableView` or `UICollectionViewListCell`
    /// itself, or a subclass with `register(_:making:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = Self.supplementaryKey(elementKind, identifier)
        guard let viewClass else { return supplementaryViews.register(key, make: nil) }
        if viewClass == UICollectionReusableView.self { supplementaryViews.register(key) { _ in UICollectionReusableView(frame: .zero) } }
        else if viewClass == UICollectionViewListCell.self { supplementaryViews.register(key) { _ in UICollectionViewListCell(frame: .zero) } }
        else { supplementaryViews.registerUnmakeable(key, className: String(describing: viewClass)) }
    }

    open func register<View: UICollectionReusableView>(_ viewClass: View.Type, making make: @escaping (CGRect) -> View,
                                                       forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryViews.register(Self.supplementaryKey(elementKind, identifier)) { _ in make(.zero) }
    }

    /// A cell for `identifier`: from the reuse pool, else a new one of the registered class. An unregistered
    /// identifier (UIKit raises an exception) gives a placeholder cell and a warning.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        switch cells.dequeue(identifier, prepare: { $0.prepareForReuse() }) {
        case .view(let cell):
            cell.reuseIdentifier = identifier
            cell.poolKey = identifier
            return cell
        case .unmakeable(let name):
            return placeholderCell(identifier, reason: "\(name) is registered by its class, whose init(frame:) Swift cannot call through the class; pass it with register(_:making:forCellWithReuseIdentifier:) or preview with liquidglass preview")
        case .unregistered:
            return placeholderCell(identifier, reason: "no cell class is registered for the identifier \"\(identifier)\" (UIKit raises an exception)")
        }
    }

    func placeholderCell(_ identifier: String, reason: String) -> UICollectionViewCell {
        note("UICollectionView: \(reason)")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        cell.poolKey = identifier
        cell.backgroundColor = .systemPink.withAlphaComponent(0.3)
        let label = UILabel()
        label.text = "⚠︎"
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.contentView.addSubview(label)
        return cell
    }

    func note(_ message: String) { if !warnings.contains(message) { warnings.append(message) } }

    /// A header or footer view of `elementKind` for `identifier`: from the reuse pool, else a new one of the
    /// registered class; an unregistered pair (UIKit raises an exception) gives an empty view and a warning.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.supplementaryKey(elementKind, identifier)
        switch supplementaryViews.dequeue(key, prepare: { $0.prepareForReuse() }) {
        case .view(let view):
            view.reuseIdentifier = identifier
            view.poolKey = key
            return view
        case .unmakeable(let name):
            note("UICollectionView: \(name) is registered by its class for the kind \(elementKind), whose init(frame:) Swift cannot call through the class; pass it with register(_:making:forSupplementaryViewOfKind:withReuseIdentifier:)")
        case .unregistered:
            note("UICollectionView: no view is registered for the kind \(elementKind) and identifier \"\(identifier)\" (UIKit raises an exception)")
        }
        return UICollectionReusableView(frame: .zero)
    }

    /// A cell made by a registration and configured by its handler (iOS 14's API).
    open func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                            for indexPath: IndexPath, item: Item?) -> Cell {
        let id = registration.identifier
        let cell = cells.takeQueued(id, prepare: { $0.prepareForReuse() }) as? Cell ?? registration.make(.zero)
        cell.reuseIdentifier = id
        cell.poolKey = id
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A header or footer made by a registration (or taken from the reuse pool) and configured by its handler.
    open func dequeueConfiguredReusableSupplementary<View: UICollectionReusableView>(using registration: SupplementaryRegistration<View>,
                                                                                   for indexPath: IndexPath) -> View {
        let key = Self.supplementaryKey(registration.elementKind, registration.identifier)
        let view = supplementaryViews.takeQueued(key, prepare: { $0.prepareForReuse() }) as? View ?? registration.make(.zero)
        view.reuseIdentifier = registration.identifier
        view.poolKey = key
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    // MARK: Data

    private var needsReload = true
    private var counts: [Int] = []
    private var visible: [IndexPath: UICollectionViewCell] = [:]
    private var supplementary: [String: UICollectionReusableView] = [:]
    private var measured: [IndexPath: CGSize] = [:]
    private var selected: [IndexPath] = []

    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    private func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (_, cell) in visible { enqueue(cell) }
        visible = [:]
        for (_, view) in supplementary { enqueue(supplementary: view) }
        supplementary = [:]
        measured = [:]
        guard let dataSource else { counts = []; return }
        counts = (0..<max(dataSource.numberOfSections(in: self), 0)).map { max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
    }

    private func enqueue(_ cell: UICollectionViewCell) {
        if let key = cell.poolKey { cells.enqueue(cell, key: key) } else { cell.removeFromSuperview() }
    }

    private func enqueue(supplementary view: UICollectionReusableView) {
        if let key = view.poolKey { supplementaryViews.enqueue(view, key: key) } else { view.removeFromSuperview() }
    }

    open var numberOfSections: Int { loadCountsIfNeeded(); return counts.count }
    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The measured size of a self-sizing cell made at `indexPath` (nil before it is made).
    func measuredSize(at indexPath: IndexPath) -> CGSize? { measured[indexPath] }

    /// How a layout's self-sizing items are measured: a list's rows at the row's width (required) and the
    /// compressed height; a flow layout's from its estimated size, both dimensions free (fitting priority).
    enum SelfSizing {
        case width(CGFloat)
        case estimated(CGSize)
    }

    /// Set by the layout at each `prepare()`: nil when its items keep the sizes it gives them.
    var selfSizing: ((IndexPath) -> SelfSizing?)?

    /// The size `cell` asks for at `a` (its `preferredLayoutAttributesFitting(_:)`), measured as `sizing` says.
    private func measure(_ cell: UICollectionViewCell, at a: UICollectionViewLayoutAttributes, _ sizing: SelfSizing) -> CGSize {
        let target: CGSize
        switch sizing {
        case .width(let width):
            target = CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
            cell.fittingPriorities = (.required, .fittingSizeLevel)
        case .estimated(let size):
            target = size
            cell.fittingPriorities = (.fittingSizeLevel, .fittingSizeLevel)
        }
        // Applied first, as UIKit applies the layout's attributes before asking for the preferred ones.
        cell.frame = CGRect(origin: a.frame.origin, size: CGSize(width: target.width, height: max(target.height, a.frame.height)))
        let proposed = a.copy() as! UICollectionViewLayoutAttributes
        proposed.size = target
        return cell.preferredLayoutAttributesFitting(proposed).size
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadCountsIfNeeded()
        collectionViewLayout.collectionView = self
        collectionViewLayout.prepare()
        // Cells that left the bounds go back to the pool first, so the items coming in reuse them.
        let inBounds = Set((collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        for (path, cell) in visible where !inBounds.contains(path) {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            enqueue(cell)
            visible[path] = nil
        }
        // Make the cells in the bounds; measure self-sizing ones and lay out again (a few passes, as rows below a
        // measured one move).
        for _ in 0..<3 {
            var changed = false
            for a in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] where a.representedElementCategory == .cell {
                guard visible[a.indexPath] == nil, let cell = dataSource?.collectionView(self, cellForItemAt: a.indexPath) else { continue }
                visible[a.indexPath] = cell
                if let sizing = selfSizing?(a.indexPath) {
                    let size = measure(cell, at: a, sizing)
                    if measured[a.indexPath] != size { measured[a.indexPath] = size; changed = true }
                }
            }
            if !changed { break }
            collectionViewLayout.prepare()
        }
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        let shown = Set(elements.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        for (path, cell) in visible where !shown.contains(path) {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            enqueue(cell)
            visible[path] = nil
        }
        var shownKinds: Set<String> = []
        for a in elements {
            switch a.representedElementCategory {
            case .cell:
                guard let cell = visible[a.indexPath] else { continue }
                let isNew = cell.superview !== self
                cell.frame = a.frame
                cell.alpha = a.alpha
                cell.isHidden = a.isHidden
                cell.apply(a)
                (collectionViewLayout as? UICollectionViewCompositionalLayout)?.style(cell, at: a.indexPath, count: counts[a.indexPath.section])
                if isNew {
                    addSubview(cell)
                    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
                }
                cell.setNeedsLayout()
            case .supplementaryView, .decorationView:
                guard let kind = a.representedElementKind else { continue }
                let key = "\(kind)/\(a.indexPath.section)"
                shownKinds.insert(key)
                let view = supplementary[key] ?? supplementaryView(kind: kind, at: a.indexPath)
                supplementary[key] = view
                if view.superview !== self { addSubview(view) }
                // A list cell used as a header or footer draws no row separator.
                (view as? UICollectionViewListCell)?.separatorView.isHidden = true
                view.frame = a.frame
                view.apply(a)
            }
        }
        for (key, view) in supplementary where !shownKinds.contains(key) {
            enqueue(supplementary: view)
            supplementary[key] = nil
        }
    }

    private func supplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        return dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    override func drawContent(into builder: ViewDisplayBuilder, state: ViewDisplayBuilder.State) {
        for w in warnings { builder.note(w) }
    }

    // MARK: Queries

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visible[indexPath]
    }

    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visible.keys.sorted().compactMap { visible[$0] }
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visible.keys.sorted()
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }

    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        collectionViewLayout.prepare()
        return collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 0.01, height: 0.01)))?
            .first { $0.representedElementCategory == .cell }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        supplementary["\(elementKind)/\(indexPath.section)"]
    }

    /// Scrolls so the item stands at `scrollPosition` (no position: the least scroll that shows it).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let rect = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = rect.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = rect.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = rect.maxY - bounds.height + inset.bottom }
        if scrollPosition.contains(.left) { offset.x = rect.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = rect.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = rect.maxX - bounds.width + inset.right }
        if scrollPosition.isEmpty { return scrollRectToVisible(rect, animated: animated) }
        offset.y = min(max(offset.y, -inset.top), max(contentSize.height + inset.bottom - bounds.height, -inset.top))
        offset.x = min(max(offset.x, -inset.left), max(contentSize.width + inset.right - bounds.width, -inset.left))
        setContentOffset(offset, animated: animated)
    }

    // MARK: Selection (recorded)

    open var indexPathsForSelectedItems: [IndexPath]? { selected }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { selected = []; return }
        if !allowsMultipleSelection { selected = [] }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { selected.removeAll { $0 == indexPath } }
}
