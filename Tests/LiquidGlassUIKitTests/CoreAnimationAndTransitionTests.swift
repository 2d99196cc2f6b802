import Foundation
import Testing
@testable import LiquidGlassUIKit

/// The API session 39 added without tests of its own: `CATransaction`, `CACurrentMediaTime()`, the custom
/// transition protocols and a table cell's content margins. Expected values come from Apple's documentation (cited
/// at each) or are derived by hand from the margins.
@MainActor
@Suite(.serialized) struct CoreAnimationAndTransitionTests {
    /// Apple, `CATransaction.animationDuration()`: "The default duration is 0.25 seconds"; a nested group starts
    /// with the enclosing group's settings and its changes end with it.
    @Test func transactionGroupsNestAndRestore() {
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.disableActions() == false)
        CATransaction.setAnimationDuration(0.6)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 0.6 && CATransaction.disableActions())
        CATransaction.setAnimationDuration(1.5)
        CATransaction.setValue(7, forKey: "depth")
        #expect(CATransaction.value(forKey: "depth") as? Int == 7)
        CATransaction.commit()
        // The inner group's changes ended with it.
        #expect(CATransaction.animationDuration() == 0.6)
        #expect(CATransaction.value(forKey: "depth") == nil)
        CATransaction.commit()
    }

    /// Apple, `setCompletionBlock(_:)`: "If no animations are added before the current transaction group is
    /// committed (or the completion block is set to nil), the block will be invoked immediately" — a still adds no
    /// animation, so the block runs at `commit()`, once, and not before; a nested group's block is its own.
    @Test func completionBlocksRunAtCommit() {
        var runs: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { runs.append("outer") }
        CATransaction.begin()
        #expect(CATransaction.completionBlock() == nil)
        CATransaction.setCompletionBlock { runs.append("inner") }
        #expect(runs.isEmpty)
        CATransaction.commit()
        #expect(runs == ["inner"])
        CATransaction.commit()
        #expect(runs == ["inner", "outer"])
        CATransaction.commit()  // an unbalanced commit closes the implicit group: nothing runs twice
        #expect(runs == ["inner", "outer"])
    }

    /// The standard curves' control points as Apple documents them for `CAMediaTimingFunctionName` (ease in
    /// (0.42, 0, 1, 1), ease out (0, 0, 0.58, 1), ease in-out (0.42, 0, 0.58, 1), default (0.25, 0.1, 0.25, 1),
    /// linear (0, 0, 1, 1)).
    @Test func timingFunctionsHaveTheDocumentedControlPoints() {
        func points(_ name: CAMediaTimingFunction.Name) -> [Float] {
            let c = CAMediaTimingFunction(name: name).controlPoints
            return [c.0, c.1, c.2, c.3]
        }
        #expect(points(.easeIn) == [0.42, 0, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0.58, 1])
        #expect(points(.easeInEaseOut) == [0.42, 0, 0.58, 1])
        #expect(points(.default) == [0.25, 0.1, 0.25, 1])
        #expect(points(.linear) == [0, 0, 1, 1])
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.4, 1))
        #expect(CATransaction.animationTimingFunction()?.controlPoints.1 == 0.8)
        CATransaction.commit()
    }

    /// `CACurrentMediaTime()` is the host's uptime in seconds (Apple: "mach_absolute_time() converted to
    /// seconds"): it never goes back, and a 20 ms sleep advances it by at least 20 ms.
    @Test func mediaTimeAdvancesWithTheClock() {
        let start = CACurrentMediaTime()
        let uptime = ProcessInfo.processInfo.systemUptime
        #expect(abs(start - uptime) < 1)
        Thread.sleep(forTimeInterval: 0.02)
        #expect(CACurrentMediaTime() - start >= 0.02)
    }

    final class FadeAnimator: UIViewControllerAnimatedTransitioning {
        var asked = 0
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) { asked += 1 }
    }

    final class Transitions: UIViewControllerTransitioningDelegate {
        let animator = FadeAnimator()
        var presentations = 0
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            presentations += 1
            return animator
        }
    }

    final class Driver: UIViewControllerInteractiveTransitioning {
        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
    }

    /// A custom presentation as UIKit code writes it compiles, is kept, and is drawn settled without asking the
    /// delegate or running the animator (a still has no transition). The protocols' optional requirements have
    /// UIKit's documented defaults: `completionSpeed` 1, `wantsInteractiveStart` true, no interaction controllers.
    @Test func customTransitionsAreKeptAndDrawnSettled() throws {
        let transitions = Transitions()
        let presenting = UIViewController()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitions
        presented.view.backgroundColor = .systemRed
        #expect(presented.transitioningDelegate === transitions)
        var completed = false
        presenting.present(presented, animated: true) { completed = true }
        #expect(completed && presenting.presentedViewController === presented)
        let renderer = GlassViewRenderer(viewController: presenting)
        renderer.scale = 1
        _ = try #require(renderer.image())
        #expect(transitions.presentations == 0 && transitions.animator.asked == 0)
        #expect(transitions.animator.transitionDuration(using: nil) == 0.3)
        transitions.animator.animationEnded(true)  // the default: does nothing
        #expect(transitions.interactionControllerForPresentation(using: transitions.animator) == nil)
        #expect(transitions.animationController(forDismissed: presented) == nil)
        let driver = Driver()
        #expect(driver.completionSpeed == 1 && driver.wantsInteractiveStart)
        #expect(UITransitionContextViewControllerKey.from != UITransitionContextViewControllerKey.to)
    }

    /// A cell's content view margins are (11, 16, 11, 16) — the list figures' 11 pt above and below and a compact
    /// iPhone's 16 pt side margin —, so a label pinned to the margins guide of a 402 × 60 cell's content view sits
    /// at x 16, y 11, 402 − 32 = 370 wide and 60 − 22 = 38 tall.
    @Test func cellContentFollowsItsMargins() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        cell.frame = CGRect(x: 0, y: 0, width: 402, height: 60)
        let label = UILabel()
        label.text = "Margins"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        cell.layoutIfNeeded()
        let expected = [16.0, 11, 370, 38], f = label.frame
        #expect(zip([f.minX, f.minY, f.width, f.height], expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(f)")
    }
}
