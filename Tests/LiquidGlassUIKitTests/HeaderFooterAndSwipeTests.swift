import Foundation
import LiquidGlass
@testable import LiquidGlassUIKit
import Testing

/// Section header and footer views, swipe actions, and the collection view controller, written as UIKit code writes
/// them. Expected values: UIKit's documented API behaviour (a registered identifier dequeues a view of its class;
/// `dequeueReusableHeaderFooterView(withIdentifier:)` returns nil for an unknown identifier; `headerView(forSection:)`
/// is the header-footer view shown; a self-sizing header's height comes from its constraints, measured as cells
/// are) and the table's figures shared with LiquidGlassUI's `List` (a grouped title `footnote`, 7 pt above the
/// rows, at the cells' text inset: 16 pt, plus 16 pt for inset grouped cells; 35 pt above each grouped section).
@MainActor
@Suite struct HeaderFooterAndSwipeTests {
    /// A header whose content view holds a 60 pt bar 8 pt from its top and bottom: 76 pt tall by its constraints.
    final class BannerHeader: UITableViewHeaderFooterView {
        let bar = UIView()
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            bar.translatesAutoresizingMaskIntoConstraints = false
            bar.backgroundColor = .systemBlue
            contentView.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                bar.heightAnchor.constraint(equalToConstant: 60),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Settings: NSObject, UITableViewDataSource, UITableViewDelegate {
        var deleted: [IndexPath] = []
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            if section == 0 {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "title")
                header?.textLabel?.text = "Recent"
                header?.textLabel?.font = .systemFont(ofSize: 40)  // the table restyles it before it is shown, as UIKit
                return header
            }
            return tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner")
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self.deleted.append(indexPath)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(false) }
            flag.backgroundColor = .systemOrange
            flag.image = UIImage(systemName: "flag")
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
    }

    @Test func registeredHeaderViewsAreStyledPlacedAndReused() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 402, height: 800), style: .insetGrouped)
        let data = Settings()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "title")
        table.register(BannerHeader.self, making: { BannerHeader(reuseIdentifier: $0) }, forHeaderFooterViewReuseIdentifier: "banner")
        table.dataSource = data
        table.delegate = data
        table.layoutIfNeeded()

        let title = try #require(table.headerView(forSection: 0))
        let label = try #require(title.textLabel)
        #expect(label.font == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(label.textColor == UIColor.secondaryLabel)
        let text = label.sizeThatFits(CGSize(width: 402 - 64, height: 0)).height
        #expect(title.frame == CGRect(x: 0, y: 35, width: 402, height: text + 7))
        #expect(label.frame.minX == 32)
        #expect(abs(label.frame.maxY - (title.bounds.height - 7)) < 0.001)

        let banner = try #require(table.headerView(forSection: 1) as? BannerHeader)
        // Section 1 starts after section 0's two 44 pt rows and 35 pt of spacing; its header is 8 + 60 + 8 tall.
        let top = 35 + text + 7 + 88 + 35
        #expect(abs(banner.frame.minY - top) < 0.001)
        #expect(banner.frame.height == 76)
        // The bar follows the content view's margins: the cells' text inset, 32 pt from each side.
        #expect(banner.bar.frame == CGRect(x: 32, y: 8, width: 402 - 64, height: 60))
        let firstRow = table.rectForRow(at: IndexPath(row: 0, section: 1))
        #expect(abs(firstRow.minY - (top + 76)) < 0.001)

        // A reload sends the header views back to their queue; the delegate gets the same ones again.
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) === title)
        #expect(table.headerView(forSection: 1) === banner)
    }

    @Test func unknownAndUnmakeableHeaderIdentifiers() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 402, height: 800), style: .plain)
        // UIKit: nil for an identifier never registered.
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "nothing") == nil)
        table.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: "banner")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "banner") == nil)
        let image = GlassViewRenderer(view: table).image()
        #expect(image?.glassRenderReport?.warnings.contains { $0.contains("BannerHeader") && $0.contains("making:") } == true)
    }

    @Test func plainTitleHeadersUseTheHeadline() throws {
        final class Titles: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "K" }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "2 contacts" }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 402, height: 400), style: .plain)
        let data = Titles()
        table.dataSource = data
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        let footer = try #require(table.footerView(forSection: 0))
        #expect(header.textLabel?.text == "K" && header.textLabel?.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(header.backgroundColor == UIColor.systemBackground)
        #expect(footer.textLabel?.font == UIFont.preferredFont(forTextStyle: .footnote) && footer.backgroundColor == nil)
        // A plain header: its headline line and 4 pt above and below, 28 pt at least; the footer: its footnote line
        // and 7 pt.
        let headline = try #require(header.textLabel).sizeThatFits(CGSize(width: 370, height: 0)).height
        #expect(abs(header.frame.height - max(28, headline + 8)) < 0.001)
        let line = try #require(footer.textLabel).sizeThatFits(CGSize(width: 370, height: 0)).height
        #expect(abs(footer.frame.height - (line + 7)) < 0.001)
    }

    @Test func swipeActionsAreKeptWithUIKitsDefaults() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 402, height: 800), style: .plain)
        let data = Settings()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = data
        table.delegate = data
        let path = IndexPath(row: 1, section: 0)
        #expect(table.swipeActionsConfiguration(forRowAt: path, leading: true) == nil)
        let trailing = try #require(table.swipeActionsConfiguration(forRowAt: path, leading: false))
        #expect(trailing.performsFirstActionWithFullSwipe)
        #expect(trailing.actions.map(\.title) == ["Delete", "Flag"])
        #expect(trailing.actions[0].style == .destructive && trailing.actions[0].backgroundColor == UIColor.systemRed)
        #expect(trailing.actions[1].backgroundColor == UIColor.systemOrange && trailing.actions[1].image != nil)
        var performed: Bool?
        trailing.actions[0].handler(trailing.actions[0], UIView()) { performed = $0 }
        #expect(performed == true && data.deleted == [path])
        // The list layout's providers are kept too.
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.trailingSwipeActionsConfigurationProvider = { _ in trailing }
        #expect(list.trailingSwipeActionsConfigurationProvider?(path) === trailing)
        #expect(list.leadingSwipeActionsConfigurationProvider == nil)
    }

    final class Grid: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemTeal
            return cell
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    }

    @Test func collectionViewControllerIsItsViewsDataSource() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = Grid(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout)
        let renderer = GlassViewRenderer(viewController: controller)
        renderer.scale = 1
        _ = renderer.image()
        let view = try #require(controller.collectionView)
        #expect(view.collectionViewLayout === layout)
        #expect(view.dataSource === controller && view.delegate === controller)
        #expect(view.indexPathsForVisibleItems.count == 6)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 100, height: 100))
    }

    /// The delegate methods a `UITableViewController` subclass overrides, beyond the basic ones.
    final class Inbox: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }])
        }
    }

    @Test func tableViewControllerSubclassesOverrideSwipeActions() throws {
        let controller = Inbox(style: .plain)
        let table = try #require(controller.tableView)
        #expect(table.swipeActionsConfiguration(forRowAt: IndexPath(row: 0, section: 0), leading: false)?.actions.count == 1)
    }
}
