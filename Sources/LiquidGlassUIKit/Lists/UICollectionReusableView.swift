/// A view a collection view reuses (cells, headers, footers): UIKit's `UICollectionReusableView`.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under.
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// Called before the collection view hands the view out again (subclasses reset their content here).
    open func prepareForReuse() {}
    /// Applies layout attributes (the frame is set by the collection view; subclasses may read others).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
