import Foundation
import Testing
import LiquidGlassUIKit

/// `hitTest(_:with:)` by UIKit's documented rule: the frontmost descendant containing the point, skipping hidden
/// views, views with interaction disabled and views with an alpha under 0.01; nil outside the bounds.
@MainActor
@Suite struct HitTestTests {
    @Test func frontmostInteractiveViewWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 130, y: 10), with: nil) == nil)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === root)
    }
}
