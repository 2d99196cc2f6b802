import Foundation
import Dispatch

/// Identifies one stored property of one view: the view's identity, its type and the property's name.
struct StateKey: Hashable {
    let identity: ViewIdentity
    let viewType: ObjectIdentifier
    let property: String
}

/// Holds the state of a view tree across renders, by view identity.
///
/// Each render resolves the tree again; `@State` of a view found at the same identity keeps its value, state of
/// views no longer in the tree is dropped (as SwiftUI does when a view disappears). Writing state marks the
/// graph as needing a new render.
@MainActor
package final class ViewGraph {
    private var slots: [StateKey: AnyObject] = [:]
    private var touched: Set<StateKey> = []
    private var nextNamespace = 1
    /// Incremented by every state write: renderers compare it to know whether to render again.
    package private(set) var generation = 0

    package init() {}

    /// The stored slot for `key`, created by `make` the first time.
    func slot<T: AnyObject>(_ key: StateKey, make: () -> T) -> T {
        touched.insert(key)
        if let existing = slots[key] as? T { return existing }
        let created = make()
        slots[key] = created
        return created
    }

    func newNamespace() -> Int {
        defer { nextNamespace += 1 }
        return nextNamespace
    }

    /// The animation of the latest state write made inside `withAnimation`/`withTransaction` (taken by the
    /// recorder after each interaction).
    package var writeAnimation: Animation?
    /// The `.animation(_:value:)` modifiers whose value changed since the recorder last cleared this, in the
    /// order found: each animates the changes of its own subtree (``AnimationScope``).
    package var animationScopes: [AnimationScope] = []
    private var animationValues: [String: (value: Any, equals: (Any) -> Bool)] = [:]
    private var animationCounters: [ViewIdentity: Int] = [:]

    /// Whether the caller runs on the main queue, where the main actor's jobs run (not always the main thread:
    /// under swift-testing on Linux `Thread.isMainThread` is false inside a `@MainActor` test).
    nonisolated static var onMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    nonisolated private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// ``invalidate()`` from code that may run on any thread (an observed object's change): at once on the main
    /// thread — inside the `withAnimation` that made the change, whose animation it takes — else on the main
    /// actor afterwards.
    nonisolated static func invalidate(_ graph: ViewGraph?) {
        guard let graph else { return }
        if onMainQueue {
            MainActor.assumeIsolated { graph.invalidate() }
        } else {
            Task { @MainActor in graph.invalidate() }
        }
    }

    func invalidate() {
        generation += 1
        if let transaction = TransactionContext.current, let animation = transaction.animation {
            writeAnimation = animation
        }
    }

    /// The `onAppear` modifiers that have run (identity and order on the view), so each runs once.
    private var appeared: Set<String> = []
    private var appearCounters: [ViewIdentity: Int] = [:]
    /// `onAppear` actions of views that appeared in the latest pass, in tree order, waiting to run.
    package var pendingAppearActions: [() -> Void] = []

    /// Records an `onAppear` at `identity`: the first pass that has it queues its action
    /// (``pendingAppearActions``); later passes do not (the view stays on the screen).
    func noteAppear(at identity: ViewIdentity, action: @escaping () -> Void) {
        let n = appearCounters[identity, default: 0]
        appearCounters[identity] = n + 1
        if appeared.insert("\(identity)#\(n)").inserted { pendingAppearActions.append(action) }
    }

    private var changeValues: [String: (value: Any, equals: (Any) -> Bool)] = [:]
    private var changeCounters: [ViewIdentity: Int] = [:]
    /// `onChange` actions whose value changed in the latest pass, in tree order, waiting to run.
    package var pendingChangeActions: [() -> Void] = []

    /// Records the value an `onChange(of:)` at `identity` watches; when it differs from the last pass's, its
    /// action is queued (``pendingChangeActions``) with the old and new values. Several `onChange`s on one view
    /// are told apart by their order.
    func noteChange<V: Equatable>(_ value: V, at identity: ViewIdentity, action: @escaping (V, V) -> Void) {
        let n = changeCounters[identity, default: 0]
        changeCounters[identity] = n + 1
        let key = "\(identity)#\(n)"
        if let old = changeValues[key], !old.equals(value), let previous = old.value as? V {
            pendingChangeActions.append { action(previous, value) }
        }
        changeValues[key] = (value, { ($0 as? V) == value })
    }

    /// Records the value an `.animation(_:value:)` at `identity` watches; when it differs from the last pass's,
    /// the changes within that view animate with `animation` (nil: without animation), as SwiftUI scopes the
    /// modifier to its subtree. Several on one view are told apart by their order, as `onChange`s are.
    func noteAnimationValue<V: Equatable>(_ value: V, animation: Animation?, at identity: ViewIdentity) {
        let n = animationCounters[identity, default: 0]
        animationCounters[identity] = n + 1
        let key = "\(identity)#\(n)"
        if let old = animationValues[key], !old.equals(value), TransactionContext.current?.disablesAnimations != true {
            animationScopes.append(AnimationScope(identity: identity, animation: animation))
        }
        animationValues[key] = (value, { ($0 as? V) == value })
    }

    /// Connects the dynamic properties of `view` (found by reflection, as SwiftUI does) to their slots. False when
    /// one of them found nothing to connect to (an `@EnvironmentObject` no view above provides: ``missing``
    /// says which), and the view's body must not be evaluated.
    @discardableResult
    func install<V>(_ view: V, identity: ViewIdentity, environment: EnvironmentValues) -> Bool {
        let type = ObjectIdentifier(V.self)
        let before = missing.count
        installing = V.self
        link(Mirror(reflecting: view), prefix: "", identity: identity, type: type, environment: environment)
        return missing.count == before
    }

    /// What this pass's views needed and no view above them provided (SwiftUI stops the app there): each a
    /// sentence naming the view, the property and the type. A render with any fails with these as its reasons.
    package private(set) var missing: [String] = []

    /// The type of the view being installed, named in ``missing``'s sentences.
    private var installing: Any.Type = Never.self

    /// Records that `property` of the view being installed needs what `need` says.
    func noteMissing(_ property: String, _ need: String) {
        let name = property.hasPrefix("_") ? String(property.dropFirst()) : property
        let message = "\(String(describing: installing)).\(name): \(need)"
        if !missing.contains(message) { missing.append(message) }
    }

    private func link(_ mirror: Mirror, prefix: String, identity: ViewIdentity, type: ObjectIdentifier,
                      environment: EnvironmentValues) {
        for (index, child) in mirror.children.enumerated() {
            let name = prefix + (child.label ?? "#\(index)")
            if let property = child.value as? any GraphLinkedProperty {
                property.link(to: self, key: StateKey(identity: identity, viewType: type, property: name),
                              environment: environment)
            } else if child.value is any DynamicProperty {
                link(Mirror(reflecting: child.value), prefix: name + ".", identity: identity, type: type,
                     environment: environment)
            }
        }
    }

    /// Starts a render pass: slots not used by the end of it are dropped by ``endPass()``.
    /// The colour scheme the views asked for with `preferredColorScheme(_:)` in the latest pass (the outermost
    /// request), for the whole picture.
    package private(set) var preferredColorScheme: ColorScheme?

    func notePreferredColorScheme(_ scheme: ColorScheme) {
        if preferredColorScheme == nil { preferredColorScheme = scheme }
    }

    package func beginPass() {
        missing.removeAll()
        preferredColorScheme = nil
        touched.removeAll(keepingCapacity: true)
        changeCounters.removeAll(keepingCapacity: true)
        appearCounters.removeAll(keepingCapacity: true)
        animationCounters.removeAll(keepingCapacity: true)
    }

    /// Drops the state of views that were not in the tree this pass.
    package func endPass() {
        for key in slots.keys where !touched.contains(key) {
            // A representable's view leaving the tree is dismantled (`dismantleUIView`).
            (slots[key] as? _PlatformViewSlot)?.dismantle()
            slots[key] = nil
        }
    }
}

/// An `.animation(_:value:)` whose value changed: the views at and below `identity` animate their changes with
/// `animation` (nil: at once), whatever the transaction says.
package struct AnimationScope {
    package let identity: ViewIdentity
    package let animation: Animation?
    /// `identity`'s path, made once (it is asked about every item of every frame).
    private let path: String

    package init(identity: ViewIdentity, animation: Animation?) {
        self.identity = identity
        self.animation = animation
        path = identity.description
    }

    /// Whether a display item with this id was drawn by a view at or below the scope's view.
    package func contains(itemID: String) -> Bool {
        identity.components.isEmpty || ViewIdentity.item(itemID, isInside: path[...])
    }
}
