import Foundation

/// A radial gradient stretched to an ellipse: SwiftUI's `EllipticalGradient`.
///
/// As SwiftUI documents it, the gradient is defined in a unit square (its centre and radii are fractions of it)
/// that is stretched to fill the shape's bounding box, so its contours are ellipses with the box's aspect ratio.
/// `endRadiusFraction: 0.5` (the default) reaches the ellipse inscribed in the box.
public struct EllipticalGradient: ShapeStyle, View, PaintResolvable, PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    nonisolated public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                            endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    nonisolated public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                            endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                            endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    nonisolated func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        .ellipticalGradient(stops: gradient.resolved(environment), center: center.point(in: rect), size: rect.size,
                            startFraction: startRadiusFraction, endFraction: endRadiusFraction)
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] { _ShapeView(shape: Rectangle(), style: self).makeNodes(context) }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient (``EllipticalGradient``) of a gradient.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient (``EllipticalGradient``) of evenly spaced colours.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient (``EllipticalGradient``) of stops.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}
