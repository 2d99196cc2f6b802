import Dispatch
internal import LiquidGlass
internal import LiquidGlassFiles

/// Renders a view to an image with real Liquid Glass: SwiftUI's `ImageRenderer`, with `pngData()` and a
/// ``RenderReport``.
///
/// The image has the size the view chooses for ``proposedSize`` (origin at its top-left), in points times
/// ``scale``. The colour scheme and accessibility settings come from ``environment`` and the view's own
/// `.environment(_:_:)` modifiers. Set ``device`` to render a whole screen: the image is the device's screen, the
/// view is laid out in its safe area (views that ignore the safe area extend to the screen's edges).
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    public var proposedSize: ProposedViewSize = .unspecified
    public var scale: CGFloat = 1
    /// When true, transparent areas are drawn over the system background (the engine's images are always opaque
    /// where the backdrop is).
    public var isOpaque = false
    /// The environment the content is rendered in (colour scheme, accessibility…). A LiquidGlassUI addition.
    public var environment = EnvironmentValues()
    /// A device whose screen to render (a LiquidGlassUI addition); nil renders the view at its own size.
    public var device: Device?
    /// Folders searched for `Image("name")` before ``ImageProvider/current`` (a LiquidGlassUI addition).
    public var assetDirectories: [URL] = []
    /// What the last render drew; nil until rendered.
    public private(set) var report: RenderReport?

    let host = ViewTreeHost()
    /// Warnings the written report adds after the render's own (the preview's rewrites of the file's Objective-C
    /// syntax).
    var writtenWarnings: [String] = []
    private var image: LinearImage?

    public init(content: Content) { self.content = content }

    /// Lays the view out and records the report.
    @discardableResult
    func layout() -> LaidOutTree {
        _ = RenderNotes.take()
        let tree = host.layout(content, proposal: proposedSize, device: device, scale: scale, environment: environment,
                               assetDirectories: assetDirectories)
        var env = tree.applied(to: environment)
        env.displayScale = scale
        report = RenderReport(size: [Double(tree.size.width), Double(tree.size.height)], scale: Double(scale),
                              colorScheme: env.colorScheme == .dark ? "dark" : "light",
                              elements: tree.reportElements(environment: env), warnings: RenderNotes.take())
        return tree
    }

    private func render() -> LinearImage? {
        let tree = layout()
        guard tree.failures.isEmpty else {
            report?.warnings += tree.failures
            image = nil
            return nil
        }
        var env = tree.applied(to: environment)
        env.displayScale = scale
        let output = EngineBridge.render(tree: tree, scale: scale, environment: env, opaque: isOpaque)
        report?.warnings += output.warnings + RenderNotes.take()
        if let blank = OffScreenContent.warning(for: tree, canvas: CGRect(origin: .zero, size: tree.size), isScreen: device != nil) {
            report?.warnings.append(blank)
        }
        // The glass as the engine drew and measured it replaces the layout's account of it.
        if let elements = output.elements { report?.elements = elements }
        image = output.image
        return output.image
    }

    /// A still's three stages timed apart, in milliseconds — resolving and laying out the view (with the layout's
    /// report, as ``layoutReport()``), building the engine's display list, and the engine's render — for
    /// `liquidglass bench --uikit`, which times a UIKit screen's `GlassViewRenderer` the same way. Renders as
    /// ``pngData()`` does, without encoding.
    package func timedStages() -> (layout: Double, displayList: Double, render: Double) {
        let t0 = DispatchTime.now().uptimeNanoseconds
        let tree = layout()
        let t1 = DispatchTime.now().uptimeNanoseconds
        var env = tree.applied(to: environment)
        env.displayScale = scale
        let built = EngineBridge.build(tree: tree, environment: env)
        let t2 = DispatchTime.now().uptimeNanoseconds
        image = EngineBridge.render(built.list, size: tree.size, scale: scale, environment: env, opaque: isOpaque).image
        let t3 = DispatchTime.now().uptimeNanoseconds
        return (Double(t1 - t0) / 1e6, Double(t2 - t1) / 1e6, Double(t3 - t2) / 1e6)
    }

    /// Lays the view out and returns the report — every glass element and its frame — without drawing anything
    /// (a LiquidGlassUI addition: fast layout checks in tests, and the layout benchmark).
    public func layoutReport() -> RenderReport {
        layout()
        return report!
    }

    /// The image as PNG data (8-bit sRGB with alpha), or nil when the view cannot be rendered (zero size, or an
    /// engine error; ``report``'s warnings then say why).
    public func pngData() -> Data? {
        guard let image = render() else { return nil }
        return EngineBridge.png(image)
    }

    /// Writes the PNG to `url` atomically. A LiquidGlassUI addition.
    ///
    /// - Throws: ``RenderFailure`` naming the file and the reason.
    public func writePNG(to url: URL) throws {
        guard let data = pngData() else {
            throw RenderFailure(message: "\(url.path): nothing rendered: " + (report?.warnings.joined(separator: "; ") ?? "unknown reason"))
        }
        // OutputPolicy, as the command line's outputs: atomic for files, straight through for devices and
        // pipes, links followed, a missing folder named.
        do { try OutputPolicy.write(data, to: url.path) } catch {
            throw RenderFailure(message: "\(url.path): cannot write the image: \(error.reason)")
        }
    }

    /// Writes the PNG to `url` and the render report beside it as JSON (`NAME.json`), both atomically; returns
    /// the report. A LiquidGlassUI addition: what `liquidglass demo` and `liquidglass preview` write per image.
    ///
    /// - Throws: ``RenderFailure`` naming the file and the reason.
    @discardableResult
    public func writePNGAndReport(to url: URL) throws -> RenderReport {
        try writePNG(to: url)
        guard var report else { throw RenderFailure(message: "\(url.path): no report was recorded") }
        report.warnings += writtenWarnings
        let reportURL = url.deletingPathExtension().appendingPathExtension("json")
        do { try OutputPolicy.write(try report.jsonData(), to: reportURL.path) } catch {
            let reason = (error as? OutputPolicy.Failure)?.reason ?? "\(error)"
            throw RenderFailure(message: "\(reportURL.path): cannot write the report: \(reason)")
        }
        return report
    }

    /// The image in linear light, premultiplied, RGBA Float per pixel, rows top to bottom (a LiquidGlassUI
    /// addition: the engine's working format, for tests and tools).
    public func linearImage() -> (width: Int, height: Int, pixels: [SIMD4<Float>])? {
        guard let image = render() else { return nil }
        return (image.width, image.height, image.pixels)
    }
}

/// Why an image could not be rendered or written.
public struct RenderFailure: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}
