/// The registrations and the reuse queue of one kind of reusable view — a table view's cells and its header and
/// footer views, a collection view's cells and its supplementary views — under keys (a reuse identifier, or a
/// collection view's element kind and identifier).
///
/// A key is registered with a way to make its views, or with the name of a class this module cannot make (a
/// subclass registered by its class alone: its initializer is not `required`, so Swift cannot call it through the
/// class — see ``UITableViewCell``). Views that leave their list are queued under their key and handed out again,
/// after their `prepareForReuse`, before any new one is made, as UIKit's reuse queues work.
@MainActor
final class ReusePool<View: UIView> {
    private enum Registration {
        case make((String) -> View)
        case unmakeable(className: String)
    }

    private var registrations: [String: Registration] = [:]
    private var queued: [String: [View]] = [:]

    /// What a dequeue gives.
    enum Dequeued {
        /// A queued view (prepared for reuse) or a new one.
        case view(View)
        /// The key is registered with a class this module cannot make (its name).
        case unmakeable(String)
        /// Nothing is registered under the key and nothing is queued.
        case unregistered
    }

    /// Registers `make` (given the key) for `key`; nil removes the registration.
    func register(_ key: String, make: ((String) -> View)?) {
        registrations[key] = make.map { .make($0) }
    }

    /// Registers a class that cannot be made for `key`: dequeues say so.
    func registerUnmakeable(_ key: String, className: String) {
        registrations[key] = .unmakeable(className: className)
    }

    /// A queued view (after `prepare`), else a new one from the registration.
    func dequeue(_ key: String, prepare: (View) -> Void) -> Dequeued {
        if let view = takeQueued(key, prepare: prepare) { return .view(view) }
        switch registrations[key] {
        case .make(let make)?: return .view(make(key))
        case .unmakeable(let name)?: return .unmakeable(name)
        case nil: return .unregistered
        }
    }

    /// A queued view under `key` (after `prepare`), if there is one.
    func takeQueued(_ key: String, prepare: (View) -> Void) -> View? {
        guard var views = queued[key], let view = views.popLast() else { return nil }
        queued[key] = views
        prepare(view)
        return view
    }

    /// Takes `view` off its superview and queues it under `key`.
    func enqueue(_ view: View, key: String) {
        view.removeFromSuperview()
        queued[key, default: []].append(view)
    }

    /// The views queued under `key` (tests read it).
    func queuedCount(_ key: String) -> Int { queued[key]?.count ?? 0 }
}
