import Testing
@testable import LiquidGlassUIKit

/// Small UIKit API that real glass code uses (found by `scripts/uikit-compat-check`): tint change callbacks and
/// accessibility traits.
@MainActor
@Suite struct CompatTests {
    final class Watching: UIView {
        var calls = 0
        override func tintColorDidChange() { calls += 1 }
    }

    /// Setting a tint calls `tintColorDidChange()` on the view and on the subviews that inherit it, not on a subview
    /// with a tint of its own.
    @Test func tintColorDidChangeReachesInheritingSubviews() {
        let parent = Watching(), inheriting = Watching(), own = Watching()
        own.tintColor = .systemRed
        parent.addSubview(inheriting)
        parent.addSubview(own)
        let before = own.calls
        parent.tintColor = .systemGreen
        #expect(parent.calls == 1 && inheriting.calls == 1 && own.calls == before)
        #expect(inheriting.tintColor == .systemGreen && own.tintColor == .systemRed)
    }

    @Test func accessibilityTraitsAreKept() {
        let view = UIView()
        view.accessibilityTraits = [.button, .selected]
        #expect(view.accessibilityTraits.contains(.selected) && !view.accessibilityTraits.contains(.header))
    }
}
