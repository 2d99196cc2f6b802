/// A proposal for the size of a view: what a parent offers a child before the child chooses its size.
///
/// Each dimension is a number, `nil` (give me your ideal size), `0` (your minimum) or `.infinity` (your maximum),
/// as in SwiftUI.
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// Both dimensions `0`.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions `nil`: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions `.infinity`.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// This proposal with `nil` dimensions replaced by `size`'s (by default 10 × 10, SwiftUI's default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, main: CGFloat?, cross: CGFloat?) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(axis: Axis, main: CGFloat, cross: CGFloat) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}
