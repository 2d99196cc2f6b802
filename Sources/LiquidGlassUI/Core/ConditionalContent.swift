/// The view an `if`/`else` or `switch` in a `ViewBuilder` produces: one of two branches.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

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
