/// A read-write reference to a value owned elsewhere: SwiftUI's `@Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public init(_ base: Binding<Value>) { self = base }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.getter()[keyPath: keyPath] },
                         set: { newValue in
                             var value = self.getter()
                             value[keyPath: keyPath] = newValue
                             self.setter(value)
                         })
    }
}

extension Binding {
    /// A binding to an optional, nil when `base` is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}

