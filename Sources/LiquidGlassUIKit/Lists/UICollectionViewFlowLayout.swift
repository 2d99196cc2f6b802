/// Items in lines that wrap, sections one after another: UIKit's `UICollectionViewFlowLayout`.
///
/// Vertical scrolling (the default): each section starts below the last, inside `sectionInset`, after its header
/// (`headerReferenceSize.height`); items fill a line left to right while they fit the width inside the insets with
/// `minimumInteritemSpacing` between them, and the line's leftover width is shared out between its items (a line of
/// one item centres it) — Apple's documentation: the spacing given is a minimum, "the actual spacing between items
/// may be larger"; the centring of a lone item is UIKit's observed behaviour, not documented. Items are centred
/// vertically in their line; lines are `minimumLineSpacing` apart. Horizontal scrolling swaps the axes (items fill a
/// column top to bottom). Defaults are UIKit's: 50 × 50 items, 10 pt spacings, no insets.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// How items with a self-sizing size are measured: UIKit's sentinel `automaticSize`.
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// Whether section insets are measured from the content, safe area or layout margins (recorded: the content's).
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Recorded: headers are not pinned in a still.
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var byIndexPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var contentSize: CGSize = .zero

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    open override var collectionViewContentSize: CGSize { contentSize }

    private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
        collectionView?.delegate as? any UICollectionViewDelegateFlowLayout
    }

    open override func prepare() {
        attributes = []
        byIndexPath = [:]
        guard let cv = collectionView else { contentSize = .zero; return }
        let vertical = scrollDirection == .vertical
        // Self-sizing items (`estimatedItemSize` not zero): laid out at the estimate until their cell is made and
        // measured (`preferredLayoutAttributesFitting(_:)`), then at the cell's size. `automaticSize` estimates
        // with `itemSize` (UIKit does not document its own estimate).
        let selfSizing = estimatedItemSize != .zero
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        cv.selfSizing = selfSizing ? { _ in .estimated(estimate) } : nil
        // Work in (main, cross) coordinates: main is the scrolling axis.
        let crossLength = vertical ? cv.bounds.width : cv.bounds.height
        var main: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let inset = flowDelegate?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = flowDelegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing = flowDelegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let header = flowDelegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footer = flowDelegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let headerLength = vertical ? header.height : header.width
            if headerLength > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = vertical ? CGRect(x: 0, y: main, width: crossLength, height: headerLength)
                    : CGRect(x: main, y: 0, width: headerLength, height: crossLength)
                attributes.append(a)
            }
            main += headerLength + (vertical ? inset.top : inset.left)
            let crossStart = vertical ? inset.left : inset.top
            let available = crossLength - crossStart - (vertical ? inset.right : inset.bottom)
            let count = cv.numberOfItems(inSection: s)
            var sizes: [CGSize] = []
            for i in 0..<count {
                let path = IndexPath(item: i, section: s)
                var size: CGSize
                if selfSizing {
                    size = cv.measuredSize(at: path) ?? estimate
                    // An item cannot be wider (taller, scrolling sideways) than the line inside the insets.
                    if vertical { size.width = min(size.width, available) } else { size.height = min(size.height, available) }
                } else {
                    size = flowDelegate?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
                }
                if size.width < 0 || size.height < 0 { size = itemSize }
                sizes.append(size)
            }
            var i = 0
            var firstLine = true
            while i < count {
                // Fill a line.
                var line: [Int] = [i]
                var used = vertical ? sizes[i].width : sizes[i].height
                var j = i + 1
                while j < count {
                    let length = vertical ? sizes[j].width : sizes[j].height
                    if used + itemSpacing + length > available + 0.0001 { break }
                    used += itemSpacing + length
                    line.append(j)
                    j += 1
                }
                if !firstLine { main += lineSpacing }
                firstLine = false
                let lineThickness = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let lengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
                let total = lengths.reduce(0, +)
                let gap = line.count > 1 ? max((available - total) / CGFloat(line.count - 1), itemSpacing) : 0
                var cross = line.count == 1 ? crossStart + max((available - total) / 2, 0) : crossStart
                for (k, index) in line.enumerated() {
                    let size = sizes[index]
                    let thickness = vertical ? size.height : size.width
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: s))
                    let offset = (lineThickness - thickness) / 2
                    a.frame = vertical ? CGRect(x: cross, y: main + offset, width: size.width, height: size.height)
                        : CGRect(x: main + offset, y: cross, width: size.width, height: size.height)
                    attributes.append(a)
                    byIndexPath[a.indexPath] = a
                    cross += lengths[k] + gap
                }
                main += lineThickness
                i = j
            }
            main += vertical ? inset.bottom : inset.right
            let footerLength = vertical ? footer.height : footer.width
            if footerLength > 0 {
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                         with: IndexPath(item: 0, section: s))
                a.frame = vertical ? CGRect(x: 0, y: main, width: crossLength, height: footerLength)
                    : CGRect(x: main, y: 0, width: footerLength, height: crossLength)
                attributes.append(a)
                main += footerLength
            }
        }
        contentSize = vertical ? CGSize(width: crossLength, height: main) : CGSize(width: main, height: crossLength)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { byIndexPath[indexPath] }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }
}
