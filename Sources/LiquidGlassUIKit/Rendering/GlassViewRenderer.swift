import Dispatch
internal import LiquidGlass
public import LiquidGlassUICore

/// What a render returns beside its picture: LiquidGlassUI's render report (the same JSON): every glass view with
/// where the engine drew it, the appearance it took, what lies behind it, the contrast its ink reached and the
/// design rules it breaks, named by the view's accessibility identifier and label and its place in the hierarchy
/// (`identity`, subview indices from the root); and the warnings of everything drawn differently from iOS.
public typealias GlassRenderReport = LiquidGlassUICore.RenderReport

/// Renders a view hierarchy with real Liquid Glass and returns the picture and its report (a LiquidGlassUIKit
/// addition; `UIGraphicsImageRenderer` with `drawHierarchy(in:afterScreenUpdates:)` draws the same picture).
///
/// ```swift
/// let renderer = GlassViewRenderer(view: toolbar)
/// renderer.scale = 3
/// let image = renderer.image()            // UIImage?, with `pngData()`
/// renderer.report?.element(named: "share")?.contrastRatio
/// ```
///
/// The view is laid out first (`layoutIfNeeded()`, as a screen update does) and drawn at its bounds' size. Where
/// nothing is painted the picture is transparent (``isOpaque`` paints the system background of the view's
/// interface style under it); glass then adapts as it would over that background.
@MainActor
public final class GlassViewRenderer {
    public var view: UIView
    /// Pixels per point.
    public var scale: CGFloat = 3
    /// Paint the system background (white in light, black in dark) under the view.
    public var isOpaque = false
    /// What the last render drew; nil until rendered.
    public private(set) var report: GlassRenderReport?

    public init(view: UIView) { self.view = view }

    /// Renders `viewController`'s view as a screen: the iPhone 17 Pro's (402 × 874 pt at 3×, LiquidGlassUI's
    /// default device) with its safe area (62 pt above, 34 below), over the system background.
    public convenience init(viewController: UIViewController) {
        let root = viewController.view!
        root.frame = CGRect(origin: .zero, size: ScreenMetrics.size)
        root.storedSafeAreaInsets = ScreenMetrics.safeArea
        // On screen, as iOS shows a controller: in a visible window of the screen's size with its safe area, so
        // `window` is set and `didMoveToWindow()` runs before the first layout.
        var window: UIWindow?
        if root.superview == nil {
            let w = UIWindow(frame: root.frame)
            w.storedSafeAreaInsets = ScreenMetrics.safeArea
            w.makeKeyAndVisible()
            w.addSubview(root)
            window = w
        }
        self.init(view: root)
        screenWindow = window
        screenController = viewController
        scale = ScreenMetrics.scale
        isOpaque = true
    }

    /// The window a controller rendered as the screen is shown in (kept for as long as the renderer).
    private var screenWindow: UIWindow?

    /// The controller rendered as the screen: what it presents is drawn over its view.
    private var screenController: UIViewController?

    /// The picture, or nil when the view cannot be rendered (zero size, or an engine error: ``report``'s warnings
    /// say why).
    public func image() -> UIImage? {
        let (draws, notes) = laidOutDraws()
        let result = GlassViewRenderer.render(draws, size: view.bounds.size, scale: scale, opaque: isOpaque, notes: notes,
                                              laidOut: true)
        report = result.report
        return result.image
    }

    /// Lays the view out and lists what a render draws: the view, then what its controller presents.
    private func laidOutDraws() -> (draws: [(view: UIView, source: CGRect, target: CGRect)], notes: [String]) {
        // Laid out first: a scroll view at the root (a table view controller's table) settles its content offset at
        // layout, and the picture shows its bounds as they are then (content below the top safe area). The notes
        // of earlier layouts are dropped first: the report gives this layout's (an unsatisfiable constraint).
        _ = AutoLayoutEngine.takeNotes()
        view.layoutIfNeeded()
        var draws = [(view: view, source: view.bounds, target: CGRect(origin: .zero, size: view.bounds.size))]
        var notes: [String] = []
        if let presented = screenController?.presentationDraws(screen: view.bounds.size, safeArea: view.safeAreaInsets), !presented.isEmpty {
            draws += presented
            notes.append("a presentation: the dimming under a sheet and the presenting screen's scaling behind a large sheet are not drawn")
        }
        return (draws, notes)
    }

    /// ``image()``'s three stages timed apart, in milliseconds — Auto Layout and `layoutSubviews` over the
    /// hierarchy, the walk that builds the engine's display list, and the engine's render — for
    /// `liquidglass bench --uikit`, which times LiquidGlassUI's `ImageRenderer` the same way. Sets ``report``.
    ///
    /// `asBeforeSession40` times the path ``image()`` took until session 40 — the hierarchy laid out a second time
    /// while its display list was built, and the still rendered through a fresh `RenderSession` — so the benchmark
    /// shows what changing it saved, under the same load.
    package func timedStages(asBeforeSession40: Bool = false) -> (layout: Double, displayList: Double, render: Double) {
        let t0 = DispatchTime.now().uptimeNanoseconds
        let (draws, notes) = laidOutDraws()
        let t1 = DispatchTime.now().uptimeNanoseconds
        let built = GlassViewRenderer.displayList(draws, laidOut: !asBeforeSession40)
        let t2 = DispatchTime.now().uptimeNanoseconds
        let result = GlassViewRenderer.render(built.list, reported: built.reported, notes: notes + built.notes, dark: built.dark,
                                              size: view.bounds.size, scale: scale, opaque: isOpaque,
                                              session: asBeforeSession40 ? RenderSession() : nil)
        let t3 = DispatchTime.now().uptimeNanoseconds
        report = result.report
        return (Double(t1 - t0) / 1e6, Double(t2 - t1) / 1e6, Double(t3 - t2) / 1e6)
    }

