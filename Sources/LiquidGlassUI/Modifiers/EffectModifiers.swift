/// Draw-time effects on a view and everything in it: opacity, clipping, blur, shadow, scale, rotation.
struct GroupEffectModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let make: (CGRect) -> UIGroupEffect
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode { GroupEffectNode(child: node, make: make) }
}

@MainActor
final class GroupEffectNode: WrapperNode {
    let make: (CGRect) -> UIGroupEffect
    init(child: ViewNode, make: @escaping (CGRect) -> UIGroupEffect) {
        self.make = make
        super.init(child: child)
    }
    override func draw(into list: inout DisplayBuilder) {
        let content = list.nested { child.draw(into: &$0) }
        list.append(.group(make(frame), content: content))
    }
}

extension View {
    public func opacity(_ opacity: Double) -> some View {
        modifier(GroupEffectModifier { _ in UIGroupEffect(opacity: opacity) })
    }
    /// Clips to the view's bounding rectangle.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(GroupEffectModifier { r in UIGroupEffect(clip: (.rectangle, r)) })
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let g = shape.geometry
        return modifier(GroupEffectModifier { r in UIGroupEffect(clip: (g, r)) })
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(GroupEffectModifier { _ in UIGroupEffect(blurRadius: radius) })
    }
    /// A drop shadow (SwiftUI's default colour: black at 33 % opacity).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowModifier(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(GroupEffectModifier { r in UIGroupEffect(scale: scale, anchor: anchor.point(in: r)) })
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(GroupEffectModifier { r in UIGroupEffect(rotation: angle, anchor: anchor.point(in: r)) })
    }
    /// Hides the view: it keeps its place in the layout and draws nothing.
    public func hidden() -> some View { modifier(GroupEffectModifier { _ in UIGroupEffect(opacity: 0) }) }
}

struct ShadowModifier: EnvironmentWriting, ViewModifier {
    typealias Body = Never
    let color: Color
    let radius: CGFloat
    let offset: CGSize
    func write(_ environment: inout EnvironmentValues) {}
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        let c = color.rgba(in: context.environment)
        let shadow = UIShadow(color: c, radius: radius, offset: offset)
        return content(context).map { GroupEffectNode(child: $0) { _ in UIGroupEffect(shadow: shadow) } }
    }
}
