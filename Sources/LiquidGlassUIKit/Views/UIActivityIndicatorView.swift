internal import LiquidGlass

/// The spinning activity indicator: UIKit's `UIActivityIndicatorView`, drawn as LiquidGlassUI draws SwiftUI's
/// indeterminate `ProgressView` (iOS 26's medium style): eight capsule spokes 2.5 × 6.5 pt around a 20 pt circle,
/// fading by 0.1 clockwise from the top one, in grey 0.45 (white for the deprecated `white`/`whiteLarge`) unless
/// `color` is set; the large styles the same scaled to 37 pt. Those sizes are LiquidGlassUI's estimates from iOS 26 screenshots (`ProgressView.swift`), not
/// measurements. A still shows the first frame of the spin.
///
/// As in UIKit, an indicator is hidden while stopped when `hidesWhenStopped` (the default): call
/// `startAnimating()` to show it.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`, with its raw values.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        /// Deprecated in iOS 13 (large, white spokes); still common in older code.
        case whiteLarge = 0
        /// Deprecated in iOS 13 (medium, white spokes).
        case white = 1
        /// Deprecated in iOS 13 (medium, grey spokes).
        case gray = 2
    }

    open var style: Style { didSet { invalidateIntrinsicContentSize() } }
    /// The spokes' colour (nil: the system grey).
    open var color: UIColor!
    open var hidesWhenStopped = true { didSet { updateHidden() } }
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        let side = Self.side(style)
        bounds = CGRect(x: 0, y: 0, width: side, height: side)
        updateHidden()
    }

    /// A medium indicator in `frame` (UIKit's `init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    open func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    open func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating } else if isAnimating { isHidden = false }
    }

    static func side(_ style: Style) -> CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }

    open override var intrinsicContentSize: CGSize {
        let side = Self.side(style)
        return CGSize(width: side, height: side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func drawContent(into builder: ViewDisplayBuilder, state: ViewDisplayBuilder.State) {
        let k = Self.side(style) / 20
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let standard = style == .white || style == .whiteLarge ? UIColor.white : UIColor(white: 0.45, alpha: 1)
        let ink = (color ?? standard)
        for spoke in 0..<8 {
            let frame = CGRect(x: centre.x - 1.25 * k, y: centre.y - (6.75 + 3.25) * k, width: 2.5 * k, height: 6.5 * k)
            let turn = CGAffineTransform(translationX: -centre.x, y: -centre.y)
                .concatenating(CGAffineTransform(rotationAngle: CGFloat(spoke) * .pi / 4))
                .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
            var spokeState = state
            spokeState.opacity *= 1 - Double(spoke) * 0.1
            builder.noteColor(ink)
            builder.append("\(state.path)#spoke\(spoke)", .fill(LiquidGlass.Capsule(), frame: frame, paint: .color(ink.engineColor(state.traits))),
                           state: spokeState, transform: turn.concatenating(state.transform))
        }
    }
}
