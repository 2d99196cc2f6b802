import Testing
import LiquidGlassTestSupport
@testable import LiquidGlassUIKit

/// Auto Layout on the Cassowary solver: frames derived by hand from the constraints.
@MainActor
@Suite struct AutoLayoutTests {
    /// The bottom bar in a 390 × 200 view: margins 8 (UIKit's default) → x 8, width 390 − 16 = 374; bottom 8 above the
    /// safe area's bottom (200, no insets here) with height 56 → y 136. In the bar: the title 20 from the leading edge,
    /// centred (its height is its intrinsic one: a 17 pt headline line, 20.33), so its centre is at 28; the button
    /// 44 tall (the required height beats its intrinsic 34.33 at hugging 250) centred → y 6, its trailing edge 6 from
    /// the bar's → x = 374 − 6 − its intrinsic width.
    @Test func bottomBarFrames() {
        let view = GlassBottomBarView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        view.layoutIfNeeded()
        #expect(approx(view.barView.frame, CGRect(x: 8, y: 136, width: 374, height: 56)))
        #expect(view.barView.contentView.frame == CGRect(x: 0, y: 0, width: 374, height: 56))
        let title = view.titleLabel.frame
        #expect(abs(title.minX - 20) < 1e-6 && abs(title.height - 61.0 / 3) < 1e-6 && abs(title.midY - 28) < 1e-6)
        #expect(abs(title.width - view.titleLabel.intrinsicContentSize.width) < 1e-6)
        let buy = view.buyButton.frame
        let width = view.buyButton.intrinsicContentSize.width
        #expect(approx(buy, CGRect(x: 374 - 6 - width, y: 6, width: width, height: 44)))
        #expect(buy.minX >= title.maxX + 8)
    }

    /// Multipliers, centring, ≥ and priorities: a child half its parent's width centred, at least 100 tall, preferring
    /// (at 750) 40 — the required minimum wins.
    @Test func multipliersAndPriorities() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let preferred = child.heightAnchor.constraint(equalToConstant: 40)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            child.heightAnchor.constraint(greaterThanOrEqualToConstant: 100),
            preferred,
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 75, y: 10, width: 150, height: 100))
        // Installed on the nearest common ancestor: the three relating child and parent on the parent, the two
        // constants on the child.
        #expect(parent.constraints.count == 3 && child.constraints.count == 2)
        // Changing a constant relayouts.
        preferred.constant = 160
        parent.layoutIfNeeded()
        #expect(child.frame.height == 160)
        // Deactivated: the preferred height no longer applies.
        preferred.isActive = false
        parent.layoutIfNeeded()
        #expect(child.frame.height == 100)
    }

    /// A required constraint contradicting the others is left out and named in the render's warnings.
    @Test func unsatisfiableIsReported() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 40),
            child.widthAnchor.constraint(equalToConstant: 60),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        let renderer = GlassViewRenderer(view: parent)
        renderer.scale = 1
        _ = renderer.image()
        #expect(child.frame.width == 40)
        #expect(renderer.report?.warnings.contains { $0.contains("Unable to simultaneously satisfy constraints") } == true)
    }

    /// Layout margins guides and the margin attributes follow `layoutMargins`.
    @Test func marginsGuide() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        parent.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let guide = parent.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
        #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 140, height: 60))
    }

    /// A controller rendered as an iPhone 17 Pro screen (402 × 874, safe area 62 above and 34 below, side margins
    /// 16): its bar spans the margins (x 16, width 402 − 32 = 370) and sits on the safe area's bottom (874 − 34 − 60 =
    /// 780); its stack 16 inside the bar (x 16, width 370 − 32 = 338), centred; four 44.4 pt buttons (20.4 pt symbols
    /// + 12 + 12) spread with equal gaps (338 − 4 × 44.4) / 3 = 53.47.
    @Test func viewControllerOnTheSafeArea() throws {
        UIImage.assetDirectories = [TestFiles.sampleBackdrops]
        defer { UIImage.assetDirectories = [] }
        let controller = GlassBarViewController()
        let renderer = GlassViewRenderer(viewController: controller)
        let root = try #require(controller.viewIfLoaded)
        root.layoutIfNeeded()
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(approx(controller.barView.frame, CGRect(x: 16, y: 780, width: 370, height: 60)))
        #expect(approx(controller.stackView.frame, CGRect(x: 16, y: (60 - 34.4) / 2, width: 338, height: 34.4)))
        let gap = (338 - 4 * 44.4) / 3
        for (i, b) in controller.stackView.arrangedSubviews.enumerated() {
            #expect(approx(b.frame, CGRect(x: CGFloat(i) * (44.4 + gap), y: 0, width: 44.4, height: 34.4)))
        }
        #expect(controller.photoView.frame == root.bounds)
        renderer.scale = 1
        let image = try #require(renderer.image())
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] {
            try image.pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("controller.png"))
        }
        let report = try #require(renderer.report)
        #expect(report.element(named: "toolbar")?.frame == [16, 780, 370, 60])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    /// Arranged views with constant size constraints (a pattern of real code: glass hosts 34 and 48 wide, 24 tall,
    /// in a stack of spacing 5 pinned to its container's trailing edge): the stack reads the constants — 34 + 5 + 48
    /// = 87 wide, 24 tall — and places them; the solver does not move them, and nothing conflicts.
    @Test func arrangedViewsWithSizeConstraints() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 24))
        let stack = UIStackView()
        stack.spacing = 5
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let a = UIVisualEffectView(effect: UIGlassEffect()), b = UIVisualEffectView(effect: UIGlassEffect())
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            stack.addArrangedSubview(v)
        }
        NSLayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 34), a.heightAnchor.constraint(equalToConstant: 24),
            b.widthAnchor.constraint(equalToConstant: 48), b.heightAnchor.constraint(equalToConstant: 24),
        ])
        let renderer = GlassViewRenderer(view: root)
        renderer.scale = 1
        _ = renderer.image()
        #expect(stack.frame == CGRect(x: 113, y: 0, width: 87, height: 24))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 34, height: 24) && b.frame == CGRect(x: 39, y: 0, width: 48, height: 24))
        #expect(renderer.report?.warnings.isEmpty == true, "\(renderer.report?.warnings ?? [])")
    }
}
