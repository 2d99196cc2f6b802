extension UICollectionView {
    /// How a collection view makes and configures the cells of one kind: UIKit's `UICollectionView.CellRegistration`.
    ///
    /// `init(handler:)` exists for UIKit's own cells (`UICollectionViewCell`, `UICollectionViewListCell`), the ones
    /// the registration can make; a subclass of them needs its initializer passed with `init(making:handler:)` (an
    /// addition: Swift cannot call a subclass's non-`required` `init(frame:)` through its type), so
    /// `CellRegistration<MyCell, Item> { … }` is a compile error here rather than a crash when the cell is made.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let make: @MainActor (CGRect) -> Cell
        let handler: Handler
        let identifier: String

        /// A registration that makes its cells with `make` (given the cell's initial frame).
        public init(making make: @escaping @MainActor (CGRect) -> Cell, handler: @escaping Handler) {
            self.make = make
            self.handler = handler
            identifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
        }
    }

    /// How a collection view makes and configures a header or footer: UIKit's `SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        let make: @MainActor (CGRect) -> Supplementary
        let handler: Handler
        let identifier: String
        public let elementKind: String

        public init(elementKind: String, making make: @escaping @MainActor (CGRect) -> Supplementary, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.make = make
            self.handler = handler
            identifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
        }
    }
}

extension UICollectionView.CellRegistration where Cell == UICollectionViewListCell {
    public init(handler: @escaping Handler) { self.init(making: { UICollectionViewListCell(frame: $0) }, handler: handler) }
}

extension UICollectionView.CellRegistration where Cell == UICollectionViewCell {
    public init(handler: @escaping Handler) { self.init(making: { UICollectionViewCell(frame: $0) }, handler: handler) }
}

extension UICollectionView.SupplementaryRegistration where Supplementary == UICollectionViewListCell {
    public init(elementKind: String, handler: @escaping Handler) {
        self.init(elementKind: elementKind, making: { UICollectionViewListCell(frame: $0) }, handler: handler)
    }
}

extension UICollectionView.SupplementaryRegistration where Supplementary == UICollectionReusableView {
    public init(elementKind: String, handler: @escaping Handler) {
        self.init(elementKind: elementKind, making: { UICollectionReusableView(frame: $0) }, handler: handler)
    }
}
