import Foundation

/// A class whose changes views follow: SwiftUI's `ObservableObject` (Combine's, re-exported by SwiftUI), for
/// models written with `@Published` properties and held by `@StateObject` or `@ObservedObject`.
///
/// There is no Combine here: ``objectWillChange`` is an ``ObservableObjectPublisher`` that tells the view graphs
/// showing the object to render again (with the animation of the `withAnimation` around the change, as a `@State`
/// write does). A model that declares its own `objectWillChange` of that type and calls `send()` works too; one
/// built on Combine's subjects does not compile here (Combine is absent off Apple platforms).
public protocol ObservableObject: AnyObject {
    /// Sends before any `@Published` property changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// The object's publisher, made on first use and kept as long as the object lives (Combine synthesizes one
    /// per object the same way).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.publisher(for: self) }
}

/// Tells the view graphs that show an object that it is about to change: Combine's `ObservableObjectPublisher`,
/// reduced to what views use (`send()`).
public final class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    /// The graphs to tell, weakly (a graph that is gone is skipped and dropped).
    private var graphs: [ObjectIdentifier: WeakGraph] = [:]

    private struct WeakGraph { weak var graph: ViewGraph? }

    public init() {}

    /// Marks every view graph showing the object as needing a new render (within a `withAnimation`, with its
    /// animation). On another thread than the main one, the graphs are told on the main actor afterwards.
    public func send() {
        let targets = lock.withLock { () -> [WeakGraph] in
            graphs = graphs.filter { $0.value.graph != nil }
            return Array(graphs.values)
        }
        for t in targets { ViewGraph.invalidate(t.graph) }
    }

    /// Starts telling `graph` of changes (once per graph).
    func follow(by graph: ViewGraph) {
        lock.withLock { graphs[ObjectIdentifier(graph)] = WeakGraph(graph: graph) }
    }

    // One publisher per object, for objects that do not declare their own: kept beside a weak reference to the
    // object, so that an identifier reused by a later object is not mistaken for it.
    private struct Entry { weak var object: AnyObject?; let publisher: ObservableObjectPublisher }
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]
    private static let tableLock = NSLock()

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        tableLock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = table[key], entry.object === object { return entry.publisher }
            if table.count > 64 { table = table.filter { $0.value.object != nil } }
            let publisher = ObservableObjectPublisher()
            table[key] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }
}

/// A property of an ``ObservableObject`` whose changes views follow: SwiftUI's (Combine's) `@Published`.
///
/// Setting it sends the object's ``ObservableObject/objectWillChange`` first. Its projected value (`$property`,
/// a Combine publisher) is absent: there is no Combine here.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }

    /// Only in a class: the enclosing object's subscript below is what reads and writes it.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}
