public import LiquidGlassUICore

/// A view controller showing a SwiftUI view: SwiftUI's `UIHostingController`, declared here because it is a UIKit
/// view controller (a file using it imports both modules, as on iOS it imports both SwiftUI and UIKit).
///
/// Its view draws ``rootView`` through LiquidGlassUI's own layout and display list — the same glass, text and
/// report as a LiquidGlassUI render —, laid out in the view's bounds, proposed its safe area and centred in it, as
/// a hosting view places its content. The view's background is the system background, as UIKit's hosting view's
/// is (set it to `.clear` to see what is behind).
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown.
    public var rootView: Content {
        didSet { (viewIfLoaded as? UIHostingView<Content>)?.rootView = rootView }
    }

    /// Which sizes the controller publishes from its content: SwiftUI's `UIHostingControllerSizingOptions`.
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet {
            (viewIfLoaded as? UIHostingView<Content>)?.intrinsicFromContent = sizingOptions.contains(.intrinsicContentSize)
            if sizingOptions.contains(.preferredContentSize) {
                preferredContentSize = sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity))
            }
        }
    }

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Never decoded from archives here (no storyboards): always nil.
    public init?(coder aDecoder: NSCoder, rootView: Content) { return nil }

    /// Never decoded from archives here (no storyboards): always nil.
    public required init?(coder aDecoder: NSCoder) { return nil }

    open override func loadView() {
        let hosting = UIHostingView(rootView: rootView)
        hosting.intrinsicFromContent = sizingOptions.contains(.intrinsicContentSize)
        view = hosting
    }

    /// The size the SwiftUI view takes in `size` (an infinite dimension: its ideal size in it).
    public func sizeThatFits(in size: CGSize) -> CGSize {
        UIKitSupport.hostedSize(rootView, host: host, fitting: size)
    }

    /// Keeps the SwiftUI view's state between renders.
    let host = ViewTreeHost()
}

/// Which sizes a hosting controller keeps up to date from its SwiftUI content: SwiftUI's
/// `UIHostingControllerSizingOptions`, with its raw values.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `preferredContentSize` follows the content's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The view's `intrinsicContentSize` is the content's ideal size (for Auto Layout).
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// The view of a hosting controller: draws its SwiftUI view through LiquidGlassUI (UIKit's `_UIHostingView`).
@MainActor
final class UIHostingView<Content: View>: UIView {
    var rootView: Content { didSet { invalidateIntrinsicContentSize() } }
    var intrinsicFromContent = false
    let host = ViewTreeHost()

    init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { return nil }

    override var intrinsicContentSize: CGSize {
        guard intrinsicFromContent else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return UIKitSupport.hostedSize(rootView, host: host, fitting: nil)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        UIKitSupport.hostedSize(rootView, host: host, fitting: size)
    }

    override func drawContent(into builder: ViewDisplayBuilder, state: ViewDisplayBuilder.State) {
        guard bounds.width >= 1, bounds.height >= 1 else { return }
        let safe = safeAreaInsets
        let hosted = UIKitSupport.hosted(rootView, host: host, size: bounds.size, safeArea: (safe.top, safe.left, safe.bottom, safe.right),
                                         dark: state.traits.userInterfaceStyle == .dark, scale: state.traits.displayScale,
                                         idPrefix: "\(state.path)#swiftui/")
        builder.appendHosted(hosted, bounds: bounds, state: state)
    }
}
