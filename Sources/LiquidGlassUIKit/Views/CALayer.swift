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

/// A view's layer, or a free-standing layer added to one: the Core Animation properties UIKit code sets —
/// corners, border, shadow, background — with Core Animation's defaults (shadow opacity 0, offset (0, −3), radius
/// 3, black), and its sublayers. A view's layer forwards its geometry, background, opacity and clipping to the view;
/// a free-standing layer (`CALayer()`, ``CAGradientLayer``) keeps its own and is drawn where it sits among its
/// superlayer's sublayers: `addSublayer(_:)` over the view's subviews of the moment, `insertSublayer(_:at: 0)` under
/// all of them, as Core Animation orders a view's sublayers (the subviews' layers among them).
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

    public required init() {}

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

    /// `isHidden` of the view.
    public var isHidden: Bool {
        get { delegate?.isHidden ?? storedHidden }
        set { if let delegate { delegate.isHidden = newValue } else { storedHidden = newValue } }
    }
    private var storedHidden = false

    /// `backgroundColor` of the view.
    public var backgroundColor: CGColor? {
        get { delegate.map { $0.backgroundColor?.cgColor } ?? storedBackground }
        set { if let delegate { delegate.backgroundColor = newValue.map { UIColor(cgColor: $0) } } else { storedBackground = newValue } }
    }
    private var storedBackground: CGColor?

    /// The layer's rectangle in its superlayer's coordinates (a view's layer: the view's frame).
    public var frame: CGRect {
        get { delegate?.frame ?? storedFrame }
        set { if let delegate { delegate.frame = newValue } else { storedFrame = newValue } }
    }
    private var storedFrame = CGRect.zero

    /// The layer's own coordinates: its size at the origin (a view's layer: the view's bounds).
    public var bounds: CGRect {
        get { delegate?.bounds ?? CGRect(origin: .zero, size: storedFrame.size) }
        set {
            if let delegate { delegate.bounds = newValue; return }
            // Core Animation keeps the position (the centre, at the default anchor point) when the bounds change.
            let centre = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
            storedFrame = CGRect(x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    /// The centre of the layer in its superlayer's coordinates (the default anchor point, (0.5, 0.5)).
    public var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let size = frame.size
            frame = CGRect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width, height: size.height)
        }
    }

    // MARK: Sublayers

    /// Free-standing sublayers, each with how many of the view's subviews lie under it (a view's layer; for a
    /// free-standing layer, always 0), in drawing order.
    private(set) var addedSublayers: [(layer: CALayer, subviewsBelow: Int)] = []

    /// The layer that holds this one (a view's layer: its superview's).
    public var superlayer: CALayer? { delegate.map { $0.superview?.layer } ?? storedSuperlayer }
    private weak var storedSuperlayer: CALayer?

    /// The sublayers back to front: a view's layer lists its subviews' layers with the free-standing ones among them.
    public var sublayers: [CALayer]? {
        get {
            let list = orderedSublayers
            return list.isEmpty ? nil : list
        }
        set {
            for entry in addedSublayers { entry.layer.storedSuperlayer = nil }
            addedSublayers = []
            for layer in newValue ?? [] where layer.delegate == nil { addSublayer(layer) }
        }
    }

    private var orderedSublayers: [CALayer] {
        let views = delegate?.subviews.map(\.layer) ?? []
        var out: [CALayer] = []
        var next = 0
        for (i, layer) in views.enumerated() {
            while next < addedSublayers.count, addedSublayers[next].subviewsBelow <= i { out.append(addedSublayers[next].layer); next += 1 }
            out.append(layer)
        }
        out += addedSublayers[next...].map(\.layer)
        return out
    }

    /// Adds `layer` on top of the sublayers (a view's: over its subviews of the moment; subviews added later go over it).
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(orderedSublayers.count))
    }

    /// Inserts `layer` at `idx` of ``sublayers`` (0: under everything, the subviews' layers included).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        if let view = layer.delegate {
            // A view's layer moves with its view.
            delegate?.insertSubview(view, at: Int(idx))
            return
        }
        layer.removeFromSuperlayer()
        let list = orderedSublayers
        let index = min(Int(idx), list.count)
        let below = list[..<index]
        let subviewsBelow = below.filter { $0.delegate != nil }.count
        let addedBelow = below.count - subviewsBelow
        addedSublayers.insert((layer, subviewsBelow), at: addedBelow)
        layer.storedSuperlayer = self
    }

    /// Inserts `layer` just under `sibling` (on top when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, let i = orderedSublayers.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(i))
    }

    /// Inserts `layer` just over `sibling` (on top when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, let i = orderedSublayers.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(i + 1))
    }

    /// Replaces `oldLayer` with `newLayer` at its place.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = orderedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// Takes the layer out of its superlayer (a view's layer: the view out of its superview).
    public func removeFromSuperlayer() {
        if let view = delegate { view.removeFromSuperview(); return }
        storedSuperlayer?.addedSublayers.removeAll { $0.layer === self }
        storedSuperlayer = nil
    }

    /// Nothing is cached to redraw: every render draws the layer's current values.
    public func setNeedsDisplay() {}
    public func setNeedsLayout() { delegate?.setNeedsLayout() }
    public func layoutIfNeeded() { delegate?.layoutIfNeeded() }

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
