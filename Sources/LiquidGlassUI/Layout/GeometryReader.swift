/// A view's size and frame as its content sees it.
public struct GeometryProxy {
    public let size: CGSize
    let globalFrame: CGRect
    public let safeAreaInsets: EdgeInsets
    /// The coordinate spaces named around the view (`coordinateSpace(_:)`), innermost first.
    let namedSpaces: NamedCoordinateSpaces?

    init(size: CGSize, globalFrame: CGRect, safeAreaInsets: EdgeInsets, namedSpaces: NamedCoordinateSpaces? = nil) {
        self.size = size
        self.globalFrame = globalFrame
        self.safeAreaInsets = safeAreaInsets
        self.namedSpaces = namedSpaces
    }

    /// The frame in a coordinate space: `.global` is the image's, `.local` the reader's own, `.named(name)` the
    /// nearest enclosing view named so with `coordinateSpace(_:)` — as SwiftUI, the global frame when no enclosing
    /// view has that name.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let space = namedSpaces?.frame(of: name) else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The frame in a coordinate space given as a value (`.named("scroll")`, `.global`, `.local`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the enclosing view named `coordinateSpace`, in this view's own coordinates; nil when no
    /// enclosing view has that name.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace, let space = namedSpaces?.frame(of: name) else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}

/// A coordinate space: SwiftUI's `CoordinateSpace` (the image's, the view's own, or one named by an enclosing
/// view with `coordinateSpace(_:)`).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

/// The frames of the coordinate spaces named around a view, at placement time: each `coordinateSpace(_:)` adds one
/// link, whose frame its node records when it is placed (before anything inside it is placed). Read and written
/// only while laying out, on the main actor.
final class NamedCoordinateSpaces: @unchecked Sendable {
    let name: AnyHashable
    let parent: NamedCoordinateSpaces?
    var frame: CGRect?
    init(name: AnyHashable, parent: NamedCoordinateSpaces?) {
        self.name = name
        self.parent = parent
    }
    func frame(of name: AnyHashable) -> CGRect? {
        var link: NamedCoordinateSpaces? = self
        while let l = link {
            if l.name == name { return l.frame }
            link = l.parent
        }
        return nil
    }
}

struct NamedCoordinateSpacesKey: EnvironmentKey {
    static let defaultValue: NamedCoordinateSpaces? = nil
}

/// A view that takes all the space offered and gives its content the size it got: SwiftUI's `GeometryReader`.
/// Its content is placed at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [GeometryReaderNode(make: { proxy, ctx in ctx.resolve(content(proxy), component: .part("geometry")) }, context: context)]
    }
}

/// Resolves its content only once it is placed, when its size is known.
@MainActor
final class GeometryReaderNode: ViewNode {
    let make: (GeometryProxy, ResolveContext) -> [ViewNode]
    let context: ResolveContext
    var content: [ViewNode] = []

    init(make: @escaping (GeometryProxy, ResolveContext) -> [ViewNode], context: ResolveContext) {
        self.make = make
        self.context = context
        super.init(identity: context.identity, environment: context.environment)
    }

    override var children: [ViewNode] { content }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        let proxy = GeometryProxy(size: bounds.size, globalFrame: bounds, safeAreaInsets: EdgeInsets(),
                                  namedSpaces: context.environment[NamedCoordinateSpacesKey.self])
        content = make(proxy, context)
        for node in content {
            let s = node.sizeThatFits(ProposedViewSize(bounds.size))
            node.place(in: CGRect(origin: bounds.origin, size: s), proposal: ProposedViewSize(bounds.size))
        }
    }
}
