/// How a layer's corners curve: Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous (squircle) corners.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners `cornerRadius` rounds: Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// A view's layer: the Core Animation properties UIKit code sets through `view.layer` — corners, border and
/// shadow — with Core Animation's defaults (shadow opacity 0, offset (0, −3), radius 3, black). The layer draws
/// nothing by itself: its view's hierarchy is what the renderer turns into the engine's display list.
@MainActor
open class CALayer {
    /// The view whose layer this is (nil for a free-standing layer).
    public internal(set) weak var delegate: UIView?

    public var cornerRadius: CGFloat = 0
    public var cornerCurve: CALayerCornerCurve = .circular
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = UIColor.black.cgColor
    public var shadowColor: CGColor? = UIColor.black.cgColor
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    public var name: String?

    public init() {}

    /// `clipsToBounds` of the view.
    public var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? storedMasksToBounds }
        set { if let delegate { delegate.clipsToBounds = newValue } else { storedMasksToBounds = newValue } }
    }
    private var storedMasksToBounds = false

    /// `alpha` of the view.
    public var opacity: Float {
        get { delegate.map { Float($0.alpha) } ?? storedOpacity }
        set { if let delegate { delegate.alpha = CGFloat(newValue) } else { storedOpacity = newValue } }
    }
    private var storedOpacity: Float = 1

    /// `backgroundColor` of the view.
    public var backgroundColor: CGColor? {
        get { delegate?.backgroundColor?.cgColor }
        set { delegate?.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }

    public var frame: CGRect {
        get { delegate?.frame ?? .zero }
        set { delegate?.frame = newValue }
    }

    public var bounds: CGRect {
        get { delegate?.bounds ?? .zero }
        set { delegate?.bounds = newValue }
    }

    /// Draws the layer's view hierarchy into `ctx` (a `UIGraphicsImageRenderer` context): rendered with real glass
    /// when the renderer's closure returns.
    public func render(in ctx: CGContext) {
        guard let view = delegate else {
            ctx.notes.append("CALayer.render(in:): a layer without a view draws nothing")
            return
        }
        ctx.draw(view, in: view.bounds)
    }
}
