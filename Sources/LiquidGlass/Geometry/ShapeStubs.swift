import Foundation

// TEMPORARY interface stubs so that other work can compile against the final API.
// The geometry work replaces every type here with an exact implementation, one type per file,
// and deletes this file. Distances here are rough (bounding-box based).

/// A circle inscribed in the frame: diameter = the frame's shorter side, centred.
public struct Circle: Shape, Equatable {
    public init() {}
    public func signedDistanceField(in rect: CGRect) -> any SignedDistanceField { StubBoxField(rect: rect) }
}

/// An ellipse inscribed in the frame.
public struct Ellipse: Shape, Equatable {
    public init() {}
    public func signedDistanceField(in rect: CGRect) -> any SignedDistanceField { StubBoxField(rect: rect) }
}

/// A rectangle filling the frame.
public struct Rectangle: Shape, Equatable {
    public init() {}
    public func signedDistanceField(in rect: CGRect) -> any SignedDistanceField { StubBoxField(rect: rect) }
}

/// How a rounded rectangle's corners are drawn.
public enum RoundedCornerStyle: String, Sendable, Equatable, CaseIterable {
    /// Quarter circles.
    case circular
    /// Apple's continuous corners: curvature-continuous, superellipse-like.
    case continuous
}

/// A rectangle with rounded corners filling the frame.
public struct RoundedRectangle: Shape, Equatable {
    public var cornerRadius: CGFloat
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
    public func signedDistanceField(in rect: CGRect) -> any SignedDistanceField { StubBoxField(rect: rect) }
}

/// An error in SVG path data: where (a character offset into the string) and what was expected.
public struct PathParseError: Error, Equatable, CustomStringConvertible {
    public var offset: Int
    public var message: String
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
    public var description: String { "at character \(offset + 1): \(message)" }
}

/// A custom outline made of lines and quadratic/cubic Bézier curves. Coordinates are points relative to
/// the top-left of the frame it is placed in (the path is not scaled to the frame).
public struct Path: Shape {
    public init() {}
    public init(svgPathData: String) throws(PathParseError) {}
    public mutating func move(to p: CGPoint) {}
    public mutating func addLine(to p: CGPoint) {}
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func closeSubpath() {}
    public func signedDistanceField(in rect: CGRect) -> any SignedDistanceField { StubBoxField(rect: rect) }
}

struct StubBoxField: SignedDistanceField {
    let bounds: CGRect
    init(rect: CGRect) { bounds = rect.standardized }
    func distance(to p: SIMD2<Float>) -> Float {
        let c = SIMD2<Float>(Float(bounds.midX), Float(bounds.midY))
        let h = SIMD2<Float>(Float(bounds.width / 2), Float(bounds.height / 2))
        let q = (p - c).absolute - h
        let o = SIMD2<Float>(max(q.x, 0), max(q.y, 0)).length
        return o + min(max(q.x, q.y), 0)
    }
}
