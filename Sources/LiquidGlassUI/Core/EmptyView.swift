/// A view that contains nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { [] }
}
