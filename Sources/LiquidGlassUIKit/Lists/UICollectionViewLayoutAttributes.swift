/// Where a collection view item goes: UIKit's `UICollectionViewLayoutAttributes`.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// What an attributes object places.
    public enum ElementCategory: Int, Sendable { case cell, supplementaryView, decorationView }

    public let indexPath: IndexPath
    public let representedElementCategory: ElementCategory
    public let representedElementKind: String?
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var zIndex = 0
    open var transform: CGAffineTransform = .identity

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    private init(copying other: UICollectionViewLayoutAttributes) {
        indexPath = other.indexPath
        representedElementCategory = other.representedElementCategory
        representedElementKind = other.representedElementKind
        frame = other.frame
        alpha = other.alpha
        isHidden = other.isHidden
        zIndex = other.zIndex
        transform = other.transform
    }

    /// A copy with the same values (UIKit's attributes are `NSCopying`; `copy() as! UICollectionViewLayoutAttributes`
    /// reads as on iOS).
    open func copy() -> Any { UICollectionViewLayoutAttributes(copying: self) }
}
