/// Where a view sits in the tree: the path of structural positions (block index, `if` branch, `ForEach` id,
/// explicit `.id(_:)`) from the root. State lives by identity, and the motion system compares an old tree with
/// a new one by identity, so it must be stable across renders for a view that stays in place.
package struct ViewIdentity: Hashable, Sendable, CustomStringConvertible {
    package enum Component: Hashable, @unchecked Sendable {
        /// The n-th view of a `ViewBuilder` block.
        case index(Int)
        /// The `true` or `false` branch of an `if`.
        case branch(Bool)
        /// An id given by `ForEach` data or `.id(_:)`.
        case explicit(AnyHashable)
        /// The wrapped view's type, for `AnyView` (a new type is a new view).
        case type(ObjectIdentifier)
        /// A named part of a built-in view (a button's label, a modifier's content).
        case part(String)
    }

    package private(set) var components: [Component] = []

    package static let root = ViewIdentity()

    package func appending(_ component: Component) -> ViewIdentity {
        var copy = self
        copy.components.append(component)
        return copy
    }

    /// Whether the display item `itemID` (`path#n`, as the engine bridge names items) was drawn by the view at
    /// `path` or by one inside it.
    package static func item(_ itemID: String, isInside path: Substring) -> Bool {
        let own = itemID.lastIndex(of: "#").map { itemID[..<$0] } ?? itemID[...]
        return own == path || (own.hasPrefix(path) && own.dropFirst(path.count).first == "/")
    }

    package var description: String {
        "/" + components.map { c in
            switch c {
            case .index(let i): return "\(i)"
            case .branch(let b): return b ? "if" : "else"
            case .explicit(let id): return "id(\(id.base))"
            case .type: return "type"
            case .part(let name): return name
            }
        }.joined(separator: "/")
    }
}
