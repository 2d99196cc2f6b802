import Foundation

/// Core Animation's transactions: UIKit code's `CATransaction.begin()` / `setDisableActions(true)` / `commit()`
/// around layer changes.
///
/// A still has no implicit layer animations to batch or disable: every change is drawn at its final value either
/// way. The settings are kept for the current group (nested groups inherit them, as Core Animation's do) and
/// read back; a completion block runs at `commit()` — Apple documents that it is "invoked immediately" when no
/// animations were added to the group, which is always the case here.
@MainActor
open class CATransaction {
    private struct Group {
        var duration: Double = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completion: (() -> Void)?
        var values: [String: Any] = [:]
    }

    /// The open groups, innermost last; the implicit top-level group when empty.
    private static var groups: [Group] = []
    private static var implicit = Group()

    private static var current: Group {
        get { groups.last ?? implicit }
        set { if groups.isEmpty { implicit = newValue } else { groups[groups.count - 1] = newValue } }
    }

    /// Opens a group (inheriting the enclosing group's settings, without its completion block).
    open class func begin() {
        var group = current
        group.completion = nil
        groups.append(group)
    }

    /// Closes the innermost group and runs its completion block.
    open class func commit() {
        let group = groups.popLast() ?? implicit
        if groups.isEmpty && group.completion == nil { implicit = Group() }
        group.completion?()
    }

    /// Nothing is pending in a still.
    open class func flush() {}
    open class func lock() {}
    open class func unlock() {}

    /// The group's animation duration (Core Animation's default: 0.25 s).
    open class func animationDuration() -> Double { current.duration }
    open class func setAnimationDuration(_ dur: Double) { current.duration = dur }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    /// Whether layer changes skip their implicit animations (kept; nothing animates implicitly in a still).
    open class func disableActions() -> Bool { current.disableActions }
    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    open class func completionBlock() -> (() -> Void)? { current.completion }
    /// The block run when the group commits (at once: see the type's note).
    open class func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }
    open class func value(forKey key: String) -> Any? { current.values[key] }
    open class func setValue(_ anObject: Any?, forKey key: String) { current.values[key] = anObject }
}

/// A timing curve of Core Animation: `CAMediaTimingFunction(name:)` with the standard names, or
/// `init(controlPoints:_:_:_:)` (kept: a still draws no timing).
public final class CAMediaTimingFunction: Sendable {
    /// The standard curves: `CAMediaTimingFunctionName`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    /// The curve's control points (x1, y1, x2, y2) of the cubic Bézier from (0, 0) to (1, 1).
    public let controlPoints: (Float, Float, Float, Float)

    /// A standard curve, with Core Animation's documented control points.
    public init(name: Name) {
        switch name {
        case .easeIn: controlPoints = (0.42, 0, 1, 1)
        case .easeOut: controlPoints = (0, 0, 0.58, 1)
        case .easeInEaseOut: controlPoints = (0.42, 0, 0.58, 1)
        case .default: controlPoints = (0.25, 0.1, 0.25, 1)
        default: controlPoints = (0, 0, 1, 1)
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
    }
}

/// The current absolute time in seconds (Core Animation's clock: the system's uptime, which only moves forward).
public func CACurrentMediaTime() -> Double { ProcessInfo.processInfo.systemUptime }
