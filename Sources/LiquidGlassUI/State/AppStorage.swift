/// A value kept under a key in the app's user defaults: SwiftUI's `AppStorage`. A render is a fresh install: every
/// key starts at the default the view declares (the host's user defaults are never read or written, so output
/// does not depend on the machine); a write (by an action in a recording) is seen by every view reading the same
/// key, as with `UserDefaults`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, GraphLinkedProperty {
    let key: String
    let location: StateLocation<Value>

    init(key: String, initial: Value) {
        self.key = key
        location = StateLocation(initial)
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }

    func link(to graph: ViewGraph, key _: StateKey, environment: EnvironmentValues) {
        // One slot per key for the whole graph, whichever view reads it first.
        location.link(to: graph, key: StateKey(identity: .root, viewType: ObjectIdentifier(StateBox.self), property: "AppStorage:" + key))
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, initial: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, initial: wrappedValue)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(key: key, initial: nil) }
}
