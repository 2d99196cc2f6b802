/// The name of an action method, as target–action passes it: Objective-C's `Selector`, for UIKit code built on
/// Linux.
///
/// Swift has no Objective-C runtime on Linux: `@objc` is rejected and `#selector(…)` cannot be written, and a name
/// alone cannot find a method. So a selector that can be *sent* carries the method with it.
/// `liquidglass preview` (and `scripts/uikit-compat-check --objc-rewrite`) rewrite each `#selector(tapped(_:))`
/// of a UIKit file into `Selector("tapped(_:)", dispatch: Owner.tapped(_:))` — the method's unapplied reference,
/// whose types the compiler checks — and blank out `@objc`; a control's `sendActions(for:)` then really calls the
/// method on its target.
///
/// ```swift
/// button.addTarget(self, action: Selector("play(_:)", dispatch: PlayerViewController.play(_:)), for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)   // calls play(button) on the controller
/// ```
///
/// A selector made from a string (`Selector("play:")`, a string literal) only names the method: sending it calls
/// nothing and says so (``UIControl/unsentActions``), as no table of methods by name exists without the runtime.
/// Two selectors are equal when their names are.
public struct Selector: Hashable, CustomStringConvertible, ExpressibleByStringLiteral, @unchecked Sendable {
    /// The method's name as written (`play(_:)` for a rewritten `#selector`, the string otherwise).
    public let name: String
    /// Calls the method on a target with a sender; false when the target is not of the method's type or the
    /// sender not of its parameter's (nothing is called). Nil for a selector made from a name alone.
    let dispatch: (@MainActor (AnyObject, Any?) -> Bool)?

    /// A selector naming a method, which cannot be sent (no method is found by name on Linux).
    public init(_ name: String) {
        self.name = name
        self.dispatch = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// A selector for a method without parameters: what the rewrite of `#selector(refresh)` writes.
    /// (`@preconcurrency`: a Swift 5 caller's unapplied method reference is not flagged as non-Sendable — measured:
    /// without it, every rewritten `#selector` of the preview warned; Swift 6 callers see no difference.)
    @preconcurrency
    public init<Target: AnyObject, Result>(_ name: String, dispatch method: @escaping @MainActor (Target) -> () -> Result) {
        self.name = name
        self.dispatch = { target, _ in
            guard let target = target as? Target else { return false }
            _ = method(target)()
            return true
        }
    }

    /// A selector for a method taking the sender: what the rewrite of `#selector(tapped(_:))` writes. The sender
    /// is passed when it is of the parameter's type (`UIButton`, `Any`, `UIBarButtonItem?`, …).
    @preconcurrency
    public init<Target: AnyObject, Sender, Result>(_ name: String, dispatch method: @escaping @MainActor (Target) -> (Sender) -> Result) {
        self.name = name
        self.dispatch = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            _ = method(target)(sender)
            return true
        }
    }

    /// Whether sending this selector can call its method (it came from a rewritten `#selector`).
    public var canBeSent: Bool { dispatch != nil }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Calls the method on `target` with `sender`; false when nothing was called (a name-only selector, or a
    /// target or sender of another type).
    @MainActor
    func send(to target: AnyObject, from sender: Any?) -> Bool {
        dispatch?(target, sender) ?? false
    }
}
