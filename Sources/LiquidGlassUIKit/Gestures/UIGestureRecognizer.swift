/// Turns touches on a view into actions: UIKit's `UIGestureRecognizer`, the base of the tap, pan, long-press, swipe,
/// pinch, rotation and screen-edge recognizers.
///
/// Nothing touches a view on Linux, so no recognizer recognizes by itself: each keeps its targets, actions and
/// settings as UIKit does, attached to its view with `addGestureRecognizer(_:)`. ``simulate(_:at:)`` (an addition,
/// not UIKit) drives one through a state as a touch would — asking the delegate's `gestureRecognizerShouldBegin(_:)`
/// first — and sends its actions for real, so the handler code a file wires up (a pan moving a view, a tap toggling
/// a state) runs in tests and previews. Actions are `#selector`s rewritten by `liquidglass preview` (see
/// docs/LIQUIDGLASSUIKIT.md, "Target–action"); a `Selector` made from a name cannot be sent and is listed in
/// ``unsentActions``.
@MainActor
open class UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture: UIKit's `UIGestureRecognizer.State`, with its raw values.
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        /// A discrete gesture (a tap, a swipe) recognized: the same as `ended`.
        public static var recognized: State { .ended }
    }

    private var targets: [(target: AnyObject?, action: Selector)] = []
    /// Actions `simulate(_:at:)` could not send, with the reason.
    public private(set) var unsentActions: [(selector: Selector, reason: String)] = []

    /// A recognizer sending `action` to `target` (either may be nil: add targets later with `addTarget(_:action:)`).
    public init(target: Any?, action: Selector?) {
        if let action { targets.append((target as AnyObject?, action)) }
    }

    /// A recognizer with no target yet.
    public convenience init() { self.init(target: nil, action: nil) }

    /// The state; UIKit's subclasses set it as touches arrive, here ``simulate(_:at:)`` does.
    open var state: State = .possible
    /// The object asked whether the gesture may begin and with which others it may be recognized, held weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A disabled recognizer recognizes nothing (`simulate` sends no action).
    open var isEnabled = true
    /// The view it is attached to (set by `addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView?
    open var name: String?
    /// Recorded: there are no touches to cancel or delay.
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    /// The recognizers that must fail before this one may recognize (recorded).
    public private(set) var failureRequirements: [UIGestureRecognizer] = []

    /// Adds a target–action pair; the action is sent with the recognizer as its argument.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((target as AnyObject, action))
    }

    /// Removes target–action pairs (nil target: every target; nil action: every action of the target).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let t = target as AnyObject?
        targets.removeAll { pair in
            (t == nil || pair.target === t) && (action == nil || pair.action == action!)
        }
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail (recorded).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }

    /// The touches of the gesture: 1 while a simulated gesture is in progress, else 0.
    open var numberOfTouches: Int { state == .began || state == .changed ? 1 : 0 }

    /// Where the gesture is (its simulated location, kept in the recognizer's view), in `view`'s coordinates
    /// (nil: the view's window — here the root of its hierarchy).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return storedLocation }
        return own.convert(storedLocation, to: view ?? own.hierarchyRoot)
    }

    /// The location of a touch of the gesture: its one touch's (`location(in:)`).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }

    /// The simulated location, in the recognizer's view.
    var storedLocation: CGPoint = .zero

    /// Drives the recognizer into `state` at `location` (in its view's coordinates; nil: where it was) and sends its
    /// actions, as a touch would — an addition, not UIKit: Linux has no touches.
    ///
    /// A disabled recognizer, or one not attached to a view, does nothing. Moving to `.began` (or to `.ended` from
    /// `.possible`, a discrete gesture) first asks the delegate's `gestureRecognizerShouldBegin(_:)`: a no makes the
    /// state `.failed` and sends nothing. UIKit sends actions on every state but `.possible` and `.failed`.
    open func simulate(_ state: State, at location: CGPoint? = nil) {
        guard isEnabled, view != nil else { return }
        if let location { storedLocation = location }
        let starting = state == .began || (state == .ended && self.state == .possible)
        if starting, let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            self.state = .failed
            return
        }
        self.state = state
        guard state != .possible, state != .failed else { return }
        for pair in targets {
            guard let target = pair.target else {
                unsentActions.append((pair.action, "no target: a gesture recognizer does not search the responder chain"))
                continue
            }
            if !pair.action.send(to: target, from: self) {
                unsentActions.append((pair.action, pair.action.canBeSent
                    ? "the target has no such method"
                    : "a Selector made from a name cannot be sent on Linux (no Objective-C runtime); only a rewritten #selector carries its method"))
            }
        }
        if state == .ended || state == .cancelled { resetAfterGesture() }
    }

    /// Back to `.possible` after a gesture ends, as UIKit resets recognizers (the handler has seen the end state).
    func resetAfterGesture() { state = .possible }

    /// Called when the recognizer resets (UIKit's subclass hook).
    open func reset() {}
}

/// What a gesture recognizer asks the object managing it: UIKit's `UIGestureRecognizerDelegate`. Every requirement
/// is optional, with UIKit's default answers. `gestureRecognizer(_:shouldReceive:)` with a `UITouch` is never asked
/// (there are no touches); the `UIPress` and `UIEvent` forms are absent.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

extension UIView {
    /// The recognizers attached to the view (nil when none, as UIKit answers).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for r in attachedRecognizers { r.view = nil }
            attachedRecognizers = []
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches `gestureRecognizer` (moving it from another view, as UIKit does).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// The top of the view's hierarchy (its window's place here).
    var hierarchyRoot: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }
}
