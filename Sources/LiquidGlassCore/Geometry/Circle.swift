import Foundation

/// A circle inscribed in the frame, as in SwiftUI: its diameter is the frame's shorter side and it is centred.
///
/// A degenerate frame (see ``EmptyField``) gives an empty shape.
public struct Circle: Shape, Equatable {
    public init() {}

    public func signedDistanceField(in rect: CGRect) -> any SignedDistanceField {
        guard EmptyField.isUsableFrame(rect) else { return EmptyField() }
        return CircleField(rect: rect)
    }
}
