/// An input event: UIKit's `UIEvent`. Linux delivers none, so no instance is ever made here; the type exists for
/// the methods that take one (`hitTest(_:with:)`, `point(inside:with:)`, `touchesBegan(_:with:)`), which receive nil
/// when called in code.
@MainActor
public final class UIEvent {
    /// UIKit's `UIEvent.EventType`, with its raw values.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll = 10, hover, transform
    }

    public let type: EventType
    /// The touches of the event (none exist here).
    public var allTouches: Set<UITouch>? { nil }

    private init(type: EventType) { self.type = type }
}

/// A finger on the screen: UIKit's `UITouch`. Linux has no touches, so no instance is ever made here; the type
/// exists for the touch-handling methods that name it.
@MainActor
public final class UITouch: Hashable {
    /// UIKit's `UITouch.Phase`, with its raw values.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    public let phase: Phase
    public private(set) weak var view: UIView?
    public let tapCount: Int
    private let point: CGPoint

    private init(phase: Phase, view: UIView?, tapCount: Int, point: CGPoint) {
        self.phase = phase
        self.view = view
        self.tapCount = tapCount
        self.point = point
    }

    /// Where the touch is, in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return point }
        return own.convert(point, to: view ?? own.hierarchyRoot)
    }

    public nonisolated static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
