/// A type that identifies an alignment guide, with the value the guide takes when a view sets none.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Identifies one alignment guide (a type conforming to ``AlignmentID``) along one axis.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    /// Whether the guide's default reads only the view's size (the built-in guides), not its other guides: a
    /// stack then reads a child's default without making its dimensions (see ``ViewNode/alignmentGuide(_:size:)``).
    let defaultReadsSizeOnly: Bool

    init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
        defaultReadsSizeOnly = id is any SizeOnlyAlignmentDefault.Type
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }
    func hash(into h: inout Hasher) {
        h.combine(ObjectIdentifier(id))
        h.combine(axis)
    }
    func defaultValue(in d: ViewDimensions) -> CGFloat { id.defaultValue(in: d) }
}

/// The built-in guides, whose defaults read only the view's width or height.
protocol SizeOnlyAlignmentDefault: AlignmentID {}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    enum Leading: SizeOnlyAlignmentDefault { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: SizeOnlyAlignmentDefault { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: SizeOnlyAlignmentDefault { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    enum ListRowSeparatorLeading: SizeOnlyAlignmentDefault { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    enum Top: SizeOnlyAlignmentDefault { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: SizeOnlyAlignmentDefault { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: SizeOnlyAlignmentDefault { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    // A view without text has its baselines at its bottom (SwiftUI's documented default for non-text views).
    enum FirstTextBaseline: SizeOnlyAlignmentDefault { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: SizeOnlyAlignmentDefault { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)

    var unitPoint: UnitPoint? {
        let x: CGFloat? = horizontal == .leading ? 0 : horizontal == .center ? 0.5 : horizontal == .trailing ? 1 : nil
        let y: CGFloat? = vertical == .top ? 0 : vertical == .center ? 0.5 : vertical == .bottom ? 1 : nil
        guard let x, let y else { return nil }
        return UnitPoint(x: x, y: y)
    }
}

/// A view's size and its alignment guides, as a layout sees it.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.width = size.width
        self.height = size.height
        self.explicit = explicit
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(in: self) }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height
    }
}
