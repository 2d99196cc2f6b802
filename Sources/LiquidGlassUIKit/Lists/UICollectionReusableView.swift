/// A view a collection view reuses (cells, headers, footers): UIKit's `UICollectionReusableView`.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under.
    public internal(set) var reuseIdentifier: String?
    /// The key of the collection view's reuse pool the view goes back to (a supplementary view's element kind
    /// and identifier; a cell's identifier).
    var poolKey: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// Called before the collection view hands the view out again (subclasses reset their content here).
    open func prepareForReuse() {}
    /// Applies layout attributes (the frame is set by the collection view; subclasses may read others).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view asks for when its layout sizes it by its content (a list's rows, a flow layout
    /// with `estimatedItemSize`): a copy of `layoutAttributes` with the size `systemLayoutSizeFitting` gives at
    /// their size — the width required in a list, both dimensions at the fitting priority from the estimate in a
    /// flow layout. Subclasses override it to ask for other sizes.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: fittingPriorities.horizontal,
                                                 verticalFittingPriority: fittingPriorities.vertical)
        return preferred
    }

    /// The priorities the layout measures with (set by the collection view before it asks).
    var fittingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.fittingSizeLevel, .fittingSizeLevel)
}
