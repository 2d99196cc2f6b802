/// Flexible space along a stack's axis: ideal length 0 (or `minLength`), maximum unbounded. Outside a stack it
/// expands in both axes.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let node = SpacerNode(minLength: minLength ?? ViewSpacing.defaultSpacing, axis: context.environment.stackAxis,
                              identity: context.identity, environment: context.environment)
        node.traits.isSpacer = true
        return [node]
    }
}

@MainActor
final class SpacerNode: ViewNode {
    let minLength: CGFloat
    let axis: Axis?
    init(minLength: CGFloat, axis: Axis?, identity: ViewIdentity, environment: EnvironmentValues) {
        self.minLength = minLength
        self.axis = axis
        super.init(identity: identity, environment: environment)
    }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // Along the axis: the proposal, at least minLength (nil → minLength). Across: nothing.
        func along(_ p: CGFloat?) -> CGFloat { max(p ?? 0, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: along(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }
}

/// A thin line separating content: horizontal in a VStack (or outside stacks), vertical in an HStack. As on iOS it
/// is a hairline, `pixelLength` (1 / the display scale) thick in layout and drawn one device pixel thick at any
/// scale (``Hairline``), in the system separator colour.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let vertical = context.environment.stackAxis == .horizontal
        return [Hairline.node(axis: vertical ? .vertical : .horizontal, identity: context.identity, environment: context.environment)]
    }
}

private struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }
extension EnvironmentValues {
    /// The axis of the enclosing stack, for `Spacer` and `Divider`.
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}
