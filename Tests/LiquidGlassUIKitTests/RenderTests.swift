import Testing
import LiquidGlassTestSupport
@testable import LiquidGlassUIKit
import LiquidGlass

/// The examples rendered with real glass over a photograph, through both UIKit idioms and the direct renderer.
/// With `LIQUIDGLASSUIKIT_RENDER_DIR` set, the PNGs (and reports) are kept there to be looked at.
@MainActor
@Suite struct RenderTests {
    /// A screen-like root: a photo filling it (aspect fill, clipped), `content` over it.
    func screen(_ content: UIView, size: CGSize, photo: String = "astronaut") -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        let photoView = UIImageView(image: UIImage(contentsOfFile: TestFiles.sampleBackdrops.appendingPathComponent("\(photo).png").path))
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.frame = root.bounds
        root.addSubview(photoView)
        content.frame = root.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(content)
        return root
    }

    func keep(_ data: Data?, _ report: GlassRenderReport?, name: String) throws {
        guard let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"], let data else { return }
        let url = URL(fileURLWithPath: dir)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try data.write(to: url.appendingPathComponent("\(name).png"))
        if let report { try report.jsonData().write(to: url.appendingPathComponent("\(name).json")) }
    }

    func pixels(_ image: UIImage) -> LinearImage? {
        if case .picture(_, let p) = image.source { return p }
        return nil
    }

    /// The toolbar's three glass buttons are one container's members, reported where they were laid out, with a
    /// measured appearance and ink contrast.
    @Test func toolbarRendersAsOneContainer() throws {
        let toolbar = GlassToolbarView(symbols: ["square.and.arrow.up", "heart", "trash"])
        let root = screen(UIView(), size: CGSize(width: 320, height: 120))
        toolbar.frame = CGRect(x: 10, y: 30, width: 300, height: 60)
        root.addSubview(toolbar)
        let renderer = GlassViewRenderer(view: root)
        renderer.scale = 2
        let image = try #require(renderer.image())
        let report = try #require(renderer.report)
        try keep(image.pngData(), report, name: "toolbar")
        #expect(report.elements.count == 3)
        #expect(Set(report.elements.map(\.container)) == [0])
        #expect(report.elements.allSatisfy { $0.containerSpacing == 12 && $0.interactive && $0.shape == "capsule" })
        // Laid out at x 75.4 + 52.4 i within the toolbar, which is at (10, 30).
        let heart = try #require(report.element(named: "heart"))
        #expect(zip(heart.frame, [10 + 75.4 + 52.4, 30 + 12.8, 44.4, 34.4]).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(heart.appearance != nil && heart.contrastRatio != nil)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        #expect(image.size == CGSize(width: 320, height: 120))
    }

    /// `UIGraphicsImageRenderer` with `drawHierarchy` and with `layer.render(in:)` draws what the direct renderer
    /// draws, byte for byte.
    @Test func snapshotIdiomsMatchTheDirectRenderer() throws {
        let card = FloatingCardView()
        let root = screen(card, size: CGSize(width: 360, height: 240), photo: "coffee")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(bounds: root.bounds, format: format)
        let drawn = renderer.image { _ in root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) }
        let layered = renderer.image { ctx in root.layer.render(in: ctx.cgContext) }
        let direct = GlassViewRenderer(view: root)
        direct.scale = 2
        let png = try #require(drawn.pngData())
        try keep(png, drawn.glassRenderReport, name: "card")
        #expect(png == layered.pngData())
        #expect(png == direct.pngData())
        let report = try #require(drawn.glassRenderReport)
        // The card and its button; the button samples the card (drawn after it, in its own run).
        #expect(report.elements.map(\.accessibilityIdentifier) == ["card", "play"])
        let play = try #require(report.element(named: "play"))
        #expect(play.tint != nil && play.frame == [20 + 12, 20 + 138, 296, 50])
    }

    /// Every button configuration renders; the glass ones as glass elements (clear or regular, prominent ones
    /// tinted), the others painted.
    @Test func buttonConfigurations() throws {
        let gallery = ButtonGalleryView(frame: CGRect(x: 0, y: 0, width: 300, height: 460))
        let root = screen(gallery, size: CGSize(width: 300, height: 460), photo: "chelsea")
        let renderer = GlassViewRenderer(view: root)
        renderer.scale = 2
        let image = try #require(renderer.image())
        let report = try #require(renderer.report)
        try keep(image.pngData(), report, name: "buttons")
        let glass = report.elements.map { ($0.accessibilityIdentifier ?? "", $0.variant, $0.tint != nil) }
        #expect(glass.map(\.0) == ["glass", "clearGlass", "prominentGlass", "prominentClearGlass"])
        #expect(glass.map(\.1) == ["regular", "clear", "regular", "clear"])
        #expect(glass.map(\.2) == [false, false, true, true])
    }

    /// The seed's chapter 13 as written (API names corrected; 13.4's materialized glass at rest): the glass views where its frames put them, the
    /// container's two capsules 12 apart (160 − 148) as members of one container with spacing 12.
    @Test func seedChapter13() throws {
        let root = screen(SeedChapter13View(frame: .zero), size: CGSize(width: 402, height: 400), photo: "brick")
        let renderer = GlassViewRenderer(view: root)
        renderer.scale = 2
        let image = try #require(renderer.image())
        let report = try #require(renderer.report)
        try keep(image.pngData(), report, name: "seed13")
        #expect(report.elements.map { $0.accessibilityIdentifier ?? "" } == ["13.1", "13.2", "13.3", "13.4", "13.5a", "13.5b"])
        #expect(report.element(named: "13.4")?.shape == "capsule")
        #expect(report.element(named: "13.1")?.frame == [20, 100, 200, 50])
        #expect(report.element(named: "13.1")?.shape == "rectangle")
        #expect(report.element(named: "13.2")?.tint == "#0088FF80")
        #expect(report.element(named: "13.5b")?.frame == [20 + 160, 300 + 14, 140, 44])
        #expect(report.element(named: "13.5a")?.container == 0 && report.element(named: "13.5b")?.containerSpacing == 12)
        // The label fills its effect view (autoresizing) and is drawn on the glass: its ink is measured.
        #expect(report.element(named: "13.1")?.contrastRatio != nil)
    }

    /// The Auto Layout bottom bar over a photo: the bar and its button as glass, the button sampling the bar.
    @Test func bottomBar() throws {
        let root = screen(GlassBottomBarView(frame: .zero), size: CGSize(width: 390, height: 200), photo: "coffee")
        let renderer = GlassViewRenderer(view: root)
        renderer.scale = 2
        let image = try #require(renderer.image())
        let report = try #require(renderer.report)
        try keep(image.pngData(), report, name: "bottombar")
        #expect(report.elements.map { $0.accessibilityIdentifier ?? "" } == ["bar", "buy"])
        #expect(report.element(named: "bar")?.frame == [8, 136, 374, 56])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    /// A symbol the library lacks is drawn as a visible placeholder and named in the warnings.
    @Test func unknownSymbolIsAPlaceholder() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.backgroundColor = .white
        let icon = UIImageView(image: UIImage(systemName: "no.such.symbol"))
        icon.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        root.addSubview(icon)
        let renderer = GlassViewRenderer(view: root)
        renderer.scale = 1
        let image = try #require(renderer.image())
        #expect(renderer.report?.warnings.contains { $0.contains("no.such.symbol") && $0.contains("crossed box") } == true)
        // The box's diagonal crosses the centre: magenta there (red and blue high, green low).
        let p = try #require(pixels(image)).pixels[30 * 60 + 30]
        #expect(p.x > 0.5 && p.z > 0.5 && p.y < 0.3)
    }

    /// Glass changes what is behind it: the glass card's pixels differ from the photo's.
    @Test func glassIsDrawn() throws {
        func render(_ effect: UIVisualEffect?) throws -> LinearImage {
            let v = UIVisualEffectView(effect: effect)
            v.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
            v.cornerConfiguration = .capsule()
            let root = screen(UIView(), size: CGSize(width: 120, height: 80))
            root.addSubview(v)
            let r = GlassViewRenderer(view: root)
            r.scale = 1
            let image = try #require(r.image())
            return try #require(pixels(image))
        }
        let bare = try render(nil), glass = try render(UIGlassEffect())
        let changed = zip(bare.pixels, glass.pixels).filter { largest($0 - $1) > 0.02 }.count
        // The capsule covers ~80 × 40 − the corners ≈ 2,900 pixels; most of them change.
        #expect(changed > 1500)
    }
}

