/// A rectangle.
public struct Rectangle: InsettableShape, KnownShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
    var knownGeometry: ShapeGeometry { .rectangle }
}

/// A rectangle with rounded corners (continuous by default, as in SwiftUI).
public struct RoundedRectangle: InsettableShape, KnownShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
        return p
    }
    public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> { _Inset(base: self, amount: amount) }
    var knownGeometry: ShapeGeometry { .roundedRectangle(cornerRadius: min(cornerSize.width, cornerSize.height), style: style) }
}

/// A rectangle whose corners have different radii.
public struct UnevenRoundedRectangle: InsettableShape, KnownShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadii.topLeading) }
    public func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> { _Inset(base: self, amount: amount) }
    var knownGeometry: ShapeGeometry { .uneven(cornerRadii, style: style) }
}

/// A circle centred in its frame, with the frame's smaller side as diameter.
public struct Circle: InsettableShape, KnownShape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
    public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }
    var knownGeometry: ShapeGeometry { .circle }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape, KnownShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
    var knownGeometry: ShapeGeometry { .ellipse }
}

/// A capsule: a rounded rectangle whose radius is half its shorter side.
public struct Capsule: InsettableShape, KnownShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
    var knownGeometry: ShapeGeometry { .capsule(style: style) }
}

/// A shape inset by an amount on every side.
public struct _Inset<Base: InsettableShape>: InsettableShape, KnownShape {
    let base: Base
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by amount: CGFloat) -> _Inset<Base> { _Inset(base: base, amount: self.amount + amount) }
    var knownGeometry: ShapeGeometry { .inset(base.geometry, amount) }
}

/// A type-erased shape.
public struct AnyShape: Shape, KnownShape {
    let makePath: PathProvider
    let erased: ShapeGeometry
    public init<S: Shape>(_ shape: S) {
        erased = shape.geometry
        makePath = PathProvider { rect in MainActor.assumeIsolated { shape.path(in: rect) } }
    }
    public func path(in rect: CGRect) -> Path { makePath.make(rect) }
    var knownGeometry: ShapeGeometry { erased }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
