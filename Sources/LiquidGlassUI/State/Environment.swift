/// Reads a value from the view's environment: SwiftUI's `@Environment(\.colorScheme)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, GraphLinkedProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let location = EnvironmentLocation()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { location.environment[keyPath: keyPath] }

    func link(to graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        location.environment = environment
    }
}

@MainActor
final class EnvironmentLocation {
    var environment = EnvironmentValues()
}
