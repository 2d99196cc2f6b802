import Foundation
import Testing
import LiquidGlass
import LiquidGlassTestSupport
@testable import LiquidGlassUIKit

/// `UIBlurEffect` and `UIVibrancyEffect` (the pre-iOS 26 branch of glass code) drawn with the engine's backdrop blur.
/// The scene: black and white vertical stripes 8 pt wide, a 200 × 100 blur effect view over them at 1×. Expected
/// values from the material's definition (`UIBlurEffect.appearance`: `systemMaterial` blurs with a 14 pt standard
/// deviation — far wider than a stripe, so the stripes average out — under a near-white tint at 0.65 in light and a
/// near-black one at 0.62 in dark): inside the view the stripes are gone (the spread of the green channel along a
/// row falls from 1 to under 0.05) and the picture is light (light) or dark (dark); outside it they are untouched.
@MainActor
@Suite struct BlurEffectTests {
    func stripes(_ name: String, _ effect: UIVisualEffect?, cornerRadius: CGFloat = 0, style: UIUserInterfaceStyle = .light,
                 content: (UIVisualEffectView) -> Void = { _ in }) throws -> (LinearImage, GlassRenderReport) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 140))
        root.overrideUserInterfaceStyle = style
        for i in 0..<30 {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 8, y: 0, width: 8, height: 140))
            stripe.backgroundColor = i.isMultiple(of: 2) ? .black : .white
            root.addSubview(stripe)
        }
        let blur = UIVisualEffectView(effect: effect)
        blur.frame = CGRect(x: 20, y: 20, width: 200, height: 100)
        blur.layer.cornerRadius = cornerRadius
        content(blur)
        root.addSubview(blur)
        let renderer = GlassViewRenderer(view: root)
        renderer.scale = 1
        let image = try #require(renderer.image())
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: dir), withIntermediateDirectories: true)
            try image.pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name).png"))
        }
        guard case .picture(_, let p) = image.source else { throw CancellationError() }
        return (p, try #require(renderer.report))
    }

    /// The green channel along row `y` from `x0` to `x1`: (lowest, highest, mean).
    func row(_ p: LinearImage, y: Int, _ x0: Int, _ x1: Int) -> (Float, Float, Float) {
        let g = (x0..<x1).map { p.pixels[y * p.width + $0].y }
        return (g.min()!, g.max()!, g.reduce(0, +) / Float(g.count))
    }

    @Test func systemMaterialBlursWhatIsBehind() throws {
        let (bare, _) = try stripes("stripes", nil)
        let (before, after, _) = row(bare, y: 70, 60, 180)
        #expect(before == 0 && after == 1)  // the stripes themselves
        let (light, _) = try stripes("blur-light", UIBlurEffect(style: .systemMaterial))
        let (lo, hi, mean) = row(light, y: 70, 60, 180)
        #expect(hi - lo < 0.05)
        // Half-white stripes (0.5) under a 0.65 near-white tint: 0.97² (linear) × 0.65 + 0.5 × 0.35 ≈ 0.79.
        #expect(mean > 0.7 && mean < 0.9)
        // Outside the view, to its left: the stripes as painted.
        #expect(row(light, y: 70, 0, 16).0 == 0 && row(light, y: 70, 0, 16).1 == 1)
    }

    @Test func darkMaterialIsDark() throws {
        let (dark, _) = try stripes("blur-dark", UIBlurEffect(style: .systemMaterial), style: .dark)
        let (lo, hi, mean) = row(dark, y: 70, 60, 180)
        #expect(hi - lo < 0.05)
        // 0.5 × 0.38 + a near-black tint at 0.62 ≈ 0.19.
        #expect(mean < 0.3)
        // A style fixed to light stays light in a dark hierarchy.
        let (fixed, _) = try stripes("blur-light-in-dark", UIBlurEffect(style: .systemMaterialLight), style: .dark)
        #expect(row(fixed, y: 70, 60, 180).2 > 0.7)
    }

    /// The blur follows the view's corners: just inside the bounding box's corner, outside a 30 pt radius, the
    /// stripe is untouched (pixel (21, 21) is in the black stripe 16…24); at the centre it is blurred.
    @Test func roundedCorners() throws {
        let (p, _) = try stripes("blur-rounded", UIBlurEffect(style: .systemThickMaterial), cornerRadius: 30)
        #expect(p.pixels[21 * p.width + 21].y == 0)
        #expect(p.pixels[70 * p.width + 120].y > 0.5)
    }

    /// Vibrant content: a red label inside a vibrancy effect view is drawn in the legible colour picked from the blur
    /// (no red of its own), and the report says how vibrancy is drawn.
    @Test func vibrancyIgnoresTheContentColour() throws {
        let blur = UIBlurEffect(style: .systemMaterial)
        var label: UILabel?
        let (p, report) = try stripes("blur-vibrancy", blur) { view in
            let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .label))
            vibrancy.frame = view.contentView.bounds
            vibrancy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let l = UILabel()
            l.text = "████"
            l.font = .systemFont(ofSize: 40, weight: .black)
            l.textColor = .systemRed
            l.frame = CGRect(x: 20, y: 20, width: 160, height: 60)
            vibrancy.contentView.addSubview(l)
            view.contentView.addSubview(vibrancy)
            label = l
        }
        #expect(label != nil)
        #expect(report.warnings.contains { $0.contains("UIVibrancyEffect") })
        // The label's ink over the light material: dark and grey, never red (red − green small everywhere).
        var inked = 0
        for y in 45..<95 { for x in 45..<195 {
            let c = p.pixels[y * p.width + x]
            #expect(c.x - c.y < 0.1)
            if c.y < 0.3 { inked += 1 }
        } }
        #expect(inked > 500)
    }

    /// The fallback branch as glass code writes it, over a photograph (to look at): a rounded `systemMaterial` card
    /// with a vibrant secondary-label title. The card's pixels differ from the photo's (blurred and tinted), and
    /// the report names the vibrancy approximation.
    @Test func fallbackCardOverAPhoto() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let photo = UIImageView(image: UIImage(contentsOfFile: TestFiles.sampleBackdrops.appendingPathComponent("astronaut.png").path))
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.frame = root.bounds
        root.addSubview(photo)
        let blur = UIBlurEffect(style: .systemMaterial)
        let card = UIVisualEffectView(effect: blur)
        card.frame = CGRect(x: 30, y: 50, width: 260, height: 100)
        card.layer.cornerRadius = 24
        card.layer.cornerCurve = .continuous
        card.clipsToBounds = true
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancy.frame = card.contentView.bounds
        let title = UILabel(frame: CGRect(x: 20, y: 30, width: 220, height: 40))
        title.text = "Fallback material"
        title.font = .preferredFont(forTextStyle: .title2)
        vibrancy.contentView.addSubview(title)
        card.contentView.addSubview(vibrancy)
        root.addSubview(card)
        let renderer = GlassViewRenderer(view: root)
        renderer.scale = 2
        let image = try #require(renderer.image())
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: dir), withIntermediateDirectories: true)
            try image.pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("blur-card.png"))
        }
        #expect(renderer.report?.warnings.contains { $0.contains("UIVibrancyEffect") } == true)
        card.isHidden = true
        let bare = try #require(renderer.image())
        guard case .picture(_, let a) = image.source, case .picture(_, let b) = bare.source else { throw CancellationError() }
        // Inside the card (at 2×: x 60…580, y 100…300, less the corners) most pixels change.
        var changed = 0
        for y in 110..<290 { for x in 70..<570 where abs(a.pixels[y * a.width + x].y - b.pixels[y * b.width + x].y) > 0.02 { changed += 1 } }
        #expect(changed > 180 * 500 / 2)
    }
}