/// The largest magnitude among the four channels.
private func largest(_ v: SIMD4<Float>) -> Float { max(max(Swift.abs(v.x), Swift.abs(v.y)), max(Swift.abs(v.z), Swift.abs(v.w))) }

/// Traits, clipping, transforms and named pictures in a render.
@MainActor
@Suite struct RenderDetailTests {
    func render(_ view: UIView, scale: CGFloat = 1) throws -> (LinearImage, GlassRenderReport) {
        let r = GlassViewRenderer(view: view)
        r.scale = scale
        let image = try #require(r.image())
        guard case .picture(_, let p) = image.source else { throw CancellationError() }
        return (p, try #require(r.report))
    }

    /// `overrideUserInterfaceStyle = .dark` resolves the system background black and reports a dark render.
    @Test func darkOverride() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.backgroundColor = .systemBackground
        root.overrideUserInterfaceStyle = .dark
        let (image, report) = try render(root)
        #expect(report.colorScheme == "dark")
        #expect(image.pixels[10 * 20 + 10] == SIMD4<Float>(0, 0, 0, 1))
        root.overrideUserInterfaceStyle = .light
        #expect(try render(root).0.pixels[10 * 20 + 10] == SIMD4<Float>(1, 1, 1, 1))
    }

    /// A clipping view with 20 pt corners cuts its child's corner off: the child's red is gone at the corner and
    /// there in the middle.
    @Test func roundedClip() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let clip = UIView(frame: root.bounds)
        clip.layer.cornerRadius = 20
        clip.clipsToBounds = true
        let fill = UIView(frame: clip.bounds)
        fill.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        clip.addSubview(fill)
        root.addSubview(clip)
        let (image, _) = try render(root)
        #expect(image.pixels[1 * 100 + 1].w < 0.05)
        #expect(image.pixels[50 * 100 + 50] == SIMD4<Float>(1, 0, 0, 1))
    }

    /// A translated and scaled view paints where its transform puts it; glass in a rotated view is noted.
    @Test func transforms() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let square = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        // Twice as large about its centre (50, 50): x 30…70, y 30…70; then 20 to the right: x 50…90.
        square.transform = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 20, y: 0))
        root.addSubview(square)
        let (image, _) = try render(root)
        #expect(image.pixels[50 * 100 + 52] == SIMD4<Float>(0, 0, 1, 1))
        #expect(image.pixels[50 * 100 + 88] == SIMD4<Float>(0, 0, 1, 1))
        #expect(image.pixels[50 * 100 + 48].w == 0)
        #expect(image.pixels[50 * 100 + 92].w == 0)
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        glass.transform = CGAffineTransform(rotationAngle: .pi / 8)
        root.addSubview(glass)
        #expect(try render(root).1.warnings.contains { $0.contains("rotated") })
    }

    /// `UIImage(named:)` finds a picture in the asset directories; an unknown name is nil, as in UIKit.
    @Test func namedImages() throws {
        UIImage.assetDirectories = [TestFiles.sampleBackdrops]
        defer { UIImage.assetDirectories = [] }
        let photo = try #require(UIImage(named: "coffee"))
        #expect(photo.size.width > 0 && photo.size.height > 0)
        #expect(UIImage(named: "no-such-picture") == nil)
    }

    /// An asset catalog colour cannot be read: drawn magenta, and the report says so.
    @Test func namedColorIsNoted() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.backgroundColor = UIColor(named: "AccentColor")
        let (image, report) = try render(root)
        #expect(image.pixels[5 * 10 + 5] == SIMD4<Float>(1, 0, 1, 1))
        #expect(report.warnings.contains { $0.contains("UIColor(named: \"AccentColor\")") })
    }

    /// `drawHierarchy(in:)` scales the view's bounds into the rectangle: a 100 pt view drawn into 50 pt.
    @Test func drawHierarchyScales() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let corner = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        corner.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSubview(corner)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50), format: format).image { _ in
            root.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 50), afterScreenUpdates: false)
        }
        guard case .picture(_, let p) = image.source else { Issue.record("no picture"); return }
        #expect(p.width == 50 && p.height == 50)
        #expect(p.pixels[10 * 50 + 10] == SIMD4<Float>(1, 0, 0, 1))
        #expect(p.pixels[40 * 50 + 40] == SIMD4<Float>(0, 0, 1, 1))
        // Outside a renderer's closure there is nothing to draw into.
        #expect(root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) == false)
    }
}
