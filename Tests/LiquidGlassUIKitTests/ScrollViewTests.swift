import Foundation
import LiquidGlassUIKit
import Testing

/// A scroll view filling a controller's view, as a UIKit list screen has it. Expected values from UIKit's rules:
/// the safe area (62 pt above, 34 below on the iPhone 17 Pro) joins `adjustedContentInset` on the axis that scrolls,
/// the resting offset is minus the top inset, and the offset is the bounds' origin.
@MainActor
@Suite struct ScrollViewTests {
    final class ListController: UIViewController {
        let scrollView = UIScrollView()
        let firstRow = UIView(frame: CGRect(x: 0, y: 0, width: 402, height: 44))
        var behavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.frame = view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentInsetAdjustmentBehavior = behavior
            scrollView.contentSize = CGSize(width: 402, height: 2000)
            firstRow.backgroundColor = .systemRed
            scrollView.addSubview(firstRow)
            view.addSubview(scrollView)
        }
    }

    @Test func restingContentStartsBelowTheSafeArea() throws {
        let controller = ListController()
        let renderer = GlassViewRenderer(viewController: controller)
        renderer.scale = 1
        let image = try #require(renderer.image())
        let scroll = controller.scrollView
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -62))
        #expect(scroll.bounds == CGRect(x: 0, y: -62, width: 402, height: 874))
        #expect(controller.firstRow.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 62))
        let png = try #require(image.pngData())
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] {
            try png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("scroll.png"))
        }
        #expect(png.count > 0)
    }

    @Test func scrolledContentGoesUnderTheTopOfTheScreen() {
        let controller = ListController()
        controller.loadViewIfNeeded()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 20)
        _ = GlassViewRenderer(viewController: controller).image()
        // An offset the user set is kept: the row is 20 pt above the screen's top, under the status bar.
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 20))
        #expect(controller.firstRow.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: -20))
    }

    @Test func neverAndShortContent() {
        let never = ListController()
        never.behavior = .never
        _ = GlassViewRenderer(viewController: never).image()
        #expect(never.scrollView.adjustedContentInset == .zero)
        #expect(never.scrollView.contentOffset == .zero)

        // Content shorter than the screen does not scroll: `.automatic` leaves the safe area out, `.always` not.
        let short = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        short.contentSize = CGSize(width: 100, height: 50)
        short.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(short.adjustedContentInset.top == 5)
        short.alwaysBounceVertical = true
        #expect(short.adjustedContentInset.top == 5)  // no safe area outside a screen
        #expect(short.clipsToBounds)
    }
}
