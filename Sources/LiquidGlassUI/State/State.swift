/// The stored value behind a `@State`, `@FocusState` or `@AppStorage` property, kept by the ``ViewGraph`` under
/// one key. It holds `Any` because an `@AppStorage` key is shared by every view that reads it, whatever type each
/// declares it with (`Bool` in one view, `Bool?` in another), as `UserDefaults` is.
@MainActor
final class StateBox {
    var value: Any
    weak var graph: ViewGraph?
    init(_ value: Any, graph: ViewGraph) {
        self.value = value
        self.graph = graph
    }
}

/// A stored property's handle: points at the graph's box once the view is installed, at its initial value
/// before that.
@MainActor
final class StateLocation<Value> {
    var initial: Value
    var box: StateBox?
    init(_ initial: Value) { self.initial = initial }

    var value: Value {
        get {
            // A box made for another type (an `@AppStorage` key declared as `Int` elsewhere) reads as the default.
            if let box, let stored = box.value as? Value { return stored }
            return initial
        }
        set {
            if let box {
                box.value = newValue
                box.graph?.invalidate()
            } else {
                initial = newValue
            }
        }
    }

    /// Links the handle to the graph's box under `key`, made with the initial value when the key is new.
    func link(to graph: ViewGraph, key: StateKey) {
        let initial = self.initial
        box = graph.slot(key) { StateBox(initial, graph: graph) }
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
        location.link(to: graph, key: key)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state starting at nil.
    public init() { self.init(wrappedValue: nil) }
}
