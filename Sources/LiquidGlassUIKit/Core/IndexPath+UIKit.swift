import Foundation

/// UIKit's additions to `IndexPath` (Foundation on Apple platforms has them through UIKit; swift-corelibs-foundation
/// does not): a row in a section of a table view, an item in a section of a collection view.
extension IndexPath {
    /// The index path of `row` in `section`: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The index path of `item` in `section`: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index (UIKit traps on an index path without two indexes; here 0).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) } }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) } }
    }

    /// The item in the section: the second index (a collection view's name for `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
