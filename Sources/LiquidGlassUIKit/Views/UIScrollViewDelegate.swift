/// What a scroll view tells the object managing it: UIKit's `UIScrollViewDelegate`.
///
/// Every requirement is optional, as in UIKit (here: a default implementation that does nothing, or returns UIKit's
/// default answer). A still has no dragging or deceleration, so only these are called: `scrollViewDidScroll(_:)`
/// whenever `contentOffset` changes (set in code, or by the inset adjustment at layout), `scrollViewDidZoom(_:)`
/// and `viewForZooming(in:)` when `zoomScale` is set, `scrollViewDidChangeAdjustedContentInset(_:)` when the
/// adjusted insets change, and `scrollViewDidEndScrollingAnimation(_:)` after `setContentOffset(_:animated: true)`.
/// The dragging, deceleration and scroll-to-top methods are never called (no touches).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view zooms (UIKit's answer when the method is not implemented).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Yes (UIKit's answer when the method is not implemented).
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
