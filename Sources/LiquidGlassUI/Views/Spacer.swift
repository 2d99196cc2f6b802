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

/// A thin line separating content: horizontal in a VStack (or outside stacks), vertical in an HStack. Its
/// thickness is one pixel at 3× in SwiftUI (1/3 pt); drawn in the system separator colour.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let vertical = context.environment.stackAxis == .horizontal
        let thickness: CGFloat = 1.0 / 3.0
        let node = ShapeNode(geometry: .rectangle, style: Color.separator, stroke: nil, sizing: { p in
            vertical ? CGSize(width: thickness, height: p.height ?? 10) : CGSize(width: p.width ?? 10, height: thickness)
        }, identity: context.identity, environment: context.environment)
        return [node]
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
