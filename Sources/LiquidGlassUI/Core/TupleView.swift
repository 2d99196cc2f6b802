/// A view made of a fixed list of views, as a `ViewBuilder` block produces.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var value: T
    private let elements: [any View]?

    public init(_ value: T) {
        self.value = value
        self.elements = nil
    }

    init(value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }

    /// The views of the tuple, in order.
    var viewChildren: [any View] { elements ?? Mirror(reflecting: value).children.compactMap { $0.value as? any View } }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        // Built by ViewBuilder, the elements are known; a tuple built by hand is read through reflection.
        let children = elements ?? Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        var nodes: [ViewNode] = []
        for (index, child) in children.enumerated() {
            nodes += context.resolve(child, component: .index(index))
        }
        return nodes
    }
}

/// A tuple of views, whatever its element types (to take its views apart).
@MainActor protocol TupleViewChildren { var viewChildren: [any View] { get } }
extension TupleView: TupleViewChildren {}
