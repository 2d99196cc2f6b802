/// A transparent collection of views: modifiers applied to a group apply to each of its views.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { context.resolve(content, component: nil) }
}
