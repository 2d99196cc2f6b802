/// A two-dimensional vector: Core Graphics' `CGVector` (a spring's initial velocity).
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init() { self.init(dx: 0, dy: 0) }

    public static let zero = CGVector(dx: 0, dy: 0)
}
