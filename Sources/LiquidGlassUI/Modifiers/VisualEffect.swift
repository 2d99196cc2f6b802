/// Effects that change how a view looks, not its layout, computed from its geometry: SwiftUI's `VisualEffect`
/// (`visualEffect { content, proxy in content.offset(…) }`). Offset, scale, rotation, opacity and blur are drawn;
/// the colour adjustments SwiftUI also offers here are absent.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing, the start of every chain: SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    public init() {}
}

/// One step added to a chain of visual effects.
public struct _VisualEffectStep<Base: VisualEffect>: VisualEffect {
    public typealias AnimatableData = EmptyAnimatableData
    let base: Base
    let step: VisualEffectStep
}

/// What one step of a chain does.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case opacity(Double)
    case blur(CGFloat)
}

/// A chain's steps, first applied first.
protocol VisualEffectSteps { var steps: [VisualEffectStep] { get } }
extension EmptyVisualEffect: VisualEffectSteps { var steps: [VisualEffectStep] { [] } }
extension _VisualEffectStep: VisualEffectSteps {
    var steps: [VisualEffectStep] { ((base as? any VisualEffectSteps)?.steps ?? []) + [step] }
}

extension VisualEffect {
    public func offset(_ offset: CGSize) -> some VisualEffect { _VisualEffectStep(base: self, step: .offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { offset(CGSize(width: x, height: y)) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        _VisualEffectStep(base: self, step: .scale(scale, anchor: anchor))
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        _VisualEffectStep(base: self, step: .rotation(angle, anchor: anchor))
    }
    public func opacity(_ opacity: Double) -> some VisualEffect { _VisualEffectStep(base: self, step: .opacity(opacity)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        _VisualEffectStep(base: self, step: .blur(radius))
    }
}

extension View {
    /// Applies effects computed from the view's geometry when it is placed (its size and frames in coordinate
    /// spaces, through `proxy`), without changing its layout.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        modifier(VisualEffectModifier { proxy in (effect(EmptyVisualEffect(), proxy) as? any VisualEffectSteps)?.steps ?? [] })
    }
}

struct VisualEffectModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let steps: (GeometryProxy) -> [VisualEffectStep]
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        let spaces = context.environment[NamedCoordinateSpacesKey.self]
        return content(context).map { VisualEffectNode(child: $0, steps: steps, spaces: spaces) }
    }
}

/// Computes the effect when placed: offsets move the view (and what is applied after it, as `offset(_:)`), the
/// other steps wrap its drawing, innermost first.
@MainActor
final class VisualEffectNode: WrapperNode {
    let makeSteps: (GeometryProxy) -> [VisualEffectStep]
    let spaces: NamedCoordinateSpaces?
    var steps: [VisualEffectStep] = []

    init(child: ViewNode, steps: @escaping (GeometryProxy) -> [VisualEffectStep], spaces: NamedCoordinateSpaces?) {
        self.makeSteps = steps
        self.spaces = spaces
        super.init(child: child)
    }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        steps = makeSteps(GeometryProxy(size: bounds.size, globalFrame: bounds, safeAreaInsets: EdgeInsets(), namedSpaces: spaces))
        var shifted = bounds
        for case .offset(let o) in steps { shifted = shifted.offsetBy(dx: o.width, dy: o.height) }
        setFrame(shifted)
        child.place(in: shifted, proposal: proposal)
    }

    override func draw(into list: inout DisplayBuilder) {
        var items = list.nested { child.draw(into: &$0) }
        for step in steps {
            let effect: UIGroupEffect
            switch step {
            case .offset: continue
            case .scale(let s, let anchor): effect = UIGroupEffect(scale: s, anchor: anchor.point(in: frame))
            case .rotation(let a, let anchor): effect = UIGroupEffect(rotation: a, anchor: anchor.point(in: frame))
            case .opacity(let o): effect = UIGroupEffect(opacity: o)
            case .blur(let r): effect = UIGroupEffect(blurRadius: r)
            }
            items = [.group(effect, content: items)]
        }
        list.items.append(contentsOf: items)
    }
}
