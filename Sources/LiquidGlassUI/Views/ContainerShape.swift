/// `containerShape(_:)`: the shape concentric corners inside this view follow.
struct ContainerShapeModifier: NodeWrapping, ViewModifier {
    typealias Body = Never
    let geometry: ShapeGeometry
    func wrap(_ node: ViewNode, context: ResolveContext) -> ViewNode { ContainerShapeNode(child: node, geometry: geometry) }
}

@MainActor
final class ContainerShapeNode: WrapperNode {
    let geometry: ShapeGeometry
    init(child: ViewNode, geometry: ShapeGeometry) {
        self.geometry = geometry
        super.init(child: child)
    }
    override func draw(into list: inout DisplayBuilder) {
        let saved = list.containerShape
        list.containerShape = (frame, geometry.cornerRadius(in: frame))
        child.draw(into: &list)
        list.containerShape = saved
    }
}

extension ShapeGeometry {
    /// The corner radius a concentric shape inside measures from.
    func cornerRadius(in rect: CGRect) -> CGFloat {
        switch self {
        case .rectangle, .path: return 0
        case .roundedRectangle(let r, _): return r
        case .uneven(let r, _): return max(r.topLeading, r.topTrailing, r.bottomLeading, r.bottomTrailing)
        case .circle: return min(rect.width, rect.height) / 2
        case .ellipse, .capsule: return min(rect.width, rect.height) / 2
        case .concentric: return 0
        case .inset(let g, let a): return max(g.cornerRadius(in: rect) - a, 0)
        }
    }
}

extension View {
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(geometry: shape.geometry))
    }
    /// Mirrors and blurs content under sidebars and inspectors (recorded: no sidebars here yet).
    public func backgroundExtensionEffect() -> some View { modifier(NoEffectModifier()) }
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View { modifier(NoEffectModifier()) }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        editEnvironment { $0.labelStyleKind = S.kind }
    }
}

/// Label styles: `.titleAndIcon`, `.iconOnly`, `.titleOnly`.
public protocol LabelStyle { static var kind: Int { get } }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {}; public static var kind: Int { 0 } }
public struct IconOnlyLabelStyle: LabelStyle { public init() {}; public static var kind: Int { 1 } }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {}; public static var kind: Int { 2 } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }

private struct LabelStyleKindKey: EnvironmentKey { static let defaultValue = 0 }
extension EnvironmentValues {
    var labelStyleKind: Int {
        get { self[LabelStyleKindKey.self] }
        set { self[LabelStyleKindKey.self] = newValue }
    }
}
