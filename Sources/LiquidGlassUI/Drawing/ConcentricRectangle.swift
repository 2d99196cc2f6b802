extension Edge {
    /// A corner of a rectangle.
    public enum Corner: Hashable, CaseIterable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// How a corner's radius is chosen.
        public struct Style: Hashable, Sendable {
            enum Kind: Hashable { case fixed(CGFloat), concentric(minimum: CGFloat) }
            let kind: Kind
            /// The container's corner radius minus the distance to the container's corner, floored at 0.
            public static let concentric = Style(kind: .concentric(minimum: 0))
            /// Concentric, floored at `minimum`'s radius (a fixed style; nil floors at 0). SwiftUI's declaration:
            /// `concentric(minimum: Edge.Corner.Style? = nil)`, so `.concentric()` and `.concentric(minimum: 8)`.
            public static func concentric(minimum: Style? = nil) -> Style {
                guard case .fixed(let radius)? = minimum?.kind else { return concentric }
                return Style(kind: .concentric(minimum: radius))
            }
            /// A fixed radius.
            public static func fixed(_ radius: CGFloat) -> Style { Style(kind: .fixed(radius)) }
        }
    }
}

/// A rectangle whose corners are concentric with its container shape (`containerShape(_:)`; the device's screen
/// corners when there is none): radius = the container's radius minus the distance from the container's corner,
/// floored at 0 or at the style's minimum (api-ground-truth.md, "Concentric shapes").
public struct ConcentricRectangle: InsettableShape, KnownShape, Equatable {
    public var topLeading: Edge.Corner.Style
    public var topTrailing: Edge.Corner.Style
    public var bottomLeading: Edge.Corner.Style
    public var bottomTrailing: Edge.Corner.Style
    public var isUniform: Bool
    var insetAmount: CGFloat = 0

    public init(corners: Edge.Corner.Style = .concentric, isUniform: Bool = false) {
        topLeading = corners
        topTrailing = corners
        bottomLeading = corners
        bottomTrailing = corners
        self.isUniform = isUniform
    }

    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        topLeading = topLeadingCorner
        topTrailing = topTrailingCorner
        bottomLeading = bottomLeadingCorner
        bottomTrailing = bottomTrailingCorner
        isUniform = false
    }

    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> ConcentricRectangle {
        var c = self
        c.insetAmount += amount
        return c
    }
    var knownGeometry: ShapeGeometry { .concentric(self) }

    /// The radii in `rect` (root coordinates) inside a container of `containerRect` with corner `containerRadius`.
    func radii(in rect: CGRect, containerRect: CGRect?, containerRadius: CGFloat) -> RectangleCornerRadii {
        func radius(_ style: Edge.Corner.Style, dx: CGFloat, dy: CGFloat) -> CGFloat {
            switch style.kind {
            case .fixed(let r): return r
            case .concentric(let minimum):
                guard containerRect != nil else { return minimum }
                return max(containerRadius - max(dx, dy), minimum)
            }
        }
        let c = containerRect ?? rect
        var r = RectangleCornerRadii(
            topLeading: radius(topLeading, dx: rect.minX - c.minX, dy: rect.minY - c.minY),
            bottomLeading: radius(bottomLeading, dx: rect.minX - c.minX, dy: c.maxY - rect.maxY),
            bottomTrailing: radius(bottomTrailing, dx: c.maxX - rect.maxX, dy: c.maxY - rect.maxY),
            topTrailing: radius(topTrailing, dx: c.maxX - rect.maxX, dy: rect.minY - c.minY))
        if isUniform {
            let m = max(r.topLeading, r.bottomLeading, r.bottomTrailing, r.topTrailing)
            r = RectangleCornerRadii(topLeading: m, bottomLeading: m, bottomTrailing: m, topTrailing: m)
        }
        return r
    }
}

extension Shape where Self == ConcentricRectangle {
    /// `.rect(corners: .concentric)`.
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}

/// A number is a fixed corner radius, as in SwiftUI (`ConcentricRectangle(topLeadingCorner: 12)`).
extension Edge.Corner.Style: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(kind: .fixed(CGFloat(value))) }
    public init(floatLiteral value: Double) { self.init(kind: .fixed(CGFloat(value))) }
}
