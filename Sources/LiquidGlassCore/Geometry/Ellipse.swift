import Foundation

/// An ellipse inscribed in the frame: its axes are the frame's width and height.
///
/// A degenerate frame (see ``EmptyField``) gives an empty shape.
public struct Ellipse: Shape, Equatable {
    public init() {}

    public func signedDistanceField(in rect: CGRect) -> any SignedDistanceField {
        guard EmptyField.isUsableFrame(rect) else { return EmptyField() }
        if rect.width == rect.height { return CircleField(rect: rect) }
        return EllipseField(rect: rect)
    }
}
