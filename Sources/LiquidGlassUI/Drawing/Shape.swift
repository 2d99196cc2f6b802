/// A 2D shape that draws as a view: SwiftUI's `Shape`. A shape fills the space it is offered.
public protocol Shape: View, Sendable {
    func path(in rect: CGRect) -> Path
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// The geometry the engine draws: built-in shapes exactly (continuous corners, true circles), others by path.
    var geometry: ShapeGeometry {
        if let known = self as? any KnownShape { return known.knownGeometry }
        let shape = self
        return .path(PathProvider { rect in MainActor.assumeIsolated { shape.path(in: rect) } })
    }
}

/// A shape that can be inset, for `strokeBorder`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// Wraps a custom shape's `path(in:)`.
struct PathProvider: @unchecked Sendable {
    let make: (CGRect) -> Path
    init(_ make: @escaping (CGRect) -> Path) { self.make = make }
}

/// The shapes LiquidGlassUI knows by kind (the engine has exact signed distance fields for them).
enum ShapeGeometry {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat, style: RoundedCornerStyle)
    case uneven(RectangleCornerRadii, style: RoundedCornerStyle)
    case circle
    case ellipse
    case capsule(style: RoundedCornerStyle)
    /// Corners concentric with the enclosing container shape (resolved at draw time).
    case concentric(ConcentricRectangle)
    case path(PathProvider)
    /// A shape inset by an amount.
    indirect case inset(ShapeGeometry, CGFloat)

    /// The name used in render reports.
    var reportName: String {
        switch self {
        case .rectangle: return "rectangle"
        case .roundedRectangle: return "roundedRectangle"
        case .uneven: return "unevenRoundedRectangle"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case .capsule: return "capsule"
        case .concentric: return "concentricRectangle"
        case .path: return "path"
        case .inset(let g, _): return g.reportName
        }
    }
}

@MainActor
protocol KnownShape {
    var knownGeometry: ShapeGeometry { get }
}

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Equatable, Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
