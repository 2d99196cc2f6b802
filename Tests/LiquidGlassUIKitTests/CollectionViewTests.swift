import Foundation
import LiquidGlassUIKit
import Testing

/// Collection views as screens use them. Frames derived by hand from the flow layout's documented rules (items
/// fill a line inside the section insets with at least the minimum spacing, the line's leftover shared between its
/// items, a lone item centred — see `UICollectionViewFlowLayout`) and from the list layout's table figures.
@MainActor
@Suite struct CollectionViewTests {
    final class Grid: NSObject, UICollectionViewDataSource {
        var count = 7
        var asked: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            asked.append(indexPath)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = .systemBlue
            return cell
        }
    }

    func gridView(height: CGFloat = 600) -> (UICollectionView, Grid) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.minimumInteritemSpacing = 12
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 402, height: height), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let grid = Grid()
        view.dataSource = grid
        return (view, grid)
    }

    @Test func flowLayoutFillsJustifiedLines() throws {
        let (view, grid) = gridView()
        let image = GlassViewRenderer(view: view).image()
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"], let png = image?.pngData() {
            try png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("collection-flow.png"))
        }
        // 370 pt inside the insets: three 110 pt items (330 + 2 × 12 = 354 fit, a fourth does not); the 40 pt left
        // over makes the gaps 20 pt: x = 16, 146, 276. Lines 110 + 12 apart from y = 16.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 16, width: 110, height: 110))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 276, y: 16, width: 110, height: 110))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 276, y: 138, width: 110, height: 110))
        // The seventh item alone on the third line: centred, x = 16 + (370 − 110) / 2.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 146, y: 260, width: 110, height: 110))
        // Height: 16 + 3 × 110 + 2 × 12 + 16.
        #expect(view.contentSize == CGSize(width: 402, height: 386))
        #expect(grid.asked.count == 7)
        #expect(view.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.minX == 146)
    }

    @Test func onlyTheItemsInTheBoundsAreMade() {
        let (view, grid) = gridView(height: 200)
        grid.count = 60
        _ = GlassViewRenderer(view: view).image()
        // Bounds y 0..<200: lines at y 16 and 138 (the third starts at 260): six items.
        #expect(view.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) })
        #expect(grid.asked.count == 6)
    }

    enum Section: Hashable, Sendable { case main }

    @Test func listLayoutWithRegistrationAndDiffableDataSource() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 402, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: view) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["One", "Two", "Three"])
        source.apply(snapshot, animatingDifferences: false)
        let image = GlassViewRenderer(view: view).image()
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"], let png = image?.pngData() {
            try png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("collection-list.png"))
        }
        // Inset grouped: 35 pt above the section, rows 16 pt in, 44 pt each (one body line + 22 < 44).
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 35, width: 370, height: 44))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 16, y: 123, width: 370, height: 44))
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first is UICollectionViewListCell)
        #expect(first.layer.cornerRadius == 10)
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Two")
        #expect(view.backgroundColor == UIColor.systemGroupedBackground)
    }

    @Test func snapshotOperations() {
        var s = NSDiffableDataSourceSnapshot<Int, String>()
        s.appendSections([0, 1])
        s.appendItems(["a", "b"], toSection: 0)
        s.appendItems(["c"])  // to the last section
        s.insertItems(["x"], beforeItem: "b")
        s.deleteItems(["a"])
        s.appendItems(["c"], toSection: 0)  // already present: ignored (UIKit raises)
        #expect(s.itemIdentifiers == ["x", "b", "c"])
        #expect(s.itemIdentifiers(inSection: 1) == ["c"])
        #expect(s.sectionIdentifier(containingItem: "b") == 0)
        #expect(s.numberOfItems == 3 && s.numberOfSections == 2)
        s.moveItem("c", beforeItem: "x")
        #expect(s.itemIdentifiers(inSection: 0) == ["c", "x", "b"])
    }
}
