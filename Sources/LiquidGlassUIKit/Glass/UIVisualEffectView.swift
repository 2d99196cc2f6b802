/// A view drawing a visual effect behind its `contentView`: UIKit's `UIVisualEffectView`, for iOS 26's glass.
///
/// With a `UIGlassEffect` it is a glass element; with a `UIGlassContainerEffect`, a container whose glass
/// subviews merge; with no effect (nil) it draws nothing of its own — its content is drawn as plain views. Add
/// subviews to ``contentView``, never to the effect view itself (as UIKit requires). With a `UIBlurEffect` it blurs
/// what is behind it under the material's tint, in its corner shape; with a `UIVibrancyEffect` its content's text and
/// symbols are drawn vibrant.
@MainActor
open class UIVisualEffectView: UIView {
    /// The effect; set it from nil to a `UIGlassEffect` inside an animation to materialize the glass (motion is not
    /// recorded yet: a still shows the settled state).
    open var effect: UIVisualEffect?
    /// The view holding the content, sized to the effect view and following it (flexible width and height).
    public let contentView: UIView

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// An effect view with no effect (UIKit's `UIVisualEffectView()` and `init(frame:)`): set `effect` later.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            // The content view always covers the effect view (UIKit keeps it so, whatever its mask).
            contentView.frame = CGRect(origin: .zero, size: bounds.size)
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            contentView.frame = CGRect(origin: .zero, size: newValue.size)
        }
    }

    override var glassRole: GlassRole? {
        if let glass = effect as? UIGlassEffect {
            return .glass(style: glass.style, tint: glass.tintColor, isInteractive: glass.isInteractive)
        }
        if let container = effect as? UIGlassContainerEffect { return .container(spacing: container.spacing) }
        return nil
    }

    override func drawContent(into builder: ViewDisplayBuilder, state: ViewDisplayBuilder.State) {
        if let blur = effect as? UIBlurEffect { builder.paintBlur(blur, of: self, state: state) }
    }
}
