public import LiquidGlassUICore

extension LiquidGlassUICore.Preview {
    /// Creates a preview of a UIKit view — DeveloperToolsSupport's UIKit initializer, written by the `#Preview`
    /// macro's expansion: `#Preview { let label = UILabel(); label.text = "Hi"; return label }`.
    ///
    /// `liquidglass preview` draws it as Xcode's canvas shows a view: on a device (the default layout) the view
    /// fills the screen's safe area over the system background; with `.sizeThatFitsLayout` it keeps its frame's
    /// size (its intrinsic content size when its frame is empty), over nothing; with `.fixedLayout` it takes that
    /// size. The scheme is its `overrideUserInterfaceStyle` when it sets none.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIView) {
        self.init(name: name, traits: traits) { request in UIKitPreview.render(view: body(), request) }
    }

    /// Creates a preview of a view controller — DeveloperToolsSupport's UIKit initializer: its view is loaded and
    /// drawn as the device's screen with the device's safe area (with `.fixedLayout`, at that size without one).
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIViewController) {
        self.init(name: name, traits: traits) { request in UIKitPreview.render(controller: body(), request) }
    }
}

/// How a UIKit preview is laid out and drawn for `liquidglass preview`.
@MainActor
enum UIKitPreview {
    static func render(view: UIView, _ request: PreviewRenderRequest) -> PreviewRenderResult {
        switch request.layout {
        case .device:
            let device = request.device ?? .iPhone17Pro
            let screen = UIView(frame: CGRect(origin: .zero, size: device.size))
            let insets = device.safeAreaInsets
            view.frame = CGRect(x: insets.leading, y: insets.top, width: device.size.width - insets.leading - insets.trailing,
                                height: device.size.height - insets.top - insets.bottom)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            screen.addSubview(view)
            return draw(screen, request, opaque: true)
        case .sizeThatFits:
            if view.frame.size.width <= 0 || view.frame.size.height <= 0 {
                view.layoutIfNeeded()
                let fitting = view.intrinsicContentSize
                view.frame.size = CGSize(width: max(fitting.width, 0), height: max(fitting.height, 0))
            }
            return draw(view, request, opaque: false)
        case .fixed(let width, let height):
            view.frame.size = CGSize(width: width, height: height)
            return draw(view, request, opaque: false)
        }
    }

    static func render(controller: UIViewController, _ request: PreviewRenderRequest) -> PreviewRenderResult {
        let root = controller.view!
        if case .fixed(let width, let height) = request.layout {
            root.frame = CGRect(x: 0, y: 0, width: width, height: height)
            root.storedSafeAreaInsets = .zero
        } else {
            // A controller fills a screen in Xcode's canvas whatever the layout trait says.
            let device = request.device ?? .iPhone17Pro
            let insets = device.safeAreaInsets
            root.frame = CGRect(origin: .zero, size: device.size)
            root.storedSafeAreaInsets = UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        }
        return draw(root, request, opaque: true)
    }

    private static func draw(_ view: UIView, _ request: PreviewRenderRequest, opaque: Bool) -> PreviewRenderResult {
        if view.overrideUserInterfaceStyle == .unspecified {
            view.overrideUserInterfaceStyle = request.colorScheme == .dark ? .dark : .light
        }
        let renderer = GlassViewRenderer(view: view)
        renderer.scale = request.scale
        renderer.isOpaque = opaque
        let png = renderer.pngData()
        return PreviewRenderResult(pngData: png, report: renderer.report!)
    }
}
