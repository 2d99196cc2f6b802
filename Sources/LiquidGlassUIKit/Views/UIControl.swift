/// A view that responds to touches with actions: UIKit's `UIControl` (its state and `UIAction`s; target–action
/// with selectors needs the Objective-C runtime and is not provided).
@MainActor
open class UIControl: UIView {
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

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.0 === action && $0.1 == controlEvents }
    }

    /// Runs the actions registered for any of `controlEvents` (what a tap does).
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.intersection(controlEvents).isEmpty { action.handler(action) }
    }
}

/// An action with a title and image, run by a control: UIKit's `UIAction`.
@MainActor
public final class UIAction {
    public var title: String
    public var image: UIImage?
    public let identifier: String
    let handler: @MainActor (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil,
                handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
    }
}
