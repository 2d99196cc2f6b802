/// A key for a value a view passes to its custom layout with `layoutValue(key:value:)`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A proxy for one subview of a layout: ask its size, read its values, place it.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let node: ViewNode

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

    @MainActor
    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's dimensions (size and alignment guides) for `proposal`.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(node.sizeThatFits(proposal))
    }

    /// Places the subview: its `anchor` point goes to `position`, with the size it chooses for `proposal`.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        node.place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    @MainActor public var priority: Double { node.traits.layoutPriority }

    @MainActor public var spacing: ViewSpacing { node.traits.isSpacer ? .zero : ViewSpacing() }

    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
}

/// The subviews of a layout.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [LayoutSubview]
    public typealias Index = Int
    public typealias Element = LayoutSubview
    public typealias SubSequence = LayoutSubviews

    init(_ nodes: [LayoutSubview]) { self.nodes = nodes }

    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview { nodes[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(Array(nodes[bounds])) }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(indices.map { nodes[$0] })
    }
}

/// A view's preference for the space around it.
public struct ViewSpacing: Sendable, Equatable {
    // Per edge: top, leading, bottom, trailing. Four values, not an array: a stack reads every child's spacing
    // each time it arranges, and the array each read allocated (with its type's metadata looked up) was 0.9 M of
    // the 22.5 M instructions of laying out the 500-view list of `liquidglass bench --ui` (callgrind).
    var edges: SIMD4<Double>

    /// The base spacing of SwiftUI between two views: 8 pt in both axes (OpenSwiftUI `Spacing.swift`, values from
    /// SwiftUICore). Spacing next to text depends on the font in SwiftUI; LiquidGlassUI uses 8 there too.
    public static let defaultSpacing: CGFloat = 8

    public init() { edges = SIMD4(repeating: Double(ViewSpacing.defaultSpacing)) }
    private init(edges: SIMD4<Double>) { self.edges = edges }

    /// No preference: zero on every edge (a `Spacer`).
    public static let zero = ViewSpacing(edges: .zero)

    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self.edges[Int(edge.rawValue)] = max(self.edges[Int(edge.rawValue)], other.edges[Int(edge.rawValue)])
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance from this view to `next` along `axis`. A view with no preference (a `Spacer`) gets none:
    /// its own `minLength` stands for the gap.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        CGFloat(axis == .horizontal ? min(edges[3], next.edges[1]) : min(edges[2], next.edges[0]))
    }
}