    /// The picture as PNG data (8-bit sRGB with alpha), or nil.
    public func pngData() -> Data? { image()?.pngData() }

    /// Renders the views `draws` lists (each view's `source` rectangle of its bounds drawn into `target` canvas
    /// points) on a canvas of `size` points.
    /// The display list of the views `draws` lists (each view's `source` rectangle of its bounds drawn into
    /// `target` canvas points), each laid out first, with the report elements of its glass and the notes met.
    /// `laidOut`: the first view was laid out just before (``image()``), so it is not laid out again — a layout
    /// solves the whole hierarchy's constraints afresh: laying out again took the bench screen's list from 0.14 to
    /// 0.44 ms a still (`liquidglass bench --uikit`, release, docs/BENCHMARKS.md).
    static func displayList(_ draws: [(view: UIView, source: CGRect, target: CGRect)], laidOut: Bool = false)
        -> (list: DisplayList, reported: [(item: String, element: GlassRenderReport.Element)], notes: [String], dark: Bool) {
        let builder = ViewDisplayBuilder()
        var dark = false
        if !laidOut { _ = AutoLayoutEngine.takeNotes() }
        for (i, draw) in draws.enumerated() {
            let view = draw.view
            if !(laidOut && i == 0) { view.layoutIfNeeded() }
            var state = ViewDisplayBuilder.State()
            state.traits = view.traitCollection
            if i == 0 { dark = state.traits.isDark }
            // The view's bounds rectangle `source` onto `target`: the view's own place in its superview undone.
            let sx = draw.source.width > 0 ? draw.target.width / draw.source.width : 1
            let sy = draw.source.height > 0 ? draw.target.height / draw.source.height : 1
            let toTarget = CGAffineTransform(translationX: -draw.source.minX, y: -draw.source.minY)
                .concatenating(CGAffineTransform(scaleX: sx, y: sy))
                .concatenating(CGAffineTransform(translationX: draw.target.minX, y: draw.target.minY))
            state.transform = view.transformToSuperview.inverted().concatenating(toTarget)
            builder.emit(view, path: "\(i)", state: state)
        }
        let motion = motionNotes.sorted()
        motionNotes.removeAll()
        return (DisplayList(builder.items), builder.reported, AutoLayoutEngine.takeNotes() + motion + builder.notes, dark)
    }

    /// What motion code did that a still cannot show (a scrubbed property animator), until a render takes it.
    static var motionNotes: Set<String> = []

    /// Renders the views `draws` lists on a canvas of `size` points.
    static func render(_ draws: [(view: UIView, source: CGRect, target: CGRect)], size: CGSize, scale: CGFloat, opaque: Bool,
                       notes: [String] = [], laidOut: Bool = false) -> (image: UIImage?, report: GlassRenderReport) {
        let built = displayList(draws, laidOut: laidOut)
        return render(built.list, reported: built.reported, notes: notes + built.notes, dark: built.dark, size: size, scale: scale,
                      opaque: opaque, session: nil)
    }

    /// Renders a display list — through `session` when it is one frame of several (a recording), else as a lone
    /// still — and maps the engine's report onto the views' glass.
    static func render(_ list: DisplayList, reported: [(item: String, element: GlassRenderReport.Element)], notes: [String],
                       dark: Bool, size: CGSize, scale: CGFloat, opaque: Bool, session: RenderSession?)
        -> (image: UIImage?, report: GlassRenderReport) {
        var warnings = notes
        let empty = UIKitSupport.report(size: size, scale: scale, dark: dark, elements: reported.map(\.element), warnings: [])
        guard size.width >= 1, size.height >= 1, size.width * scale <= 16384, size.height * scale <= 16384 else {
            var report = empty
            report.warnings = warnings + ["the view's size \(size.width)×\(size.height) pt cannot be rendered (needs 1…16384 px a side)"]
            return (nil, report)
        }
        let background: LiquidGlass.Color? = opaque ? (dark ? .black : .white) : nil
        do {
            let canvas = LiquidGlass.Canvas(width: Double(size.width), height: Double(size.height), scale: Double(scale))
            // A lone still renders without a session, as LiquidGlassUI's `ImageRenderer` does: a session prepares its
            // painted backdrop for frames to come and, from the second glass item with the same blur, frosts the
            // whole canvas — work no later frame uses: the bench screen's render took 543 ms through a fresh session
            // against 419 ms without (medians of 15, release, load ≈ 11–14; docs/BENCHMARKS.md, `bench --uikit`).
            let result = try session.map { try $0.render(list, canvas: canvas, colorScheme: dark ? .dark : .light, background: background) }
                ?? GlassRenderer().render(list, canvas: canvas, colorScheme: dark ? .dark : .light, background: background)
            warnings += result.report.warnings.map { "\($0)" }
            let drawn = Dictionary(result.report.elements.compactMap { e in e.item.map { ($0, e) } }) { first, _ in first }
            let elements = reported.map { entry in drawn[entry.item].map { UIKitSupport.measured(entry.element, $0) } ?? entry.element }
            let report = UIKitSupport.report(size: size, scale: scale, dark: dark, elements: elements, warnings: warnings)
            return (UIImage(source: .picture(name: "rendered", result.image), scale: scale, report: report), report)
        } catch {
            var report = empty
            report.warnings = warnings + ["rendering failed: \(error)"]
            return (nil, report)
        }
    }
}

extension UIImage {
    /// The report of the render that drew this image (``GlassViewRenderer``, `UIGraphicsImageRenderer`), nil for
    /// other images. A LiquidGlassUIKit addition.
    public var glassRenderReport: GlassRenderReport? { renderReport }
}
