/// Renders a view to an image with real Liquid Glass: SwiftUI's `ImageRenderer`, with `pngData()` and a
/// ``RenderReport``.
///
/// The image has the size the view chooses for ``proposedSize`` (origin at its top-left), in points times
/// ``scale``. The colour scheme and accessibility settings come from the view's environment.
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    public var proposedSize: ProposedViewSize = .unspecified
    public var scale: CGFloat = 1
    /// When true, the image has no alpha: transparent areas are drawn over the system background.
    public var isOpaque = false
    /// The environment the content is rendered in (colour scheme, accessibility…).
    public var environment = EnvironmentValues()
    /// Folders searched for `Image("name")` before the bundled sample photos.
    public var assetDirectories: [URL] = []
    /// What the last render drew; nil until rendered.
    public private(set) var report: RenderReport?

    let host = ViewTreeHost()

    public init(content: Content) { self.content = content }

    /// Lays the view out and records the report, without painting.
    @discardableResult
    func layout() -> LaidOutTree {
        ImageCatalog.directories = assetDirectories
        var env = environment
        env.displayScale = scale
        let tree = host.layout(content, proposal: proposedSize, environment: env)
        report = RenderReport(size: [Double(tree.size.width), Double(tree.size.height)], scale: Double(scale),
                              colorScheme: env.colorScheme == .dark ? "dark" : "light",
                              elements: tree.reportElements(environment: env), warnings: [])
        return tree
    }
}

extension ImageRenderer {
    /// The image as PNG data (8-bit sRGB with alpha), or nil when the view cannot be rendered (zero size or an
    /// engine error; ``report`` then carries the reason).
    public func pngData() -> Data? {
        let tree = layout()
        return EngineBridge.png(tree: tree, renderer: self)
    }
}
