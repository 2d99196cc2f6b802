/// Views computed from a collection of data, each identified by its element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for element in data {
            nodes += context.resolve(content(element), component: .explicit(AnyHashable(idOf(element))))
        }
        return nodes
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach {
    /// Views for each element of a collection binding, each given a binding to its element: SwiftUI's
    /// `ForEach($items) { $item in … }` (iOS 15), with Apple's `Data` (the indices paired with the ids).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable, Data == LazyMapSequence<C.Indices, (C.Index, ID)> {
        self.init(data, id: \.id, content: content)
    }

    /// As `ForEach(_:content:)` with a binding, the elements identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Index: Hashable, Data == LazyMapSequence<C.Indices, (C.Index, ID)> {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.content = { pair in
            content(Binding(get: { data.wrappedValue[pair.0] }, set: { data.wrappedValue[pair.0] = $0 }))
        }
        self.idOf = { $0.1 }
    }
}
