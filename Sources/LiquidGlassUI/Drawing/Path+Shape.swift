import Foundation

/// A path is a shape, as in SwiftUI (`Path { … }.stroke(…)`, `.fill(…)`): drawn where it lies in the view's frame —
/// `path(in:)` returns the path itself, whatever the rectangle — and, like every shape, filling the space offered.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
