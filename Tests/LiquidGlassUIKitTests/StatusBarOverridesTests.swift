import LiquidGlassUIKit
import Testing

/// Controllers override the status bar and memory callbacks (the corpus's gallery controller does): they compile,
/// and the base answers are UIKit's documented defaults (not hidden, `.default`, indicator shown).
@MainActor
@Suite struct StatusBarOverridesTests {
    final class Gallery: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var prefersHomeIndicatorAutoHidden: Bool { true }
        override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    }

    @Test func overridesAndDefaults() {
        let gallery = Gallery()
        gallery.setNeedsStatusBarAppearanceUpdate()
        #expect(gallery.prefersStatusBarHidden && gallery.preferredStatusBarStyle == .lightContent)
        let plain = UIViewController()
        #expect(!plain.prefersStatusBarHidden && plain.preferredStatusBarStyle == .default && !plain.prefersHomeIndicatorAutoHidden)
    }
}
