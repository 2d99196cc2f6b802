/// Places a collection view's items: UIKit's `UICollectionViewLayout`. Subclasses compute the attributes in
/// `prepare()` and answer `collectionViewContentSize` and `layoutAttributesForElements(in:)`; the collection view
/// asks for the attributes of the rectangle its bounds show and makes cells for those items only.
@MainActor
open class UICollectionViewLayout {
    /// The collection view the layout places items for.
    open internal(set) weak var collectionView: UICollectionView?

    public init() {}

    public required init?(coder: NSCoder) { return nil }

    /// Computes the layout (called before each layout of the collection view).
    open func prepare() {}
    /// Marks the layout for recomputing.
    open func invalidateLayout() { collectionView?.setNeedsLayout() }
    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of the items (and supplementary views) meeting `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Whether a bounds change needs a new layout (a new width does, as for UIKit's flow layout).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
