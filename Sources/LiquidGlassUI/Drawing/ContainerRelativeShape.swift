/// The shape of the container the view is in, inset to the view: SwiftUI's `ContainerRelativeShape` — corners
/// concentric with the nearest `containerShape(_:)` (or the display), as ``ConcentricRectangle`` draws them.
public struct ContainerRelativeShape: InsettableShape, KnownShape, Equatable {
    var shape = ConcentricRectangle()
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var s = self
        s.shape = shape.inset(by: amount)
        return s
    }
    var knownGeometry: ShapeGeometry { .concentric(shape) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape (`.containerRelative`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
