/// Reads a value from the view's environment: SwiftUI's `@Environment(\.colorScheme)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, GraphLinkedProperty {
    private let read: (EnvironmentValues) -> Value
    /// For `@Environment(Model.self)`: the object's type, which a view above must provide.
    private let required: (id: ObjectIdentifier, name: String)?
    private let location = EnvironmentLocation()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        required = nil
    }

    /// An `@Observable` object placed by `environment(_:)` above the view. SwiftUI stops the app when none is;
    /// here the render fails, naming the view and the type.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        let id = ObjectIdentifier(objectType)
        // Read only after `link` found it (the body is not evaluated otherwise).
        read = { environment in unsafeDowncast(environment.objects[id]!, to: objectType) }
        required = (id, "\(objectType)")
    }

    /// An `@Observable` object placed by `environment(_:)` above the view, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        let id = ObjectIdentifier(objectType)
        read = { environment in environment.objects[id].map { unsafeDowncast($0, to: objectType) } }
        required = nil
    }

    public var wrappedValue: Value { read(location.environment) }

    func link(to graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        location.environment = environment
        if let required, environment.objects[required.id] == nil {
            graph.noteMissing(key.property, "@Environment(\(required.name).self) needs a \(required.name) placed by "
                + "environment(_:) on a view above it, and none is (SwiftUI stops the app here)")
        }
    }
}

@MainActor
final class EnvironmentLocation {
    var environment = EnvironmentValues()
}
