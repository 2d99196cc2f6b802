import Foundation
import LiquidGlass
import LiquidGlassUI
@testable import LiquidGlassUIKit
import Testing

/// SwiftUI inside UIKit through `UIHostingController`, as apps adopt SwiftUI screen by screen: the SwiftUI view is
/// drawn through LiquidGlassUI's display list into the UIKit render (its glass in the same report). Expected
/// frames from SwiftUI's rule for a hosting view's root — proposed the safe area and centred in it — on the iPhone
/// 17 Pro screen (402 × 874, safe area 62 above and 34 below): a screen's content centres at x 201 and
/// y 62 + (874 − 62 − 34) / 2 = 451; in a child hosting view at (20, 300, 362 × 120) with no safe area, at the
/// view's centre (201, 360).
@MainActor
@Suite struct HostingControllerTests {
    struct Badge: View {
        var body: some View {
            Text("Hosted")
                .font(.headline)
                .padding(.horizontal, 20)
                .padding(.vertical, 12)
                .glassEffect()
        }
    }

    final class PhotoController: UIViewController {
        let badge = UIHostingController(rootView: Badge())
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemOrange
            addChild(badge)
            badge.view.backgroundColor = .clear
            badge.view.frame = CGRect(x: 20, y: 300, width: 362, height: 120)
            view.addSubview(badge.view)
            badge.didMove(toParent: self)
        }
    }

    func keep(_ image: UIImage, _ name: String) throws {
        guard let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] else { return }
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: dir), withIntermediateDirectories: true)
        try image.pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
    }

    func centre(_ e: GlassRenderReport.Element) -> CGPoint { CGPoint(x: e.frame[0] + e.frame[2] / 2, y: e.frame[1] + e.frame[3] / 2) }

    @Test func aHostingControllerIsTheScreen() throws {
        let host = UIHostingController(rootView: Badge())
        let renderer = GlassViewRenderer(viewController: host)
        renderer.scale = 1
        let image = try #require(renderer.image())
        try keep(image, "hosting-screen")
        let report = try #require(renderer.report)
        let glass = try #require(report.elements.first)
        #expect(report.elements.count == 1)
        #expect(Swift.abs(centre(glass).x - 201) < 0.5 && Swift.abs(centre(glass).y - 451) < 0.5)
        // The hosting view's own background: the system background (white in light).
        guard case .picture(_, let p) = image.source else { throw CancellationError() }
        #expect(p.pixels[200 * p.width + 10] == SIMD4<Float>(1, 1, 1, 1))
    }

    @Test func aChildHostingViewInAUIKitScreen() throws {
        let controller = PhotoController()
        let renderer = GlassViewRenderer(viewController: controller)
        renderer.scale = 1
        let image = try #require(renderer.image())
        try keep(image, "hosting-child")
        let glass = try #require(renderer.report?.elements.first)
        #expect(Swift.abs(centre(glass).x - 201) < 0.5 && Swift.abs(centre(glass).y - 360) < 0.5)
        // The glass's size is SwiftUI's for the badge: the hosting controller's own answer.
        let fitted = controller.badge.sizeThatFits(in: CGSize(width: 362, height: 120))
        #expect(Swift.abs(glass.frame[2] - Double(fitted.width)) < 0.5 && Swift.abs(glass.frame[3] - Double(fitted.height)) < 0.5)
        #expect(fitted.width > fitted.height && fitted.height > 24)
        // A clear hosting view shows the orange behind it at its corner.
        guard case .picture(_, let p) = image.source else { throw CancellationError() }
        let corner = p.pixels[305 * p.width + 25]
        #expect(corner.x > 0.9 && corner.z < 0.1)
    }

    @Test func sizingOptionsPublishTheContentSize() throws {
        let host = UIHostingController(rootView: Badge())
        host.sizingOptions = [.intrinsicContentSize, .preferredContentSize]
        let ideal = host.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(host.preferredContentSize == ideal)
        #expect(host.view.intrinsicContentSize == ideal)
        #expect(UIHostingController(rootView: Badge()).view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }
}
