/// What an `if`/`else` or `switch` in a `ViewBuilder` (or a `ToolbarContentBuilder`) produces: one of two
/// branches. As in SwiftUI, the type is unconstrained and is a `View` when both branches are views.
public struct _ConditionalContent<TrueContent, FalseContent> {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView where TrueContent: View, FalseContent: View {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        // Each branch has its own identity: state does not carry from one branch to the other, as in SwiftUI.
        switch storage {
        case .trueContent(let view): return context.resolve(view, component: .branch(true))
        case .falseContent(let view): return context.resolve(view, component: .branch(false))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        switch self {
        case .some(let view): return context.resolve(view, component: .branch(true))
        case .none: return []
        }
    }
}
