/// Where keyboard focus is: SwiftUI's `@FocusState`. Rendering is static, so focus changes only when code sets it;
/// a focused `TextField` draws as focused.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, GraphLinkedProperty {
    /// A binding to a focus state, for `focused(_:)` and `focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let location: StateLocation<Value>
        @MainActor public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.value = newValue }
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let location: StateLocation<Value>

    init(initial: Value) { location = StateLocation(initial) }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(location: location) }

    func link(to graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        location.link(to: graph, key: key)
    }
}

extension FocusState where Value == Bool {
    /// Focus state for one field: false (not focused) at first.
    public init() { self.init(initial: false) }
}

extension FocusState {
    /// Focus state choosing among fields: nil (none focused) at first.
    public init<T: Hashable>() where Value == T? { self.init(initial: nil) }
}
