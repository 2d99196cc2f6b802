import Foundation

/// A rectangle with rounded corners filling the frame.
///
/// As in SwiftUI, the radius is clamped to half the frame's shorter side; a negative or NaN radius counts as 0
/// (a plain rectangle). With ``RoundedCornerStyle/continuous`` corners that do not fit their full transition
/// (1.53 × the radius along each edge), the transition is scaled down, reaching an exact capsule when the radius
/// is half the shorter side. A degenerate frame (see ``EmptyField``) gives an empty shape.
public struct RoundedRectangle: Shape, Equatable {
    /// The corner radius in points.
    public var cornerRadius: CGFloat
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }

    public func signedDistanceField(in rect: CGRect) -> any SignedDistanceField {
        guard EmptyField.isUsableFrame(rect) else { return EmptyField() }
        let limit = Double(min(rect.width, rect.height)) / 2
        let radius = cornerRadius > 0 ? min(Double(cornerRadius), limit) : 0  // NaN fails `> 0`
        guard Float(radius) > 0 else { return RectangleField(rect: rect) }
        switch style {
        case .circular: return CircularRoundedRectangleField(rect: rect, radius: radius)
        case .continuous: return ContinuousRoundedRectangleField(rect: rect, radius: radius)
        }
    }
}
