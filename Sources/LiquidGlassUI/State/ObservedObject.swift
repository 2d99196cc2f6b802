/// An ``ObservableObject`` a view is given and follows (it does not own it): SwiftUI's `@ObservedObject`. Views
/// render again when it changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, GraphLinkedProperty {
    /// Bindings to the properties of an observed object: `$model.name` is a `Binding` to `model.name`.
    @dynamicMemberLookup @MainActor
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    func link(to graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        wrappedValue.objectWillChange.follow(by: graph)
    }
}
