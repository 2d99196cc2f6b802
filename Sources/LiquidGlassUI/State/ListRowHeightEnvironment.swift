import Foundation

private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }

extension EnvironmentValues {
    /// The minimum height of a list row: 44 pt on iOS (UIKit's default row height, `UITableView.rowHeight`'s
    /// standard value), which ``List`` rows grow to; `.environment(\.defaultMinListRowHeight, 0)` lets rows be as
    /// short as their content.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}
