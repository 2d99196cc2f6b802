import LiquidGlassPreviewBuilder
import Testing

/// The rewrite of a UIKit file's Objective-C-only syntax (`liquidglass preview`, `uikit-compat-check
/// --objc-rewrite`): each `#selector` becomes LiquidGlassUIKit's sendable `Selector` naming the method of the type
/// around it, `@objc` is blanked out, every line stays where it was, and what cannot be rewritten is left and said.
@Suite struct ObjectiveCRewriterTests {
    static let source = """
        import LiquidGlassUIKit

        final class PlayerViewController: UIViewController {
            let button = UIButton(type: .system)
            @objc private func play(_ sender: UIButton) {}
            @objc(refreshNow) func refresh() {}

            override func viewDidLoad() {
                button.addTarget(self, action: #selector(play(_:)), for: .touchUpInside)
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Refresh", style: .plain, target: self,
                                                                    action: #selector(self.refresh))
                _ = #selector(getter: UIView.frame)
                _ = #selector(button.layoutSubviews)
            }
        }

        extension PlayerViewController {
            func more() { _ = #selector(PlayerViewController.refresh) }
        }

        @objc protocol Legacy { @objc optional func ping() }
        """

    @Test func selectorsAndAttributes() {
        let r = ObjectiveCRewriter(text: Self.source)
        let lines = r.rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[8].contains("action: Selector(\"play(_:)\", dispatch: PlayerViewController.play(_:)), for:"))
        #expect(lines[10].contains("action: Selector(\"refresh\", dispatch: PlayerViewController.refresh))"))
        #expect(lines[17].contains("Selector(\"refresh\", dispatch: PlayerViewController.refresh)"))
        #expect(!r.rewritten.contains("@objc"))
        // Blanked to spaces: the columns after it stay.
        #expect(lines[4] == "    " + String(repeating: " ", count: 5) + " private func play(_ sender: UIButton) {}")
        // Left as written, and said.
        #expect(lines[11].contains("#selector(getter: UIView.frame)"))
        #expect(lines[12].contains("#selector(button.layoutSubviews)"))
        let left = r.notes.filter(\.isLeft).map(\.line)
        #expect(left == [12, 13, 21])
        #expect(r.notes.filter { !$0.isLeft }.count == 3 + 4)
    }

    /// A registered cell subclass gets its initializer passed (Swift cannot call it through the class); UIKit's own
    /// cell classes are left as written; the rest of the call and the line stay as they were.
    @Test func cellRegistrationsPassTheInitializer() {
        let source = """
            tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.id)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
            """
        let r = ObjectiveCRewriter(text: source)
        let lines = r.rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "tableView.register(ContactCell.self, making: { ContactCell(style: $0, reuseIdentifier: $1) }, forCellReuseIdentifier: ContactCell.id)")
        #expect(lines[1] == "tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"plain\")")
        #expect(lines[2] == "collectionView.register(PhotoCell.self, making: { PhotoCell(frame: $0) }, forCellWithReuseIdentifier: \"photo\")")
        #expect(r.notes.map(\.line) == [1, 3])
    }

    /// Header, footer and supplementary view subclasses get their initializers passed the same way (UIKit's
    /// `init(reuseIdentifier:)` and `init(frame:)`); UIKit's own classes are left as written.
    @Test func headerAndSupplementaryRegistrationsPassTheInitializer() {
        let source = """
            tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
            tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "plain")
            collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
            collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "b")
            """
        let r = ObjectiveCRewriter(text: source)
        let lines = r.rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "tableView.register(SectionHeader.self, making: { SectionHeader(reuseIdentifier: $0) }, forHeaderFooterViewReuseIdentifier: \"header\")")
        #expect(lines[1] == "tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: \"plain\")")
        #expect(lines[2] == "collectionView.register(TitleView.self, making: { TitleView(frame: $0) }, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: \"title\")")
        #expect(lines[3] == "collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: \"badge\", withReuseIdentifier: \"b\")")
        #expect(r.notes.map(\.line) == [1, 3])
    }

    /// The preview's rewrite applies it to files that see UIKit — importing LiquidGlassUIKit, or LiquidGlassUI,
    /// which re-exports it — before expanding `#Preview`; not to other files.
    @Test func previewRewriterUsesItForUIKitFiles() {
        let uikit = PreviewSourceRewriter(path: "/tmp/A.swift", text: Self.source, fileIndex: 0, moduleName: "M")
        #expect(uikit.objectiveC != nil)
        #expect(uikit.rewritten.contains("Selector(\"play(_:)\", dispatch: PlayerViewController.play(_:))"))
        let swiftUI = PreviewSourceRewriter(path: "/tmp/B.swift", text: "import LiquidGlassUI\n@objc class X {}\n",
                                            fileIndex: 1, moduleName: "M")
        #expect(swiftUI.objectiveC != nil)
        #expect(!swiftUI.rewritten.contains("@objc"))
        let plain = PreviewSourceRewriter(path: "/tmp/C.swift", text: "import Foundation\n@objc class X {}\n",
                                          fileIndex: 2, moduleName: "M")
        #expect(plain.objectiveC == nil)
        #expect(plain.rewritten.contains("@objc"))
    }
}
