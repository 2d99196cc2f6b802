/// A list's look for a collection view: UIKit's `UICollectionLayoutListConfiguration`, given to
/// `UICollectionViewCompositionalLayout.list(using:)`.
public struct UICollectionLayoutListConfiguration {
    /// The list's look, as the table view styles draw it (`sidebar` draws as `insetGrouped`, `sidebarPlain` as
    /// `plain`: there is no sidebar on iPhone).
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Whether sections have headers (`supplementary`: a header view of kind `elementKindSectionHeader` from the
    /// data source; `firstItemInSection` draws the first item as an ordinary row here).
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public var appearance: Appearance
    public var showsSeparators = true
    /// The list's background (the appearance's when nil: the system background, or the grouped background).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Space above each section's header (nil: the appearance's).
    public var headerTopPadding: CGFloat?

    /// Gives the swipe actions of the item at an index path (nil: none).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    /// The actions revealed by swiping an item from its leading edge (kept; a still shows rows at rest).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping an item from its trailing edge (kept; a still shows rows at rest).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) { self.appearance = appearance }

    var tableStyle: UITableView.Style {
        switch appearance {
        case .plain, .sidebarPlain: return .plain
        case .grouped: return .grouped
        case .insetGrouped, .sidebar: return .insetGrouped
        }
    }
}
