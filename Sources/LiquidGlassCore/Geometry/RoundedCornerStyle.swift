import Foundation

/// How a rounded rectangle's corners are drawn.
public enum RoundedCornerStyle: String, Sendable, Equatable, CaseIterable {
    /// Quarter circles.
    case circular
    /// Apple's continuous corners: curvature-continuous, superellipse-like. The corner starts bending about
    /// 1.53 × the radius before the frame's corner (a circular corner starts at 1 × the radius).
    case continuous
}
