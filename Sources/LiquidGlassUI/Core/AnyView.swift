/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let view: any View
    let typeID: ObjectIdentifier

    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any; return }
        self.view = view
        self.typeID = ObjectIdentifier(V.self)
    }

    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        // A change of the wrapped type is a change of identity (SwiftUI discards the old view's state).
        context.resolve(view, component: .type(typeID))
    }
}
