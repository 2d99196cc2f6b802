import Foundation
import LiquidGlass
@testable import LiquidGlassUIKit
import Testing

/// Table views as screens use them. Frames are derived by hand from the rules `UITableView` documents (and the
/// figures it shares with LiquidGlassUI's `List`): rows of 44 pt (UIKit's default row height), inset grouped cells
/// 16 pt in from the sides with 10 pt corners on a section's first and last rows, 35 pt above each grouped section,
/// a section title's height being its `footnote` line (13 pt × SF Pro's 1.193 line height = 15.51 pt, rounded up to
/// the 3× pixel grid = 47 / 3 pt) plus 7 pt. The controller's screen is the iPhone 17 Pro's: 402 × 874 pt, safe area
/// 62 pt above and 34 below.
@MainActor
@Suite struct TableViewTests {
    final class NumbersController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView: UITableView
        var rows = 100
        var asked: [IndexPath] = []
        var displayed: [IndexPath] = []

        init(style: UITableView.Style = .plain) {
            tableView = UITableView(frame: .zero, style: style)
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath)
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }

        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            displayed.append(indexPath)
        }
    }

    static func save(_ image: UIImage?, _ name: String) throws {
        guard let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"], let png = image?.pngData() else { return }
        try png.write(to: URL(fileURLWithPath: dir).appendingPathComponent(name))
    }

    @Test func plainTableMakesCellsForTheVisibleRowsOnly() throws {
        let controller = NumbersController()
        let renderer = GlassViewRenderer(viewController: controller)
        renderer.scale = 1
        let image = renderer.image()
        try Self.save(image, "table-plain.png")
        let table = controller.tableView
        // Content 100 × 44 pt tall; it rests 62 pt down (the top safe area joins the insets: a table always bounces
        // vertically), so the bounds cover content y -62 ..< 812: rows 0 to 18 (row 18 spans 792–836).
        #expect(table.contentSize == CGSize(width: 402, height: 4400))
        #expect(table.contentOffset == CGPoint(x: 0, y: -62))
        #expect(table.indexPathsForVisibleRows == (0...18).map { IndexPath(row: $0, section: 0) })
        #expect(Set(controller.asked) == Set((0...18).map { IndexPath(row: $0, section: 0) }))
        #expect(controller.displayed.count == 19)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 402, height: 44))
        #expect(first.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 62))
        #expect(table.cellForRow(at: IndexPath(row: 40, section: 0)) == nil)
        // The text at the cell's 16 pt leading margin; the separator one pixel (1/3 pt) tall at the bottom.
        #expect(first.textLabel?.frame.minX == 16)
        #expect(first.subviews.contains { $0.frame == CGRect(x: 16, y: 44 - 1.0 / 3.0, width: 386, height: 1.0 / 3.0) })
        #expect(image?.glassRenderReport?.warnings.contains { $0.contains("UITableView") } == false)
    }

    @Test func scrollingReusesCells() {
        let controller = NumbersController()
        _ = GlassViewRenderer(viewController: controller).image()
        let made = Set(controller.tableView.visibleCells.map(ObjectIdentifier.init))
        // Scrolled so row 50 (content y 2200) stands at the top of the safe area: the bounds cover content
        // y 2138 ..< 3012, rows 48 (2112–2156, under the status bar) to 68 (2992–3036): 21 rows.
        controller.tableView.contentOffset = CGPoint(x: 0, y: 2200 - 62)
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.indexPathsForVisibleRows == (48...68).map { IndexPath(row: $0, section: 0) })
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 50, section: 0))?.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 62))
        // The 19 cells made first all went back to the pool and came out again: only 2 new cells were made.
        let now = Set(controller.tableView.visibleCells.map(ObjectIdentifier.init))
        #expect(now.intersection(made).count == 19)
        #expect(now.count == 21)
    }

    final class SettingsController: UITableViewController {
        init() { super.init(style: .insetGrouped) }
        required init?(coder: NSCoder) { nil }

        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "General" : nil }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(indexPath.row)"
            content.secondaryText = "On"
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Test func insetGroupedSectionsTitlesAndCorners() throws {
        let controller = SettingsController()
        let renderer = GlassViewRenderer(viewController: controller)
        renderer.scale = 1
        let image = try #require(renderer.image())
        try Self.save(image, "table-inset-grouped.png")
        let table = try #require(controller.tableView)
        // The grouped background fills the screen to its bottom edge (the picture shows the bounds as laid out,
        // offset 62 pt up): the pixel 4 pt above the bottom is the one 5 pt below the top.
        if case .picture(_, let pixels) = image.source {
            #expect(pixels.pixels[870 * pixels.width + 200] == pixels.pixels[5 * pixels.width + 200])
        } else { Issue.record("the render is not a picture") }
        let title = (13 * (1950.0 + 494) / 2048 * 3).rounded(.up) / 3  // 47 / 3
        // Section 0: 35 pt, then the title's header (title + 7), then three 44 pt rows, 16 pt in from the sides.
        let firstRowY = 35 + title + 7
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: firstRowY, width: 370, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 16, y: firstRowY + 88, width: 370, height: 44))
        // Section 1 (no title): 35 pt below section 0's last row.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 16, y: firstRowY + 132 + 35, width: 370, height: 44))
        // Corners: the first row rounds its top, the last its bottom, the middle none; a lone row all four.
        let top = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let middle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let lone = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(top.layer.cornerRadius == 10 && top.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
        #expect(lone.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(table.backgroundColor == UIColor.systemGroupedBackground)
        #expect(top.backgroundColor == UIColor.secondarySystemGroupedBackground)
        // The header title aligns with the cells' text: 16 (cell inset) + 16 (content margin).
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame == CGRect(x: 0, y: 35, width: 402, height: title + 7))
        #expect(header.textLabel?.frame.minX == 32)
        // The table is the controller's view, its content resting 62 pt down: on screen the header is at y 62 + 35.
        #expect(header.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 62 + 35))
        #expect(table.contentOffset == CGPoint(x: 0, y: -62))
        // The value at the trailing end of the content, the chevron 16 pt from the cell's trailing edge.
        let chevron = try #require(top.subviews.first { $0 is UIImageView })
        #expect(abs(chevron.frame.maxX - (370 - 16)) < 0.001)
    }

    @Test func legacyStylesAndAutomaticHeights() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        // body line (17 pt × 1.193 = 20.29 → 61/3) + 3 + subheadline line (15 pt × 1.193 = 17.90 → 18) + 11 + 11.
        let body = (17 * (1950.0 + 494) / 2048 * 3).rounded(.up) / 3
        let sub = (15 * (1950.0 + 494) / 2048 * 3).rounded(.up) / 3
        #expect(abs(subtitle.sizeThatFits(CGSize(width: 402, height: 0)).height - (body + 3 + sub + 22)) < 0.001)
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        plain.textLabel?.text = "One line"
        #expect(plain.sizeThatFits(CGSize(width: 402, height: 0)).height == 44)  // 20.33 + 22 < 44: the minimum
        #expect(plain.detailTextLabel == nil)  // the default style has none, as in UIKit
    }

    final class CustomCell: UITableViewCell {
        let badge = UIView()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) { nil }
    }

    final class CustomSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "custom" : "missing", for: indexPath)
        }
    }

    @Test func registeredSubclassesAndUnknownIdentifiers() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let source = CustomSource()
        table.dataSource = source
        // The form `liquidglass preview` rewrites `register(CustomCell.self, forCellReuseIdentifier:)` into.
        table.register(CustomCell.self, making: { CustomCell(style: $0, reuseIdentifier: $1) }, forCellReuseIdentifier: "custom")
        let image = GlassViewRenderer(view: table).image()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) is CustomCell)
        // "missing" was never registered: UIKit raises; here a placeholder row and a warning naming it.
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "⚠︎ missing")
        #expect(image?.glassRenderReport?.warnings.contains { $0.contains("\"missing\"") } == true)
        // A subclass registered by class alone cannot be made (its initializer is not required): a warning too.
        let other = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        other.register(CustomCell.self, forCellReuseIdentifier: "custom")
        other.dataSource = source
        let warned = GlassViewRenderer(view: other).image()
        #expect(warned?.glassRenderReport?.warnings.contains { $0.contains("CustomCell") } == true)
    }

    @Test func indexPathsOfRowsAndItems() {
        let path = IndexPath(row: 3, section: 2)
        #expect(path.section == 2 && path.row == 3 && path.item == 3)
        #expect(IndexPath(item: 1, section: 0) == IndexPath(indexes: [0, 1]))
    }
}
