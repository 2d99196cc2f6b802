import Foundation

/// The shape of a ``CAGradientLayer``'s gradient: Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Ellipses centred on `startPoint`, reaching `endPoint`'s distance on each axis at the last colour.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting in the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient: Core Animation's `CAGradientLayer`, as UIKit code adds it to a
/// view (`view.layer.addSublayer(gradient)`, `insertSublayer(_:at: 0)`) or backs a view with it (`layerClass`).
///
/// Drawn over the layer's background colour in its corner shape, with Core Animation's documented defaults:
/// `startPoint` (0.5, 0) and `endPoint` (0.5, 1) in the unit coordinates of the bounds (a top-to-bottom gradient),
/// colours spread evenly when `locations` is nil, interpolated in gamma-encoded sRGB as Core Graphics does.
/// `colors` holds `CGColor`s (an element of another type is left out and noted, as iOS draws nothing for it).
@MainActor
open class CAGradientLayer: CALayer {
    /// The gradient's colours, `CGColor`s: `[UIColor.black.cgColor, UIColor.clear.cgColor]`.
    open var colors: [Any]?
    /// Where each colour sits, from 0 to 1 (nil: evenly spread).
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit coordinates of the bounds (0, 0 the top left).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    public required init() { super.init() }
}
