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

    // Both initializers are declared in the type's body (with `where` clauses), as Apple declares them: the
    // compiler default-initializes a wrapped property (`@FocusState private var isFocused: Bool`, leaving it out of
    // the memberwise initializer) only when the wrapper's `init()` is found there, not in a constrained extension
    // (checked with swiftc 6.3.1: in an extension, `ContentView()` failed with "missing argument for parameter").

    /// Focus state for one field: false (not focused) at first.
    public init() where Value == Bool { self.init(initial: false) }

    /// Focus state choosing among fields: nil (none focused) at first.
    public init<T: Hashable>() where Value == T? { self.init(initial: nil) }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(location: location) }

    func link(to graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        location.link(to: graph, key: key)
    }
}

