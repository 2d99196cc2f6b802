import Foundation
import Testing
@testable import LiquidGlassUIKit

/// `UIWindow`, `window`, `willMove(toWindow:)` and `didMoveToWindow()`: a view learns of its window when it joins or
/// leaves a hierarchy in one (UIKit's documented callbacks), and a controller rendered as a screen is shown in a
/// window first, as iOS shows it — so set-up code in `didMoveToWindow()` (common in glass code: a React Native or
/// Flutter host view building its effect there) has run when the picture is taken.
@MainActor
@Suite struct WindowTests {
    final class Probe: UIView {
        var moves: [Bool] = []  // whether a window was there after each move
        override func didMoveToWindow() {
            super.didMoveToWindow()
            moves.append(window != nil)
            backgroundColor = window == nil ? nil : .systemBlue
        }
    }

    @Test func viewsHearOfTheirWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.isHidden)  // UIKit's windows are hidden until shown
        window.makeKeyAndVisible()
        #expect(!window.isHidden && window.isKeyWindow)
        let container = UIView(frame: window.bounds)
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(probe)
        #expect(probe.window == nil && probe.moves.isEmpty)  // a hierarchy off screen: no window, no callback
        window.addSubview(container)
        #expect(probe.window === window && probe.moves == [true])
        container.removeFromSuperview()
        #expect(probe.moves == [true, false])
    }

    @Test func aRenderedControllerIsInAWindow() throws {
        let controller = UIViewController()
        let probe = Probe(frame: CGRect(x: 0, y: 100, width: 402, height: 100))
        controller.view.addSubview(probe)
        let renderer = GlassViewRenderer(viewController: controller)
        renderer.scale = 1
        #expect(probe.window != nil && probe.moves == [true])
        #expect(controller.view.window?.rootViewController == nil)
        // What `didMoveToWindow` set is drawn: the probe's blue band.
        let image = try #require(renderer.image())
        guard case .picture(_, let p) = image.source else { throw CancellationError() }
        let band = p.pixels[150 * p.width + 200], above = p.pixels[50 * p.width + 200]
        #expect(band.z > 0.8 && band.x < 0.1)  // systemBlue
        #expect(above == SIMD4<Float>(1, 1, 1, 1))  // the system background
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    }

    @Test func rootViewControllerFillsTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let controller = UIViewController()
        window.rootViewController = controller
        #expect(controller.view.superview === window && controller.view.frame == window.bounds)
        window.rootViewController = nil
        #expect(controller.view.superview == nil)
    }
}
