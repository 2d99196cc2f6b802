import Foundation

/// A custom outline made of lines and quadratic/cubic Bézier curves. Coordinates are points relative to
/// the top-left of the frame it is placed in (the path is not scaled to the frame).
///
/// The filled region follows the non-zero winding rule; subpaths left open are closed implicitly for the fill
/// (their closing edge is part of the outline). Curves are flattened when the path is placed in a frame, to within
/// ``flatteningTolerance`` of the true curves; distances are measured to the flattened outline. The field's `bounds`
/// is the bounding box of the flattened outline (within the tolerance of the curves' own box) moved by the frame's
/// origin; the frame's size plays no part. A degenerate frame (see ``EmptyField``), a path with no segment or a
/// path with a non-finite coordinate gives an empty shape.
public struct Path: Shape, Equatable {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath with a line back to its start.
        case closeSubpath
    }

    /// The largest distance (points) between a flattened curve and the true curve.
    public static let flatteningTolerance: Double = 0.005

    /// The path's elements, in order.
    public private(set) var elements: [Element] = []
    /// The current point (nil before the first `move`) and the start of the current subpath.
    private var current: CGPoint?
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path from SVG path data (the `d` attribute): the commands M, L, H, V, C, S, Q, T, A and Z in absolute
    /// (upper case) and relative (lower case) form, with implicit repetition. SVG's y axis points down, as here.
    /// Empty or all-whitespace data gives an empty path.
    ///
    /// - Throws: ``PathParseError`` with the offset of the first character that does not fit the grammar.
    public init(svgPathData: String) throws(PathParseError) {
        var parser = SVGPathParser(svgPathData)
        self = try parser.parse()
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p))
        current = p
        subpathStart = p
    }

    /// Adds a straight line from the current point to `p`. Without a current point it starts a subpath at `p`.
    public mutating func addLine(to p: CGPoint) {
        guard beginSegment(at: p) else { return }
        elements.append(.line(to: p))
        current = p
    }

    /// Adds a quadratic Bézier curve from the current point to `p`. Without a current point it starts a subpath
    /// at `p`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        guard beginSegment(at: p) else { return }
        elements.append(.quadCurve(to: p, control: control))
        current = p
    }

    /// Adds a cubic Bézier curve from the current point to `p`. Without a current point it starts a subpath at `p`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard beginSegment(at: p) else { return }
        elements.append(.curve(to: p, control1: control1, control2: control2))
        current = p
    }

    /// Closes the current subpath with a line back to its start. The current point becomes that start.
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.closeSubpath)
        current = subpathStart
    }

    /// The current point, or nil before the first `move`.
    public var currentPoint: CGPoint? { current }

    public func signedDistanceField(in rect: CGRect) -> any SignedDistanceField {
        guard EmptyField.isUsableFrame(rect) else { return EmptyField() }
        let polylines = PathFlattener.polylines(of: elements, tolerance: Self.flatteningTolerance)
        guard let field = PathField(polylines: polylines, origin: rect.origin) else { return EmptyField() }
        return field
    }

    /// Makes sure a segment has a start point: without a current point, starts a subpath at `p` and returns false.
    /// After a `closeSubpath` the next segment starts a new subpath at the closed subpath's start.
    private mutating func beginSegment(at p: CGPoint) -> Bool {
        guard let start = current else {
            move(to: p)
            return false
        }
        if elements.last == .closeSubpath {
            move(to: start)
        }
        return true
    }
}
