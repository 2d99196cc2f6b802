/// A drawing context: what `UIGraphicsImageRendererContext.cgContext` hands to `layer.render(in:)`. Here it records
/// the view hierarchies drawn into it; the renderer turns them into one display list and renders it with real glass
/// when the drawing closure returns. Core Graphics' path and fill drawing is not provided (absent: a compile error).
@MainActor
public final class CGContext {
    var draws: [(view: UIView, source: CGRect, target: CGRect)] = []
    var notes: [String] = []

    init() {}

    /// Draws `view`'s `source` rectangle (its bounds' coordinates) into `target` (the canvas's points).
    func draw(_ view: UIView, in target: CGRect, source: CGRect? = nil) {
        draws.append((view, source ?? view.bounds, target))
    }
}

/// The settings of a `UIGraphicsImageRenderer`: UIKit's `UIGraphicsImageRendererFormat`.
@MainActor
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point (UIKit's default: the main screen's, 3 for the iPhone LiquidGlass renders for).
    public var scale: CGFloat = 3
    /// Whether the picture has no transparency: the system background is painted under the drawing.
    public var opaque = false
    public var preferredRange: Range = .automatic

    public init() {}

    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The colour range of the picture: UIKit's `UIGraphicsImageRendererFormat.Range` (always standard sRGB here).
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }
}

/// The context a `UIGraphicsImageRenderer` closure draws in: UIKit's `UIGraphicsImageRendererContext`.
@MainActor
public final class UIGraphicsImageRendererContext {
    public let format: UIGraphicsImageRendererFormat
    public let cgContext: CGContext

    init(format: UIGraphicsImageRendererFormat, cgContext: CGContext) {
        self.format = format
        self.cgContext = cgContext
    }
}

/// Draws into a picture: UIKit's `UIGraphicsImageRenderer`, the idiom UIKit snapshot code uses —
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(bounds: view.bounds)
/// let image = renderer.image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
/// try image.pngData()?.write(to: url)
/// ```
///
/// — rendered with real Liquid Glass: the hierarchies drawn in the closure (`drawHierarchy(in:afterScreenUpdates:)`,
/// `layer.render(in:)`) become the engine's display list. The image's ``UIImage/glassRenderReport`` is the render's
/// report. A render that fails gives a transparent picture of the renderer's size whose report says why.
@MainActor
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect
    /// The context of the closure running now (`drawHierarchy(in:afterScreenUpdates:)` draws into it).
    static var current: CGContext?

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// Runs `actions` and renders what it drew.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext()
        let outer = Self.current
        Self.current = context
        actions(UIGraphicsImageRendererContext(format: format, cgContext: context))
        Self.current = outer
        // Targets are in the renderer's bounds coordinates: the canvas starts at the bounds' origin.
        let draws = context.draws.map { d in
            (d.view, d.source, d.target.offsetBy(dx: -bounds.minX, dy: -bounds.minY))
        }
        let result = GlassViewRenderer.render(draws, size: bounds.size, scale: format.scale, opaque: format.opaque, notes: context.notes)
        if let image = result.image { return image }
        let w = max(Int((bounds.width * format.scale).rounded()), 1), h = max(Int((bounds.height * format.scale).rounded()), 1)
        return UIImage(transparentWidth: min(w, 16384), height: min(h, 16384), scale: format.scale, report: result.report)
    }

    /// The PNG data of the picture `actions` draws.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}

extension UIView {
    /// Draws the view's hierarchy into the current `UIGraphicsImageRenderer` context, its bounds scaled into `rect`.
    /// Returns false outside a renderer's closure (nothing to draw into).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsImageRenderer.current else { return false }
        context.draw(self, in: rect)
        return true
    }
}
