/// The radius of one corner of a view's shape (iOS 26): a fixed length, or concentric with the view's container.
///
/// A container-concentric radius is the container's radius at the same corner minus the distance between the two
/// corners (the larger of the horizontal and vertical insets), never below `minimum` (or 0) — the rule Apple states
/// for SwiftUI's `Edge.Corner.Style.concentric`, and the one LiquidGlassUI's `ConcentricRectangle` uses. The
/// container is the nearest superview with a `cornerConfiguration`; without one the radius is the minimum.
public struct UICornerRadius: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case fixed(Double)
        case containerConcentric(minimum: CGFloat?)
    }
    let kind: Kind

    /// A fixed radius in points.
    public static func fixed(_ radius: Double) -> UICornerRadius { UICornerRadius(kind: .fixed(radius)) }

    /// A radius concentric with the view's container, at least `minimum` points.
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(kind: .containerConcentric(minimum: minimum))
    }

    public init(floatLiteral value: Double) { kind = .fixed(value) }
    public init(integerLiteral value: Int) { kind = .fixed(Double(value)) }
    init(kind: Kind) { self.kind = kind }

    public var description: String {
        switch kind {
        case .fixed(let r): return "fixed(\(r))"
        case .containerConcentric(let m): return "containerConcentric(minimum: \(m.map { "\($0)" } ?? "nil"))"
        }
    }
}

/// How the corners of a view's shape are rounded (iOS 26's `UIView.cornerConfiguration`): each corner its own
/// `UICornerRadius`, corners sharing the largest of their radii, or a capsule.
public struct UICornerConfiguration: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        /// Radii by corner (nil: square) and the groups of corners that take the largest radius among them.
        case corners(topLeft: UICornerRadius?, topRight: UICornerRadius?, bottomLeft: UICornerRadius?,
                     bottomRight: UICornerRadius?, uniformGroups: [UIRectCorner.RawValue])
        case capsule(maximumRadius: Double?)
    }
    let kind: Kind

    /// `radius` at every corner, each resolved on its own (concentric corners may differ).
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        corners(topLeftRadius: radius, topRightRadius: radius, bottomLeftRadius: radius, bottomRightRadius: radius)
    }

    /// `radius` at every corner, all taking the largest of the resolved radii.
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(kind: .corners(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius,
                                             uniformGroups: [UIRectCorner.allCorners.rawValue]))
    }

    /// A radius per corner (nil: square).
    public static func corners(topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?,
                               bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?) -> UICornerConfiguration {
        UICornerConfiguration(kind: .corners(topLeft: topLeftRadius, topRight: topRightRadius, bottomLeft: bottomLeftRadius,
                                             bottomRight: bottomRightRadius, uniformGroups: []))
    }

    /// Half the shorter side at every corner, at most `maximumRadius`.
    public static func capsule(maximumRadius: Double? = nil) -> UICornerConfiguration {
        UICornerConfiguration(kind: .capsule(maximumRadius: maximumRadius))
    }

    public static func uniformTopRadius(_ topRadius: UICornerRadius, bottomLeftRadius: UICornerRadius? = nil,
                                        bottomRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        grouped(topRadius, topRadius, bottomLeftRadius, bottomRightRadius, [[.topLeft, .topRight]])
    }

    public static func uniformBottomRadius(_ bottomRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil,
                                           topRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        grouped(topLeftRadius, topRightRadius, bottomRadius, bottomRadius, [[.bottomLeft, .bottomRight]])
    }

    public static func uniformLeftRadius(_ leftRadius: UICornerRadius, topRightRadius: UICornerRadius? = nil,
                                         bottomRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        grouped(leftRadius, topRightRadius, leftRadius, bottomRightRadius, [[.topLeft, .bottomLeft]])
    }

    public static func uniformRightRadius(_ rightRadius: UICornerRadius, topLeftRadius: UICornerRadius? = nil,
                                          bottomLeftRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        grouped(topLeftRadius, rightRadius, bottomLeftRadius, rightRadius, [[.topRight, .bottomRight]])
    }

    public static func uniformEdges(topRadius: UICornerRadius, bottomRadius: UICornerRadius) -> UICornerConfiguration {
        grouped(topRadius, topRadius, bottomRadius, bottomRadius, [[.topLeft, .topRight], [.bottomLeft, .bottomRight]])
    }

    public static func uniformEdges(leftRadius: UICornerRadius, rightRadius: UICornerRadius) -> UICornerConfiguration {
        grouped(leftRadius, rightRadius, leftRadius, rightRadius, [[.topLeft, .bottomLeft], [.topRight, .bottomRight]])
    }

    private static func grouped(_ tl: UICornerRadius?, _ tr: UICornerRadius?, _ bl: UICornerRadius?, _ br: UICornerRadius?,
                                _ groups: [UIRectCorner]) -> UICornerConfiguration {
        UICornerConfiguration(kind: .corners(topLeft: tl, topRight: tr, bottomLeft: bl, bottomRight: br,
                                             uniformGroups: groups.map(\.rawValue)))
    }

    public var description: String { "UICornerConfiguration(\(kind))" }
}

/// The resolved radius of each corner of a view, in points.
struct CornerRadii: Equatable, Sendable {
    var topLeft: CGFloat, topRight: CGFloat, bottomLeft: CGFloat, bottomRight: CGFloat

    static let zero = CornerRadii(topLeft: 0, topRight: 0, bottomLeft: 0, bottomRight: 0)

    var isUniform: Bool { topLeft == topRight && topLeft == bottomLeft && topLeft == bottomRight }

    subscript(corner: UIRectCorner) -> CGFloat {
        get {
            switch corner {
            case .topLeft: return topLeft
            case .topRight: return topRight
            case .bottomLeft: return bottomLeft
            default: return bottomRight
            }
        }
        set {
            switch corner {
            case .topLeft: topLeft = newValue
            case .topRight: topRight = newValue
            case .bottomLeft: bottomLeft = newValue
            default: bottomRight = newValue
            }
        }
    }

    static let corners: [UIRectCorner] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
