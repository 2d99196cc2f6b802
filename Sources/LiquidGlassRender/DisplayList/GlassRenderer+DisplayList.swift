import Foundation
import LiquidGlassCore
import LiquidGlassText

extension GlassRenderer {
    /// Renders a display list: paints content back to front and, at each run of consecutive glass items, renders
    /// that glass (grouped by container, as for scenes) over what has been painted so far; content listed after a
    /// glass item is painted over it and never seen through it.
    ///
    /// - Parameters:
    ///   - canvas: size in points and pixels per point (`options.scale`, if set, wins).
    ///   - colorScheme: resolves colours and is the glass's starting appearance.
    ///   - background: painted under everything; nil leaves the canvas transparent.
    /// - Throws: ``RenderError`` naming the item for a non-finite geometry, an unknown symbol or an unusable font.
    public func render(_ list: DisplayList, canvas: Canvas, colorScheme: ColorScheme = .light,
                       accessibility: AccessibilitySettings = AccessibilitySettings(),
                       background: Color? = nil) throws(RenderError) -> DisplayListResult {
        var canvas = canvas
        if let scale = options.scale { canvas.scale = scale }
        guard canvas.width.isFinite, canvas.height.isFinite, canvas.scale.isFinite, canvas.width > 0, canvas.height > 0,
              canvas.scale > 0, canvas.pixelWidth >= 1, canvas.pixelHeight >= 1 else {
            throw RenderError("canvas size and scale must be finite and positive (got \(canvas.width)×\(canvas.height) @\(canvas.scale))")
        }
        let (pixels, overflow) = canvas.pixelWidth.multipliedReportingOverflow(by: canvas.pixelHeight)
        guard !overflow, pixels <= options.limits.maxPixels else {
            throw RenderError("canvas \(canvas.pixelWidth)×\(canvas.pixelHeight) px is larger than the limits allow")
        }
        let glassCount = list.items.reduce(0) { $0 + ($1.isGlass ? 1 : 0) }
        try BackdropBuilder.checkCanvasCost(width: canvas.pixelWidth, height: canvas.pixelHeight, elements: glassCount,
                                            limits: options.limits)
        guard options.layer == .final else {
            throw RenderError("display lists render the final picture only (layer '\(options.layer)' is for scenes)")
        }
        var image = LinearImage(width: canvas.pixelWidth, height: canvas.pixelHeight,
                                fill: background?.linear(in: colorScheme) ?? .zero)
        let painter = DisplayListPainter(scale: canvas.scale, colorScheme: colorScheme, threads: options.threads)

        var report = DisplayListReport()
        var run: [(DisplayItem, GlassDisplayItem)] = []

        func flush() throws(RenderError) {
            guard !run.isEmpty else { return }
            let elements = run.map { item, g -> GlassElement in
                var e = GlassElement(id: g.identifier ?? item.id, shape: g.shape, frame: g.frame, glass: g.glass)
                e.container = g.container
                e.unionID = g.unionID
                e.label = g.label
                return e
            }
            let scene = Scene(canvas: canvas, colorScheme: colorScheme, background: Background(.color(Color(red: 0, green: 0, blue: 0, opacity: 0))),
                              elements: elements, accessibility: accessibility)
            let (picture, sceneReport) = try renderGlass(scene, over: image)
            image = picture
            for (k, (item, g)) in run.enumerated() {
                report.glass.append(DisplayListReport.Glass(
                    id: item.id, identifier: g.identifier ?? item.id,
                    frame: [Double(g.frame.minX), Double(g.frame.minY), Double(g.frame.width), Double(g.frame.height)],
                    shape: String(describing: type(of: g.shape)), variant: g.glass.variant.rawValue,
                    tint: g.glass.tintColor.map { Self.hex($0.srgb(in: colorScheme)) },
                    container: g.container?.index, union: g.unionID, glassEffectID: g.glassEffectID,
                    accessibilityIdentifier: g.accessibilityIdentifier, accessibilityLabel: g.accessibilityLabel,
                    rendered: k < sceneReport.elements.count ? sceneReport.elements[k] : nil))
            }
            report.warnings += sceneReport.warnings
            run.removeAll()
        }

        for item in list.items {
            if case .glass(let g) = item.content {
                run.append((item, g))
            } else {
                try flush()
                try painter.paint(item, into: &image)
            }
        }
        try flush()
        return DisplayListResult(image: image, report: report)
    }

    /// Renders one run of glass over an already painted backdrop: glass, labels and the run's report — the scene
    /// path of ``renderWithReport(_:)`` with the backdrop supplied instead of built from a background. The run
    /// is compiled into one ``RenderPlan`` that the drawing, the labels and the report all read.
    func renderGlass(_ scene: Scene, over backdrop: LinearImage) throws(RenderError) -> (LinearImage, RenderReport) {
        let plan = try RenderPlan(scene: scene, backdrop: backdrop, options: options)
        guard case .image(var picture) = render(over: backdrop, plan: plan) else {
            throw RenderError("the renderer produced no picture for the glass")
        }
        let labels = try drawLabels(plan, into: &picture)
        return (picture, SceneChecks.report(plan, labels: labels))
    }

    static func hex(_ c: SIMD4<Float>) -> String {
        let v = [c.x, c.y, c.z, c.w].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return "#" + v.map { String(format: "%02X", $0) }.joined()
    }
}
