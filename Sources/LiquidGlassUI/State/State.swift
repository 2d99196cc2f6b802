/// The stored value behind a `@State` property, kept by the ``ViewGraph`` for one view identity.
@MainActor
final class StateBox<Value> {
    var value: Value
    weak var graph: ViewGraph?
    init(_ value: Value, graph: ViewGraph) {
        self.value = value
        self.graph = graph
    }
}

/// A `@State` property's handle: points at the graph's box once the view is installed, at its initial value
/// before that.
@MainActor
final class StateLocation<Value> {
    var initial: Value
    var box: StateBox<Value>?
    init(_ initial: Value) { self.initial = initial }

    var value: Value {
        get { box?.value ?? initial }
        set {
            if let box {
                box.value = newValue
                box.graph?.invalidate()
            } else {
                initial = newValue
            }
        }
    }
}

/// A value owned by a view that persists across renders while the view keeps its identity: SwiftUI's `@State`.
@propertyWrapper
public struct State<Value>: DynamicProperty, GraphLinkedProperty {
    let location: StateLocation<Value>

    public init(wrappedValue value: Value) { location = StateLocation(value) }
    public init(initialValue value: Value) { location = StateLocation(value) }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }

    func link(to graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        let initial = location.initial
        location.box = graph.slot(key) { StateBox(initial, graph: graph) }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state starting at nil.
    public init() { self.init(wrappedValue: nil) }
}
