import Foundation
import Testing
import LiquidGlassUIKit

/// Gesture recognizers as UIKit code wires them — `UIPanGestureRecognizer(target: self, action: #selector(…))`,
/// here written as `liquidglass preview` rewrites the `#selector` — driven by `simulate` (no touches on Linux).
/// Expected values follow UIKit's documented behaviour: actions get the recognizer as their argument; a pan's
/// translation is measured in the view passed to `translation(in:)`, and code that applies it and resets it with
/// `setTranslation(.zero, in:)` moves the view by the total drag; a delegate answering no to
/// `gestureRecognizerShouldBegin(_:)` makes the gesture fail without actions.
@MainActor
@Suite struct GestureRecognizerTests {
    final class DragController: UIViewController, UIGestureRecognizerDelegate {
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 80))
        var taps = 0
        var allowTap = true
        var states: [UIGestureRecognizer.State] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(card)
            let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan(_:)", dispatch: DragController.handlePan(_:)))
            card.addGestureRecognizer(pan)
            let tap = UITapGestureRecognizer(target: self, action: Selector("tapped", dispatch: DragController.tapped))
            tap.delegate = self
            card.addGestureRecognizer(tap)
        }

        func handlePan(_ gesture: UIPanGestureRecognizer) {
            states.append(gesture.state)
            let t = gesture.translation(in: view)
            card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
            gesture.setTranslation(.zero, in: view)
        }

        func tapped() { taps += 1 }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            gestureRecognizer is UITapGestureRecognizer ? allowTap : true
        }
    }

    @Test func panMovesTheView() throws {
        let controller = DragController()
        controller.loadViewIfNeeded()
        let pan = try #require(controller.card.gestureRecognizers?.first as? UIPanGestureRecognizer)
        #expect(pan.view === controller.card)
        pan.simulate(.began, translation: CGPoint(x: 10, y: 0))
        pan.simulate(.changed, translation: CGPoint(x: 30, y: 40))
        pan.simulate(.ended, translation: CGPoint(x: 30, y: 40))
        // Steps applied and reset: 10, then 20/40 more, then nothing: the card moved by the whole drag (30, 40).
        #expect(controller.card.frame == CGRect(x: 50, y: 140, width: 120, height: 80))
        #expect(controller.states == [.began, .changed, .ended])
        #expect(pan.state == .possible)  // reset after the gesture, as UIKit resets recognizers
    }

    @Test func delegateCanRefuseATap() throws {
        let controller = DragController()
        controller.loadViewIfNeeded()
        let tap = try #require(controller.card.gestureRecognizers?.last as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 1)
        tap.simulate(.recognized, at: CGPoint(x: 5, y: 5))
        #expect(controller.taps == 1)
        #expect(tap.location(in: controller.view) == CGPoint(x: 25, y: 105))
        controller.allowTap = false
        tap.simulate(.recognized)
        #expect(controller.taps == 1)
        #expect(tap.state == .failed)
        tap.isEnabled = false
        controller.allowTap = true
        tap.simulate(.recognized)
        #expect(controller.taps == 1)
    }

    @Test func nameOnlySelectorsAreNotSent() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let press = UILongPressGestureRecognizer(target: view, action: Selector("pressed:"))
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        view.addGestureRecognizer(press)
        press.simulate(.began)
        #expect(press.unsentActions.count == 1)
        view.removeGestureRecognizer(press)
        #expect(view.gestureRecognizers == nil && press.view == nil)
    }
}

/// `UIScrollViewDelegate`: told of every change of `contentOffset` (in code and by the inset adjustment at layout),
/// and asked for the view to zoom. Expected values from UIKit's documented rules: `zoomScale` is clamped to
/// `minimumZoomScale…maximumZoomScale`, scales the delegate's `viewForZooming(in:)` and makes `contentSize` its
/// scaled size; nothing zooms without that view.
@MainActor
@Suite struct ScrollViewDelegateTests {
    final class Viewer: UIViewController, UIScrollViewDelegate {
        let scrollView = UIScrollView()
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        var offsets: [CGPoint] = []
        var zooms = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.contentSize = CGSize(width: 402, height: 2000)
            scrollView.delegate = self
            scrollView.maximumZoomScale = 3
            scrollView.addSubview(photo)
            view.addSubview(scrollView)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }

    @Test func didScrollOnEveryOffsetChange() {
        let viewer = Viewer()
        _ = GlassViewRenderer(viewController: viewer).image()
        // The layout moves the resting content below the 62 pt top safe area: one scroll.
        #expect(viewer.offsets == [CGPoint(x: 0, y: -62)])
        viewer.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        viewer.scrollView.contentOffset = CGPoint(x: 0, y: 300)  // unchanged: not told again
        #expect(viewer.offsets == [CGPoint(x: 0, y: -62), CGPoint(x: 0, y: 300)])
        viewer.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1900, width: 10, height: 10), animated: false)
        #expect(viewer.scrollView.contentOffset == CGPoint(x: 0, y: 1910 - 874))
    }

    @Test func zoomScalesTheDelegatesView() {
        let viewer = Viewer()
        viewer.loadViewIfNeeded()
        let scroll = viewer.scrollView
        #expect(scroll.pinchGestureRecognizer != nil && scroll.panGestureRecognizer.view === scroll)
        scroll.zoomScale = 2
        #expect(viewer.photo.frame == CGRect(x: 0, y: 0, width: 200, height: 160))
        #expect(scroll.contentSize == CGSize(width: 200, height: 160))
        scroll.setZoomScale(5, animated: false)
        #expect(scroll.zoomScale == 3 && viewer.zooms == 2)
        #expect(viewer.photo.bounds.size == CGSize(width: 100, height: 80))
        scroll.delegate = nil
        scroll.zoomScale = 1
        #expect(scroll.zoomScale == 3)  // no zooming view: unchanged
        #expect(UIScrollView().pinchGestureRecognizer == nil)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }
}
