import Foundation

/// A rectangle filling the frame.
///
/// A degenerate frame (see ``EmptyField``) gives an empty shape.
public struct Rectangle: Shape, Equatable {
    public init() {}

    public func signedDistanceField(in rect: CGRect) -> any SignedDistanceField {
        guard EmptyField.isUsableFrame(rect) else { return EmptyField() }
        return RectangleField(rect: rect)
    }
}
