/// What a size or trait change's animations are coordinated by: UIKit's `UIViewControllerTransitionCoordinator`,
/// passed to `viewWillTransition(to:with:)`.
///
/// Declared so rotation and resizing code compiles. A still never changes size while it is drawn, so UIKit's
/// `viewWillTransition(to:with:)` is never called by the renderer; code calling it itself gets a coordinator whose
/// `animate(alongsideTransition:completion:)` runs both blocks at once (no animation), with a context that reports
/// a finished, non-interactive transition.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// A transition's state, as its coordinator reports it: UIKit's `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The coordinator of a change that happens at once (an addition: what a still can offer code that calls
/// `viewWillTransition(to:with:)` itself).
@MainActor
public final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator {
    public let containerView: UIView
    public var isAnimated: Bool { false }
    public var presentationStyle: UIModalPresentationStyle { .fullScreen }
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var isInteractive: Bool { false }
    public var isCancelled: Bool { false }
    public var transitionDuration: TimeInterval { 0 }
    public var percentComplete: CGFloat { 1 }
    public var completionVelocity: CGFloat { 1 }
    public var targetTransform: CGAffineTransform { .identity }

    public init(containerView: UIView) { self.containerView = containerView }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}
}
