/// UIKit's `UICollectionViewCompositionalLayout`, as far as lists: `list(using:)` lays the items out as rows of
/// the configuration's appearance, with the table view's figures (see ``UITableView``: 44 pt rows at least,
/// measured from each cell's content; inset grouped rows 16 pt in with 10 pt corners on a section's first and last
/// rows; 35 pt above grouped sections; a supplementary header as tall as a section title, `footnote` + 7 pt).
/// Sections, groups and items (`NSCollectionLayoutSection`…) are not provided (absent).
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let configuration: UICollectionLayoutListConfiguration
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var byIndexPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var contentSize: CGSize = .zero

    init(list configuration: UICollectionLayoutListConfiguration) {
        self.configuration = configuration
        super.init()
    }

    public required init?(coder: NSCoder) { return nil }

    /// A layout of rows in the configuration's appearance.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(list: configuration)
    }

    private var inset: CGFloat { configuration.tableStyle == .insetGrouped ? 16 : 0 }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        attributes = []
        byIndexPath = [:]
        guard let cv = collectionView else { contentSize = .zero; return }
        let width = cv.bounds.width
        let rowWidth = width - 2 * inset
        cv.selfSizing = { _ in .width(rowWidth) }
        if configuration.backgroundColor != nil || cv.backgroundColor == .systemBackground || cv.backgroundColor == .systemGroupedBackground {
            cv.backgroundColor = configuration.backgroundColor
                ?? (configuration.tableStyle == .plain ? .systemBackground : .systemGroupedBackground)
        }
        let grouped = configuration.tableStyle != .plain
        let titleHeight = (UIFont.preferredFont(forTextStyle: .footnote).lineHeight * 3).rounded(.up) / 3
        var y: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            y += configuration.headerTopPadding ?? (grouped ? 35 : 0)
            if configuration.headerMode == .supplementary {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                         with: IndexPath(item: 0, section: s))
                let h = grouped ? titleHeight + 7 : 28
                a.frame = CGRect(x: inset, y: y, width: rowWidth, height: h)
                attributes.append(a)
                y += h
            }
            for i in 0..<cv.numberOfItems(inSection: s) {
                let path = IndexPath(item: i, section: s)
                let h = max(cv.measuredSize(at: path)?.height ?? 44, 44)
                let a = UICollectionViewLayoutAttributes(forCellWith: path)
                a.frame = CGRect(x: inset, y: y, width: rowWidth, height: h)
                attributes.append(a)
                byIndexPath[path] = a
                y += h
            }
            if configuration.footerMode == .supplementary {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = CGRect(x: inset, y: y, width: rowWidth, height: titleHeight + 7)
                attributes.append(a)
                y += titleHeight + 7
            }
        }
        contentSize = CGSize(width: width, height: y)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { byIndexPath[indexPath] }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }

    /// The appearance's background, corners and separators on a row.
    func style(_ cell: UICollectionViewCell, at path: IndexPath, count: Int) {
        if cell.backgroundColor == nil || cell.backgroundColor == .systemBackground || cell.backgroundColor == .secondarySystemGroupedBackground {
            cell.backgroundColor = configuration.tableStyle == .plain ? .systemBackground : .secondarySystemGroupedBackground
        }
        let isFirst = path.item == 0, isLast = path.item == count - 1
        if configuration.tableStyle == .insetGrouped {
            var corners: CACornerMask = []
            if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
            cell.layer.cornerCurve = .continuous
            cell.clipsToBounds = !corners.isEmpty
        }
        (cell as? UICollectionViewListCell)?.separatorView.isHidden = !configuration.showsSeparators || isLast
    }
}
