/// A coordinate space as a value of its own type (iOS 17): what `coordinateSpace(_:)`, `GeometryProxy.frame(in:)`
/// and `bounds(of:)` take as `.named(_:)`, `.global` or `.local`.
public protocol CoordinateSpaceProtocol {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space named by an enclosing view: `.named("scroll")`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The coordinate space of the whole image (a screen's, on iOS).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space, its origin at its top-leading corner.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the enclosing view named `name` with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension View {
    /// Names this view's coordinate space, so that geometry readers inside it can read their frames relative to
    /// it (`proxy.frame(in: .named(name))`).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }

    /// The iOS 13 spelling of ``coordinateSpace(_:)``.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}

/// Puts a new named space in the environment of the content and records the content's frame in it when placed.
struct CoordinateSpaceModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let name: AnyHashable
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        let space = NamedCoordinateSpaces(name: name, parent: context.environment[NamedCoordinateSpacesKey.self])
        let inner = context.with { $0[NamedCoordinateSpacesKey.self] = space }
        return content(inner).map { NamedSpaceNode(child: $0, space: space) }
    }
}

@MainActor
final class NamedSpaceNode: WrapperNode {
    let space: NamedCoordinateSpaces
    init(child: ViewNode, space: NamedCoordinateSpaces) {
        self.space = space
        super.init(child: child)
    }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        space.frame = bounds
        child.place(in: bounds, proposal: proposal)
    }
}
