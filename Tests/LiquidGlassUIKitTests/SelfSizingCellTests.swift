import Foundation
import LiquidGlass
@testable import LiquidGlassUIKit
import Testing

/// Auto Layout measuring: `systemLayoutSizeFitting` and the self-sizing cells of table and collection views.
///
/// Expected sizes follow Apple's documentation of `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
/// verticalFittingPriority:)`: the size "based on its constraints", as close to the target as the fitting
/// priorities allow (`fittingSizeLevel`, 50: "as close as possible to the … value of targetSize", i.e. below every
/// content priority — a label's compression resistance 750 and hugging 250/251 win over it), without changing the
/// view's size; and of self-sizing table cells: with `rowHeight = automaticDimension` a cell's height comes from
/// "an unbroken chain of constraints and views (with defined heights)" between its content view's top and bottom
/// edges, measured at the row's width. Text heights are the labels' own (`sizeThatFits`), so the tests check the
/// constraint arithmetic, not the font metrics.
@MainActor
@Suite struct SelfSizingCellTests {
    /// A 40 pt square beside a label of any number of lines, 12 pt from the content view's top and bottom, 16 pt from
    /// its sides, 12 pt between them.
    final class MessageCell: UITableViewCell {
        let badge = UIView()
        let message = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            message.numberOfLines = 0
            for v in [badge, message] {
                v.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(v)
            }
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                badge.widthAnchor.constraint(equalToConstant: 40),
                badge.heightAnchor.constraint(equalToConstant: 40),
                badge.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),
                message.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
                message.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                message.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                message.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class Messages: NSObject, UITableViewDataSource {
        let texts: [String]
        init(_ texts: [String]) { self.texts = texts }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath) as! MessageCell
            cell.message.text = texts[indexPath.row]
            return cell
        }
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }

    static let long = "Auto Layout sizes this row from its constraints: the label wraps at the width the table leaves it and the row grows by its lines."

    @Test func fittingSizeFollowsConstraintsAndLeavesTheFrame() {
        let container = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let label = UILabel()
        label.text = "Fitting"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
        ])
        let text = label.intrinsicContentSize
        // Compressed: the label keeps its intrinsic size (compression resistance 750 > 50); the insets add 24 × 16.
        let compressed = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(compressed.width - (text.width + 24)) < 0.001)
        #expect(abs(compressed.height - (text.height + 16)) < 0.001)
        // Expanded: the label's hugging priority (defaultLow or above) beats the fitting priority too.
        let expanded = container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(abs(expanded.width - compressed.width) < 0.001 && abs(expanded.height - compressed.height) < 0.001)
        // A required width is held; the height still comes from the label.
        let wide = container.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        #expect(wide.width == 300)
        #expect(abs(wide.height - (text.height + 16)) < 0.001)
        // "This method does not actually change the size of the view."
        #expect(container.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        // A view without constraints: nothing pulls it from the target.
        #expect(UIView().systemLayoutSizeFitting(CGSize(width: 30, height: 40)) == CGSize(width: 30, height: 40))
    }

    @Test func multilineLabelWrapsAtTheWidthItGets() {
        let container = UIView()
        let label = UILabel()
        label.text = Self.long
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        let size = container.systemLayoutSizeFitting(CGSize(width: 240, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: 0)).height
        #expect(wrapped > 3 * label.font.lineHeight)  // the text takes several lines at 200 pt
        #expect(size == CGSize(width: 240, height: wrapped))
    }

    @Test func tableRowsTakeTheirCellsConstraintHeights() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 402, height: 600), style: .plain)
        let data = Messages(["Short", Self.long] + Array(repeating: "Short", count: 40))
        table.register(MessageCell.self, making: { MessageCell(style: $0, reuseIdentifier: $1) }, forCellReuseIdentifier: "message")
        table.estimatedRowHeight = 64
        table.dataSource = data
        table.layoutIfNeeded()
        let probe = UILabel()
        probe.font = .preferredFont(forTextStyle: .body)
        probe.numberOfLines = 0
        probe.text = "Short"
        let oneLine = probe.sizeThatFits(CGSize(width: 318, height: 0)).height
        probe.text = Self.long
        // The label's width: 402 − 16 − 40 − 12 − 16 = 318 pt.
        let lines = probe.sizeThatFits(CGSize(width: 318, height: 0)).height
        #expect(oneLine < 40 && lines > 40)
        // Row 0: the badge's 40 pt + 12 + 12 (the label, one line, is shorter); row 1: the label's lines + 24.
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? MessageCell)
        #expect(first.frame == CGRect(x: 0, y: 0, width: 402, height: 64))
        #expect(abs(second.frame.height - (lines + 24)) < 0.001)
        #expect(abs(second.frame.minY - 64) < 0.001)
        // Inside the cell, the constraints placed the label and the badge (the solver's floating point: 0.001 pt).
        #expect(Self.close(second.message.frame, CGRect(x: 68, y: 12, width: 318, height: second.frame.height - 24)))
        #expect(Self.close(second.badge.frame, CGRect(x: 16, y: 12, width: 40, height: 40)))
        #expect(Self.close(first.message.frame, CGRect(x: 68, y: 12, width: 318, height: 40)))
        // Rows never made count at the estimate: the content is the measured rows plus 64 pt for each other one.
        let visible = table.indexPathsForVisibleRows ?? []
        let measured = visible.map { table.rectForRow(at: $0).height }.reduce(0, +)
        let expected = measured + CGFloat(42 - visible.count) * 64
        #expect(abs(table.contentSize.height - expected) < 0.001)
    }

    @Test func cellsWithoutConstraintsKeepTheirManualSizes() {
        // A legacy cell has no constraints: the table uses sizeThatFits (44 pt for one line of body text).
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Plain"
        let size = cell.systemLayoutSizeFitting(CGSize(width: 402, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 402, height: 44))
    }

    final class TagCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Tags: NSObject, UICollectionViewDataSource {
        let tags = ["UIKit", "Auto Layout", "Glass", "Self-sizing cells"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
            cell.label.text = tags[indexPath.item]
            return cell
        }
    }

    @Test func flowItemsWithAnEstimatedSizeTakeTheirCellsSizes() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 402, height: 300), collectionViewLayout: layout)
        view.register(TagCell.self, making: { TagCell(frame: $0) }, forCellWithReuseIdentifier: "tag")
        let data = Tags()
        view.dataSource = data
        view.layoutIfNeeded()
        for (i, tag) in data.tags.enumerated() {
            let cell = try #require(view.cellForItem(at: IndexPath(item: i, section: 0)) as? TagCell)
            let probe = UILabel()
            probe.text = tag
            let text = probe.intrinsicContentSize
            // Each item is its label's intrinsic size plus the insets, not the 50 × 50 estimate.
            #expect(abs(cell.frame.width - (text.width + 20)) < 0.001, "\(tag)")
            #expect(abs(cell.frame.height - (text.height + 12)) < 0.001, "\(tag)")
            #expect(abs(cell.label.frame.width - text.width) < 0.001)
        }
    }
}
