/// The object behind a `@StateObject`, kept by the ``ViewGraph`` for one view identity.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

/// A `@StateObject`'s handle: the graph's box once the view is installed; before that, an object of its own
/// made on first use.
@MainActor
final class StateObjectLocation<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    var box: StateObjectBox<ObjectType>?
    private var early: ObjectType?
    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let box { return box.object }
        if let early { return early }
        let made = make()
        early = made
        return made
    }
}

/// An ``ObservableObject`` owned by a view: made once, when the view first appears, and kept while the view keeps
/// its identity — SwiftUI's `@StateObject`. Views render again when it changes.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, GraphLinkedProperty {
    let location: StateObjectLocation<ObjectType>

    /// `thunk` runs once per view identity (SwiftUI's contract: not at every initialisation of the view value).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(thunk)
    }

    public var wrappedValue: ObjectType { location.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(root: location.object) }

    func link(to graph: ViewGraph, key: StateKey, environment: EnvironmentValues) {
        let make = location.make
        let box = graph.slot(key) { StateObjectBox(make()) }
        location.box = box
        box.object.objectWillChange.follow(by: graph)
    }
}
