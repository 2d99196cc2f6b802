/// A dragging gesture: UIKit's `UIPanGestureRecognizer` (continuous: `.began`, `.changed`…, `.ended`).
///
/// Simulate a drag with `simulate(_:translation:)`: the translation is kept in the coordinates of the
/// recognizer's view's superview, as a touch moving over the screen would be, and `translation(in:)` converts it.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// UIKit's defaults: 1 and `Int.max`.
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// The translation, as a vector in the superview of the recognizer's view (its view when it has none).
    private var storedTranslation: CGPoint = .zero

    private var reference: UIView? { view?.superview ?? view }

    /// How far the gesture has moved, in `view`'s coordinate system (nil: the window's — here the hierarchy's root).
    open func translation(in view: UIView?) -> CGPoint {
        guard let reference else { return storedTranslation }
        let target = view ?? reference.hierarchyRoot
        let a = reference.convert(CGPoint.zero, to: target), b = reference.convert(storedTranslation, to: target)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Sets the translation as measured in `view` (UIKit code resets it to `.zero` after applying each step).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let reference else { storedTranslation = translation; return }
        let source = view ?? reference.hierarchyRoot
        let a = source.convert(CGPoint.zero, to: reference), b = source.convert(translation, to: reference)
        storedTranslation = CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Points per second: zero (a simulated drag has no timing).
    open func velocity(in view: UIView?) -> CGPoint { .zero }

    /// How far the simulated finger has moved since the gesture began (superview coordinates).
    private var fingerTravel: CGPoint = .zero

    /// Drives the pan into `state` with the finger moved by `translation` (in the superview of the recognizer's
    /// view) since the gesture began, and sends its actions — an addition, not UIKit (see
    /// ``UIGestureRecognizer/simulate(_:at:)``). As on iOS, `translation(in:)` reports the movement since the last
    /// `setTranslation(_:in:)`, so handlers that reset it see each step.
    open func simulate(_ state: State, translation: CGPoint) {
        if self.state == .possible || state == .began { fingerTravel = .zero; storedTranslation = .zero }
        storedTranslation = CGPoint(x: storedTranslation.x + translation.x - fingerTravel.x,
                                    y: storedTranslation.y + translation.y - fingerTravel.y)
        fingerTravel = translation
        simulate(state, at: nil)
    }

    override func resetAfterGesture() {
        super.resetAfterGesture()
        storedTranslation = .zero
        fingerTravel = .zero
    }
}

/// A pan that starts at the screen's edge: UIKit's `UIScreenEdgePanGestureRecognizer`.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it starts from (UIKit's default: none).
    open var edges: UIRectEdge = []
}

/// Edges of a rectangle: UIKit's `UIRectEdge`, with its raw values.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
