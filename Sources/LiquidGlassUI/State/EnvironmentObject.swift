/// An ``ObservableObject`` placed by `environmentObject(_:)` on a view above: SwiftUI's `@EnvironmentObject`.
/// Views render again when it changes.
///
/// SwiftUI stops the app when no view above provides the object; here the render fails instead, its reasons
/// naming the view, the property and the type (``ImageRenderer/pngData()`` is nil, `writePNG(to:)` and the
/// recorder throw).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, GraphLinkedProperty {
    private let location = EnvironmentLocation()

    public init() {}

    /// Read only once `link` found the object: the body of a view missing it is not evaluated.
    public var wrappedValue: ObjectType {
        unsafeDowncast(location.environment.objects[ObjectIdentifier(ObjectType.self)]!, to: ObjectType.self)
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(root: wrappedValue) }

    func link(to graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        location.environment = environment
        guard let object = environment.objects[ObjectIdentifier(ObjectType.self)] else {
            let name = "\(ObjectType.self)"
            graph.noteMissing(key.property, "@EnvironmentObject needs a \(name) placed by environmentObject(_:) on a view above it, "
                + "and none is (SwiftUI stops the app here)")
            return
        }
        unsafeDowncast(object, to: ObjectType.self).objectWillChange.follow(by: graph)
    }
}

extension View {
    /// Places `object` in the environment of this view and its descendants, for their `@EnvironmentObject`s of its
    /// type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        editEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Places an `@Observable` object in the environment of this view and its descendants, for their
    /// `@Environment(T.self)`; nil removes it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        editEnvironment { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}
