/// A dynamic property that gives a view a namespace for matched identities (`glassEffectID(_:in:)`).
@propertyWrapper
public struct Namespace: DynamicProperty, GraphLinkedProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let location = NamespaceLocation()

    public init() {}

    public var wrappedValue: Namespace.ID { Namespace.ID(value: location.value) }

    func link(to graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        location.value = graph.slot(key) { NamespaceSlot(graph.newNamespace()) }.value
    }
}

@MainActor
final class NamespaceSlot {
    let value: Int
    init(_ value: Int) { self.value = value }
}

/// Before the view is installed, a namespace has the value 0.
final class NamespaceLocation: @unchecked Sendable {
    var value = 0
}
