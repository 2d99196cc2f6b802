/// A view that responds to touches with actions: UIKit's `UIControl` (its state, `UIAction`s, and target–action
/// with a ``Selector`` — sent for real when it came from a rewritten `#selector`, see ``Selector``).
@MainActor
open class UIControl: UIView {
    /// Whether a tap opens the control's menu instead of sending its primary action (kept: nothing taps).
    open var showsMenuAsPrimaryAction = false
    /// Whether a long press shows the control's context menu (kept).
    open var isContextMenuInteractionEnabled = false

    /// A control's state: UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// What a control reports: UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isEnabled = true { didSet { setNeedsLayout() } }
    open var isSelected = false { didSet { setNeedsLayout() } }
    open var isHighlighted = false { didSet { setNeedsLayout() } }

    open var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    private var actions: [(UIAction, Event)] = []
    /// Target–action pairs in the order added; a nil target is resolved up the responder chain when sent.
    private var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []
    /// Selectors `sendActions(for:)` could not send — a name-only `Selector`, or no target (or responder) of the
    /// method's type — each with the reason, in order. What UIKit would have called and was not, never silent.
    public private(set) var unsentActions: [(selector: Selector, reason: String)] = []

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.0 === action && $0.1 == controlEvents }
    }

    /// Adds a target and action for events: UIKit's `addTarget(_:action:for:)`. A nil target means the responder
    /// chain (this control, its superviews and their view controllers), as in UIKit. Adding the same pair twice
    /// keeps one.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let index = targetActions.firstIndex(where: { $0.target === object && $0.action == action }) {
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append((object, action, controlEvents))
        }
    }

    /// Removes a target and action for events: UIKit's `removeTarget(_:action:for:)`. A nil target removes the
    /// pairs of every target, a nil action every action of the target.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in targetActions.indices.reversed()
        where (object == nil || targetActions[index].target === object) && (action == nil || targetActions[index].action == action) {
            targetActions[index].events.subtract(controlEvents)
            if targetActions[index].events.isEmpty { targetActions.remove(at: index) }
        }
    }

    /// The targets of the control's target–action pairs: UIKit's `allTargets` (`NSNull` stands for a nil target).
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.map { pair in pair.target.map { AnyHashable(ObjectIdentifier($0)) } ?? AnyHashable(NSNull()) })
    }

    /// Runs the actions registered for any of `controlEvents` (what a tap does): the `UIAction`s, then each
    /// target's action method (sent with this control as the sender).
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.intersection(controlEvents).isEmpty { action.handler(action) }
        for pair in targetActions where !pair.events.intersection(controlEvents).isEmpty {
            send(pair.action, to: pair.target)
        }
    }

    /// Sends one action to a target (nil: the first object up the responder chain whose type has the method), as
    /// UIKit's `sendAction(_:to:for:)` does (that method is absent: it takes a `UIEvent`, and no touches are
    /// modelled). What cannot be sent is kept in ``unsentActions``.
    private func send(_ action: Selector, to target: AnyObject?) {
        guard action.canBeSent else {
            unsentActions.append((action, "a Selector made from a name cannot be sent on Linux (no Objective-C runtime); only a rewritten #selector carries its method"))
            return
        }
        if let target {
            if !action.send(to: target, from: self) {
                unsentActions.append((action, "the target (\(type(of: target))) does not have the method, or the method's parameter is not a \(type(of: self))"))
            }
            return
        }
        for responder in responderChain() where action.send(to: responder, from: self) { return }
        unsentActions.append((action, "no object up the responder chain has the method"))
    }

    /// This control, its superviews, and the view controllers whose views they are, nearest first.
    private func responderChain() -> [AnyObject] {
        var chain: [AnyObject] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            if let controller = current.viewController {
                chain.append(controller)
                var parent = controller.parent
                while let next = parent { chain.append(next); parent = next.parent }
            }
            view = current.superview
        }
        return chain
    }
}

/// The closure an action runs: UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and image, run by a control or chosen from a menu: UIKit's `UIAction`.
@MainActor
public final class UIAction: UIMenuElement {
    /// An action's identifier: UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
    }

    public let identifier: Identifier
    /// The image shown when the action's state is `.on` (iOS 17; kept).
    public var selectedImage: UIImage?
    public var discoverabilityTitle: String?
    public var attributes: UIMenuElement.Attributes
    /// Whether a menu shows the action checked (kept: menus are drawn closed).
    public var state: UIMenuElement.State
    let handler: UIActionHandler

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
