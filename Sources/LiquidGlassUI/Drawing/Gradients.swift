/// A colour gradient: stops along 0…1.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    nonisolated public init(stops: [Stop]) { self.stops = stops }
    nonisolated public init(colors: [Color]) {
        let n = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(n)) }
    }

    func resolved(_ environment: EnvironmentValues) -> [UIGradientStop] {
        stops.map { UIGradientStop(color: $0.color.rgba(in: environment), location: Double($0.location)) }
    }
}

/// A linear gradient between two unit points of the shape's bounds.
public struct LinearGradient: ShapeStyle, View, PaintResolvable, PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    nonisolated func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        .linearGradient(stops: gradient.resolved(environment), start: startPoint.point(in: rect), end: endPoint.point(in: rect))
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { _ShapeView(shape: Rectangle(), style: self).makeNodes(context) }
}

/// A radial gradient around a unit point.
public struct RadialGradient: ShapeStyle, View, PaintResolvable, PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    nonisolated func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        .radialGradient(stops: gradient.resolved(environment), center: center.point(in: rect), startRadius: startRadius,
                        endRadius: endRadius)
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { _ShapeView(shape: Rectangle(), style: self).makeNodes(context) }
}

/// An angular (conic) gradient around a unit point.
public struct AngularGradient: ShapeStyle, View, PaintResolvable, PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    nonisolated func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        .angularGradient(stops: gradient.resolved(environment), center: center.point(in: rect),
                         startAngle: startAngle.radians, endAngle: endAngle.radians)
    }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { _ShapeView(shape: Rectangle(), style: self).makeNodes(context) }
}

/// `Color.gradient`: the colour, a little lighter at the top and darker at the bottom.
public struct AnyGradient: ShapeStyle, PaintResolvable, Hashable {
    let base: Color
    nonisolated func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        let c = base.rgba(in: environment)
        // SwiftUI's standard gradient spans roughly ±8 % lightness around the colour (observed, not documented).
        let top = SIMD4(min(c.x * 1.08 + 0.04, 1), min(c.y * 1.08 + 0.04, 1), min(c.z * 1.08 + 0.04, 1), c.w)
        let bottom = SIMD4(c.x * 0.9, c.y * 0.9, c.z * 0.9, c.w)
        return .linearGradient(stops: [UIGradientStop(color: top, location: 0), UIGradientStop(color: bottom, location: 1)],
                               start: CGPoint(x: rect.midX, y: rect.minY), end: CGPoint(x: rect.midX, y: rect.maxY))
    }
}

/// The blurred materials of iOS before 26 (`.ultraThinMaterial` … `.ultraThickMaterial`), as background styles:
/// what apps draw in the `else` branch of `if #available(iOS 26, *)`.
///
/// Blur radius and tint per thickness follow UIKit's `UIBlurEffect.Style.systemUltraThinMaterial…` as commonly
/// measured (blur 20–30 pt; white tint 0.25…0.9 in light mode, black 0.3…0.9 in dark): approximations, not
/// Apple's published values (there are none).
public struct Material: ShapeStyle, PaintResolvable, Hashable {
    let thickness: Int
    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)
    public static let bar = Material(thickness: 2)

    nonisolated func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        let light = [0.35, 0.5, 0.65, 0.78, 0.9][thickness]
        let dark = [0.35, 0.5, 0.62, 0.75, 0.88][thickness]
        let tint: SIMD4<Double> = environment.colorScheme == .dark ? SIMD4(0.1, 0.1, 0.12, dark) : SIMD4(0.97, 0.97, 0.98, light)
        return .material(blurRadius: [20, 24, 28, 30, 30][thickness], tint: tint)
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}
