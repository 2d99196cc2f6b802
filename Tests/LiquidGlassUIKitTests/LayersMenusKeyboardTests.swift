import Foundation
import Testing
import LiquidGlass
@testable import LiquidGlassUIKit

/// `CAGradientLayer` and free-standing sublayers, menus on buttons and bar button items, and `keyboardLayoutGuide`.
/// Gradient values: Core Animation's documented defaults (`startPoint` (0.5, 0), `endPoint` (0.5, 1), colours
/// spread evenly when `locations` is nil), interpolated in gamma-encoded sRGB as Core Graphics does — so a black to
/// white gradient down a 100 pt layer is (y + 0.5) / 100 encoded at the centre of pixel row y (1×), within 0.01.
@MainActor
@Suite struct LayersMenusKeyboardTests {
    /// The gamma-encoded grey of a pixel (the green channel, linear light to sRGB).
    func grey(_ p: LinearImage, _ x: Int, _ y: Int) -> Double {
        let l = Double(p.pixels[y * p.width + x].y)
        return l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
    }

    func render(_ view: UIView, _ name: String) throws -> LinearImage {
        let renderer = GlassViewRenderer(view: view)
        renderer.scale = 1
        let image = try #require(renderer.image())
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: dir), withIntermediateDirectories: true)
            try image.pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
        }
        guard case .picture(_, let p) = image.source else { throw CancellationError() }
        return p
    }

    func gradientView(_ configure: (CAGradientLayer) -> Void) -> (UIView, CAGradientLayer) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .systemRed
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradient.frame = view.bounds
        configure(gradient)
        view.layer.addSublayer(gradient)
        return (view, gradient)
    }

    @Test func axialGradientRunsTopToBottomByDefault() throws {
        let (view, gradient) = gradientView { _ in }
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1) && gradient.type == .axial)
        #expect(view.layer.sublayers?.count == 1 && gradient.superlayer === view.layer)
        let p = try render(view, "gradient-vertical")
        for y in [5, 25, 50, 75, 95] {
            #expect(abs(grey(p, 50, y) - (Double(y) + 0.5) / 100) < 0.01, "row \(y): \(grey(p, 50, y))")
            #expect(abs(grey(p, 10, y) - grey(p, 90, y)) < 0.001)
        }
    }

    /// From the left edge to the right, with the colours at 0.5 and 1: black up to the middle, then black to white
    /// over the right half ((x + 0.5 − 50) / 50).
    @Test func startEndPointsAndLocations() throws {
        let (view, _) = gradientView { g in
            g.startPoint = CGPoint(x: 0, y: 0.5)
            g.endPoint = CGPoint(x: 1, y: 0.5)
            g.locations = [0.5, 1]
        }
        let p = try render(view, "gradient-horizontal")
        #expect(grey(p, 20, 50) < 0.002 && grey(p, 45, 10) < 0.002)
        for x in [60, 75, 90] {
            #expect(abs(grey(p, x, 50) - (Double(x) + 0.5 - 50) / 50) < 0.01, "column \(x): \(grey(p, x, 50))")
        }
    }

    /// Radial: ellipses around `startPoint` (the centre) reaching white at `endPoint`'s distance on each axis (50 pt):
    /// black at the centre, mid-way 25 pt out, white on the edge's midpoints.
    @Test func radialGradientFromTheStartPoint() throws {
        let (view, _) = gradientView { g in
            g.type = .radial
            g.startPoint = CGPoint(x: 0.5, y: 0.5)
            g.endPoint = CGPoint(x: 1, y: 1)
        }
        let p = try render(view, "gradient-radial")
        #expect(grey(p, 50, 50) < 0.03)
        #expect(abs(grey(p, 75, 50) - 0.5) < 0.03 && abs(grey(p, 50, 25) - 0.5) < 0.03)
        #expect(grey(p, 99, 50) > 0.97)
    }

    /// Core Animation's order: `addSublayer` goes over the subviews there are, `insertSublayer(_:at: 0)` under all
    /// of them; a subview added later goes over an added layer.
    @Test func sublayersTakeTheirPlaceAmongSubviews() throws {
        func square() -> UIView {
            let v = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
            v.backgroundColor = .systemBlue
            return v
        }
        let over = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        over.addSubview(square())
        let g1 = CAGradientLayer()
        g1.colors = [UIColor.black.cgColor, UIColor.black.cgColor]
        g1.frame = over.bounds
        over.layer.addSublayer(g1)
        #expect(over.layer.sublayers?.last === g1)
        #expect(grey(try render(over, "sublayer-over"), 50, 50) < 0.002)

        let under = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        under.addSubview(square())
        let g2 = CAGradientLayer()
        g2.colors = [UIColor.black.cgColor, UIColor.black.cgColor]
        g2.frame = under.bounds
        under.layer.insertSublayer(g2, at: 0)
        #expect(under.layer.sublayers?.first === g2)
        let p = try render(under, "sublayer-under")
        #expect(p.pixels[50 * p.width + 50].z > 0.5)   // the blue square on top
        #expect(grey(p, 10, 10) < 0.002)                // the black layer around it

        let later = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let g3 = CAGradientLayer()
        g3.colors = [UIColor.black.cgColor, UIColor.black.cgColor]
        g3.frame = later.bounds
        later.layer.addSublayer(g3)
        later.addSubview(square())
        #expect(try render(later, "sublayer-later").pixels[50 * 100 + 50].z > 0.5)
        g3.removeFromSuperlayer()
        #expect(later.layer.sublayers?.count == 1 && g3.superlayer == nil)
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @Test func aViewBackedByAGradientLayer() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = try #require(view.layer as? CAGradientLayer)
        #expect(gradient.delegate === view)
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        let p = try render(view, "gradient-layer-class")
        #expect(abs(grey(p, 50, 50) - 0.505) < 0.01)
        // A colour that is not a CGColor draws nothing and says so.
        gradient.colors = [UIColor.black, UIColor.white]
        let renderer = GlassViewRenderer(view: view)
        _ = renderer.image()
        #expect(renderer.report?.warnings.contains { $0.contains("not CGColors") } == true)
    }

    /// A menu is kept and changes nothing drawn: a still shows the button and the bar item closed, as iOS does until
    /// they are pressed.
    @Test func menusAreKeptAndDrawnClosed() throws {
        var chosen: [String] = []
        let menu = UIMenu(title: "Sort", options: .singleSelection, children: [
            UIAction(title: "Name", image: UIImage(systemName: "textformat"), state: .on) { chosen.append($0.title) },
            UIAction(title: "Date", attributes: .destructive) { chosen.append($0.title) },
            UIMenu(title: "More", options: .displayInline, children: [UIDeferredMenuElement { done in done([]) }]),
        ])
        #expect(menu.children.count == 3 && menu.selectedElements.map(\.title) == ["Name"])
        #expect(menu.options.contains(.singleSelection) && menu.replacingChildren([]).children.isEmpty)
        let action = try #require(menu.children[1] as? UIAction)
        action.handler(action)
        #expect(chosen == ["Date"] && action.attributes == .destructive)

        func screen(_ withMenu: Bool) -> GlassRenderReport? {
            let controller = UIViewController()
            var configuration = UIButton.Configuration.glass()
            configuration.title = "Sort"
            let button = UIButton(configuration: configuration)
            if withMenu {
                button.menu = menu
                button.showsMenuAsPrimaryAction = true
            }
            button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
            controller.view.addSubview(button)
            controller.navigationItem.rightBarButtonItem = withMenu
                ? UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: menu)
                : UIBarButtonItem(image: UIImage(systemName: "ellipsis"))
            let renderer = GlassViewRenderer(viewController: UINavigationController(rootViewController: controller))
            renderer.scale = 1
            _ = renderer.image()
            if withMenu {
                #expect(button.menu === menu && button.showsMenuAsPrimaryAction)
                #expect(controller.navigationItem.rightBarButtonItem?.menu === menu)
            }
            return renderer.report
        }
        let plain = try #require(screen(false)), withMenu = try #require(screen(true))
        #expect(plain.elements.count == 2)
        #expect(plain.elements.map(\.frame) == withMenu.elements.map(\.frame))
    }

    /// The keyboard is never shown, so the guide is the keyboard offscreen: from the safe area's bottom (874 − 34 =
    /// 840) to the screen's bottom, the full 402 pt width; a field pinned 8 pt above it ends at 840 − 8 = 832. With
    /// `usesBottomSafeArea` false the guide is the zero-height strip at 874.
    @Test func keyboardLayoutGuideSitsOnTheSafeArea() throws {
        let controller = UIViewController()
        let field = UIView()
        field.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(field)
        let guide = controller.view.keyboardLayoutGuide
        #expect(guide === controller.view.keyboardLayoutGuide && guide.usesBottomSafeArea && !guide.followsUndockedKeyboard)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
            field.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
        ])
        let renderer = GlassViewRenderer(viewController: controller)
        renderer.scale = 1
        _ = renderer.image()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 840, width: 402, height: 34))
        #expect(field.frame == CGRect(x: 16, y: 788, width: 370, height: 44))
        guide.usesBottomSafeArea = false
        controller.view.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 874, width: 402, height: 0))
        #expect(field.frame.maxY == 866)
    }
}
